import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import { integerIdCursor, keysetPage } from '../../db/keyset.js';
import type { LedgerTransactionsTable } from '../../db/schema.js';
import type { LedgerKind } from '@dropport/contracts';

export type TransactionRow = Selectable<LedgerTransactionsTable>;

/**
 * Claims an idempotency key by writing the transaction's row. Undefined when the key is taken: on PostgreSQL a
 * concurrent writer of the same key is waited for, so a taken key is always one whose first use has committed.
 */
export async function claimKey(db: Db, row: TransactionRow): Promise<boolean> {
  const inserted = await db
    .insertInto('ledger_transactions')
    .values(row)
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export const transactionByKey = (db: Db, key: string) =>
  db.selectFrom('ledger_transactions').selectAll().where('idempotency_key', '=', key).executeTakeFirst();

export const entriesOf = (db: Db, transactionId: string) =>
  db
    .selectFrom('ledger_entries')
    .select(['account_id', 'amount_minor', 'balance_after'])
    .where('transaction_id', '=', transactionId)
    .orderBy('id')
    .execute();

/** Creates the account unless it exists. */
export async function ensureAccount(
  db: Db,
  a: { id: string; kind: string; userId: string | null; currency: string; mayGoNegative: boolean; now: number },
): Promise<void> {
  await db
    .insertInto('ledger_accounts')
    .values({
      id: a.id,
      kind: a.kind,
      user_id: a.userId,
      currency: a.currency,
      balance_minor: 0,
      may_go_negative: a.mayGoNegative ? 1 : 0,
      created_at: a.now,
      updated_at: a.now,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/**
 * Moves an account's cached balance by `delta` and answers the new balance, or undefined when the account may not
 * go negative and would (the row is left as it was). The table's CHECK refuses the same, whatever calls it.
 */
export async function moveBalance(db: Db, id: string, delta: number, now: number): Promise<number | undefined> {
  const row = await db
    .updateTable('ledger_accounts')
    .set({ balance_minor: sql`balance_minor + ${delta}`, updated_at: now })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('may_go_negative', '=', 1), eb(sql`balance_minor + ${delta}`, '>=', 0)]))
    .returning('balance_minor')
    .executeTakeFirst();
  return row ? Number(row.balance_minor) : undefined;
}

export const account = (db: Db, id: string) =>
  db.selectFrom('ledger_accounts').selectAll().where('id', '=', id).executeTakeFirst();

export async function insertEntries(
  db: Db,
  rows: { transaction_id: string; account_id: string; amount_minor: number; balance_after: number; created_at: number }[],
): Promise<void> {
  await db.insertInto('ledger_entries').values(rows).execute();
}

/** What was paid and refunded so far under one reference into or out of one account. */
export async function movedUnder(db: Db, accountId: string, reference: string, kind: LedgerKind): Promise<number> {
  const row = await db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('e.amount_minor'), sql<number>`0`).as('total'))
    .where('e.account_id', '=', accountId)
    .where('t.reference', '=', reference)
    .where('t.kind', '=', kind)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export interface StatementFilter {
  accountId: string;
  kind?: LedgerKind;
  from?: number;
  to?: number;
  /** A page: `limit` entries (and one more) older than the entry `after`; every entry without it. */
  page?: { after: { id: number } | undefined; limit: number };
}

/** The cursor of a statement: the last entry's id. */
export const STATEMENT_CURSOR = integerIdCursor;

/** A wallet's entries newest first, with their transactions. */
export function statement(db: Db, f: StatementFilter) {
  let q = db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
    .select([
      'e.id as entry_id',
      'e.amount_minor',
      'e.balance_after',
      'e.created_at',
      't.id',
      't.kind',
      't.reference',
      't.memo',
      't.memo_kind',
      't.memo_params',
      't.currency',
    ])
    .where('e.account_id', '=', f.accountId);
  if (f.kind !== undefined) q = q.where('t.kind', '=', f.kind);
  if (f.from !== undefined) q = q.where('e.created_at', '>=', f.from);
  if (f.to !== undefined) q = q.where('e.created_at', '<', f.to);
  return f.page === undefined ? q.orderBy('e.id', 'desc') : keysetPage(q, { id: 'e.id' }, f.page.after, f.page.limit);
}

