import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
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
  /** Entries older than this entry id (the keyset cursor). */
  before?: number;
  limit?: number;
}

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
  if (f.before !== undefined) q = q.where('e.id', '<', f.before);
  q = q.orderBy('e.id', 'desc');
  return f.limit === undefined ? q : q.limit(f.limit);
}
