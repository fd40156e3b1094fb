import { useMutation } from '@tanstack/react-query';
import type { OrderSyncResult } from '@dropport/contracts';
import { postJson } from '@/lib/http';
import { useRefreshOrders } from './refresh-orders';

/** POST /api/orders/sync: pulls the store orders a webhook may have missed (every store, or one). */
export const syncOrders = (storeId?: string) =>
  postJson<OrderSyncResult>('/api/orders/sync', storeId ? { storeId } : {}, { silent: true });

export function useSyncOrders() {
  const refresh = useRefreshOrders();
  return useMutation({ mutationFn: syncOrders, onSuccess: () => refresh({ allDetails: true }) });
}
