import { useInfiniteQuery } from '@tanstack/react-query';
import type { WalletTransactionPage } from '@dropport/contracts';
import { get } from '@/lib/http';
import { toStatementQuery, type StatementFilters } from '../filters';
import { walletKeys, type StatementOwner } from './wallet-keys';

const PAGE = 20;

/** Where a statement is read: the seller's own, or (admin) a seller's by id. */
export const statementUrl = (owner: StatementOwner) =>
  owner.kind === 'me' ? '/api/wallet/transactions' : `/api/admin/wallets/${encodeURIComponent(owner.userId)}/transactions`;

/** One page of a wallet statement, newest first, with the filters of the address. */
export function fetchStatement(owner: StatementOwner, filters: StatementFilters, cursor: string | null) {
  return get<WalletTransactionPage>(statementUrl(owner), {
    params: { ...toStatementQuery(filters, cursor), limit: PAGE },
    silent: true,
  });
}

export function useStatement(owner: StatementOwner, filters: StatementFilters) {
  return useInfiniteQuery({
    queryKey: walletKeys.statement(owner, filters),
    queryFn: ({ pageParam }) => fetchStatement(owner, filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: owner.kind === 'me' || owner.userId !== '',
    staleTime: 0,
  });
}
