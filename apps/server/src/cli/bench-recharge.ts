import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { createServer } from '../app.js';
import { benchEntry, figures, inWorker } from './bench-support.js';
import { parseConfig } from '../config.js';
import { newId } from '../lib/ids.js';
import { newUserRow } from '../modules/users/users.repo.js';
import { reconcile } from '../modules/ledger/reconciliation.js';
import { create } from '../modules/recharge/recharge.service.js';
import { SANDBOX_HEADERS, bodySigningText, hmacHex, startSandboxGateway, unixNow } from '@dropport/sandbox-gateway';

/**
 * npm run bench:recharge -- [--recharges 2000] [--concurrency 16] [--sellers 50]
 *
 * How fast the app takes the gateway's success notifications: the app on a real HTTP port (a fresh SQLite file, or
 * the PostgreSQL database in DATABASE_URL: give it a database of its own) and the sandbox gateway beside it. It opens
 * `recharges` card recharges (each one a payment created at the gateway over HTTP), then posts one signed
 * `payment.succeeded` per recharge, `concurrency` at a time: each is verified, recorded, moves its recharge, credits
 * the wallet and issues the invoice in one committed transaction. Then it delivers them all again (retries: nothing
 * moves) and checks the ledger.
 */
async function main() {
  const { values } = parseArgs({
    options: {
      recharges: { type: 'string', default: '2000' },
      concurrency: { type: 'string', default: '16' },
      sellers: { type: 'string', default: '50' },
    },
  });
  const total = Number(values.recharges);
  const concurrency = Number(values.concurrency);
  const sellers = Number(values.sellers);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dropport-bench-recharge-'));
  const merchant = { id: 'bench-merchant', secret: randomBytes(24).toString('hex') };
  const gateway = await startSandboxGateway({ port: 0, merchants: [merchant] });
  try {
    await bench(gateway.url, merchant, dir, { total, concurrency, sellers });
  } finally {
    await gateway.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function bench(
  gatewayUrl: string,
  merchant: { id: string; secret: string },
  dir: string,
  { total, concurrency, sellers }: { total: number; concurrency: number; sellers: number },
) {
  const config = parseConfig({
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    NODE_ENV: 'production',
    DATA_DIR: dir,
    DATABASE_POOL_SIZE: String(concurrency + 4),
    LOG_LEVEL: 'silent',
    DEMO_SEED: 'false',
    JOBS_ENABLED: 'false',
    RATE_LIMIT_PER_MINUTE: '1000000',
    PAYMENT_GATEWAY_URL: gatewayUrl,
    PAYMENT_GATEWAY_MERCHANT_ID: merchant.id,
    PAYMENT_GATEWAY_SECRET: merchant.secret,
  });
  const { app, ctx } = await createServer(config, { logger: false });
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const addr = app.server.address();
    const url = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
    config.APP_URL = url;

    const now = Date.now();
    const run = now.toString(36);
    const users = Array.from({ length: sellers }, (_, i) =>
      newUserRow({
        id: newId(now + i),
        email: `bench.${run}.${i}@recharge-bench.example`,
        password_hash: '-',
        role: 'user',
        username: `Bench seller ${i}`,
        account_id: `rbench-${run}-${i}`,
        invite_code: `R${run}${i}`.toUpperCase().slice(0, 20),
        referred_by: null,
        verifiedAt: now,
        now,
      }),
    );
    for (let i = 0; i < users.length; i += 100)
      await ctx.db
        .insertInto('users')
        .values(users.slice(i, i + 100))
        .execute();

    /** Runs `work(i)` for i < total, `concurrency` at a time. */
    const timed = async (work: (i: number) => Promise<void>) => {
      const latencies: number[] = [];
      let next = 0;
      const started = performance.now();
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          for (let i = next++; i < total; i = next++) {
            const t0 = performance.now();
            await work(i);
            latencies.push(performance.now() - t0);
          }
        }),
      );
      return figures(latencies, (performance.now() - started) / 1000);
    };

    const amount = (i: number) => 1_000 + (i % 9) * 250;
    const made: { reference: string; paymentId: string; amount: number }[] = [];
    const created = await timed(async (i) => {
      const r = await create(
        ctx,
        { userId: users[i % sellers]!.id, emailVerified: true },
        { method: 'card', amountCents: amount(i), currency: 'USD' },
      );
      const row = await ctx.db
        .selectFrom('recharges')
        .select('gateway_payment_id')
        .where('id', '=', r.id)
        .executeTakeFirstOrThrow();
      made[i] = { reference: r.reference, paymentId: row.gateway_payment_id ?? '', amount: amount(i) };
    });

    const events = made.map((m) => {
      const id = `evt_${randomBytes(12).toString('hex')}`;
      const body = JSON.stringify({
        id,
        type: 'payment.succeeded',
        created_at: new Date().toISOString(),
        data: {
          payment_id: m.paymentId,
          merchant_order_no: m.reference,
          amount: m.amount,
          currency: 'USD',
          status: 'paid',
          failure_code: null,
          failure_message: null,
          card_last4: '4242',
        },
      });
      return { id, body };
    });
    const load = { url, merchant, concurrency };
    const outcomes = new Map<string, number>();
    const notified = await loadInWorker({ ...load, events }, outcomes);
    const replayed = await loadInWorker({ ...load, events }, outcomes);

    const succeeded = await ctx.db
      .selectFrom('recharges')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'succeeded')
      .executeTakeFirstOrThrow();
    const credited = await ctx.db
      .selectFrom('ledger_accounts')
      .select((eb) => eb.fn.sum<number>('balance_minor').as('sum'))
      .where('kind', '=', 'wallet')
      .executeTakeFirstOrThrow();
    const expected = made.reduce((s, m) => s + m.amount, 0);
    const report = await reconcile(ctx.db, Date.now());
    const engine = ctx.engine === 'sqlite' ? 'SQLite (WAL, synchronous=FULL)' : 'PostgreSQL';
    const ok = Number(succeeded.n) === total && Number(credited.sum) === expected && report.ok;
    console.log(
      [
        `Recharge notifications on ${engine}: ${total.toLocaleString('en-US')} card recharges, ${concurrency} in flight, ${sellers} sellers`,
        `  create (recharge + gateway payment over HTTP): ${created}`,
        `  success notifications (verify, record, move, credit, invoice): ${notified}`,
        `  the same notifications again (acknowledged, nothing moves): ${replayed}`,
        `  answers: ${[...outcomes].map(([k, n]) => `${k} × ${n}`).join(', ')}`,
        `  ${Number(succeeded.n).toLocaleString('en-US')} succeeded, wallets hold ${(Number(credited.sum) / 100).toFixed(2)} USD (expected ${(expected / 100).toFixed(2)}); reconciliation ${report.ok ? 'passed' : 'FAILED'}`,
      ].join('\n'),
    );
    if (!ok) process.exitCode = 1;
  } finally {
    await app.close();
  }
}

