import type { QueryClient } from '@tanstack/react-query';
import type { WithdrawalStatus } from '@dropport/contracts';

export const adminReferralKeys = {
  all: ['admin-referral'] as const,
  settings: () => [...adminReferralKeys.all, 'settings'] as const,
  referrerLists: () => [...adminReferralKeys.all, 'referrers'] as const,
  referrers: (q: string) => [...adminReferralKeys.referrerLists(), q] as const,
  withdrawalLists: () => [...adminReferralKeys.all, 'withdrawals'] as const,
  withdrawals: (status: WithdrawalStatus | null) => [...adminReferralKeys.withdrawalLists(), status] as const,
  attribution: (userId: string) => [...adminReferralKeys.all, 'attribution', userId] as const,
};

/** After a decision on a payout: the queue, and the referrers' sums (held, paid out) it moved. */
export async function afterDecision(qc: QueryClient): Promise<void> {
  await Promise.all([
    qc.invalidateQueries({ queryKey: adminReferralKeys.withdrawalLists() }),
    qc.invalidateQueries({ queryKey: adminReferralKeys.referrerLists() }),
  ]);
}
