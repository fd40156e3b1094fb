import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WalletBalance } from '@dropport/contracts';
import { get } from '@/lib/http';
import { walletKeys } from './wallet-keys';

/** GET /api/wallet: the signed-in seller's balance: available, held, and when it last moved. */
export const fetchBalance = () => get<WalletBalance>('/api/wallet', { silent: true });

/**
 * The one query of the seller's balance: the Balance page, the recharge form and the pay dialog read it; what moves
 * the seller's money in the console (paying or cancelling orders, a recharge paid) calls `invalidateMyWallet`.
 */
export function walletBalanceQueryOptions() {
  return queryOptions({
    queryKey: walletKeys.balance(),
    queryFn: fetchBalance,
    // Money also moves where this console does not see it (an admin approves a transfer or adjusts the wallet, a
    // refund): each page that shows the balance reads it again.
    staleTime: 0,
  });
}

export function useBalance() {
  return useQuery(walletBalanceQueryOptions());
}
