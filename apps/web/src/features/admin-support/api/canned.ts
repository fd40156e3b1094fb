import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CannedReply, CannedReplyInput, CannedReplyList } from '@dropport/contracts';
import { get, http, postJson, putJson } from '@/lib/http';
import { adminSupportKeys } from './admin-support-keys';

const URL = '/api/admin/support/canned';

/** Admin: the canned replies, every language. */
export const fetchCanned = () => get<CannedReplyList>(URL, { silent: true });

export function useCanned() {
  return useQuery({ queryKey: adminSupportKeys.canned(), queryFn: fetchCanned, select: (l) => l.items, staleTime: 0 });
}

/** Creates a canned reply (no id) or edits one; the form shows a refusal. */
export const saveCanned = ({ id, body }: { id: string | null; body: CannedReplyInput }) =>
  id === null
    ? postJson<CannedReply>(URL, body, { silent: true })
    : putJson<CannedReply>(`${URL}/${encodeURIComponent(id)}`, body, { silent: true });

export function useSaveCanned() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveCanned,
    onSuccess: () => qc.invalidateQueries({ queryKey: adminSupportKeys.canned() }),
  });
}

export const deleteCanned = async (id: string): Promise<void> => {
  await http.delete(`${URL}/${encodeURIComponent(id)}`, { silent: true });
};

export function useDeleteCanned() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteCanned,
    onSuccess: () => qc.invalidateQueries({ queryKey: adminSupportKeys.canned() }),
  });
}
