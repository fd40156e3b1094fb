import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Claim, NewClaim, OrderClaims } from '@dropport/contracts';
import { get, postJson } from '@/lib/http';
import { supportKeys } from '@/features/support';
import { orderKeys } from './order-keys';
import { useRefreshOrders } from './refresh-orders';

/** GET /api/orders/:id/claims: the order's claims, what each line can still claim and for how much, each reason's eligibility. */
export const fetchOrderClaims = (id: string) =>
  get<OrderClaims>(`/api/orders/${encodeURIComponent(id)}/claims`, { silent: true });

/** The order's claims; asked only where the order can have some (`enabled`). */
export function useOrderClaims(id: string, enabled = true) {
  return useQuery({ queryKey: orderKeys.claims(id), queryFn: () => fetchOrderClaims(id), enabled, staleTime: 0 });
}

/** POST /api/orders/:id/claims: a refund or resend of chosen lines; the dialog shows a refusal itself. */
export const createClaim = (orderId: string, body: NewClaim) =>
  postJson<Claim>(`/api/orders/${encodeURIComponent(orderId)}/claims`, body, { silent: true });

/**
 * After a claim is made: the order (its history gains the claim) with its claims, the lists and counts, and the
 * support feature's ticket lists and unread count (the claim opened a ticket thread).
 */
export function useCreateClaim(orderId: string) {
  const qc = useQueryClient();
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: (body: NewClaim) => createClaim(orderId, body),
    onSuccess: () => {
      refresh();
      void qc.invalidateQueries({ queryKey: orderKeys.detail(orderId) });
      void qc.invalidateQueries({ queryKey: supportKeys.lists() });
      void qc.invalidateQueries({ queryKey: supportKeys.unread() });
    },
  });
}
