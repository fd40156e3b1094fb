import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SourcingCreate, SourcingDetail } from '@dropport/contracts';
import { postJson } from '@/lib/http';
import { sourcingKeys } from './sourcing-keys';

/** Posts a new request (JSON: it carries a list of pictures); the form shows a refusal itself. */
export const createRequest = (userId: string, body: SourcingCreate) =>
  postJson<SourcingDetail>(`/v1/users/${encodeURIComponent(userId)}/source`, body, { silent: true });

export function useCreateRequest(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SourcingCreate) => createRequest(userId, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: sourcingKeys.lists() }),
  });
}
