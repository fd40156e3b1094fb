import { Flex, Typography, type TableColumnType } from 'antd';
import { sellerMay, type OrderSource, type OrderSummary } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format';
import { DateTimeCell, SubLine } from '@/lib/list-cells';
import { NOWRAP, nowrapHeader, ResponsiveTable } from '@/lib/responsive-table';
import { useLocale } from '@/lib/use-locale';
import { useShippingMethodNames } from '@/features/shipping';
import { HoldReasonNote } from './hold-reason';
import { CustomerCell, ItemsCell, OrderNoCell } from './order-cells';
import { OrderStatusTag } from './order-status-tag';
import type { OrderIntent } from './use-order-address';

export interface OrderSelection {
  selectedIds: string[];
  onChange: (ids: string[], orders: OrderSummary[]) => void;
}

interface Props {
  /** Store orders or manual ones (a store order carries its store, shown under its number). */
  source: OrderSource;
  orders: OrderSummary[];
  /** Opens an order's drawer, at the fix a hold asks for. */
  onOpen: (id: string, intent?: OrderIntent) => void;
  /** Checkboxes for paying many at once; only orders that can be paid can be ticked. */
  selection?: OrderSelection;
}

/**
 * Orders before shipment. Secondary facts sit under the main one (store under the order, country under the customer,
 * shipping method under the total) so that the list fits the console's ~950 px beside the menu without scrolling.
 */
export function OrdersTable({ orders, onOpen, selection }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const method = useShippingMethodNames();
  const columns: TableColumnType<OrderSummary>[] = [
    { key: 'order', title: t('orders.table.order'), render: (_, o) => <OrderNoCell order={o} onOpen={onOpen} /> },
    { key: 'customer', title: t('orders.table.customer'), render: (_, o) => <CustomerCell order={o} /> },
    { key: 'items', title: t('orders.table.items'), render: (_, o) => <ItemsCell order={o} /> },
    {
      key: 'total',
      title: t('orders.table.total'),
      align: 'end',
      onHeaderCell: nowrapHeader,
      render: (_, o) => (
        <Flex vertical align="end">
          <Typography.Text strong style={NOWRAP}>
            {formatMoney(o.costs.totalCents, locale)}
          </Typography.Text>
          <SubLine>{method(o.shippingMethodCode) ?? t('orders.table.noMethod')}</SubLine>
        </Flex>
      ),
    },
    {
      key: 'status',
      title: t('orders.table.status'),
      render: (_, o) => (
        <Flex vertical gap={4} align="start" style={{ minWidth: 120 }}>
          <OrderStatusTag status={o.status} />
          <HoldReasonNote order={o} onAct={(intent) => onOpen(o.id, intent)} />
        </Flex>
      ),
    },
    {
      key: 'created',
      title: t('orders.table.created'),
      onHeaderCell: nowrapHeader,
      render: (_, o) => <DateTimeCell iso={o.createdAt} locale={locale} />,
    },
  ];
  return (
    <ResponsiveTable<OrderSummary>
      rowKey="id"
      aria-label={t('orders.table.label')}
      columns={columns}
      dataSource={orders}
      rowSelection={
        selection
          ? {
              selectedRowKeys: selection.selectedIds,
              onChange: (keys, rows) => selection.onChange(keys.map(String), rows),
              getCheckboxProps: (o) => ({
                disabled: !sellerMay('pay', o.status),
                'aria-label': t('orders.table.select', { orderNo: o.orderNo }),
              }),
            }
          : undefined
      }
    />
  );
}
