import { useQuery } from '@tanstack/react-query';
import type { OrderCounts, OrderSource } from '@dropport/contracts';
import { get } from '@/lib/http';
import { cleanFilters, orderKeys, type OrderFilters } from './order-keys';

/** GET /api/orders/counts: how many orders of a source each status holds under the filters (the tabs' numbers). */
export const fetchOrderCounts = (source: OrderSource, f: OrderFilters) =>
  get<OrderCounts>('/api/orders/counts', { params: { source, ...cleanFilters(f) }, silent: true });

export function useOrderCounts(source: OrderSource, f: OrderFilters) {
  return useQuery({ queryKey: orderKeys.count(source, f), queryFn: () => fetchOrderCounts(source, f) });
}
