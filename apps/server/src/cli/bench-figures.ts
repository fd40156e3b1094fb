import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Insertable } from 'kysely';
import type { Ctx } from '../context.js';
import type { OrderItemsTable } from '../db/schema.js';
import { migrate, openDatabase } from '../db/database.js';
import { prng } from '../db/seed/catalogue/generate.js';
import { newId } from '../lib/ids.js';
import { DAY, HOUR, localDay } from '../lib/time.js';
import { rebuildFigures } from '../modules/dashboard/order-figures.js';
import { figures as sellerFigures, productFigures } from '../modules/dashboard/figures.service.js';
import { newOrderRow } from '../modules/orders/order-row.js';
import type { OrderRow } from '../modules/orders/orders.repo.js';
import { newUserRow } from '../modules/users/users.repo.js';
import { measure, saveResults, describe, type BenchResult } from './bench-support.js';

/**
 * npm run bench:figures -- [--orders 100000] [--reads 300]
 *
 * One seller with `orders` paid orders over the past year (two stores and manual orders; delivered, shipped, paid and
 * refunded; one to three lines of 300 products), counted into the daily figures by one rebuild (timed), then the
 * Workplace's figures (totals, days, stores, statuses) and its products for today, 7, 30, 90 and 365 days and one
 * store's 30 days, `reads` times each. Target: p95 ≤ 50 ms for any range.
 *
 * SQLite in a fresh temporary file; PostgreSQL in DATABASE_URL (a database of its own).
 */
