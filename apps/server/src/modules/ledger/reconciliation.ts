import { sql } from 'kysely';
import type { Reconciliation, ReconciliationCheck } from '@dropport/contracts';
import type { Db } from '../../db/database.js';
import { iso } from '../../lib/time.js';

const SHOWN = 20;

type Problem = { id: string; expected: number; actual: number };

const problems = (rows: { id: string | null; expected: unknown; actual: unknown }[]): Problem[] =>
  rows.map((r) => ({ id: r.id ?? '', expected: Number(r.expected), actual: Number(r.actual) }));

/**
 * Checks the whole ledger: every transaction and every currency sums to zero, every cached balance equals the sum of
 * its entries and its last running balance, no wallet is negative, no transaction lacks entries. Read in one
 * transaction so the figures agree with each other while money keeps moving.
 */
export async function reconcile(db: Db, now: number): Promise<Reconciliation> {
  const run = async (trx: Db): Promise<Reconciliation> => {
    const checks: { check: ReconciliationCheck; rows: Problem[] }[] = [];

    const unbalanced = await trx
      .selectFrom('ledger_entries')
      .select(['transaction_id as id', sql<number>`0`.as('expected'), sql<number>`sum(amount_minor)`.as('actual')])
      .groupBy('transaction_id')
      .having(sql`sum(amount_minor)`, '<>', 0)
      .limit(SHOWN)
      .execute();
    checks.push({ check: 'transactionsBalanced', rows: problems(unbalanced) });

    const currencies = await trx
      .selectFrom('ledger_entries as e')
      .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
      .select(['a.currency as id', sql<number>`0`.as('expected'), sql<number>`sum(e.amount_minor)`.as('actual')])
      .groupBy('a.currency')
      .having(sql`sum(e.amount_minor)`, '<>', 0)
      .execute();
    checks.push({ check: 'currenciesBalanced', rows: problems(currencies) });

    const sums = trx
      .selectFrom('ledger_entries')
      .select(['account_id', sql<number>`sum(amount_minor)`.as('total'), sql<number>`max(id)`.as('last_id')])
      .groupBy('account_id')
      .as('s');
    const cached = await trx
      .selectFrom('ledger_accounts as a')
      .leftJoin(sums, 's.account_id', 'a.id')
      .select(['a.id', sql<number>`coalesce(s.total, 0)`.as('expected'), 'a.balance_minor as actual'])
      .where(sql<boolean>`coalesce(s.total, 0) <> a.balance_minor`)
      .limit(SHOWN)
      .execute();
    checks.push({ check: 'cachedBalances', rows: problems(cached) });

    const running = await trx
      .selectFrom('ledger_accounts as a')
      .innerJoin(sums, 's.account_id', 'a.id')
      .innerJoin('ledger_entries as e', 'e.id', 's.last_id')
      .select(['a.id', 'a.balance_minor as expected', 'e.balance_after as actual'])
      .whereRef('e.balance_after', '<>', 'a.balance_minor')
      .limit(SHOWN)
      .execute();
    checks.push({ check: 'runningBalances', rows: problems(running) });

    const negative = await trx
      .selectFrom('ledger_accounts')
      .select(['id', sql<number>`0`.as('expected'), 'balance_minor as actual'])
      .where('may_go_negative', '=', 0)
      .where('balance_minor', '<', 0)
      .limit(SHOWN)
      .execute();
    checks.push({ check: 'noNegativeWallets', rows: problems(negative) });

    const bare = await trx
      .selectFrom('ledger_transactions as t')
      .leftJoin('ledger_entries as e', 'e.transaction_id', 't.id')
      .select(['t.id', sql<number>`2`.as('expected'), sql<number>`count(e.id)`.as('actual')])
      .groupBy('t.id')
      .having(sql`count(e.id)`, '<', 2)
      .limit(SHOWN)
      .execute();
    checks.push({ check: 'transactionsHaveEntries', rows: problems(bare) });

    const count = async (table: 'ledger_transactions' | 'ledger_entries' | 'ledger_accounts') =>
      Number(
        (
          await trx
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const totals = await trx
      .selectFrom('ledger_accounts')
      .select(['kind', 'currency', sql<number>`sum(balance_minor)`.as('balance')])
      .groupBy(['kind', 'currency'])
      .orderBy('kind')
      .orderBy('currency')
      .execute();

    return {
      ok: checks.every((c) => c.rows.length === 0),
      checkedAt: iso(now),
      transactions: await count('ledger_transactions'),
      entries: await count('ledger_entries'),
      accounts: await count('ledger_accounts'),
      checks: checks.map((c) => ({ check: c.check, ok: c.rows.length === 0, problems: c.rows })),
      totals: totals.map((t) => ({ kind: t.kind, currency: t.currency, balanceCents: Number(t.balance) })),
    };
  };
  // PostgreSQL: one snapshot for every query (repeatable read); SQLite's read transaction is one snapshot already.
  if (db.isTransaction) return run(db);
  return db.transaction().setIsolationLevel('repeatable read').execute(run);
}
