import { sql, type Kysely } from 'kysely';
import { engineOf } from '../engine.js';

const text = 'text' as const;
const big = 'bigint' as const;

/** The platform's own accounts, one per currency; they may go below zero (a clearing account is owed money). */
export const SYSTEM_ACCOUNT_KINDS = [
  'gateway_clearing',
  'bank_receipts',
  'platform_revenue',
  'adjustments',
  'referral_payable',
] as const;

/**
 * The money core: a double-entry, append-only ledger.
 *
 * - `ledger_accounts`: each seller's wallet per currency and the platform's own accounts. `balance_minor` is a cached
 *   balance, changed only in the transaction that writes the entries; a CHECK keeps every account that may not go
 *   negative (wallets) at zero or above, whatever the code above it does.
 * - `ledger_transactions`: one per money movement, its idempotency key unique, so a repeat finds the first.
 * - `ledger_entries`: the movement's lines, signed amounts summing to zero per transaction, each with the
 *   account's balance after it (the running balance a statement shows).
 *
 * Entries and transactions refuse UPDATE and DELETE by trigger on both engines: corrections are new transactions.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  const sqlite = engineOf(db) === 'sqlite';
  const serial = sqlite ? ('integer' as const) : ('bigserial' as const);

  await db.schema
    .createTable('ledger_accounts')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('kind', text, (c) => c.notNull())
    .addColumn('user_id', text, (c) => c.references('users.id'))
    .addColumn('currency', text, (c) => c.notNull())
    .addColumn('balance_minor', big, (c) => c.notNull().defaultTo(0))
    .addColumn('may_go_negative', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('updated_at', big, (c) => c.notNull())
    .addCheckConstraint('ledger_accounts_not_negative', sql`may_go_negative = 1 or balance_minor >= 0`)
    .execute();
  await db.schema.createIndex('ledger_accounts_user').on('ledger_accounts').columns(['user_id', 'currency']).execute();
  await db.schema.createIndex('ledger_accounts_kind').on('ledger_accounts').columns(['kind', 'id']).execute();

  await db.schema
    .createTable('ledger_transactions')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('idempotency_key', text, (c) => c.notNull().unique())
    // What the request was: a repeat of the key with other content is refused, not taken for the first.
    .addColumn('fingerprint', text, (c) => c.notNull())
    .addColumn('kind', text, (c) => c.notNull())
    .addColumn('currency', text, (c) => c.notNull())
    // The amount moved (the sum of the positive entries), for lists.
    .addColumn('amount_minor', big, (c) => c.notNull().check(sql`amount_minor > 0`))
    .addColumn('reference', text)
    .addColumn('memo', text, (c) => c.notNull().defaultTo(''))
    .addColumn('actor_id', text, (c) => c.references('users.id'))
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ledger_transactions_reference').on('ledger_transactions').columns(['reference', 'kind']).execute();

  await db.schema
    .createTable('ledger_entries')
    .addColumn('id', serial, (c) => c.primaryKey())
    .addColumn('transaction_id', text, (c) => c.notNull().references('ledger_transactions.id'))
    .addColumn('account_id', text, (c) => c.notNull().references('ledger_accounts.id'))
    .addColumn('amount_minor', big, (c) => c.notNull().check(sql`amount_minor <> 0`))
    .addColumn('balance_after', big, (c) => c.notNull())
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ledger_entries_account').on('ledger_entries').columns(['account_id', 'id']).execute();
  await db.schema.createIndex('ledger_entries_account_time').on('ledger_entries').columns(['account_id', 'created_at']).execute();
  await db.schema.createIndex('ledger_entries_transaction').on('ledger_entries').column('transaction_id').execute();

  if (!sqlite) {
    await sql`create or replace function ledger_append_only() returns trigger language plpgsql as $$
      begin raise exception 'the ledger is append-only'; end $$`.execute(db);
  }
  for (const table of ['ledger_transactions', 'ledger_entries']) {
    if (sqlite) {
      for (const op of ['update', 'delete']) {
        await sql
          .raw(
            `create trigger ${table}_no_${op} before ${op} on ${table} begin select raise(abort, 'the ledger is append-only'); end`,
          )
          .execute(db);
      }
    } else {
      await sql
        .raw(
          `create trigger ${table}_append_only before update or delete on ${table} for each row execute function ledger_append_only()`,
        )
        .execute(db);
    }
  }

  const now = Date.now();
  await db
    .insertInto('ledger_accounts')
    .values(
      SYSTEM_ACCOUNT_KINDS.map((kind) => ({
        id: `${kind}:USD`,
        kind,
        user_id: null,
        currency: 'USD',
        balance_minor: 0,
        may_go_negative: 1,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('ledger_entries').execute();
  await db.schema.dropTable('ledger_transactions').execute();
  await db.schema.dropTable('ledger_accounts').execute();
  if (engineOf(db) === 'postgres') await sql`drop function ledger_append_only`.execute(db);
}
