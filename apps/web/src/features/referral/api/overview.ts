import { useQuery } from '@tanstack/react-query';
import type { ReferralOverview } from '@dropport/contracts';
import { get } from '@/lib/http';
import { referralKeys } from './referral-keys';

/** GET /api/referral: the invite code, the programme's rules and the seller's summary. */
export const fetchReferralOverview = () => get<ReferralOverview>('/api/referral', { silent: true });

export function useReferralOverview() {
  return useQuery({
    queryKey: referralKeys.overview(),
    queryFn: fetchReferralOverview,
    // Commission moves where this console does not see it (a referee's order delivered, the hold ending, an admin
    // paying out): each page that shows the figures reads them again.
    staleTime: 0,
  });
}
