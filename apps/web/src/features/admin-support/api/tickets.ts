import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminTicketDetail, AdminTicketPage, AdminTicketReply } from '@dropport/contracts';
import { get, postJson } from '@/lib/http';
import { PAGE, adminSupportKeys, invalidateQueues, type QueueFilters } from './admin-support-keys';

const URL = '/api/admin/support/tickets';
const one = (id: string) => `${URL}/${encodeURIComponent(id)}`;

/** Admin: the support queue, longest waiting first, filtered. */
export const fetchQueue = (f: QueueFilters, cursor: string | null) =>
  get<AdminTicketPage>(URL, {
    params: {
      status: f.status,
      category: f.category,
      assignee: f.assignee,
      olderThanHours: f.olderThanHours,
      q: f.q,
      cursor: cursor ?? undefined,
      limit: PAGE,
    },
    silent: true,
  });

export function useQueue(f: QueueFilters) {
  return useInfiniteQuery({
    queryKey: adminSupportKeys.queue(f),
    queryFn: ({ pageParam }) => fetchQueue(f, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
  });
}

/** Admin: one ticket's thread, internal notes and timers included. */
export const fetchTicket = (id: string) => get<AdminTicketDetail>(`${URL}/${encodeURIComponent(id)}`, { silent: true });

export function useTicket(id: string | null) {
  return useQuery({
    queryKey: adminSupportKeys.ticket(id ?? ''),
    queryFn: () => fetchTicket(id!),
    enabled: id !== null,
    staleTime: 0,
  });
}

/** After an action on a ticket: its thread as the server answered, and the queues. */
function useTicketAction<V>(send: (id: string, v: V) => Promise<AdminTicketDetail>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, v }: { id: string; v: V }) => send(id, v),
    onSuccess: (ticket) => {
      qc.setQueryData(adminSupportKeys.ticket(ticket.id), ticket);
      void invalidateQueues(qc);
    },
  });
}

/** A reply to the seller, or an internal note the seller never sees. */
export const useReply = () =>
  useTicketAction((id, body: AdminTicketReply) => postJson<AdminTicketDetail>(`${one(id)}/messages`, body, { silent: true }));

/** Assigns the ticket to an admin, or to nobody (null). */
export const useAssign = () =>
  useTicketAction((id, assigneeId: string | null) =>
    postJson<AdminTicketDetail>(`${one(id)}/assign`, { assigneeId }, { silent: true }),
  );

/** Marks the ticket resolved. */
export const useResolve = () =>
  useTicketAction((id, _v: undefined) => postJson<AdminTicketDetail>(`${one(id)}/resolve`, {}, { silent: true }));
