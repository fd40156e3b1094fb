import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BACKGROUND_REQUEST_HEADER,
  type NewTicket,
  type TicketDetail,
  type TicketPage,
  type TicketRating,
  type TicketReply,
  type TicketStatus,
} from '@dropport/contracts';
import { useEffect } from 'react';
import { get, postJson } from '@/lib/http';
import { afterTicketChange, supportKeys } from './support-keys';

const PAGE = 20;
const ticketPath = (id: string, what?: string) => `/api/support/tickets/${encodeURIComponent(id)}${what ? `/${what}` : ''}`;

/** One page of the seller's tickets, newest activity first, of one status or all. */
export const fetchMyTickets = (status: TicketStatus | null, cursor: string | null) =>
  get<TicketPage>('/api/support/tickets', {
    params: { status: status ?? undefined, cursor: cursor ?? undefined, limit: PAGE },
    silent: true,
  });

export function useMyTickets(status: TicketStatus | null) {
  return useInfiniteQuery({
    queryKey: supportKeys.list(status),
    queryFn: ({ pageParam }) => fetchMyTickets(status, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // Support answers from elsewhere: coming back to the page shows the replies, not the copy of a minute ago.
    staleTime: 0,
  });
}

/** One ticket with its thread; the server marks support's replies read as it answers. */
export const fetchTicket = (id: string) => get<TicketDetail>(`/api/support/tickets/${encodeURIComponent(id)}`, { silent: true });

export function useTicket(id: string | null) {
  const qc = useQueryClient();
  const query = useQuery({
    queryKey: supportKeys.detail(id ?? ''),
    queryFn: () => fetchTicket(id!),
    enabled: id !== null,
    staleTime: 0,
  });
  // Each read marks the ticket read: the unread count and the lists' badges follow.
  const { dataUpdatedAt, isSuccess } = query;
  useEffect(() => {
    if (!isSuccess || id === null) return;
    void qc.invalidateQueries({ queryKey: supportKeys.unread() });
    void qc.invalidateQueries({ queryKey: supportKeys.lists() });
  }, [qc, id, isSuccess, dataUpdatedAt]);
  return query;
}

/** Opens a ticket; the form shows a refusal itself. */
export const createTicket = (body: NewTicket) => postJson<TicketDetail>('/api/support/tickets', body, { silent: true });

export function useCreateTicket() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createTicket, onSuccess: (saved) => afterTicketChange(qc, saved) });
}

export const replyToTicket = (id: string, body: TicketReply) =>
  postJson<TicketDetail>(ticketPath(id, 'messages'), body, { silent: true });

export function useReplyToTicket(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TicketReply) => replyToTicket(id, body),
    onSuccess: (saved) => afterTicketChange(qc, saved),
  });
}

export const rateTicket = (id: string, body: TicketRating) =>
  postJson<TicketDetail>(ticketPath(id, 'rating'), body, { silent: true });

export function useRateTicket(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TicketRating) => rateTicket(id, body),
    onSuccess: (saved) => afterTicketChange(qc, saved),
  });
}

/**
 * How many tickets have a support reply the seller has not read (for a badge elsewhere in the console). Asked in the
 * background: a failed ask shows no toast, and does not keep an idle session alive.
 */
export function supportUnreadQueryOptions() {
  return queryOptions({
    queryKey: supportKeys.unread(),
    queryFn: () => get<{ count: number }>('/api/support/unread', { silent: true, headers: { [BACKGROUND_REQUEST_HEADER]: '1' } }),
    staleTime: 0,
  });
}
