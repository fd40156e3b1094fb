import { useMutation } from '@tanstack/react-query';
import type { PayOrdersResult } from '@dropport/contracts';
import { postJson } from '../../../lib/http';
import { useRefreshOrders } from './refresh-orders';

/** POST /api/orders/pay: pays each order from the balance once, or says why not (a 200 even when some are refused). */
export const payOrders = (orderIds: string[]) => postJson<PayOrdersResult>('/api/orders/pay', { orderIds }, { silent: true });

export function usePayOrders() {
  const refresh = useRefreshOrders();
  return useMutation({ mutationFn: payOrders, onSuccess: () => refresh({ money: true, allDetails: true }) });
}
