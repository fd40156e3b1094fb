import { Button, Flex, Tag, Typography, type TableColumnType } from 'antd';
import { adminMay, type AdminOrderSummary } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { BreakText } from '@/lib/break-text';
import { formatDate, formatMoney } from '@/lib/format';
import { SubLine } from '@/lib/list-cells';
import { NOWRAP, nowrapHeader, ResponsiveTable } from '@/lib/responsive-table';
import { useShippingMethodNames } from '@/features/shipping';
import { RowActions } from './action-buttons';
import { useCountryName } from './order-facts';
import { OrderStatusTag } from './status-tag';
import type { OrderActions } from './use-order-actions';

interface Props {
  orders: AdminOrderSummary[];
  actions: OrderActions;
  onOpen: (order: AdminOrderSummary) => void;
  /** Rows picked for a batch move; undefined when the tab offers none. */
  selection?: { keys: string[]; onChange: (keys: string[]) => void };
}

/** "Paid on 26 Nov 2026": the words may wrap, the date stays on one line. */
function PaidOn({ iso, locale }: { iso: string; locale: string }) {
  const { t } = useTranslation();
  const date = formatDate(iso, locale, 'medium');
  const [before = '', after = ''] = t('adminOrders.paidOn', { date }).split(date);
  return (
    <SubLine>
      {before}
      <span style={NOWRAP}>{date}</span>
      {after}
    </SubLine>
  );
}

/**
 * The queue: who ordered what for where, what it costs and where it stands, with each row's actions. Secondary facts
 * sit under the main one (store under the order, country under the customer, method under the total, payment date
 * under the status) so that the queue fits beside the menu at 1280 px without scrolling sideways.
 */
export function OrdersTable({ orders, actions, onOpen, selection }: Props) {
  const { t, i18n } = useTranslation();
  const countryName = useCountryName();
  const method = useShippingMethodNames();
  const locale = i18n.language;

  const columns: TableColumnType<AdminOrderSummary>[] = [
    {
      title: t('adminOrders.columns.orderNo'),
      key: 'order',
      onHeaderCell: nowrapHeader,
      render: (_v, o) => (
        <Flex vertical align="start">
          <Button type="link" size="small" style={{ padding: 0, ...NOWRAP }} onClick={() => onOpen(o)}>
            {o.orderNo}
          </Button>
          {o.source === 'manual' ? (
            <Tag>{t('adminOrders.source.manual')}</Tag>
          ) : (
            <SubLine title={o.store?.shopDomain}>
              <BreakText text={[o.storeOrderName, o.store?.name].filter(Boolean).join(' · ') || '—'} />
            </SubLine>
          )}
        </Flex>
      ),
    },
    {
      title: t('adminOrders.columns.seller'),
      key: 'seller',
      render: (_v, o) => <BreakText text={o.sellerEmail} />,
    },
    {
      title: t('adminOrders.columns.customer'),
      key: 'customer',
      render: (_v, o) => (
        <Flex vertical align="inherit">
          <span>{o.customerName}</span>
          <SubLine>{countryName(o.countryCode)}</SubLine>
        </Flex>
      ),
    },
    {
      title: t('adminOrders.columns.items'),
      key: 'items',
      render: (_v, o) => (
        <Flex vertical style={{ minWidth: 0, maxWidth: 150 }}>
          <Typography.Text ellipsis={{ tooltip: o.firstItemTitle }}>{o.firstItemTitle ?? '—'}</Typography.Text>
          <SubLine>{t('adminOrders.lineCount', { count: o.itemCount })}</SubLine>
        </Flex>
      ),
    },
    {
      title: t('adminOrders.columns.total'),
      key: 'total',
      align: 'right',
      onHeaderCell: nowrapHeader,
      render: (_v, o) => (
        <Flex vertical align="end">
          <span style={NOWRAP}>{formatMoney(o.costs.totalCents, locale)}</span>
          <SubLine>{method(o.shippingMethodCode) ?? '—'}</SubLine>
        </Flex>
      ),
    },
    {
      title: t('adminOrders.columns.status'),
      key: 'status',
      render: (_v, o) => (
        <Flex vertical gap={2} align="inherit">
          <OrderStatusTag status={o.status} />
          {o.paidAt ? <PaidOn iso={o.paidAt} locale={locale} /> : null}
        </Flex>
      ),
    },
    {
      title: t('adminOrders.columns.actions'),
      key: 'actions',
      render: (_v, o) => <RowActions order={o} actions={actions} onOpen={() => onOpen(o)} />,
    },
  ];

  return (
    <ResponsiveTable<AdminOrderSummary>
      rowKey="id"
      columns={columns}
      dataSource={orders}
      aria-label={t('menu.adminOrders')}
      rowSelection={
        selection
          ? {
              selectedRowKeys: selection.keys,
              onChange: (keys) => selection.onChange(keys.map(String)),
              getCheckboxProps: (o) => ({
                disabled: !adminMay('process', o.status),
                'aria-label': t('adminOrders.select', { orderNo: o.orderNo }),
              }),
            }
          : undefined
      }
    />
  );
}
