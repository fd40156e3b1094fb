import { useMutation } from '@tanstack/react-query';
import type { ManualOrderCreate, OrderDetail } from '@dropport/contracts';
import { postJson } from '@/lib/http';
import { useRefreshOrders } from './refresh-orders';

/** POST /api/orders/manual: the seller's own order, awaiting payment; a bad address or no method refuses it (422). */
export const createManualOrder = (body: ManualOrderCreate) => postJson<OrderDetail>('/api/orders/manual', body, { silent: true });

export function useCreateManualOrder() {
  const refresh = useRefreshOrders();
  return useMutation({ mutationFn: createManualOrder, onSuccess: (detail) => refresh({ detail }) });
}
