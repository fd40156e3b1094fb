import { useInfiniteQuery } from '@tanstack/react-query';
import type { AdminSourcingPage, SourcingStatus } from '@dropport/contracts';
import { get } from '@/lib/http';
import { sourcingKeys } from './sourcing-keys';

const PAGE = 20;

export function fetchQueue(status: SourcingStatus | null, cursor: string | null) {
  return get<AdminSourcingPage>('/api/admin/sourcing', {
    params: { status: status ?? undefined, cursor: cursor ?? undefined, limit: PAGE },
    silent: true,
  });
}

/** Admin: every seller's requests, newest first, of one status or all. */
export function useQueue(status: SourcingStatus | null) {
  return useInfiniteQuery({
    queryKey: sourcingKeys.queue(status),
    queryFn: ({ pageParam }) => fetchQueue(status, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // Answers come from someone else: coming back to the page shows them, not the copy of a minute ago.
    staleTime: 0,
  });
}
