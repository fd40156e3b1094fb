import { Flex, Typography, type TableColumnType } from 'antd';
import type { OrderDetail, OrderSource, OrderSummary } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { BreakText } from '@/lib/break-text';
import { formatDate } from '@/lib/format';
import { DateTimeCell, SubLine } from '@/lib/list-cells';
import { NOWRAP, nowrapHeader, ResponsiveTable } from '@/lib/responsive-table';
import { useLocale } from '@/lib/use-locale';
import { FulfillmentSyncTag } from './fulfillment-sync-tag';
import { CustomerCell, OrderNoCell } from './order-cells';
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

/**
 * Shipped orders: the tracking number (a link to the carrier's page) with its carrier, when shipped and delivered,
 * and whether the tracking reached the store. The store sits under the order and the country under the customer, so
 * the list fits beside the menu at 1280 px.
 */
export function ShippedOrdersTable({ source, orders, onOpen }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const store = source === 'store';
  const columns: TableColumnType<ShippedOrderRow>[] = [
    { key: 'order', title: t('orders.table.order'), render: (_, o) => <OrderNoCell order={o} onOpen={onOpen} /> },
    { key: 'customer', title: t('orders.table.customer'), render: (_, o) => <CustomerCell order={o} /> },
    {
      key: 'tracking',
      title: t('orders.table.carrierTracking'),
      render: (_, o) => (
        <Flex vertical align="inherit">
          {!o.trackingNumber ? (
            '—'
          ) : o.trackingUrl ? (
            <Typography.Link href={o.trackingUrl} target="_blank" rel="noreferrer">
              <BreakText text={o.trackingNumber} />
            </Typography.Link>
          ) : (
            <Typography.Text copyable>
              <BreakText text={o.trackingNumber} />
            </Typography.Text>
          )}
          {o.carrier ? <SubLine>{o.carrier}</SubLine> : null}
        </Flex>
      ),
    },
    {
      key: 'shipped',
      title: t('orders.tracking.shippedAt'),
      onHeaderCell: nowrapHeader,
      render: (_, o) => (o.shippedAt ? <DateTimeCell iso={o.shippedAt} locale={locale} /> : '—'),
    },
    {
      key: 'delivered',
      title: t('orders.tracking.delivered'),
      render: (_, o) => (
        <Flex vertical gap={2} align="inherit">
          <OrderStatusTag status={o.status} />
          {o.deliveredAt ? (
            <Typography.Text type="secondary" style={{ fontSize: 12, ...NOWRAP }}>
              {formatDate(o.deliveredAt, locale, 'medium')}
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
            onHeaderCell: nowrapHeader,
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
  return (
    <ResponsiveTable<ShippedOrderRow>
      rowKey="id"
      aria-label={t('orders.table.shippedLabel')}
      columns={columns}
      dataSource={orders}
    />
  );
}
