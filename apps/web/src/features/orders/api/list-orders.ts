import { useInfiniteQuery } from '@tanstack/react-query';
import type { OrderPage } from '@dropport/contracts';
import { get } from '@/lib/http';
import { cleanFilters, orderKeys, type OrderListFilter } from './order-keys';

export const ORDERS_PAGE_SIZE = 20;

/** GET /api/orders: the seller's orders of one source, newest first, by status and filters, a page per cursor. */
export const fetchOrders = (f: OrderListFilter, cursor?: string) =>
  get<OrderPage>('/api/orders', { params: { ...cleanFilters(f), cursor, limit: ORDERS_PAGE_SIZE }, silent: true });

/** `enabled: false` waits (the list's tab is not decided yet). */
export function useOrders(f: OrderListFilter, enabled = true) {
  return useInfiniteQuery({
    enabled,
    queryKey: orderKeys.list(f),
    queryFn: ({ pageParam }) => fetchOrders(f, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
