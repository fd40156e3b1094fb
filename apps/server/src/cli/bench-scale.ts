import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createServer } from '../app.js';
import { parseConfig } from '../config.js';
import { orderBody, saveResults } from './bench-support.js';
import { seedCatalogue } from '../db/seed/catalogue/generate.js';
import { newId } from '../lib/ids.js';
import { hashPassword } from '../lib/secrets.js';
import { credit } from '../modules/ledger/ledger.js';
import { reconcile } from '../modules/ledger/reconciliation.js';
import { newUserRow } from '../modules/users/users.repo.js';

/**
 * npm run bench:scale -- [--processes 1,2,3] [--seconds 10] [--sellers 8] [--payments 600] [--webhooks 400]
 *
 * The scale-out figure, on the PostgreSQL database in DATABASE_URL (give it one of its own): for each count of
 * server processes, all on that one database behind one port (Node's cluster hands connections round-robin to the
 * processes, as a load balancer would), it measures signed-in market list requests and order payments (each a POST
 * /api/orders/pay of one order from a seller's wallet), then sends signed orders/create webhooks spread over the
 * processes and proves that each delivery became one order and every job of the run ran once. It ends with a
 * reconciliation of the ledger.
 */
const PASSWORD = 'Bench-Scale-Kite-2026';
const SECRET = randomBytes(24).toString('hex');
const here = path.dirname(fileURLToPath(import.meta.url));
const CLUSTER = path.resolve(here, '../../../scripts/lib/cluster.mjs');

interface Seller {
  id: string;
  email: string;
  shop: string;
  auth: string;
}

