import { queryOptions } from '@tanstack/react-query';
import type { TicketPage } from '@dropport/contracts';
import { get } from '@/lib/http';
import { supportKeys } from './support-keys';

/**
 * The seller's few latest tickets, newest activity first (the help widget's list). Kept under the lists' key, so
 * whatever refreshes the support lists (a ticket written, replied to or read, a live update) refreshes it too.
 */
export function recentTicketsQueryOptions(limit = 5) {
  return queryOptions({
    queryKey: [...supportKeys.lists(), 'recent', limit] as const,
    queryFn: () => get<TicketPage>('/api/support/tickets', { params: { limit }, silent: true }),
    staleTime: 0,
  });
}
