import type { Reconciliation, ReconciliationCheck } from '@dropport/contracts';
import type { Db } from '../../db/database.js';
import { iso } from '../../lib/time.js';
import * as repo from './ledger.repo.js';

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

    checks.push({ check: 'transactionsBalanced', rows: problems(await repo.unbalancedTransactions(trx, SHOWN)) });
    checks.push({ check: 'currenciesBalanced', rows: problems(await repo.unbalancedCurrencies(trx)) });
    checks.push({ check: 'cachedBalances', rows: problems(await repo.cachedBalanceMismatches(trx, SHOWN)) });
    checks.push({ check: 'runningBalances', rows: problems(await repo.runningBalanceMismatches(trx, SHOWN)) });
    checks.push({ check: 'noNegativeWallets', rows: problems(await repo.negativeWallets(trx, SHOWN)) });
    checks.push({ check: 'transactionsHaveEntries', rows: problems(await repo.transactionsWithoutEntries(trx, SHOWN)) });
    const totals = await repo.balanceTotals(trx);

    return {
      ok: checks.every((c) => c.rows.length === 0),
      checkedAt: iso(now),
      transactions: await repo.rowCount(trx, 'ledger_transactions'),
      entries: await repo.rowCount(trx, 'ledger_entries'),
      accounts: await repo.rowCount(trx, 'ledger_accounts'),
      checks: checks.map((c) => ({ check: c.check, ok: c.rows.length === 0, problems: c.rows })),
      totals: totals.map((t) => ({ kind: t.kind, currency: t.currency, balanceCents: Number(t.balance) })),
    };
  };
  // PostgreSQL: one snapshot for every query (repeatable read); SQLite's read transaction is one snapshot already.
  if (db.isTransaction) return run(db);
  return db.transaction().setIsolationLevel('repeatable read').execute(run);
}
