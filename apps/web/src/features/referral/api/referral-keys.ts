import type { QueryClient } from '@tanstack/react-query';
import type { CommissionStatus, EarningsPeriod } from '@dropport/contracts';

export const referralKeys = {
  all: ['referral'] as const,
  overview: () => [...referralKeys.all, 'overview'] as const,
  referees: () => [...referralKeys.all, 'referees'] as const,
  commissions: (status: CommissionStatus | null) => [...referralKeys.all, 'commissions', status] as const,
  statement: () => [...referralKeys.all, 'statement'] as const,
  earnings: (period: EarningsPeriod) => [...referralKeys.all, 'earnings', period] as const,
  withdrawals: () => [...referralKeys.all, 'withdrawals'] as const,
};

/**
 * After the seller's commission money moved (a withdrawal asked for or cancelled): the summary, the statement and the
 * withdrawals, and whatever else of the programme the console holds.
 */
export async function invalidateReferral(qc: QueryClient): Promise<void> {
  await qc.invalidateQueries({ queryKey: referralKeys.all });
}
