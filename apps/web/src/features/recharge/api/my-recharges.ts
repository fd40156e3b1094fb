import { useInfiniteQuery } from '@tanstack/react-query';
import type { RechargePage } from '@dropport/contracts';
import { get } from '@/lib/http';
import { rechargeKeys, type RechargeFilter } from './recharge-keys';

/** The seller's recharges, newest first. */
export function fetchMyRecharges(filter: RechargeFilter, cursor: string | null, limit: number) {
  return get<RechargePage>('/api/wallet/recharges', {
    params: { status: filter.status ?? undefined, method: filter.method ?? undefined, cursor: cursor ?? undefined, limit },
    silent: true,
  });
}

export function useMyRecharges(filter: RechargeFilter, limit = 10) {
  return useInfiniteQuery({
    queryKey: [...rechargeKeys.mine(filter), limit],
    queryFn: ({ pageParam }) => fetchMyRecharges(filter, pageParam, limit),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // Payments are confirmed and transfers reviewed elsewhere: coming back shows the news, not a copy of a minute ago.
    staleTime: 0,
  });
}
