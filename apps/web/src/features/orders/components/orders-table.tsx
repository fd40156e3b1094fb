import { Flex, Table, Typography, type TableColumnsType } from 'antd';
import { sellerMay, type OrderSource, type OrderSummary } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { useLocale } from '../../../lib/use-locale';
import { useShippingMethodNames } from '../api/shipping-methods';
import { HoldReasonNote } from './hold-reason';
import { ItemsCell, OrderNoCell, useCountryName } from './order-cells';
import { OrderStatusTag } from './order-status-tag';
import type { OrderIntent } from './use-order-address';

export interface OrderSelection {
  selectedIds: string[];
  onChange: (ids: string[], orders: OrderSummary[]) => void;
}

interface Props {
  /** Store orders show their store; manual orders have none. */
  source: OrderSource;
  orders: OrderSummary[];
  /** Opens an order's drawer, at the fix a hold asks for. */
  onOpen: (id: string, intent?: OrderIntent) => void;
  /** Checkboxes for paying many at once; only orders that can be paid can be ticked. */
  selection?: OrderSelection;
}

/** Orders before shipment: number, store, customer, country, items, shipping, total to pay, status with the fix, date. */
export function OrdersTable({ source, orders, onOpen, selection }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const country = useCountryName();
  const method = useShippingMethodNames();
  const columns: TableColumnsType<OrderSummary> = [
    { key: 'order', title: t('orders.table.order'), render: (_, o) => <OrderNoCell order={o} onOpen={onOpen} /> },
    ...(source === 'store'
      ? [{ key: 'store', title: t('orders.table.store'), render: (_: unknown, o: OrderSummary) => o.store?.name ?? '—' }]
      : []),
    { key: 'customer', title: t('orders.table.customer'), dataIndex: 'customerName' },
    { key: 'country', title: t('orders.table.country'), render: (_, o) => country(o.countryCode) },
    { key: 'items', title: t('orders.table.items'), render: (_, o) => <ItemsCell order={o} /> },
    {
      key: 'shipping',
      title: t('orders.table.shipping'),
      render: (_, o) =>
        method(o.shippingMethodCode) ?? <Typography.Text type="secondary">{t('orders.table.noMethod')}</Typography.Text>,
    },
    {
      key: 'total',
      title: t('orders.table.total'),
      align: 'end',
      render: (_, o) => <Typography.Text strong>{formatMoney(o.costs.totalCents, locale)}</Typography.Text>,
    },
    {
      key: 'status',
      title: t('orders.table.status'),
      render: (_, o) => (
        <Flex vertical gap={4} align="start">
          <OrderStatusTag status={o.status} />
          <HoldReasonNote order={o} onAct={(intent) => onOpen(o.id, intent)} />
        </Flex>
      ),
    },
    { key: 'created', title: t('orders.table.created'), render: (_, o) => formatDateTime(o.createdAt, locale) },
  ];
  return (
    <Table<OrderSummary>
      rowKey="id"
      columns={columns}
      dataSource={orders}
      pagination={false}
      scroll={{ x: 1100 }}
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
