import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminRecharge, RechargeReject } from '@dropport/contracts';
import { postJson } from '@/lib/http';
import { afterReview } from './recharge-keys';

/** Admin: approves a confirmed transfer, which credits the seller's wallet once. The caller shows a refusal. */
export const approveRecharge = (id: string) =>
  postJson<AdminRecharge>(`/api/admin/recharges/${encodeURIComponent(id)}/approve`, undefined, { silent: true });

/** Admin: rejects a confirmed transfer with the reason the seller reads. */
export const rejectRecharge = (id: string, body: RechargeReject) =>
  postJson<AdminRecharge>(`/api/admin/recharges/${encodeURIComponent(id)}/reject`, body, { silent: true });

export function useApproveRecharge() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: approveRecharge, onSuccess: (saved) => afterReview(qc, saved) });
}

export function useRejectRecharge() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: RechargeReject }) => rejectRecharge(id, body),
    onSuccess: (saved) => afterReview(qc, saved),
  });
}
