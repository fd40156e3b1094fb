import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminStockPurchase, AdminStockPurchasePage, PurchaseStatus, PutAwayInput } from '@dropport/contracts';
import { get, postJson } from '@/lib/http';
import { PAGE, adminCloudKeys, afterAction } from './admin-cloud-keys';

const URL = '/api/admin/cloud-warehouse/purchases';

/** Admin: sellers' stock purchases, oldest first (a queue), of one status or all. */
export const fetchAdminPurchases = (status: PurchaseStatus | null, cursor: string | null) =>
  get<AdminStockPurchasePage>(URL, {
    params: { status: status ?? undefined, cursor: cursor ?? undefined, limit: PAGE },
    silent: true,
  });

export function useAdminPurchases(status: PurchaseStatus | null) {
  return useInfiniteQuery({
    queryKey: adminCloudKeys.purchases(status),
    queryFn: ({ pageParam }) => fetchAdminPurchases(status, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
  });
}

/** Units of a purchase are on the shelf: they move from inbound to on hand. */
export const putAway = (id: string, body: PutAwayInput) =>
  postJson<AdminStockPurchase>(`${URL}/${encodeURIComponent(id)}/put-away`, body, { silent: true });

export function usePutAway() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: PutAwayInput }) => putAway(id, body),
    onSuccess: () => afterAction(qc, ['purchases', 'warehouses', 'inventory']),
  });
}
