import { useQuery } from '@tanstack/react-query';
import type { AdminWallet } from '@dropport/contracts';
import { get } from '@/lib/http';
import { walletKeys } from './wallet-keys';

/** Admin: one seller with the wallet's balance. */
export const fetchAdminWallet = async (userId: string) =>
  get<AdminWallet>(`/api/admin/wallets/${encodeURIComponent(userId)}`, { silent: true });

export function useAdminWallet(userId: string) {
  return useQuery({
    queryKey: walletKeys.adminWallet(userId),
    queryFn: () => fetchAdminWallet(userId),
    enabled: userId !== '',
    staleTime: 0,
  });
}
