import { useQuery } from '@tanstack/react-query';
import type { WalletBalance } from '@dropport/contracts';
import { get } from '@/lib/http';
import { rechargeKeys } from './recharge-keys';

/** The seller's balance, shown beside the recharge form. */
export const fetchBalance = () => get<WalletBalance>('/api/wallet', { silent: true });

export function useWalletBalance() {
  return useQuery({ queryKey: rechargeKeys.balance(), queryFn: fetchBalance, staleTime: 0 });
}
