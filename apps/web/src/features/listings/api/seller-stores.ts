import { useQuery } from '@tanstack/react-query';
import type { StoreList } from '@dropport/contracts';
import { get } from '@/lib/http';
import { listingKeys } from './listing-keys';

/** GET /api/stores: where products can be pushed (the active ones) and what My Products filters by. */
export const fetchSellerStores = () => get<StoreList>('/api/stores', { silent: true });

export function useSellerStores() {
  return useQuery({ queryKey: listingKeys.stores(), queryFn: fetchSellerStores });
}
