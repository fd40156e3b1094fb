import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Ctx } from '../context.js';
import { migrate, openDatabase } from '../db/database.js';
import { inTransaction } from '../db/group-commit.js';
import { newId } from '../lib/ids.js';
import { DAY } from '../lib/time.js';
import { reconcile } from '../modules/ledger/reconciliation.js';
import { newOrderRow } from '../modules/orders/order-row.js';
import { syncCommission } from '../modules/referral/commissions.js';
import * as referral from '../modules/referral/referral.service.js';
import { newUserRow } from '../modules/users/users.repo.js';
import { figures, measure, saveResults, type BenchResult } from './bench-support.js';

/**
 * npm run bench:referral -- [--referrers 1000] [--orders 10000] [--lines 100000] [--concurrency 16] [--reads 300]
 *
 * 1. Accrual: `orders` paid orders of referees spread over `referrers` referrers, each commission earned through the
 *    ledger in a committed transaction (`syncCommission`, as an order's payment calls it), `concurrency` at once.
 * 2. Reads at scale: the commission table filled to `lines` lines (one referrer holding a fifth of them, the rest
 *    spread), then the referrer's summary, referees page, commissions page and statement page, `reads` times each,
 *    for a typical referrer and for the largest. Target: p95 ≤ 30 ms.
 *
 * SQLite in a fresh temporary file; PostgreSQL in DATABASE_URL (a database of its own). Ends with a reconciliation.
 */
