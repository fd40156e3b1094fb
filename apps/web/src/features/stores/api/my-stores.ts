import { useQuery } from '@tanstack/react-query';
import type { StoreList } from '@dropport/contracts';
import { get } from '@/lib/http';
import { storeKeys } from './store-keys';

/** The seller's linked stores, newest link first. */
export const fetchMyStores = () => get<StoreList>('/api/stores', { silent: true });

export function useMyStores() {
  // Stores change in Shopify too (uninstalled, revoked): coming back shows the news.
  return useQuery({ queryKey: storeKeys.mine(), queryFn: fetchMyStores, staleTime: 0 });
}
