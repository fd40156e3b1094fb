import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminWithdrawal, AdminWithdrawalPage, WithdrawalStatus } from '@dropport/contracts';
import { get, postJson } from '@/lib/http';
import { afterDecision, adminReferralKeys } from './admin-referral-keys';
import { PAGE } from './referrers';

/** Admin: the payout queue, oldest first, of one status or all. */
export const fetchAdminWithdrawals = (status: WithdrawalStatus | null, cursor: string | null) =>
  get<AdminWithdrawalPage>('/api/admin/referral/withdrawals', {
    params: { status: status ?? undefined, cursor: cursor ?? undefined, limit: PAGE },
    silent: true,
  });

export function useAdminWithdrawals(status: WithdrawalStatus | null) {
  return useInfiniteQuery({
    queryKey: adminReferralKeys.withdrawals(status),
    queryFn: ({ pageParam }) => fetchAdminWithdrawals(status, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
  });
}

/** A decision on a payout, with the body its path takes. */
export type Decision =
  | { action: 'approve'; body: { idempotencyKey: string } }
  | { action: 'paid'; body: { reference: string; idempotencyKey: string } }
  | { action: 'reject'; body: { reason: string; idempotencyKey: string } };

/** Admin: approves, marks paid (with the payment's reference) or rejects (with the reason the seller reads) a payout. */
export const decideWithdrawal = (id: string, d: Decision) =>
  postJson<AdminWithdrawal>(`/api/admin/referral/withdrawals/${encodeURIComponent(id)}/${d.action}`, d.body, {
    silent: true,
  });

export function useDecideWithdrawal() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: Decision }) => decideWithdrawal(id, decision),
    onSuccess: () => afterDecision(qc),
  });
}