async function main() {
  const { values } = parseArgs({
    options: {
      processes: { type: 'string', default: '1,2,3' },
      seconds: { type: 'string', default: '10' },
      sellers: { type: 'string', default: '8' },
      payments: { type: 'string', default: '600' },
      webhooks: { type: 'string', default: '400' },
      products: { type: 'string', default: '20000' },
      port: { type: 'string', default: '3399' },
    },
  });
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    console.error('bench:scale measures several processes on one PostgreSQL: set DATABASE_URL to a database of its own.');
    process.exit(2);
  }
  const port = Number(values.port);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dropport-bench-scale-'));
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    DATA_DIR: dir,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DEMO_SEED: 'false',
    JOBS_ENABLED: 'true',
    JOBS_POLL_MS: '200',
    RATE_LIMIT_PER_MINUTE: '1000000',
    SANDBOX_GATEWAY_ENABLED: 'false',
    SHOPIFY_STANDIN_ENABLED: 'false',
    SHOPIFY_HOST: 'localhost:9',
    SHOPIFY_API_SECRET: SECRET,
    PAYMENT_GATEWAY_SECRET: randomBytes(24).toString('hex'),
    STORE_TOKEN_KEY: randomBytes(32).toString('hex'),
  };
  const config = parseConfig({ ...env, JOBS_ENABLED: 'false', LOG_LEVEL: 'silent' });
  const { app, ctx } = await createServer(config, { logger: false });
  const run = Date.now().toString(36);
  const sellers: Seller[] = [];
  let variants: number[] = [];
  try {
    const { n } = await ctx.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    if (Number(n) === 0) {
      console.log(`Seeding ${values.products} products…`);
      await ctx.db.transaction().execute((trx) => seedCatalogue(trx, { products: Number(values.products), now: Date.now() }));
    }
    const hash = await hashPassword(PASSWORD);
    for (let i = 0; i < Number(values.sellers); i++) {
      const now = Date.now();
      const row = newUserRow({
        id: newId(now),
        email: `scale.${run}.${i}@scale-bench.example`,
        password_hash: hash,
        role: 'user',
        username: `Scale seller ${i}`,
        account_id: `scale-${run}-${i}`,
        invite_code: `S${run}${i}`.toUpperCase().slice(0, 20),
        referred_by: null,
        verifiedAt: now,
        now,
      });
      await ctx.db.insertInto('users').values(row).execute();
      const shop = `scale-${run}-${i}.myshopify.com`;
      await ctx.db
        .insertInto('stores')
        .values({
          id: newId(now),
          user_id: row.id,
          platform: 'shopify',
          shop_domain: shop,
          name: `Scale shop ${i}`,
          currency: 'USD',
          access_token_enc: null,
          // Without read_orders the scheduled pull leaves these token-less stores alone (it would fail and retry);
          // webhooks are taken in whatever the scopes.
          scopes: 'write_products',
          status: 'active',
          linked_at: now,
          updated_at: now,
        })
        .execute();
      await credit(ctx.db, {
        userId: row.id,
        amountCents: 50_000_000,
        currency: 'USD',
        key: `scale:${run}:${i}`,
        kind: 'recharge_card',
        from: 'gateway_clearing',
        reference: `SCALE-${i}`,
      });
      sellers.push({ id: row.id, email: row.email, shop, auth: '' });
    }
    // Variants a US address can receive: of listed products in stock, shipped from a US warehouse.
    variants = (
      await ctx.db
        .selectFrom('product_variants as v')
        .innerJoin('products as p', 'p.id', 'v.product_id')
        .select('v.id')
        .where('p.listed', '=', 1)
        .where('p.status', '=', 'active')
        .where('p.ship_from_country', '=', 'US')
        .where('v.stock', '>', 1000)
        .limit(50)
        .execute()
    ).map((r) => Number(r.id));
  } finally {
    await app.close();
  }

  const rows: Record<string, string | number>[] = [];
  const results: unknown[] = [];
  for (const processes of values.processes.split(',').map(Number)) {
    const cluster = spawn(process.execPath, [CLUSTER], {
      env: { ...env, CLUSTER_WORKERS: String(processes) },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    try {
      const base = `http://127.0.0.1:${port}`;
      await waitReady(base, cluster);
      for (const s of sellers) s.auth = await signIn(base, s.email);
      const started = Date.now();

      // Market list, signed in, 20 connections.
      const listPaths = ['newest', 'costAsc', 'popular', 'costDesc'].flatMap((sort) =>
        ['', '&shipFrom=US', '&shipFrom=CN', '&costMin=500&costMax=2000'].map((f) => `/api/market/products?sort=${sort}${f}`),
      );
      const market = await timed(Number(values.seconds) * 1000, 20, (i) =>
        call(base, 'GET', listPaths[i % listPaths.length]!, sellers[i % sellers.length]!.auth),
      );

      // Payments: orders made first (not timed), then each paid on its own from the seller's wallet.
      const orders: { id: string; seller: Seller }[] = [];
      const perSeller = Math.ceil(Number(values.payments) / sellers.length);
      await Promise.all(
        sellers.map(async (s, si) => {
          for (let k = 0; k < perSeller; k++) {
            const res = await call(base, 'POST', '/api/orders/manual', s.auth, {
              items: [{ variantId: variants[(si * perSeller + k) % variants.length], quantity: 1 }],
              address: {
                name: 'Ada Lovelace',
                address1: '1600 Amphitheatre Parkway',
                city: 'Mountain View',
                provinceCode: 'CA',
                postalCode: '94043',
                countryCode: 'US',
                phone: '+1 650 253 0000',
              },
            });
            if (res.status !== 201) throw new Error(`manual order: ${res.status} ${res.text.slice(0, 300)}`);
            orders.push({ id: (JSON.parse(res.text) as { id: string }).id, seller: s });
          }
        }),
      );
      let paid = 0;
      const payments = await timed(Infinity, 16, async (i) => {
        const o = orders[i];
        if (!o) return 0;
        const res = await call(base, 'POST', '/api/orders/pay', o.seller.auth, {
          orderIds: [o.id],
          idempotencyKey: randomUUID(),
        });
        if (res.status === 200 && (JSON.parse(res.text) as { paidCount: number }).paidCount === 1) paid++;
        return res.status;
      });

      // Webhooks, spread over the processes by the cluster; each must become exactly one order.
      const first = 90_000_000 + processes * 1_000_000;
      const deliveries = Number(values.webhooks);
      await timed(Infinity, 16, async (i) => {
        if (i >= deliveries) return 0;
        const s = sellers[i % sellers.length]!;
        const body = orderBody(first + i, 'SCALE-1');
        const res = await fetch(`${base}/api/webhooks/shopify`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-shopify-topic': 'orders/create',
            'x-shopify-shop-domain': s.shop,
            'x-shopify-api-version': '2026-01',
            'x-shopify-webhook-id': randomUUID(),
            'x-shopify-hmac-sha256': createHmac('sha256', SECRET).update(body).digest('base64'),
          },
          body,
        });
        await res.arrayBuffer();
        return res.status;
      });
      const proof = await waitForIntake(databaseUrl, sellers, deliveries, started);
      rows.push({
        processes,
        'list req/s': market.rps,
        'list p99 ms': market.p99,
        'pay req/s': payments.rps,
        'pay p99 ms': payments.p99,
        paid: `${paid}/${orders.length}`,
        webhooks: `${proof.orders} orders from ${deliveries}`,
        'jobs run once': `${proof.once}/${proof.jobs}`,
      });
      results.push({ processes, market, payments, paid, toPay: orders.length, deliveries, ...proof });
    } finally {
      cluster.kill('SIGTERM');
      await new Promise((r) => cluster.once('exit', r));
    }
  }
  const check = await verifyLedger(config.DATABASE_URL ?? '', dir);
  console.log(`\nScale-out on PostgreSQL · ${os.availableParallelism()} cores · load ${os.loadavg()[0]?.toFixed(2)}`);
  const cols = Object.keys(rows[0] ?? {});
  console.log(cols.join(' | '));
  for (const r of rows) console.log(cols.map((c) => r[c]).join(' | '));
  console.log(`ledger reconciliation: ${check}`);
  saveResults(
    'scale',
    'postgres',
    rows.map((r) => ({
      name: `${r.processes} process(es): list / pay`,
      rps: `${r['list req/s']} / ${r['pay req/s']}`,
      p99: `${r['list p99 ms']} / ${r['pay p99 ms']}`,
      value: `${r.webhooks}; jobs once ${r['jobs run once']}`,
    })),
    { raw: results, ledger: check },
  );
  fs.rmSync(dir, { recursive: true, force: true });
}

