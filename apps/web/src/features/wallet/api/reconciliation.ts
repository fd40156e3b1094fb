import { useQuery } from '@tanstack/react-query';
import type { Reconciliation } from '@dropport/contracts';
import { get } from '@/lib/http';
import { walletKeys } from './wallet-keys';

/** Admin: checks the whole ledger now (sums, cached and running balances, negative wallets). */
export const fetchReconciliation = () => get<Reconciliation>('/api/admin/ledger/reconciliation', { silent: true });

export function useReconciliation() {
  return useQuery({
    queryKey: walletKeys.reconciliation(),
    queryFn: fetchReconciliation,
    // A report is of its moment: opening the page checks again.
    staleTime: 0,
    gcTime: 0,
  });
}
