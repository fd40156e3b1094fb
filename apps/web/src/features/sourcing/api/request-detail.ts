import { useQuery } from '@tanstack/react-query';
import type { SourcingDetail } from '@dropport/contracts';
import { get } from '@/lib/http';
import { sourcingKeys } from './sourcing-keys';

/** One request with its history (the seller's own, or any seller's for an admin). */
export const fetchRequestDetail = (userId: string, id: string) =>
  get<SourcingDetail>(`/v1/users/${encodeURIComponent(userId)}/source/${encodeURIComponent(id)}`, { silent: true });

export function useRequestDetail(userId: string, id: string, enabled = true) {
  return useQuery({
    queryKey: sourcingKeys.detail(userId, id),
    queryFn: () => fetchRequestDetail(userId, id),
    enabled,
  });
}
