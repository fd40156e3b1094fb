import { useMutation } from '@tanstack/react-query';
import type { PayOrdersRequest, PayOrdersResult } from '@dropport/contracts';
import { postJson } from '@/lib/http';
import { useRefreshOrders } from './refresh-orders';

/**
 * POST /api/orders/pay: pays each order from the balance once, or says why not (a 200 even when some are refused).
 * The key names one pay attempt: a repeat of it is answered with the first attempt's report.
 */
export const payOrders = ({ orderIds, idempotencyKey }: PayOrdersRequest) =>
  postJson<PayOrdersResult>('/api/orders/pay', { orderIds, idempotencyKey }, { silent: true });

export function usePayOrders() {
  const refresh = useRefreshOrders();
  return useMutation({ mutationFn: payOrders, onSuccess: () => refresh({ money: true, allDetails: true }) });
}
