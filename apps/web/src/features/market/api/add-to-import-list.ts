import { useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { IMPORT_ADD_MAX, type ImportListAddResult, type MarketPage, type ProductDetail } from '@dropport/contracts';
import { postJson } from '@/lib/http';
import { invalidateImportList } from '@/features/import-list';
import { marketKeys } from './market-keys';

/**
 * POST /api/import-list/items: products into the seller's import list. A selection larger than one call takes is
 * sent in several calls, one after the other, and the answers are summed.
 */
export async function addToImportList(productIds: readonly number[]): Promise<ImportListAddResult> {
  const ids = [...new Set(productIds)];
  const result: ImportListAddResult = { added: [], existing: [] };
  for (let i = 0; i < ids.length; i += IMPORT_ADD_MAX) {
    const part = await postJson<ImportListAddResult>('/api/import-list/items', { productIds: ids.slice(i, i + IMPORT_ADD_MAX) });
    result.added.push(...part.added);
    result.existing.push(...part.existing);
  }
  return result;
}

/** Marks the products as listed in every cached market page and product page, before the refetch confirms it. */
function markListed(qc: QueryClient, ids: ReadonlySet<number>) {
  qc.setQueriesData<InfiniteData<MarketPage>>({ queryKey: marketKeys.lists() }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((p) => ({
            ...p,
            items: p.items.map((c) => (ids.has(c.id) ? { ...c, inImportList: true } : c)),
          })),
        }
      : data,
  );
  qc.setQueriesData<ProductDetail>({ queryKey: marketKeys.details() }, (p) =>
    p && ids.has(p.id) ? { ...p, inImportList: true } : p,
  );
}

export function useAddToImportList() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: addToImportList,
    onSuccess: (result) => {
      markListed(qc, new Set([...result.added, ...result.existing]));
      void qc.invalidateQueries({ queryKey: marketKeys.lists() });
      void qc.invalidateQueries({ queryKey: marketKeys.details() });
      void invalidateImportList(qc);
    },
  });
}
