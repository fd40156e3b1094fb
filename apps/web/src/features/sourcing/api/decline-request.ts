import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SourcingDecline, SourcingDetail } from '@dropport/contracts';
import { postJson } from '@/lib/http';
import { afterMove } from './sourcing-keys';

/** Admin: declines with the reason the seller reads; the dialog shows a refusal itself. */
export const declineRequest = (id: string, body: SourcingDecline) =>
  postJson<SourcingDetail>(`/api/admin/sourcing/${encodeURIComponent(id)}/decline`, body, { silent: true });

export function useDeclineRequest() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: SourcingDecline }) => declineRequest(id, body),
    onSuccess: (saved) => afterMove(qc, saved),
  });
}
