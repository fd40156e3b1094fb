import { useQuery } from '@tanstack/react-query';
import type { WalletBalance } from '@dropport/contracts';
import { get } from '@/lib/http';
import { orderKeys } from './order-keys';

/** GET /api/wallet: what the seller can spend now, shown before paying orders. */
export const fetchOrdersBalance = () => get<WalletBalance>('/api/wallet', { silent: true });

export function useOrdersBalance(enabled = true) {
  // Money moves elsewhere too (a recharge, a refund): read it each time the pay dialog opens.
  return useQuery({ queryKey: orderKeys.balance(), queryFn: fetchOrdersBalance, enabled, staleTime: 0 });
}
