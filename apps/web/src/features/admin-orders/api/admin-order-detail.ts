import { useQuery } from '@tanstack/react-query';
import type { AdminOrderSummary, OrderDetail } from '@dropport/contracts';
import { get } from '@/lib/http';
import { adminOrderKeys } from './admin-order-keys';

/** The admin's detail is the seller's detail; the seller may come with it, else the queue's row supplies it. */
export type AdminOrderDetail = OrderDetail & Partial<Pick<AdminOrderSummary, 'sellerId' | 'sellerEmail'>>;

/** Admin: one order with its address, items, costs, tracking and history. */
export const fetchAdminOrder = (id: string) =>
  get<AdminOrderDetail>(`/api/admin/orders/${encodeURIComponent(id)}`, { silent: true });

export function useAdminOrder(id: string | null) {
  return useQuery({
    queryKey: adminOrderKeys.detail(id ?? ''),
    queryFn: () => fetchAdminOrder(id ?? ''),
    enabled: !!id,
    staleTime: 0,
  });
}
