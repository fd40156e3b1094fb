import { useQuery } from '@tanstack/react-query';
import type { StoreList } from '@dropport/contracts';
import { get } from '@/lib/http';
import { storeKeys } from './store-keys';

/** Admin: a seller's linked stores (read-only). */
export const fetchUserStores = (userId: string) =>
  get<StoreList>(`/api/admin/users/${encodeURIComponent(userId)}/stores`, { silent: true });

export function useUserStores(userId: string) {
  return useQuery({ queryKey: storeKeys.ofUser(userId), queryFn: () => fetchUserStores(userId), enabled: !!userId });
}
