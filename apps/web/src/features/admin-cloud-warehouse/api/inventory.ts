import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdjustmentInput, InventoryPage, InventoryRow } from '@dropport/contracts';
import { get, postJson } from '@/lib/http';
import { PAGE, adminCloudKeys, afterAction, type AdminInventoryFilters } from './admin-cloud-keys';

/** Admin: one seller's stock per SKU and warehouse, as the seller sees it. */
export const fetchAdminInventory = (f: AdminInventoryFilters, cursor: string | null) =>
  get<InventoryPage>('/api/admin/cloud-warehouse/inventory', {
    params: {
      userId: f.userId,
      warehouse: f.warehouse || undefined,
      q: f.q || undefined,
      low: f.low ? 'true' : undefined,
      cursor: cursor ?? undefined,
      limit: PAGE,
    },
    silent: true,
  });

export function useAdminInventory(f: AdminInventoryFilters) {
  return useInfiniteQuery({
    queryKey: adminCloudKeys.inventory(f),
    queryFn: ({ pageParam }) => fetchAdminInventory(f, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
  });
}

/** A correction of a seller's units (a count, damage) or goods returned to them, with the reason. */
export const adjustStock = (body: AdjustmentInput) =>
  postJson<InventoryRow>('/api/admin/cloud-warehouse/adjustments', body, { silent: true });

export function useAdjustStock() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: adjustStock, onSuccess: () => afterAction(qc, ['inventory', 'warehouses']) });
}
