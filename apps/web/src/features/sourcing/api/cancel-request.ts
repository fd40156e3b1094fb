import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SourcingDetail } from '@dropport/contracts';
import { postJson } from '@/lib/http';
import { afterMove } from './sourcing-keys';

/** Withdraws a request the team has not answered yet. */
export const cancelRequest = (userId: string, id: string) =>
  postJson<SourcingDetail>(`/v1/users/${encodeURIComponent(userId)}/source/${encodeURIComponent(id)}/cancel`);

export function useCancelRequest(userId: string) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (id: string) => cancelRequest(userId, id), onSuccess: (saved) => afterMove(qc, saved) });
}
