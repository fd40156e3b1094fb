import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import http from 'node:http';
import { sql } from 'kysely';
import { createServer } from '../app.js';
import {
  benchEntry,
  describe,
  measure,
  inWorker,
  orderBody,
  saveResults,
  type BenchResult,
  type Figures,
} from './bench-support.js';
import { parseConfig } from '../config.js';
import { newId } from '../lib/ids.js';
import { hashPassword } from '../lib/secrets.js';
import { newUserRow } from '../modules/users/users.repo.js';
import { newOrderRow } from '../modules/orders/order-row.js';
import { backup as backupData } from '../modules/system/backup.js';
import { findPgTool } from '../modules/system/backup-postgres.js';
import type { OrderRow } from '../modules/orders/orders.repo.js';

/**
 * npm run bench:orders -- [--rate 200] [--seconds 30] [--orders 100000]
 *
 * Two figures of the orders issue, against the app on a real HTTP port (a fresh SQLite file, or the PostgreSQL
 * database in DATABASE_URL: give it a database of its own):
 *
 * 1. Webhook acknowledgement: signed orders/create deliveries at a steady `rate` per second for `seconds` (an open
 *    loop: each is sent at its planned time whatever the answers do, and timed from then), with the job worker on,
 *    taking the orders in behind the answers. Then waits until every order is in.
 * 2. The seller's orders list over `orders` orders of one seller: tabs by status, newest first, 20 a page, the first
 *    page and pages deep by cursor, and the tab counts, 8 requests in flight.
 */
const SECRET = randomBytes(24).toString('hex');
const SHOP = 'bench-shop.myshopify.com';
const PASSWORD = 'Bench-Orders-Kite-2026';

