import { WALLET_LEDGER_KINDS, type WalletLedgerKind, type WalletTransactionQuery } from '@dropport/contracts';
import { KIND_DAY_KEYS, kindDayFilters, type KindDayFilters } from '@/lib/kind-day-filters';

export { readDay } from '@/lib/kind-day-filters';

/** A statement's filters as the address holds them (`?kind=payment&from=2026-11-01&to=2026-11-30`). */
export type StatementFilters = KindDayFilters<WalletLedgerKind>;
export const STATEMENT_KEYS = KIND_DAY_KEYS;

const filters = kindDayFilters(WALLET_LEDGER_KINDS);
export const readStatementFilters = filters.read;
export const writeStatementFilters = filters.write;
/** Whether any filter narrows the statement. */
export const narrows = filters.narrows;
/** The API query of a statement page (the CSV export takes the same filters, without the cursor). */
export const toStatementQuery = (f: StatementFilters, cursor?: string | null): WalletTransactionQuery => filters.query(f, cursor);
