import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { migrate, openDatabase } from '../db/database.js';
import { newId } from '../lib/ids.js';
import { newUserRow } from '../modules/users/users.repo.js';
import { credit, pay } from '../modules/ledger/ledger.js';
import { reconcile } from '../modules/ledger/reconciliation.js';

/**
 * npm run bench:ledger -- [--transactions 20000] [--concurrency 16] [--wallets 200]
 *
 * Durable ledger transactions per second: each one a committed, fsynced transaction (SQLite WAL with
 * synchronous=FULL; PostgreSQL with its default synchronous_commit=on) of a wallet and a platform account, with an
 * idempotency key. A mix of recharges (credits) and payments (debits, some refused for want of balance), `concurrency`
 * of them in flight at once. SQLite in a fresh temporary file; PostgreSQL in DATABASE_URL (a database of its own:
 * the bench adds wallets and transactions to it). Ends with a reconciliation of the whole ledger.
 */
async function main() {
  const { values } = parseArgs({
    options: {
      transactions: { type: 'string', default: '20000' },
      concurrency: { type: 'string', default: '16' },
      wallets: { type: 'string', default: '200' },
    },
  });
  const total = Number(values.transactions);
  const concurrency = Number(values.concurrency);
  const wallets = Number(values.wallets);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dropport-bench-ledger-'));
  const handle = openDatabase({
    databaseUrl: process.env.DATABASE_URL,
    sqliteFile: path.join(dir, 'ledger.sqlite'),
    poolSize: concurrency,
  });
  const { db } = handle;
  try {
    await migrate(db);
    const now = Date.now();
    const users = Array.from({ length: wallets }, (_, i) =>
      newUserRow({
        id: newId(now + i),
        email: `bench.${now.toString(36)}.${i}@ledger-bench.example`,
        password_hash: '-',
        role: 'user',
        username: '',
        account_id: `bench-${now.toString(36)}-${i}`,
        invite_code: `B${now.toString(36)}${i}`.toUpperCase().slice(0, 20),
        referred_by: null,
        verifiedAt: now,
        now,
      }),
    );
    for (let i = 0; i < users.length; i += 100)
      await db
        .insertInto('users')
        .values(users.slice(i, i + 100))
        .execute();

    const run = `${now.toString(36)}`;
    let next = 0;
    let refused = 0;
    const latencies: number[] = [];
    const worker = async () => {
      for (let i = next++; i < total; i = next++) {
        const user = users[i % wallets]!;
        const t0 = performance.now();
        // Two recharges for every payment, so most payments go through and some meet an empty wallet.
        if (i % 3 !== 2) {
          await credit(db, {
            userId: user.id,
            amountCents: 1_000 + (i % 7) * 100,
            currency: 'USD',
            key: `bench:${run}:${i}`,
            kind: 'recharge_card',
            from: 'gateway_clearing',
            reference: `PAY-${i}`,
          });
        } else {
          await pay(db, {
            userId: user.id,
            amountCents: 2_500 + (i % 5) * 500,
            currency: 'USD',
            key: `bench:${run}:${i}`,
            reference: `ORDER-${i}`,
          }).catch((err: unknown) => {
            if ((err as { code?: string }).code !== 'INSUFFICIENT_BALANCE') throw err;
            refused++;
          });
        }
        latencies.push(performance.now() - t0);
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: concurrency }, worker));
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!;
    const report = await reconcile(db, Date.now());
    const engine = handle.engine === 'sqlite' ? 'SQLite (WAL, synchronous=FULL)' : 'PostgreSQL';
    console.log(
      [
        `Ledger on ${engine}: ${total.toLocaleString('en-US')} transactions (${refused.toLocaleString('en-US')} refused for balance), ${concurrency} in flight, ${wallets} wallets`,
        `  ${Math.round(total / seconds).toLocaleString('en-US')} transactions/s over ${seconds.toFixed(1)} s`,
        `  latency p50 ${pct(50).toFixed(1)} ms, p95 ${pct(95).toFixed(1)} ms, p99 ${pct(99).toFixed(1)} ms`,
        `  reconciliation: ${report.ok ? 'every check passed' : 'FAILED'} (${report.transactions.toLocaleString('en-US')} transactions, ${report.entries.toLocaleString('en-US')} entries)`,
      ].join('\n'),
    );
    if (!report.ok) {
      console.error(JSON.stringify(report.checks, null, 2));
      process.exitCode = 1;
    }
  } finally {
    await handle.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
