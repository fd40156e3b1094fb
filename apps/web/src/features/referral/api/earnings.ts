import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EarningsPeriod, ReferralEarnings } from '@dropport/contracts';
import { get } from '@/lib/http';
import { referralKeys } from './referral-keys';

/** Commission earned and reversed per week (the last 26) or month (the last 12), oldest first. */
export const fetchEarnings = (period: EarningsPeriod) =>
  get<ReferralEarnings>('/api/referral/earnings', { params: { period }, silent: true });

export function useEarnings(period: EarningsPeriod) {
  return useQuery({
    queryKey: referralKeys.earnings(period),
    queryFn: () => fetchEarnings(period),
    // A switch of period keeps the chart of the other until the new one arrives.
    placeholderData: keepPreviousData,
  });
}
