import { CloseCircleOutlined, FileTextOutlined, UndoOutlined, WalletOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Divider, Drawer, Flex } from 'antd';
import { sellerMay, type OrderDetail, type OrderItem, type OrderSource, type OrderStatus } from '@dropport/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { LoadState } from '@/lib/load-state';
import { downloadFile } from '@/lib/download-file';
import { useLocale } from '@/lib/use-locale';
import { invoicePdfUrl } from '@/features/invoices';
import { useOrderClaims } from '../api/order-claims';
import { useOrder } from '../api/order-detail';
import { ClaimDialog } from './claim-dialog';
import { CancelOrderModal } from './cancel-order-modal';
import { EditAddressModal } from './edit-address-modal';
import { HoldReasonNote } from './hold-reason';
import { isUnmapped } from './line-source';
import { MapItemModal } from './map-item-modal';
import { OrderAddressSection } from './order-address';
import { OrderClaimsSection } from './order-claims';
import { OrderCostsSection } from './order-costs';
import { OrderEventsSection } from './order-events';
import { OrderItemsSection } from './order-items';
import { OrderStatusTag } from './order-status-tag';
import { hasTracking, OrderTrackingSection } from './order-tracking';
import { PayOrdersDialog } from './pay-orders-dialog';
import { ShippingMethodSection } from './shipping-method';
import type { OrderIntent } from './use-order-address';

export interface OrderDrawerProps {
  source: OrderSource;
  /** The order shown; null closes the drawer. */
  orderId: string | null;
  onClose: () => void;
  /** Where to start: the address form, the first unmapped line's mapping, or the shipping choice. */
  intent?: OrderIntent;
}

/**
 * One order in a side panel: address, items, its claims, shipping, costs, tracking and history, with what the seller
 * may do (a shipped or delivered order can be claimed on).
 */
export function OrderDrawer({ source, orderId, onClose, intent }: OrderDrawerProps) {
  const { t } = useTranslation();
  const detail = useOrder(orderId);
  const o = detail.data;
  return (
    <Drawer
      open={orderId !== null}
      onClose={onClose}
      size={720}
      destroyOnHidden
      title={o ? t('orders.drawer.title', { orderNo: o.orderNo }) : t('orders.drawer.loading')}
    >
      {orderId ? (
        <LoadState queries={[detail]} rows={10}>
          {(order) => <DrawerBody key={order.id} source={source} order={order} intent={intent} />}
        </LoadState>
      ) : null}
    </Drawer>
  );
}

type Dialog =
  { kind: 'address' } | { kind: 'map'; item: OrderItem } | { kind: 'cancel' } | { kind: 'pay' } | { kind: 'claim' } | null;

/** A shipped or delivered order can be claimed on. */
const CLAIMABLE: readonly OrderStatus[] = ['shipped', 'delivered'];
/** Where claims are read: where they can be made, and on any order whose history shows one. */
const hasClaims = (o: OrderDetail) => CLAIMABLE.includes(o.status) || o.events.some((e) => e.action.startsWith('claim_'));

function initialDialog(order: OrderDetail, intent: OrderIntent | undefined): Dialog {
  if (!sellerMay('edit', order.status)) return null;
  if (intent === 'address') return { kind: 'address' };
  const unmapped = order.items.find(isUnmapped);
  if (intent === 'map' && unmapped) return { kind: 'map', item: unmapped };
  return null;
}

function DrawerBody({ source, order: o, intent }: { source: OrderSource; order: OrderDetail; intent?: OrderIntent }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [dialog, setDialog] = useState<Dialog>(() => initialDialog(o, intent));
  const close = () => setDialog(null);
  const editable = sellerMay('edit', o.status);
  const canPay = sellerMay('pay', o.status);
  const canCancel = sellerMay('cancel', o.status);
  const canClaim = CLAIMABLE.includes(o.status);
  const claims = useOrderClaims(o.id, hasClaims(o));

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="start" gap={12} wrap>
        <Descriptions size="small" column={1} style={{ flex: 1, minWidth: 260 }}>
          <Descriptions.Item label={t('orders.table.status')}>
            <OrderStatusTag status={o.status} />
          </Descriptions.Item>
          {o.store ? (
            <Descriptions.Item label={t('orders.table.store')}>
              {o.store.name}
              {o.storeOrderName ? ` · ${o.storeOrderName}` : ''}
            </Descriptions.Item>
          ) : null}
          <Descriptions.Item label={t('orders.table.customer')}>{o.customerName}</Descriptions.Item>
          <Descriptions.Item label={t('orders.table.created')}>{formatDateTime(o.createdAt, locale)}</Descriptions.Item>
          {o.paidAt ? (
            <Descriptions.Item label={t('orders.drawer.paidAt')}>{formatDateTime(o.paidAt, locale)}</Descriptions.Item>
          ) : null}
        </Descriptions>
        <Flex gap={8} wrap>
          {canPay ? (
            <Button type="primary" icon={<WalletOutlined aria-hidden />} onClick={() => setDialog({ kind: 'pay' })}>
              {t('orders.drawer.pay')}
            </Button>
          ) : null}
          {canCancel ? (
            <Button danger icon={<CloseCircleOutlined aria-hidden />} onClick={() => setDialog({ kind: 'cancel' })}>
              {t('orders.drawer.cancel')}
            </Button>
          ) : null}
          {canClaim ? (
            <Button icon={<UndoOutlined aria-hidden />} onClick={() => setDialog({ kind: 'claim' })}>
              {t('orders.drawer.claim')}
            </Button>
          ) : null}
          {o.invoiceId ? (
            <Button
              icon={<FileTextOutlined aria-hidden />}
              onClick={() => void downloadFile(invoicePdfUrl(o.invoiceId!), `${o.orderNo}-invoice.pdf`)}
            >
              {t('orders.drawer.invoice')}
            </Button>
          ) : null}
        </Flex>
      </Flex>
      {o.status === 'on_hold' ? (
        <Alert type="warning" showIcon title={t('orders.drawer.onHold')} description={<HoldReasonNote order={o} />} />
      ) : null}
      {hasTracking(o) ? <OrderTrackingSection order={o} showStoreSync={source === 'store'} /> : null}
      <OrderAddressSection order={o} onEdit={editable ? () => setDialog({ kind: 'address' }) : undefined} />
      <ShippingMethodSection order={o} editable={editable} focus={intent === 'shipping'} />
      <OrderItemsSection order={o} onMap={editable ? (item) => setDialog({ kind: 'map', item }) : undefined} />
      {claims.data ? <OrderClaimsSection claims={claims.data.claims} /> : null}
      <OrderCostsSection order={o} />
      <Divider style={{ margin: 0 }} />
      <OrderEventsSection events={o.events} />

      {dialog?.kind === 'address' ? <EditAddressModal order={o} onClose={close} /> : null}
      {dialog?.kind === 'map' ? <MapItemModal order={o} item={dialog.item} onClose={close} /> : null}
      {dialog?.kind === 'cancel' ? <CancelOrderModal order={o} onClose={close} /> : null}
      {dialog?.kind === 'claim' ? <ClaimDialog order={o} onClose={close} /> : null}
      <PayOrdersDialog source={source} orders={dialog?.kind === 'pay' ? [o] : null} onClose={close} />
    </Flex>
  );
}
