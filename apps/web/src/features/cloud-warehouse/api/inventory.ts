import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InventoryPage, InventorySku, SkuSettingsInput } from '@dropport/contracts';
import { get, putJson } from '@/lib/http';
import type { InventoryFilters } from '../filters';
import { cloudKeys, invalidateCloudWarehouse } from './cloud-keys';

export const PAGE = 20;

/** One page of the seller's stock per SKU and warehouse, with the totals over every row the filters match. */
export const fetchInventory = (filters: InventoryFilters, cursor: string | null, limit = PAGE) =>
  get<InventoryPage>('/api/cloud-warehouse/inventory', {
    params: { ...filters, cursor: cursor ?? undefined, limit },
    silent: true,
  });

/** The inventory under `filters`, a page at a time ("Load more"); the summary reads the unfiltered one's totals. */
export function useInventory(filters: InventoryFilters) {
  return useInfiniteQuery({
    queryKey: cloudKeys.inventory(filters),
    queryFn: ({ pageParam }) => fetchInventory(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // Units move where this console does not see them (the warehouse puts a purchase away, an order ships).
    staleTime: 0,
  });
}

/** The seller's SKUs matching `q` (for an inbound line), one per SKU whatever warehouse holds it. */
export function useMySkus(q: string) {
  return useQuery({
    queryKey: cloudKeys.skus(q),
    queryFn: () => fetchInventory(q ? { q } : {}, null, 100),
    select: (page) => {
      const seen = new Map<string, { skuId: string; sku: string; name: string; own: boolean }>();
      for (const r of page.items)
        if (!seen.has(r.skuId)) seen.set(r.skuId, { skuId: r.skuId, sku: r.sku, name: r.name, own: r.own });
      return [...seen.values()];
    },
    placeholderData: keepPreviousData,
  });
}

/** PUT /api/cloud-warehouse/skus/:skuId: the SKU's low-stock threshold (null: none). */
export const saveSkuThreshold = (skuId: string, body: SkuSettingsInput) =>
  putJson<InventorySku>(`/api/cloud-warehouse/skus/${encodeURIComponent(skuId)}`, body, { silent: true });

export function useSaveSkuThreshold() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ skuId, lowStockThreshold }: { skuId: string; lowStockThreshold: number | null }) =>
      saveSkuThreshold(skuId, { lowStockThreshold }),
    // "Low" and the low-stock count follow the threshold.
    onSuccess: () => invalidateCloudWarehouse(qc),
  });
}