async function main() {
  const { values } = parseArgs({
    options: { orders: { type: 'string', default: '100000' }, reads: { type: 'string', default: '300' } },
  });
  const orderCount = Number(values.orders);
  const reads = Number(values.reads);
  console.log(`Machine: ${os.availableParallelism()} cores · load ${os.loadavg()[0]?.toFixed(2)} at the start`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dropport-bench-figures-'));
  const handle = openDatabase({
    databaseUrl: process.env.DATABASE_URL,
    sqliteFile: path.join(dir, 'figures.sqlite'),
    poolSize: 4,
  });
  const { db } = handle;
  const engine = handle.engine === 'sqlite' ? 'sqlite' : 'postgres';
  const results: BenchResult[] = [];
  try {
    await migrate(db);
    const now = Date.now();
    const run = now.toString(36);
    const userId = `figures-${run}`;
    await db
      .insertInto('users')
      .values(
        newUserRow({
          id: userId,
          email: `seller.${run}@figures-bench.example`,
          password_hash: 'x',
          role: 'user',
          username: '',
          account_id: `acct-${run}`,
          invite_code: `FIG${run}`.toUpperCase(),
          referred_by: null,
          verifiedAt: now,
          now,
        }),
      )
      .execute();
    const stores = [`store-a-${run}`, `store-b-${run}`];
    for (const id of stores)
      await db
        .insertInto('stores')
        .values({
          id,
          user_id: userId,
          platform: 'shopify',
          shop_domain: `${id}.myshopify.com`,
          name: id,
          currency: 'USD',
          access_token_enc: null,
          scopes: '',
          status: 'active',
          linked_at: now,
          updated_at: now,
        })
        .execute();

    // The orders, as payment would have left them (their day, units and revenue fixed), in batches.
    const rnd = prng(20_261_128).next;
    const seedStarted = Date.now();
    let batch: OrderRow[] = [];
    let lines: Insertable<OrderItemsTable>[] = [];
    for (let i = 0; i < orderCount; i++) {
      const paidAt = now - Math.floor(rnd() * 365 * DAY);
      const r = rnd();
      const status = r < 0.7 ? 'delivered' : r < 0.82 ? 'shipped' : r < 0.95 ? 'paid' : 'refunded';
      const storeId = rnd() < 0.8 ? (stores[Math.floor(rnd() * stores.length)] ?? null) : null;
      const cost = 800 + Math.floor(rnd() * 4000);
      const id = newId(paidAt);
      // One to three lines of 300 products, the popular ones more often.
      let units = 0;
      const lineCount = 1 + Math.floor(rnd() * rnd() * 3);
      for (let k = 0; k < lineCount; k++) {
        const quantity = 1 + Math.floor(rnd() * rnd() * 4);
        units += quantity;
        lines.push({
          id: `${id}-${k}`,
          order_id: id,
          position: k,
          store_line_id: null,
          store_product_id: null,
          store_variant_id: null,
          title: 'Product',
          variant_title: null,
          sku: null,
          quantity,
          image: null,
          product_id: 1 + Math.floor(rnd() * rnd() * 300),
          variant_id: null,
          unit_cost_cents: 300 + Math.floor(rnd() * 2000),
          weight_g: null,
          store_unit_price_minor: storeId ? 900 + Math.floor(rnd() * 4000) : null,
          source: null,
          seller_sku_id: null,
        });
      }
      const shippedAt = status === 'delivered' || status === 'shipped' ? paidAt + Math.floor((12 + rnd() * 60) * HOUR) : null;
      batch.push(
        newOrderRow({
          id,
          user_id: userId,
          order_no: `DPF${run}${i}`,
          source: storeId ? 'store' : 'manual',
          store_id: storeId,
          store_order_id: storeId ? `so-${i}` : null,
          status,
          customer_name: 'Buyer',
          ship_name: 'Buyer',
          ship_address1: 'Street 1',
          ship_city: 'City',
          total_cents: cost,
          paid_cents: cost,
          refunded_cents: status === 'refunded' ? cost : 0,
          paid_at: paidAt,
          paid_day: localDay(paidAt, 'UTC'),
          // The units agree with the lines, so the rebuild only scans, as on real data.
          units,
          revenue_cents: storeId ? Math.round(cost * (1.4 + rnd())) : null,
          shipped_at: shippedAt,
          delivered_at: status === 'delivered' && shippedAt ? shippedAt + Math.floor((3 + rnd() * 10) * DAY) : null,
          cancelled_at: status === 'refunded' ? paidAt + HOUR : null,
          created_at: paidAt,
          updated_at: paidAt,
        }),
      );
      if (batch.length === 500 || i === orderCount - 1) {
        await db.insertInto('orders').values(batch).execute();
        for (let k = 0; k < lines.length; k += 1000)
          await db
            .insertInto('order_items')
            .values(lines.slice(k, k + 1000))
            .execute();
        batch = [];
        lines = [];
      }
    }
    console.log(
      `Seeded ${orderCount.toLocaleString('en-US')} paid orders of one seller over a year in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`,
    );
    const rebuildStarted = Date.now();
    await rebuildFigures(db, userId);
    const rebuildMs = Date.now() - rebuildStarted;
    const rows = await db
      .selectFrom('seller_daily')
      .select(db.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirst();
    console.log(`Counted into ${Number(rows?.n ?? 0)} daily rows by one rebuild in ${(rebuildMs / 1000).toFixed(1)} s`);
    results.push({
      name: `figures: rebuild of ${orderCount.toLocaleString('en-US')} orders`,
      value: `${(rebuildMs / 1000).toFixed(1)} s`,
    });

    const ctx = { db, now: () => Date.now() } as unknown as Ctx;
    const today = localDay(now, 'UTC');
    const back = (days: number) => localDay(now - (days - 1) * DAY, 'UTC');
    const cases: [string, { from: string; to: string; storeId?: string }][] = [
      ['today', { from: today, to: today }],
      ['7 days', { from: back(7), to: today }],
      ['30 days', { from: back(30), to: today }],
      ['90 days', { from: back(90), to: today }],
      ['365 days', { from: back(365), to: today }],
      ['one store, 30 days', { from: back(30), to: today, storeId: stores[0]! }],
    ];
    console.log(`The seller's figures, ${reads} reads a range, one at a time (target p95 ≤ 50 ms):`);
    const timed = async (name: string, read: () => Promise<string>) => {
      const latencies: number[] = [];
      const started = process.hrtime.bigint();
      let said = '';
      for (let i = 0; i < reads; i++) {
        const t = process.hrtime.bigint();
        said = await read();
        latencies.push(Number(process.hrtime.bigint() - t) / 1e6);
      }
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const f = measure(latencies, seconds);
      console.log(`  ${name}: ${describe(f, seconds)}; ${said}`);
      results.push({ name: `figures: ${name}`, p50: f.p50, p95: f.p95, target: { p95: 50 }, met: f.p95 <= 50 });
    };
    for (const [name, q] of cases)
      await timed(name, async () => `${(await sellerFigures(ctx, userId, q)).current.orders.toLocaleString('en-US')} orders`);
    for (const [name, q] of cases)
      await timed(`products, ${name}`, async () => `${(await productFigures(ctx, userId, q)).products.length} products`);
    saveResults('figures', engine, results);
    console.log(
      `Machine load ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')} (1, 5, 15 min) at the end`,
    );
  } finally {
    await handle.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
