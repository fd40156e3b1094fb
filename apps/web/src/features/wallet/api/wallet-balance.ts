import { useQuery } from '@tanstack/react-query';
import type { WalletBalance } from '@dropport/contracts';
import { get } from '@/lib/http';
import { walletKeys } from './wallet-keys';

/** The signed-in seller's balance: available, held, and when it last moved. */
export const fetchBalance = () => get<WalletBalance>('/api/wallet', { silent: true });

export function useBalance() {
  return useQuery({
    queryKey: walletKeys.balance(),
    queryFn: fetchBalance,
    // Money moves from elsewhere (a recharge, an admin's adjustment): coming back shows it.
    staleTime: 0,
  });
}
