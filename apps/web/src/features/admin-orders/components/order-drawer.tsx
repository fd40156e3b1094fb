import { Alert, Drawer, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadState } from '@/lib/load-state';
import { useAdminOrder, type AdminOrderDetail } from '../api/admin-order-detail';
import { ActionButtons } from './action-buttons';
import { OrderAddressView, OrderCostsView, OrderParties, OrderShippingView, Section } from './order-facts';
import { OrderItems } from './order-items';
import { CheckpointsTimeline, EventsTimeline } from './order-timelines';
import { OrderStatusTag } from './status-tag';
import type { OrderActions } from './use-order-actions';

/** Why the order waits, when it is on hold: the kind of problem and the note the seller reads. */
function HoldNotice({ order: o }: { order: AdminOrderDetail }) {
  const { t } = useTranslation();
  if (o.status !== 'on_hold' || (!o.holdReason && !o.holdNote)) return null;
  return (
    <Alert
      type="warning"
      showIcon
      title={o.holdReason ? t(`adminOrders.holdReason.${o.holdReason}`) : t('adminOrders.status.on_hold')}
      description={o.holdNote ?? undefined}
    />
  );
}

function Details({ order, sellerEmail }: { order: AdminOrderDetail; sellerEmail: string | undefined }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={20}>
      <HoldNotice order={order} />
      <OrderParties order={order} sellerEmail={sellerEmail} />
      <OrderAddressView order={order} />
      <Section title={t('adminOrders.drawer.items')}>
        <OrderItems items={order.items} />
      </Section>
      <OrderCostsView order={order} />
      <OrderShippingView order={order} />
      <CheckpointsTimeline checkpoints={order.checkpoints} />
      <EventsTimeline events={order.events} />
    </Flex>
  );
}

interface Props {
  id: string | null;
  /** The seller's email from the queue's row, while the detail does not carry it. */
  sellerEmail: string | undefined;
  actions: OrderActions;
  onClose: () => void;
}

/** Admin: one order in a side panel, every action in the footer (those its status does not allow disabled). */
export function OrderDrawer({ id, sellerEmail, actions, onClose }: Props) {
  const { t } = useTranslation();
  const detail = useAdminOrder(id);
  const o = detail.data;
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size={640}
      destroyOnHidden
      title={
        o ? (
          <Flex gap={8} align="center">
            <span>{t('adminOrders.drawer.title', { orderNo: o.orderNo })}</span>
            <OrderStatusTag status={o.status} />
          </Flex>
        ) : (
          t('adminOrders.drawer.loading')
        )
      }
      footer={o ? <ActionButtons order={{ ...o, sellerEmail: o.sellerEmail ?? sellerEmail }} actions={actions} /> : null}
    >
      <LoadState queries={[detail]} rows={10}>
        {(order) => <Details order={order} sellerEmail={sellerEmail} />}
      </LoadState>
    </Drawer>
  );
}
