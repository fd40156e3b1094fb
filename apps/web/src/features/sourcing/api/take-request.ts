import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SourcingDetail } from '@dropport/contracts';
import { postJson } from '@/lib/http';
import { afterMove } from './sourcing-keys';

/** Admin: takes a pending request to work on it. */
export const takeRequest = (id: string) => postJson<SourcingDetail>(`/api/admin/sourcing/${encodeURIComponent(id)}/take`);

export function useTakeRequest() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: takeRequest, onSuccess: (saved) => afterMove(qc, saved) });
}
