import { useInfiniteQuery } from '@tanstack/react-query';
import type { ListingPage } from '@dropport/contracts';
import { get } from '@/lib/http';
import { listingKeys, type ListingFilter } from './listing-keys';

const PAGE = 20;

/** GET /api/listings: My Products, newest first, filtered by store, status and title. */
export const fetchListings = (f: ListingFilter, cursor?: string) =>
  get<ListingPage>('/api/listings', { params: { ...clean(f), cursor, limit: PAGE }, silent: true });

/** Drops empty filters, so the address and the query key only carry what is set. */
export const clean = (f: ListingFilter): ListingFilter =>
  Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined && v !== '')) as ListingFilter;

export function useListings(f: ListingFilter) {
  return useInfiniteQuery({
    queryKey: listingKeys.list(clean(f)),
    queryFn: ({ pageParam }) => fetchListings(f, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // A push or a sync running somewhere changes statuses: look again while one is under way.
    refetchInterval: (q) => (q.state.data?.pages.some((p) => p.items.some((i) => i.status === 'pushing')) ? 2000 : false),
  });
}
