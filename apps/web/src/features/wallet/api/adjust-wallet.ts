import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WalletAdjustment, WalletTransaction } from '@dropport/contracts';
import { postJson } from '@/lib/http';
import { walletKeys } from './wallet-keys';

/** Admin: a manual credit or debit; the form shows a refusal (say, a debit beyond the balance) itself. */
export const adjustWallet = (userId: string, body: WalletAdjustment) =>
  postJson<WalletTransaction>(`/api/admin/wallets/${encodeURIComponent(userId)}/adjustments`, body, { silent: true });

export function useAdjustWallet(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: WalletAdjustment) => adjustWallet(userId, body),
    // The seller's statement, balance and place in the list all moved, and so did the ledger's totals.
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: walletKeys.statementsOf({ kind: 'seller', userId }) }),
        qc.invalidateQueries({ queryKey: walletKeys.admin() }),
        qc.invalidateQueries({ queryKey: walletKeys.reconciliation() }),
      ]),
  });
}
