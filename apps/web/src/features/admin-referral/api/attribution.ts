import { useQuery } from '@tanstack/react-query';
import type { ReferralAttribution } from '@dropport/contracts';
import { get } from '@/lib/http';
import { adminReferralKeys } from './admin-referral-keys';

/** Admin: who referred a seller (fixed at their sign-up) and what that referrer earned from them. */
export function useAttribution(userId: string) {
  return useQuery({
    queryKey: adminReferralKeys.attribution(userId),
    queryFn: () => get<ReferralAttribution>(`/api/admin/referral/attribution/${encodeURIComponent(userId)}`, { silent: true }),
  });
}
