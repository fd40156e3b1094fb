import type { QueryClient } from '@tanstack/react-query';
import type { TicketDetail, TicketStatus } from '@dropport/contracts';

export const supportKeys = {
  all: ['support'] as const,
  lists: () => [...supportKeys.all, 'list'] as const,
  list: (status: TicketStatus | null) => [...supportKeys.lists(), status] as const,
  detail: (id: string) => [...supportKeys.all, 'detail', id] as const,
  unread: () => [...supportKeys.all, 'unread'] as const,
};

/**
 * After a ticket changed (written, replied to, rated, read): its thread shows the server's answer at once, and the
 * lists and the unread count are fetched again.
 */
export async function afterTicketChange(qc: QueryClient, saved: TicketDetail): Promise<void> {
  qc.setQueryData(supportKeys.detail(saved.id), saved);
  await Promise.all([
    qc.invalidateQueries({ queryKey: supportKeys.lists() }),
    qc.invalidateQueries({ queryKey: supportKeys.unread() }),
  ]);
}
