import { useInfiniteQuery } from '@tanstack/react-query';
import type { SourcingPage, SourcingStatus } from '@dropport/contracts';
import { get } from '@/lib/http';
import { sourcingKeys } from './sourcing-keys';

const PAGE = 20;

/** The seller's sourcing requests, newest first, of one status or all. */
export function fetchMyRequests(userId: string, status: SourcingStatus | null, cursor: string | null) {
  return get<SourcingPage>(`/v1/users/${encodeURIComponent(userId)}/source`, {
    params: { status: status ?? undefined, cursor: cursor ?? undefined, limit: PAGE },
    silent: true,
  });
}

export function useMyRequests(userId: string, status: SourcingStatus | null) {
  return useInfiniteQuery({
    queryKey: sourcingKeys.mine(userId, status),
    queryFn: ({ pageParam }) => fetchMyRequests(userId, status, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: userId !== '',
    // Answers come from someone else: coming back to the page shows them, not the copy of a minute ago.
    staleTime: 0,
  });
}