// ---- The reconciliation's checks: each answers up to `limit` rows that break its rule ----

/** Transactions whose entries do not sum to zero. */
export const unbalancedTransactions = (db: Db, limit: number) =>
  db
    .selectFrom('ledger_entries')
    .select(['transaction_id as id', sql<number>`0`.as('expected'), sql<number>`sum(amount_minor)`.as('actual')])
    .groupBy('transaction_id')
    .having(sql`sum(amount_minor)`, '<>', 0)
    .limit(limit)
    .execute();

/** Currencies whose entries do not sum to zero (every one of them). */
export const unbalancedCurrencies = (db: Db) =>
  db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .select(['a.currency as id', sql<number>`0`.as('expected'), sql<number>`sum(e.amount_minor)`.as('actual')])
    .groupBy('a.currency')
    .having(sql`sum(e.amount_minor)`, '<>', 0)
    .execute();

/** Each account's entries: their sum and the last one's id. */
const entrySums = (db: Db) =>
  db
    .selectFrom('ledger_entries')
    .select(['account_id', sql<number>`sum(amount_minor)`.as('total'), sql<number>`max(id)`.as('last_id')])
    .groupBy('account_id')
    .as('s');

/** Accounts whose cached balance is not the sum of their entries. */
export const cachedBalanceMismatches = (db: Db, limit: number) =>
  db
    .selectFrom('ledger_accounts as a')
    .leftJoin(entrySums(db), 's.account_id', 'a.id')
    .select(['a.id', sql<number>`coalesce(s.total, 0)`.as('expected'), 'a.balance_minor as actual'])
    .where(sql<boolean>`coalesce(s.total, 0) <> a.balance_minor`)
    .limit(limit)
    .execute();

/** Accounts whose cached balance is not their last entry's running balance. */
export const runningBalanceMismatches = (db: Db, limit: number) =>
  db
    .selectFrom('ledger_accounts as a')
    .innerJoin(entrySums(db), 's.account_id', 'a.id')
    .innerJoin('ledger_entries as e', 'e.id', 's.last_id')
    .select(['a.id', 'a.balance_minor as expected', 'e.balance_after as actual'])
    .whereRef('e.balance_after', '<>', 'a.balance_minor')
    .limit(limit)
    .execute();

/** Accounts below zero that may not go negative. */
export const negativeWallets = (db: Db, limit: number) =>
  db
    .selectFrom('ledger_accounts')
    .select(['id', sql<number>`0`.as('expected'), 'balance_minor as actual'])
    .where('may_go_negative', '=', 0)
    .where('balance_minor', '<', 0)
    .limit(limit)
    .execute();

/** Transactions with fewer than two entries. */
export const transactionsWithoutEntries = (db: Db, limit: number) =>
  db
    .selectFrom('ledger_transactions as t')
    .leftJoin('ledger_entries as e', 'e.transaction_id', 't.id')
    .select(['t.id', sql<number>`2`.as('expected'), sql<number>`count(e.id)`.as('actual')])
    .groupBy('t.id')
    .having(sql`count(e.id)`, '<', 2)
    .limit(limit)
    .execute();

/** How many rows one of the ledger's tables holds. */
export async function rowCount(db: Db, table: 'ledger_transactions' | 'ledger_entries' | 'ledger_accounts'): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The sum of the balances per account kind and currency. */
export const balanceTotals = (db: Db) =>
  db
    .selectFrom('ledger_accounts')
    .select(['kind', 'currency', sql<number>`sum(balance_minor)`.as('balance')])
    .groupBy(['kind', 'currency'])
    .orderBy('kind')
    .orderBy('currency')
    .execute();
