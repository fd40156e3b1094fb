import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReferrerPage } from '@dropport/contracts';
import { get } from '@/lib/http';
import { adminReferralKeys } from './admin-referral-keys';

export const PAGE = 20;

/** Admin: sellers with referees and their commission sums, searched by email or invite code. */
export const fetchReferrers = (q: string, cursor: string | null) =>
  get<ReferrerPage>('/api/admin/referral/referrers', {
    params: { q: q || undefined, cursor: cursor ?? undefined, limit: PAGE },
    silent: true,
  });

export function useReferrers(q: string) {
  return useInfiniteQuery({
    queryKey: adminReferralKeys.referrers(q),
    queryFn: ({ pageParam }) => fetchReferrers(q, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
  });
}