async function main() {
  const { values } = parseArgs({
    options: {
      rate: { type: 'string', default: '200' },
      seconds: { type: 'string', default: '30' },
      orders: { type: 'string', default: '100000' },
    },
  });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dropport-bench-orders-'));
  const config = parseConfig({
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    NODE_ENV: 'production',
    DATA_DIR: dir,
    DATABASE_POOL_SIZE: '16',
    LOG_LEVEL: 'silent',
    DEMO_SEED: 'false',
    RATE_LIMIT_PER_MINUTE: '1000000',
    SHOPIFY_API_SECRET: SECRET,
    SHOPIFY_HOST: 'localhost:9',
    SHOPIFY_STANDIN_ENABLED: 'false',
  });
  const { app, ctx } = await createServer(config, { logger: false });
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const addr = app.server.address();
    const url = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
    config.APP_URL = url;
    const now = Date.now();
    const run = now.toString(36);
    const seller = newUserRow({
      id: newId(now),
      email: `bench.${run}@orders-bench.example`,
      password_hash: await hashPassword(PASSWORD),
      role: 'user',
      username: 'Bench seller',
      account_id: `obench-${run}`,
      invite_code: `O${run}`.toUpperCase().slice(0, 20),
      referred_by: null,
      verifiedAt: now,
      now,
    });
    await ctx.db.insertInto('users').values(seller).execute();
    const storeId = newId(now);
    await ctx.db
      .insertInto('stores')
      .values({
        id: storeId,
        user_id: seller.id,
        platform: 'shopify',
        shop_domain: SHOP,
        name: 'Bench shop',
        currency: 'USD',
        access_token_enc: null,
        // Without read_orders the scheduled pull leaves this token-less store alone (it would fail and retry);
        // webhooks are taken in whatever the scopes.
        scopes: 'write_products',
        status: 'active',
        linked_at: now,
        updated_at: now,
      })
      .execute();
    ctx.jobs.start();
    const engine = ctx.engine === 'sqlite' ? 'SQLite (WAL, synchronous=FULL)' : 'PostgreSQL';

    // 1. Webhooks at a steady rate.
    const rate = Number(values.rate);
    const total = rate * Number(values.seconds);
    const bodies = Array.from({ length: total }, (_, i) => orderBody(10_000_000 + i));
    const acks = await deliverInWorker({ url, rate, bodies, secret: SECRET });
    const t0 = performance.now();
    for (;;) {
      const n = await ctx.db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('store_id', '=', storeId)
        .executeTakeFirstOrThrow();
      if (Number(n.n) >= total || performance.now() - t0 > 120_000) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const intake = (performance.now() - t0) / 1000;
    const taken = await ctx.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('store_id', '=', storeId)
      .executeTakeFirstOrThrow();

    // 2. The orders list over many orders.
    await ctx.jobs.stop();
    const want = Number(values.orders) - Number(taken.n);
    const statuses = ['awaiting_payment', 'paid', 'processing', 'shipped', 'delivered', 'on_hold', 'cancelled'] as const;
    const started = Date.now() - want * 60_000;
    for (let i = 0; i < want; i += 500) {
      const rows: OrderRow[] = [];
      for (let j = i; j < Math.min(want, i + 500); j++) {
        const at = started + j * 60_000;
        rows.push(
          newOrderRow({
            id: newId(at),
            user_id: seller.id,
            order_no: `DB${run}${j}`,
            source: 'manual',
            status: statuses[j % statuses.length],
            customer_name: `Buyer ${j}`,
            ship_name: `Buyer ${j}`,
            ship_address1: `${j} Main Street`,
            ship_city: 'Springfield',
            ship_country: ['US', 'DE', 'FR', 'BR', 'ES'][j % 5]!,
            item_count: 1 + (j % 3),
            first_item_title: `Product ${j % 500}`,
            products_cents: 1000 + (j % 50) * 10,
            total_cents: 1500 + (j % 50) * 10,
            search_text: `db${run}${j} buyer ${j} sku-${j % 500}`,
            created_at: at,
            updated_at: at,
          }),
        );
      }
      await ctx.db.insertInto('orders').values(rows).execute();
    }
    if (ctx.engine === 'postgres') await sql`analyze orders`.execute(ctx.db);
    const login = await fetch(`${url}/v1/users/loginByPwd`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: seller.email, password: PASSWORD }).toString(),
    });
    const who = (await login.json()) as { id: string; session: { token: string } };
    const auth = `Basic ${Buffer.from(`${who.id}:${who.session.token}`).toString('base64')}`;
    const count = await ctx.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', seller.id)
      .executeTakeFirstOrThrow();
    const get = async (p: string) => {
      const res = await fetch(`${url}${p}`, { headers: { authorization: auth } });
      if (res.status !== 200) throw new Error(`${p}: ${res.status} ${await res.text()}`);
      return (await res.json()) as { nextCursor?: string | null };
    };
    // Cursors some pages deep in each tab, for the deep-page requests.
    const deep: string[] = [];
    for (const s of statuses) {
      let cursor: string | null | undefined;
      for (let p = 0; p < 20; p++)
        cursor = (await get(`/api/orders?status=${s}&limit=20${cursor ? `&cursor=${cursor}` : ''}`)).nextCursor;
      if (cursor) deep.push(`/api/orders?status=${s}&limit=20&cursor=${cursor}`);
    }
    const phase = async (paths: (i: number) => string, n = 4000) => {
      const lat: number[] = [];
      let next = 0;
      const s0 = performance.now();
      await Promise.all(
        Array.from({ length: 8 }, async () => {
          for (let i = next++; i < n; i = next++) {
            const t = performance.now();
            await get(paths(i));
            lat.push(performance.now() - t);
          }
        }),
      );
      const seconds = (performance.now() - s0) / 1000;
      return { ...measure(lat, seconds), seconds };
    };
    const first = await phase((i) => `/api/orders?status=${statuses[i % statuses.length]}&limit=20`);
    const deepPages = await phase((i) => deep[i % deep.length]!);
    const all = await phase((i) => `/api/orders?limit=20${i % 2 ? '&country=DE' : ''}`);
    const counts = await phase(() => `/api/orders/counts`, 1000);
    const search = await phase((i) => `/api/orders?q=buyer%20${(i * 7919) % Number(values.orders)}&limit=20`, 1000);
    // What a Prometheus scrape costs at this size: the first reconciles the whole ledger, the next reuse that for 5 min.
    const scrape = async () => {
      const t = performance.now();
      const res = await fetch(`${url}/metrics`);
      await res.text();
      if (!res.ok) throw new Error(`/metrics answered ${res.status}`);
      return performance.now() - t;
    };
    const scrapes = { first: await scrape(), next: await scrape() };
    const scrapeText = `first ${scrapes.first.toFixed(0)} ms (reconciles the ledger), then ${scrapes.next.toFixed(0)} ms`;
    // A backup of the whole data folder at this size (npm run backup: PostgreSQL's needs pg_dump on the machine).
    const canBackUp = ctx.engine === 'sqlite' || findPgTool('pg_dump') !== null;
    const backup = canBackUp ? (await backupData(config, path.join(dir, 'backups'))).manifest : null;
    const backupText = backup ? `${(backup.databaseBytes / 1024 / 1024).toFixed(1)} MB in ${backup.ms} ms` : '';
    const line = (f: Figures & { seconds: number; failed?: number }) =>
      `${describe(f, f.seconds)}${f.failed ? `, ${f.failed} not 200` : ''}`;
    console.log(
      [
        `Orders on ${engine}`,
        `  orders/create webhooks at ${rate}/s for ${values.seconds} s (${total.toLocaleString('en-US')} deliveries, job worker on): acknowledgement ${line(acks)}`,
        `  all ${Number(taken.n).toLocaleString('en-US')} orders taken in ${intake.toFixed(1)} s after the last delivery`,
        `  orders list over ${Number(count.n).toLocaleString('en-US')} orders of one seller, 8 in flight:`,
        `    first page of a status tab: ${line(first)}`,
        `    20 pages deep by cursor: ${line(deepPages)}`,
        `    every status (half by country): ${line(all)}`,
        `    tab counts: ${line(counts)}`,
        `    search (customer name): ${line(search)}`,
        `  GET /metrics at this size: ${scrapeText}`,
        ...(backup ? [`  backup of the data folder (npm run backup) at this size: ${backupText}`] : []),
      ].join('\n'),
    );
    const row = (name: string, f: Figures, target?: { p95?: number; p99?: number }): BenchResult => ({
      name,
      rps: f.rps,
      p50: f.p50,
      p95: f.p95,
      p99: f.p99,
      ...(target ? { target, met: (target.p95 ?? Infinity) >= f.p95 && (target.p99 ?? Infinity) >= f.p99 } : {}),
    });
    saveResults('orders', ctx.engine, [
      { ...row(`webhook acknowledgement at ${rate}/s, worker on`, acks, { p99: 50 }), ...(acks.failed ? { met: false } : {}) },
      { name: 'webhook orders taken after the last delivery', value: `${intake.toFixed(1)} s` },
      row(`first page of a status tab (${Number(count.n).toLocaleString('en-US')} orders)`, first),
      row('20 pages deep by cursor', deepPages),
      row('search (customer name)', search, { p95: 30 }),
      row('tab counts', counts, { p95: 10 }),
      { name: `GET /metrics (${Number(count.n).toLocaleString('en-US')} orders)`, value: scrapeText },
      ...(backup
        ? [{ name: `backup of the data folder (${Number(count.n).toLocaleString('en-US')} orders)`, value: backupText }]
        : []),
    ]);
    if (Number(taken.n) < total) process.exitCode = 1;
  } finally {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

interface Load {
  url: string;
  rate: number;
  bodies: string[];
  secret: string;
}

/** Shopify's side: each delivery at its planned time (i / rate seconds after the start), timed from that time. */
async function deliver(load: Load): Promise<{ latencies: number[]; seconds: number; failed: number }> {
  const latencies: number[] = [];
  let failed = 0;
  // Shopify delivers over a bounded set of connections, as a real sender does.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const post = (body: string, headers: Record<string, string>) =>
    new Promise<number>((resolve, reject) => {
      const req = http.request(`${load.url}/api/webhooks/shopify`, { method: 'POST', agent, headers }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      req.on('error', reject);
      req.end(body);
    });
  const start = performance.now() + 100;
  await Promise.all(
    load.bodies.map(async (body, i) => {
      const planned = start + (i * 1000) / load.rate;
      const wait = planned - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const status = await post(body, {
        'content-type': 'application/json',
        'x-shopify-topic': 'orders/create',
        'x-shopify-shop-domain': SHOP,
        'x-shopify-api-version': '2026-01',
        'x-shopify-webhook-id': randomUUID(),
        'x-shopify-hmac-sha256': createHmac('sha256', load.secret).update(body).digest('base64'),
      }).catch(() => 0);
      if (status !== 200) failed++;
      latencies.push(performance.now() - planned);
    }),
  );
  agent.destroy();
  return { latencies, seconds: (performance.now() - start) / 1000, failed };
}

async function deliverInWorker(load: Load): Promise<Figures & { seconds: number; failed: number }> {
  const r = await inWorker<{ latencies: number[]; seconds: number; failed: number }>(import.meta.url, load);
  return { ...measure(r.latencies, r.seconds), seconds: r.seconds, failed: r.failed };
}

benchEntry(main, deliver);
