import { useInfiniteQuery } from '@tanstack/react-query';
import type { AdminOrderPage } from '@dropport/contracts';
import { get } from '@/lib/http';
import { adminOrderKeys, searchParams, type AdminOrderFilter } from './admin-order-keys';

const PAGE = 20;

/** Admin: every seller's orders in one status, newest first, under the search and filters. */
export function fetchAdminOrders(filter: AdminOrderFilter, cursor: string | null) {
  return get<AdminOrderPage>('/api/admin/orders', {
    params: { status: filter.status, ...searchParams(filter), cursor: cursor ?? undefined, limit: PAGE },
    silent: true,
  });
}

export function useAdminOrders(filter: AdminOrderFilter) {
  return useInfiniteQuery({
    queryKey: adminOrderKeys.list(filter),
    queryFn: ({ pageParam }) => fetchAdminOrders(filter, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // Sellers pay orders while the admin works: coming back to the page shows them.
    staleTime: 0,
  });
}
