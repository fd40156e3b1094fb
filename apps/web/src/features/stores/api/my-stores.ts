import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoreList } from '@dropport/contracts';
import { get } from '@/lib/http';
import { storeKeys } from './store-keys';

/** GET /api/stores: the seller's linked stores, newest link first. */
export const fetchMyStores = () => get<StoreList>('/api/stores', { silent: true });

/**
 * The one query of the seller's stores: every feature that shows them (orders' store filter, the push dialog, My
 * Products, pricing rules per store, the import list's "link a store" hint) reads this one, and linking, checking
 * or unlinking a store invalidates it. Silent: each reader shows a failure its own way.
 */
export function myStoresQueryOptions() {
  return queryOptions({
    queryKey: storeKeys.mine(),
    queryFn: fetchMyStores,
    // Stores change in Shopify too (uninstalled, revoked): each page that shows them reads them again.
    staleTime: 0,
  });
}

export function useMyStores() {
  return useQuery(myStoresQueryOptions());
}
