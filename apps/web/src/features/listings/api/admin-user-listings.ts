import { useQuery } from '@tanstack/react-query';
import type { ListingPage } from '@dropport/contracts';
import { get } from '@/lib/http';
import { listingKeys } from './listing-keys';

/** Admin: a seller's listings (read-only), the newest 50. */
export const fetchUserListings = (userId: string) =>
  get<ListingPage>(`/api/admin/users/${encodeURIComponent(userId)}/listings`, { params: { limit: 50 }, silent: true });

export function useUserListings(userId: string) {
  return useQuery({ queryKey: listingKeys.ofUser(userId, {}), queryFn: () => fetchUserListings(userId), enabled: !!userId });
}
