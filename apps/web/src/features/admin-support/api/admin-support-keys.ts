import type { QueryClient } from '@tanstack/react-query';
import type { TicketCategory, TicketStatus } from '@dropport/contracts';

/** What the admin's queue is asked with (each left out: every one). */
export interface QueueFilters {
  status?: TicketStatus | undefined;
  category?: TicketCategory | undefined;
  /** `me`, `none` (unassigned); left out: anyone's. */
  assignee?: 'me' | 'none' | undefined;
  olderThanHours?: number | undefined;
  q?: string | undefined;
}

export const adminSupportKeys = {
  all: ['admin-support'] as const,
  queues: () => [...adminSupportKeys.all, 'queue'] as const,
  queue: (f: QueueFilters) => [...adminSupportKeys.queues(), f] as const,
  ticket: (id: string) => [...adminSupportKeys.all, 'ticket', id] as const,
  canned: () => [...adminSupportKeys.all, 'canned'] as const,
  settings: () => [...adminSupportKeys.all, 'settings'] as const,
};

/** After a change to a ticket: every queue (its status, assignee or timers may have moved). */
export const invalidateQueues = (qc: QueryClient) => qc.invalidateQueries({ queryKey: adminSupportKeys.queues() });

/** Tickets per page of the queue. */
export const PAGE = 20;
