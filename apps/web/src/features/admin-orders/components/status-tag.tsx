import type { OrderStatus } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { StatusTag } from '@/lib/order-status-tag';

/** An order's status as a coloured tag. */
export function OrderStatusTag({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return <StatusTag status={status} label={t(`adminOrders.status.${status}`)} />;
}
