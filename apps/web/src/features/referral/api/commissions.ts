import { useInfiniteQuery } from '@tanstack/react-query';
import type { CommissionPage, CommissionStatus } from '@dropport/contracts';
import { get } from '@/lib/http';
import { PAGE } from './referees';
import { referralKeys } from './referral-keys';

/** One page of the seller's commissions (one per referee order), newest first, of one status or all. */
export const fetchCommissions = (status: CommissionStatus | null, cursor: string | null) =>
  get<CommissionPage>('/api/referral/commissions', {
    params: { status: status ?? undefined, cursor: cursor ?? undefined, limit: PAGE },
    silent: true,
  });

export function useCommissions(status: CommissionStatus | null) {
  return useInfiniteQuery({
    queryKey: referralKeys.commissions(status),
    queryFn: ({ pageParam }) => fetchCommissions(status, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
  });
}
