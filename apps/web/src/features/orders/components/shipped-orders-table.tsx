import { Flex, Table, Typography, type TableColumnsType } from 'antd';
import type { OrderDetail, OrderSource, OrderSummary } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { useLocale } from '../../../lib/use-locale';
import { FulfillmentSyncTag } from './fulfillment-sync-tag';
import { OrderNoCell, useCountryName } from './order-cells';
import { OrderStatusTag } from './order-status-tag';

/**
 * A shipped order as the list gives it. The tracking link, the delivery date and the store sync state are shown when
 * the list carries them (the contract's OrderSummary does not yet); the drawer always has them.
 */
export type ShippedOrderRow = OrderSummary & Partial<Pick<OrderDetail, 'trackingUrl' | 'deliveredAt' | 'fulfillmentSync'>>;

interface Props {
  /** Store orders show their store and whether the tracking reached it; manual orders have neither. */
  source: OrderSource;
  orders: ShippedOrderRow[];
  onOpen: (id: string) => void;
}

/** Shipped orders: carrier, tracking number (a link to the carrier's page), when shipped and delivered, store sync. */
export function ShippedOrdersTable({ source, orders, onOpen }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const country = useCountryName();
  const store = source === 'store';
  const columns: TableColumnsType<ShippedOrderRow> = [
    { key: 'order', title: t('orders.table.order'), render: (_, o) => <OrderNoCell order={o} onOpen={onOpen} /> },
    ...(store
      ? [{ key: 'store', title: t('orders.table.store'), render: (_: unknown, o: ShippedOrderRow) => o.store?.name ?? '—' }]
      : []),
    { key: 'customer', title: t('orders.table.customer'), dataIndex: 'customerName' },
    { key: 'country', title: t('orders.table.country'), render: (_, o) => country(o.countryCode) },
    { key: 'carrier', title: t('orders.tracking.carrier'), render: (_, o) => o.carrier ?? '—' },
    {
      key: 'tracking',
      title: t('orders.tracking.number'),
      render: (_, o) =>
        !o.trackingNumber ? (
          '—'
        ) : o.trackingUrl ? (
          <Typography.Link href={o.trackingUrl} target="_blank" rel="noreferrer">
            {o.trackingNumber}
          </Typography.Link>
        ) : (
          <Typography.Text copyable>{o.trackingNumber}</Typography.Text>
        ),
    },
    {
      key: 'shipped',
      title: t('orders.tracking.shippedAt'),
      render: (_, o) => (o.shippedAt ? formatDateTime(o.shippedAt, locale) : '—'),
    },
    {
      key: 'delivered',
      title: t('orders.tracking.delivered'),
      render: (_, o) => (
        <Flex vertical gap={2} align="start">
          <OrderStatusTag status={o.status} />
          {o.deliveredAt ? (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {formatDateTime(o.deliveredAt, locale)}
            </Typography.Text>
          ) : null}
        </Flex>
      ),
    },
    ...(store
      ? [
          {
            key: 'sync',
            title: t('orders.tracking.storeSync'),
            render: (_: unknown, o: ShippedOrderRow) =>
              o.fulfillmentSync ? (
                <FulfillmentSyncTag state={o.fulfillmentSync} />
              ) : (
                <Typography.Text type="secondary">—</Typography.Text>
              ),
          },
        ]
      : []),
  ];
  return <Table<ShippedOrderRow> rowKey="id" columns={columns} dataSource={orders} pagination={false} scroll={{ x: 1000 }} />;
}
