import { useInfiniteQuery } from '@tanstack/react-query';
import type { RefereePage } from '@dropport/contracts';
import { get } from '@/lib/http';
import { referralKeys } from './referral-keys';

export const PAGE = 20;

/** One page of the seller's referees, newest sign-up first. */
export const fetchReferees = (cursor: string | null) =>
  get<RefereePage>('/api/referral/referees', { params: { cursor: cursor ?? undefined, limit: PAGE }, silent: true });

export function useReferees() {
  return useInfiniteQuery({
    queryKey: referralKeys.referees(),
    queryFn: ({ pageParam }) => fetchReferees(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
  });
}
