import type { QueryClient } from '@tanstack/react-query';
import type { StatementFilters } from '../filters';

/** Whose statement: the signed-in seller's own (`me`), or a seller's by id (admin). */
export type StatementOwner = { kind: 'me' } | { kind: 'seller'; userId: string };

const ownerKey = (o: StatementOwner) => (o.kind === 'me' ? 'me' : o.userId);

export const walletKeys = {
  all: ['wallet'] as const,
  balance: () => [...walletKeys.all, 'balance'] as const,
  statements: () => [...walletKeys.all, 'statement'] as const,
  statementsOf: (owner: StatementOwner) => [...walletKeys.statements(), ownerKey(owner)] as const,
  statement: (owner: StatementOwner, filters: StatementFilters) => [...walletKeys.statementsOf(owner), filters] as const,
  admin: () => [...walletKeys.all, 'admin'] as const,
  adminList: (q: string) => [...walletKeys.admin(), 'list', q] as const,
  adminWallet: (userId: string) => [...walletKeys.admin(), 'wallet', userId] as const,
  reconciliation: () => [...walletKeys.all, 'reconciliation'] as const,
};

/** After the signed-in seller's money moved (an order paid or cancelled, a recharge paid): their balance and statement. */
export async function invalidateMyWallet(qc: QueryClient): Promise<void> {
  await Promise.all([
    qc.invalidateQueries({ queryKey: walletKeys.balance() }),
    qc.invalidateQueries({ queryKey: walletKeys.statementsOf({ kind: 'me' }) }),
  ]);
}