interface Load {
  url: string;
  merchant: { id: string; secret: string };
  concurrency: number;
  events: { id: string; body: string }[];
}

interface LoadResult {
  latencies: number[];
  seconds: number;
  outcomes: [string, number][];
}

/**
 * The gateway's side: posts every event, signed as the gateway signs them, `concurrency` at a time. It runs in a
 * worker thread so the client's own work does not eat into the server's event loop.
 */
async function postAll(load: Load): Promise<LoadResult> {
  const outcomes = new Map<string, number>();
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: load.concurrency }, async () => {
      for (let i = next++; i < load.events.length; i = next++) {
        const e = load.events[i]!;
        const t0 = performance.now();
        const timestamp = unixNow();
        const res = await fetch(`${load.url}/api/payments/gateway/notify`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [SANDBOX_HEADERS.merchant]: load.merchant.id,
            [SANDBOX_HEADERS.eventId]: e.id,
            [SANDBOX_HEADERS.timestamp]: timestamp,
            [SANDBOX_HEADERS.signature]: hmacHex(load.merchant.secret, bodySigningText(timestamp, e.body)),
          },
          body: e.body,
        });
        const answer = (await res.json()) as { outcome?: string; code?: string };
        latencies.push(performance.now() - t0);
        const key = `${res.status} ${answer.outcome ?? answer.code ?? ''}`;
        outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
      }
    }),
  );
  return { latencies, seconds: (performance.now() - started) / 1000, outcomes: [...outcomes] };
}

/** Runs postAll in a worker thread; adds its answers to `outcomes` and returns its figures. */
async function loadInWorker(load: Load, outcomes: Map<string, number>): Promise<string> {
  const r = await inWorker<LoadResult>(import.meta.url, load);
  for (const [k, n] of r.outcomes) outcomes.set(k, (outcomes.get(k) ?? 0) + n);
  return figures(r.latencies, r.seconds);
}

benchEntry(main, postAll);
