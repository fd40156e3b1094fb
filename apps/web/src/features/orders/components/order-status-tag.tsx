import type { OrderStatus } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { StatusTag } from '@/lib/order-status-tag';

export { ORDER_STATUS_COLORS } from '@/lib/order-status-tag';

/** An order's status in the seller's words. */
export function OrderStatusTag({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return <StatusTag status={status} label={t(`orders.status.${status}`)} />;
}
