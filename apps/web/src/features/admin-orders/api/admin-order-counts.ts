import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OrderCounts } from '@dropport/contracts';
import { get } from '@/lib/http';
import { adminOrderKeys, searchParams, type AdminOrderSearch } from './admin-order-keys';

/** Admin: how many orders each status holds under the search and filters (the tabs' counts). */
export const fetchAdminOrderCounts = (search: AdminOrderSearch) =>
  get<OrderCounts>('/api/admin/orders/counts', { params: searchParams(search), silent: true });

export function useAdminOrderCounts(search: AdminOrderSearch) {
  return useQuery({
    queryKey: adminOrderKeys.counts(search),
    queryFn: () => fetchAdminOrderCounts(search),
    // A new search keeps the old counts on the tabs until the new ones arrive, rather than blanking them.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
