import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminTicketDetail, Claim, ClaimDecision } from '@dropport/contracts';
import { postJson } from '@/lib/http';
import { adminSupportKeys, invalidateQueues } from './admin-support-keys';

/** Admin: refunds, resends or rejects a pending claim; the dialog shows a refusal itself. */
export const decideClaim = (id: string, body: ClaimDecision) =>
  postJson<Claim>(`/api/admin/support/claims/${encodeURIComponent(id)}/decide`, body, { silent: true });

/**
 * A decision on the claim of a ticket: the thread shows the decided claim at once, then the ticket (its messages and
 * status moved with the decision) and the queues are read again. A refusal (the claim was already decided elsewhere)
 * reads the ticket again too, so the panel shows where the claim now stands.
 */
export function useDecideClaim(ticketId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ claimId, decision }: { claimId: string; decision: ClaimDecision }) => decideClaim(claimId, decision),
    onSuccess: (claim) => {
      qc.setQueryData<AdminTicketDetail>(adminSupportKeys.ticket(ticketId), (old) => (old ? { ...old, claim } : old));
      void invalidateQueues(qc);
    },
    onSettled: () => qc.invalidateQueries({ queryKey: adminSupportKeys.ticket(ticketId) }),
  });
}
