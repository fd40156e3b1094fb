import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { OutboxMessage } from '@dropport/contracts';
import { get } from '@/lib/http';

export interface OutboxPage {
  items: OutboxMessage[];
  nextCursor: string | null;
}

export const outboxKeys = {
  all: ['admin-outbox'] as const,
  list: (to: string) => [...outboxKeys.all, 'list', { to }] as const,
};

export const OUTBOX_PAGE_SIZE = 50;

/** One page of the email/SMS outbox, newest first; `to` filters by recipient. */
export function listOutbox({ to, cursor }: { to: string; cursor?: string }): Promise<OutboxPage> {
  return get<OutboxPage>('/api/admin/outbox', {
    params: { to: to.trim() || undefined, cursor, limit: OUTBOX_PAGE_SIZE },
  });
}

export function outboxQuery(to: string) {
  return infiniteQueryOptions({
    queryKey: outboxKeys.list(to),
    queryFn: ({ pageParam }) => listOutbox({ to, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useOutbox(to: string) {
  return useInfiniteQuery(outboxQuery(to));
}
