import { useInfiniteQuery } from '@tanstack/react-query';
import type { AdminRechargePage } from '@dropport/contracts';
import { get } from '@/lib/http';
import { rechargeKeys, type RechargeFilter } from './recharge-keys';

const PAGE = 20;

/** Admin: every seller's recharges, newest first, filtered by status and method. */
export function fetchAdminRecharges(filter: RechargeFilter, cursor: string | null) {
  return get<AdminRechargePage>('/api/admin/recharges', {
    params: { status: filter.status ?? undefined, method: filter.method ?? undefined, cursor: cursor ?? undefined, limit: PAGE },
    silent: true,
  });
}

export function useAdminRecharges(filter: RechargeFilter) {
  return useInfiniteQuery({
    queryKey: rechargeKeys.queue(filter),
    queryFn: ({ pageParam }) => fetchAdminRecharges(filter, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // Sellers confirm transfers while the admin works: coming back to the page shows them.
    staleTime: 0,
  });
}
