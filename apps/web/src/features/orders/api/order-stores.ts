import { useQuery } from '@tanstack/react-query';
import type { StoreList } from '@dropport/contracts';
import { get } from '@/lib/http';
import { orderKeys } from './order-keys';

/** GET /api/stores: the seller's stores, for the store filter and the "link a store" hint. */
export const fetchOrderStores = () => get<StoreList>('/api/stores', { silent: true });

export function useOrderStores(enabled = true) {
  return useQuery({ queryKey: orderKeys.stores(), queryFn: fetchOrderStores, enabled });
}
