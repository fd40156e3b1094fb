import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportListRemoveResult } from '@dropport/contracts';
import { postJson } from '@/lib/http';
import { invalidateMarket } from '@/features/market';
import { importListKeys } from './import-list-keys';

/** POST /api/import-list/remove: all the items go, or (one not being the seller's) none. */
export function removeDrafts(ids: readonly string[]): Promise<ImportListRemoveResult> {
  return postJson<ImportListRemoveResult>('/api/import-list/remove', { ids });
}

export function useRemoveDrafts() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: removeDrafts,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: importListKeys.lists() });
      // The market's cards and product pages mark the products in the import list.
      void invalidateMarket(qc);
    },
  });
}