async function main() {
  const { values } = parseArgs({
    options: {
      referrers: { type: 'string', default: '1000' },
      orders: { type: 'string', default: '10000' },
      lines: { type: 'string', default: '100000' },
      concurrency: { type: 'string', default: '16' },
      reads: { type: 'string', default: '300' },
    },
  });
  const referrerCount = Number(values.referrers);
  const orderCount = Number(values.orders);
  const lineCount = Number(values.lines);
  const concurrency = Number(values.concurrency);
  const reads = Number(values.reads);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dropport-bench-referral-'));
  const handle = openDatabase({
    databaseUrl: process.env.DATABASE_URL,
    sqliteFile: path.join(dir, 'referral.sqlite'),
    poolSize: concurrency,
  });
  const { db } = handle;
  const engine = handle.engine === 'sqlite' ? 'sqlite' : 'postgres';
  const results: BenchResult[] = [];
  try {
    await migrate(db);
    const now = Date.now();
    const run = now.toString(36);
    // Referrers, and two referees each (signed up a month ago, verified).
    const user = (i: number, kind: string, referredBy: string | null) =>
      newUserRow({
        id: `${kind}-${run}-${i}`,
        email: `${kind}.${run}.${i}@referral-bench.example`,
        password_hash: '-',
        role: 'user',
        username: '',
        account_id: `${kind}-${run}-${i}`,
        invite_code: `${kind === 'referrer' ? 'A' : 'E'}${run}${i}`.toUpperCase().slice(0, 20),
        referred_by: referredBy,
        verifiedAt: now - 30 * DAY,
        now: now - 30 * DAY,
      });
    const referrers = Array.from({ length: referrerCount }, (_, i) => user(i, 'referrer', null));
    const referees = Array.from({ length: referrerCount * 2 }, (_, i) =>
      user(i, 'referee', referrers[i % referrerCount]!.invite_code),
    );
    for (const rows of [referrers, referees])
      for (let i = 0; i < rows.length; i += 200)
        await db
          .insertInto('users')
          .values(rows.slice(i, i + 200))
          .execute();

    // Paid orders of the referees.
    const orders = Array.from({ length: orderCount }, (_, i) =>
      newOrderRow({
        id: newId(now + i),
        user_id: referees[i % referees.length]!.id,
        order_no: `BR${run}${i}`,
        source: 'manual',
        customer_name: 'Bench Buyer',
        ship_name: 'Bench Buyer',
        ship_address1: '1 Bench Street',
        ship_city: 'Lisboa',
        status: 'paid',
        products_cents: 2_000 + (i % 50) * 37,
        shipping_cents: 499,
        total_cents: 2_499 + (i % 50) * 37,
        paid_cents: 2_499 + (i % 50) * 37,
        paid_at: now - (i % 28) * DAY,
        created_at: now - (i % 28) * DAY,
        updated_at: now,
      }),
    );
    for (let i = 0; i < orders.length; i += 100)
      await db
        .insertInto('orders')
        .values(orders.slice(i, i + 100))
        .execute();

    let next = 0;
    const latencies: number[] = [];
    const worker = async () => {
      for (let i = next++; i < orders.length; i = next++) {
        const t0 = performance.now();
        await inTransaction(db, (trx) => syncCommission(trx, orders[i]!.id, now));
        latencies.push(performance.now() - t0);
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: concurrency }, worker));
    const seconds = (performance.now() - started) / 1000;
    const accrual = measure(latencies, seconds);
    console.log(
      `Referral on ${engine}: ${orderCount.toLocaleString('en-US')} commissions earned for ${referrerCount.toLocaleString('en-US')} referrers, ${concurrency} at once\n  ${figures(latencies, seconds)}`,
    );
    results.push({ name: `commission accrual (${orderCount} orders)`, ...accrual });

    // Fill to `lines` commission lines: a fifth on the first referrer, the rest spread, each on an order of its own.
    // Rows only (the lists and the summary's totals read this table; the accrued ones' money is on the ledger).
    const top = referrers[0]!;
    const extra = Math.max(0, lineCount - orderCount);
    for (let from = 0; from < extra; from += 500) {
      const batch = Array.from({ length: Math.min(500, extra - from) }, (_, k) => {
        const i = from + k;
        const r = i < lineCount / 5 ? 0 : i % referrerCount;
        const paidAt = now - (i % 360) * DAY;
        const order = { ...orders[0]!, id: newId(paidAt), user_id: referees[r]!.id, order_no: `BF${run}${i}`, paid_at: paidAt };
        const line = {
          id: newId(paidAt),
          order_id: order.id,
          order_no: order.order_no,
          referrer_id: referrers[r]!.id,
          referee_id: referees[r]!.id,
          currency: 'USD',
          base_cents: 3_000,
          rate_bp: 300,
          amount_cents: 90,
          hold_days: 14,
          status: (['pending', 'available', 'reversed'] as const)[i % 3]!,
          paid_at: paidAt,
          delivered_at: null,
          available_at: null,
          reversed_at: null,
          created_at: paidAt,
          updated_at: paidAt,
        };
        return { order, line };
      });
      await db
        .insertInto('orders')
        .values(batch.map((b) => b.order))
        .execute();
      await db
        .insertInto('referral_commissions')
        .values(batch.map((b) => b.line))
        .execute();
    }

    const ctx = { db, now: () => Date.now() } as unknown as Ctx;
    const timed = async (name: string, call: () => Promise<unknown>) => {
      const l: number[] = [];
      const t = performance.now();
      for (let i = 0; i < reads; i++) {
        const t0 = performance.now();
        await call();
        l.push(performance.now() - t0);
      }
      const f = measure(l, (performance.now() - t) / 1000);
      console.log(`  ${name}: ${figures(l, (performance.now() - t) / 1000)}`);
      results.push({ name, ...f, target: { p95: 30 }, met: f.p95 <= 30 });
    };
    const typical = referrers[Math.floor(referrerCount / 2)]!;
    const topLines = Math.round(lineCount / 5);
    console.log(
      `Reads over ${lineCount.toLocaleString('en-US')} commission lines (largest referrer ${topLines.toLocaleString('en-US')}):`,
    );
    for (const [who, r] of [
      ['typical referrer', typical],
      ['largest referrer', top],
    ] as const) {
      await timed(`summary, ${who}`, () => referral.overview(ctx, r.id));
      await timed(`referees page, ${who}`, () => referral.referees(ctx, r.id, { limit: 20 }));
      await timed(`commissions page, ${who}`, () => referral.commissions(ctx, r.id, { limit: 20 }));
      await timed(`statement page, ${who}`, () => referral.statement(ctx, r.id, { limit: 20 }));
    }
    const report = await reconcile(db, Date.now());
    console.log(`  reconciliation: ${report.ok ? 'every check passed' : 'FAILED'}`);
    if (!report.ok) process.exitCode = 1;
    saveResults('referral', engine, results);
  } finally {
    await handle.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