async function verifyLedger(databaseUrl: string, dir: string): Promise<string> {
  const config = parseConfig({ DATABASE_URL: databaseUrl, DATA_DIR: dir, JOBS_ENABLED: 'false', LOG_LEVEL: 'silent' });
  const { app, ctx } = await createServer(config, { logger: false });
  try {
    const report = await reconcile(ctx.db, Date.now());
    const failed = report.checks.filter((c) => !c.ok).map((c) => c.check);
    return report.ok ? `ok (${report.transactions} transactions)` : `FAILED: ${failed.join(', ')}`;
  } finally {
    await app.close();
  }
}

/** Waits until the run's deliveries are orders, then counts orders per delivery and the run's jobs by attempts. */
async function waitForIntake(databaseUrl: string, sellers: Seller[], deliveries: number, since: number) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const ids = sellers.map((s) => s.id);
    const count = async () =>
      (
        await client.query<{ n: number; distinct_n: number }>(
          `select count(*)::int as n, count(distinct store_order_id)::int as distinct_n from orders
            where user_id = any($1) and source <> 'manual' and created_at >= $2`,
          [ids, since],
        )
      ).rows[0]!;
    const deadline = Date.now() + 120_000;
    let c = await count();
    while (c.n < deliveries && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 250));
      c = await count();
    }
    // Settled: no job of the run left queued or running.
    for (;;) {
      const busy = await client.query(`select 1 from jobs where created_at >= $1 and status in ('queued','running') limit 1`, [
        since,
      ]);
      if (busy.rowCount === 0 || Date.now() > deadline) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const jobs = (
      await client.query<{ jobs: number; once: number }>(
        `select count(*)::int as jobs, count(*) filter (where status = 'done' and attempts = 1)::int as once
          from jobs where created_at >= $1`,
        [since],
      )
    ).rows[0]!;
    return { orders: c.n, distinctOrders: c.distinct_n, jobs: jobs.jobs, once: jobs.once };
  } finally {
    await client.end();
  }
}

async function waitReady(base: string, child: ChildProcess) {
  let exited = false;
  child.once('exit', () => (exited = true));
  for (let i = 0; i < 600; i++) {
    if (exited) throw new Error('the servers stopped at start (their message is above)');
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the servers did not start');
}

async function signIn(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/v1/users/loginByPwd`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: email, password: PASSWORD }).toString(),
  });
  const who = (await res.json()) as { id: string; session: { token: string } };
  return `Basic ${Buffer.from(`${who.id}:${who.session.token}`).toString('base64')}`;
}

async function call(base: string, method: string, p: string, auth: string, json?: unknown) {
  const res = await fetch(`${base}${p}`, {
    method,
    headers: { authorization: auth, ...(json ? { 'content-type': 'application/json' } : {}) },
    body: json ? JSON.stringify(json) : undefined,
  });
  return { status: res.status, text: await res.text() };
}

/** Runs `work(i)` for i = 0, 1, … on `concurrency` loops until `ms` pass or work answers 0 (nothing left). */
async function timed(ms: number, concurrency: number, work: (i: number) => Promise<unknown>) {
  const latencies: number[] = [];
  let next = 0;
  let failed = 0;
  const end = performance.now() + ms;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const t = performance.now();
        const r = await work(next++);
        if (r === 0) return;
        if (typeof r === 'number' && (r < 200 || r > 299)) failed++;
        if (typeof r === 'object' && r && 'status' in r && ((r.status as number) < 200 || (r.status as number) > 299)) failed++;
        latencies.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    +(latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0).toFixed(1);
  return { requests: latencies.length, rps: Math.round(latencies.length / seconds), p50: pct(50), p99: pct(99), failed };
}

/** An orders/create body as Shopify sends it (REST shape), its line mapped by the catalogue SKU of no product. */
main().catch((err: unknown) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
