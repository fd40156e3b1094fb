import { Button, Flex, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { adminMay, type AdminOrderSummary } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../../lib/format';
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

/** The queue: who ordered what for where, what it costs and where it stands, with each row's actions. */
export function OrdersTable({ orders, actions, onOpen, selection }: Props) {
  const { t, i18n } = useTranslation();
  const countryName = useCountryName();
  const none = <Typography.Text type="secondary">—</Typography.Text>;

  const columns: TableColumnsType<AdminOrderSummary> = [
    {
      title: t('adminOrders.columns.orderNo'),
      dataIndex: 'orderNo',
      width: 150,
      fixed: 'left',
      render: (_v, o) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onOpen(o)}>
          {o.orderNo}
        </Button>
      ),
    },
    { title: t('adminOrders.columns.seller'), dataIndex: 'sellerEmail', width: 200, ellipsis: true },
    {
      title: t('adminOrders.columns.storeOrder'),
      key: 'store',
      width: 150,
      render: (_v, o) =>
        o.source === 'manual' ? (
          <Tag>{t('adminOrders.source.manual')}</Tag>
        ) : (
          <Flex vertical>
            <span>{o.storeOrderName ?? '—'}</span>
            {o.store ? <Typography.Text type="secondary">{o.store.name}</Typography.Text> : null}
          </Flex>
        ),
    },
    { title: t('adminOrders.columns.customer'), dataIndex: 'customerName', width: 160, ellipsis: true },
    {
      title: t('adminOrders.columns.country'),
      dataIndex: 'countryCode',
      width: 140,
      render: (v: string | null) => (v ? countryName(v) : none),
    },
    {
      title: t('adminOrders.columns.items'),
      key: 'items',
      width: 220,
      render: (_v, o) => (
        <Flex vertical>
          <Typography.Text ellipsis style={{ maxWidth: 200 }}>
            {o.firstItemTitle ?? '—'}
          </Typography.Text>
          <Typography.Text type="secondary">{t('adminOrders.itemCount', { count: o.itemCount })}</Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('adminOrders.columns.shipping'),
      dataIndex: 'shippingMethodCode',
      width: 120,
      render: (v: string | null) => v ?? none,
    },
    {
      title: t('adminOrders.columns.total'),
      key: 'total',
      width: 110,
      align: 'right',
      render: (_v, o) => <span style={{ whiteSpace: 'nowrap' }}>{formatMoney(o.costs.totalCents, i18n.language)}</span>,
    },
    {
      title: t('adminOrders.columns.paid'),
      dataIndex: 'paidAt',
      width: 160,
      render: (v: string | null) => (v ? formatDateTime(v, i18n.language) : none),
    },
    {
      title: t('adminOrders.columns.status'),
      dataIndex: 'status',
      width: 130,
      render: (_v, o) => <OrderStatusTag status={o.status} />,
    },
    {
      title: t('adminOrders.columns.actions'),
      key: 'actions',
      width: 190,
      fixed: 'right',
      render: (_v, o) => <RowActions order={o} actions={actions} onOpen={() => onOpen(o)} />,
    },
  ];

  return (
    <Table<AdminOrderSummary>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={orders}
      pagination={false}
      scroll={{ x: 1700 }}
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
