import { useQuery } from '@tanstack/react-query';
import type { ListingDetail } from '@dropport/contracts';
import { get } from '@/lib/http';
import { listingKeys } from './listing-keys';

/** GET /api/listings/:id: the variants with store prices, cost, stock and shipping (the price editor). */
export const fetchListing = (id: string) => get<ListingDetail>(`/api/listings/${encodeURIComponent(id)}`, { silent: true });

export function useListing(id: string | null) {
  return useQuery({ queryKey: listingKeys.detail(id ?? ''), queryFn: () => fetchListing(id ?? ''), enabled: !!id });
}
