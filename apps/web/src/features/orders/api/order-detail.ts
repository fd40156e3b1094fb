import { useQuery } from '@tanstack/react-query';
import type { OrderDetail } from '@dropport/contracts';
import { get } from '@/lib/http';
import { orderKeys } from './order-keys';

export const orderPath = (id: string, what?: string) => `/api/orders/${encodeURIComponent(id)}${what ? `/${what}` : ''}`;

/** GET /api/orders/:id: address and its problems, items, shipping options, costs, tracking and the history. */
export const fetchOrder = (id: string) => get<OrderDetail>(orderPath(id), { silent: true });

export function useOrder(id: string | null) {
  return useQuery({ queryKey: orderKeys.detail(id ?? ''), queryFn: () => fetchOrder(id ?? ''), enabled: !!id });
}
