import { useMutation } from '@tanstack/react-query';
import type { OrderDetail } from '@dropport/contracts';
import { postJson } from '@/lib/http';
import { orderPath } from './order-detail';
import { useRefreshOrders } from './refresh-orders';

/** POST /api/orders/:id/cancel: an unpaid order is cancelled; a paid one is refunded to the balance. */
export const cancelOrder = (id: string, reason?: string) =>
  postJson<OrderDetail>(orderPath(id, 'cancel'), reason ? { reason } : {}, { silent: true });

export function useCancelOrder() {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason?: string }) => cancelOrder(id, reason),
    onSuccess: (detail) => refresh({ detail, money: true }),
  });
}
