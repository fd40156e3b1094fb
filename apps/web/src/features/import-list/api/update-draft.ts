import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { ImportDraft, ImportDraftPage, ImportDraftPatch } from '@dropport/contracts';
import { patchJson } from '@/lib/http';
import { importListKeys } from './import-list-keys';

/** PATCH /api/import-list/{id}: the fields given change; the answer is the whole item, priced again. */
export function updateDraft({ id, patch }: { id: string; patch: ImportDraftPatch }): Promise<ImportDraft> {
  return patchJson<ImportDraft>(`/api/import-list/${encodeURIComponent(id)}`, patch);
}

export function useUpdateDraft() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateDraft,
    onSuccess: (draft) => {
      // The answer is the item as saved: it replaces the cached one at once.
      qc.setQueryData<InfiniteData<ImportDraftPage>>(importListKeys.lists(), (data) =>
        data
          ? { ...data, pages: data.pages.map((p) => ({ ...p, items: p.items.map((i) => (i.id === draft.id ? draft : i)) })) }
          : data,
      );
    },
  });
}
