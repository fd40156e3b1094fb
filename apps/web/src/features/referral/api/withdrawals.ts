import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Withdrawal, WithdrawalPage, WithdrawalRequest } from '@dropport/contracts';
import { invalidateMyWallet } from '@/features/wallet';
import { get, postJson } from '@/lib/http';
import { PAGE } from './referees';
import { invalidateReferral, referralKeys } from './referral-keys';

/** One page of the seller's withdrawals, newest first. */
export const fetchMyWithdrawals = (cursor: string | null) =>
  get<WithdrawalPage>('/api/referral/withdrawals', { params: { cursor: cursor ?? undefined, limit: PAGE }, silent: true });

export function useMyWithdrawals() {
  return useInfiniteQuery({
    queryKey: referralKeys.withdrawals(),
    queryFn: ({ pageParam }) => fetchMyWithdrawals(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // An admin approves, pays or rejects payouts elsewhere: coming back shows the news.
    staleTime: 0,
  });
}

/** Withdraws available commission; the form shows a refusal (below the minimum, a wrong code) itself. */
export const createWithdrawal = (body: WithdrawalRequest) =>
  postJson<Withdrawal>('/api/referral/withdrawals', body, { silent: true });

export function useCreateWithdrawal() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createWithdrawal,
    // The commission moved; a withdrawal to the wallet also raised the balance and wrote its statement.
    onSuccess: (saved) => Promise.all([invalidateReferral(qc), saved.method === 'wallet' ? invalidateMyWallet(qc) : null]),
  });
}

/** Cancels a payout still waiting for the admin: the amount is available again. */
export const cancelWithdrawal = (id: string) =>
  postJson<Withdrawal>(`/api/referral/withdrawals/${encodeURIComponent(id)}/cancel`, undefined, { silent: true });

export function useCancelWithdrawal() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: cancelWithdrawal, onSuccess: () => invalidateReferral(qc) });
}
