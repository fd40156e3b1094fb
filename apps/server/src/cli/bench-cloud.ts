import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { createServer } from '../app.js';
import { parseConfig } from '../config.js';
import { seedCatalogue } from '../db/seed/catalogue/generate.js';
import { newId } from '../lib/ids.js';
import { DAY } from '../lib/time.js';
import type { Principal } from '../plugins/auth.js';
import * as inventory from '../modules/cloud-warehouse/inventory.service.js';
import { credit } from '../modules/ledger/ledger.js';
import { reconcile } from '../modules/ledger/reconciliation.js';
import * as manual from '../modules/orders/manual-orders.service.js';
import { payOne } from '../modules/orders/orders.service.js';
import { newUserRow } from '../modules/users/users.repo.js';
import { figures, measure, saveResults, type BenchResult } from './bench-support.js';

/**
 * npm run bench:cloud -- [--skus 10000] [--warehouses 5] [--movements 200000] [--reads 300] [--orders 300]
 *
 * The cloud warehouse's two figures, in process on a fresh SQLite file (or the PostgreSQL database in DATABASE_URL):
 *
 * 1. The inventory list of one seller holding `skus` SKUs in each of `warehouses` warehouses (every row with stock,
 *    some low, `movements` shipments over the last 60 days behind the 30-day sales): the first page, one warehouse,
 *    a search, a search that matches nothing (SQLite reads the seller's rows, PostgreSQL a trigram index), low
 *    stock only, and a page deep by cursor, `reads` times each. Target: p95 ≤ 30 ms.
 * 2. What allocation adds to paying an order: `orders` one-line orders paid one after another (re-priced, wallet
 *    debited, invoice, status, as the pay button does), first for a seller without stock (the supplier ships), then
 *    for one whose own stock covers every line (planned, held and recorded as movements). Target: the difference of
 *    the p95s ≤ 5 ms.
 */
async function main() {
  const { values } = parseArgs({
    options: {
      skus: { type: 'string', default: '10000' },
      warehouses: { type: 'string', default: '5' },
      movements: { type: 'string', default: '200000' },
      reads: { type: 'string', default: '300' },
      orders: { type: 'string', default: '300' },
    },
  });
  const skuCount = Number(values.skus);
  const warehouseCount = Number(values.warehouses);
  const movementCount = Number(values.movements);
  const reads = Number(values.reads);
  const orderCount = Number(values.orders);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dropport-bench-cloud-'));
  const config = parseConfig({
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    NODE_ENV: 'production',
    DATA_DIR: dir,
    DATABASE_POOL_SIZE: '8',
    LOG_LEVEL: 'silent',
    DEMO_SEED: 'false',
    JOBS_ENABLED: 'false',
    SHOPIFY_STANDIN_ENABLED: 'false',
    SANDBOX_GATEWAY_ENABLED: 'false',
  });
  const { app, ctx } = await createServer(config, { logger: false });
  const db = ctx.db;
  const engine = ctx.engine === 'sqlite' ? 'sqlite' : 'postgres';
  const results: BenchResult[] = [];
  try {
    await db.transaction().execute((trx) => seedCatalogue(trx, { products: 200, now: Date.now() }));
    const now = Date.now();
    const run = now.toString(36);
    const seller = (i: number) =>
      newUserRow({
        id: newId(now + i),
        email: `cloud.${run}.${i}@cloud-bench.example`,
        password_hash: '-',
        role: 'user',
        username: `Cloud seller ${i}`,
        account_id: `cloud-${run}-${i}`,
        invite_code: `C${run}${i}`.toUpperCase().slice(0, 20),
        referred_by: null,
        verifiedAt: now,
        now,
      });
    const [big, plain, stocked] = [seller(0), seller(1), seller(2)];
    await db.insertInto('users').values([big, plain, stocked]).execute();

    // 1. One seller's inventory: SKUs × warehouses, written directly (a seeding step, not what is measured).
    const codes = (await db.selectFrom('warehouses').select('code').orderBy('sort').execute()).map((w) => w.code);
    const warehouses = codes.slice(0, warehouseCount);
    console.log(
      `Seeding ${skuCount.toLocaleString('en-US')} SKUs × ${warehouses.length} warehouses and ${movementCount.toLocaleString('en-US')} movements…`,
    );
    const skuIds: string[] = [];
    for (let from = 0; from < skuCount; from += 500) {
      const rows = Array.from({ length: Math.min(500, skuCount - from) }, (_, k) => {
        const i = from + k;
        const id = newId(now + i);
        skuIds.push(id);
        return {
          id,
          user_id: big.id,
          variant_id: null,
          code: `BENCH-${String(i).padStart(6, '0')}`,
          name: `Bench product ${i} ${['lamp', 'mug', 'scarf', 'case', 'bottle'][i % 5]}`,
          image: null,
          weight_g: 100 + (i % 900),
          low_stock_threshold: i % 4 === 0 ? 20 : null,
          created_at: now,
        };
      });
      await db.insertInto('seller_skus').values(rows).execute();
      const stock = rows.flatMap((r, k) =>
        warehouses.map((w, j) => {
          const onHand = ((from + k) * 7 + j * 13) % 120;
          return {
            sku_id: r.id,
            warehouse_code: w,
            user_id: big.id,
            code: r.code,
            name: r.name,
            on_hand: onHand,
            reserved: Math.min(onHand, (from + k + j) % 5),
            inbound: (from + k) % 3 === 0 ? 10 : 0,
            avg_cost_cents: 250 + ((from + k) % 400),
            threshold: r.low_stock_threshold,
            low_notified: 0,
            updated_at: now,
          };
        }),
      );
      for (let i = 0; i < stock.length; i += 500)
        await db
          .insertInto('seller_stock')
          .values(stock.slice(i, i + 500))
          .execute();
    }
    for (let from = 0; from < movementCount; from += 1000) {
      const rows = Array.from({ length: Math.min(1000, movementCount - from) }, (_, k) => {
        const i = from + k;
        return {
          user_id: big.id,
          sku_id: skuIds[(i * 31) % skuIds.length]!,
          warehouse_code: warehouses[i % warehouses.length]!,
          kind: 'shipped' as const,
          on_hand_delta: -1,
          reserved_delta: -1,
          on_hand_after: 10,
          reserved_after: 0,
          order_id: null,
          purchase_id: null,
          inbound_id: null,
          reference: `DP${i}`,
          reason: null,
          actor_id: null,
          created_at: now - (i % 60) * DAY,
        };
      });
      await db.insertInto('stock_movements').values(rows).execute();
    }
    if (engine === 'postgres') await sql`analyze`.execute(db);

    const timed = async (name: string, call: () => Promise<unknown>, target: number, into = results) => {
      const l: number[] = [];
      const t = performance.now();
      for (let i = 0; i < reads; i++) {
        const t0 = performance.now();
        await call();
        l.push(performance.now() - t0);
      }
      const seconds = (performance.now() - t) / 1000;
      const f = measure(l, seconds);
      console.log(`  ${name}: ${figures(l, seconds)}`);
      into.push({ name, ...f, target: { p95: target }, met: f.p95 <= target });
    };
    console.log(`Inventory of one seller on ${engine} (${(skuCount * warehouses.length).toLocaleString('en-US')} rows):`);
    const deep = await inventory.inventory(ctx, big.id, { limit: 20, cursor: undefined });
    let cursor = deep.nextCursor ?? undefined;
    for (let i = 0; i < 100 && cursor; i++)
      cursor = (await inventory.inventory(ctx, big.id, { limit: 20, cursor })).nextCursor ?? undefined;
    await timed('inventory, first page', () => inventory.inventory(ctx, big.id, { limit: 20 }), 30);
    await timed('inventory, one warehouse', () => inventory.inventory(ctx, big.id, { limit: 20, warehouse: warehouses[1] }), 30);
    await timed('inventory, search', () => inventory.inventory(ctx, big.id, { limit: 20, q: 'scarf' }), 30);
    await timed('inventory, a search matching nothing', () => inventory.inventory(ctx, big.id, { limit: 20, q: 'zzzz' }), 30);
    await timed('inventory, low stock only', () => inventory.inventory(ctx, big.id, { limit: 20, low: true }), 30);
    await timed('inventory, page 100 by cursor', () => inventory.inventory(ctx, big.id, { limit: 20, cursor }), 30);

    // 2. Paying with and without the seller's own stock.
    const variant = await db
      .selectFrom('product_variants as v')
      .innerJoin('products as p', 'p.id', 'v.product_id')
      .select(['v.id', 'v.sku', 'v.weight_g', 'p.title'])
      .where('p.listed', '=', 1)
      .where('p.template_id', 'in', db.selectFrom('warehouses').select('template_id').where('code', '=', 'CN-SZ'))
      .orderBy('v.id')
      .executeTakeFirstOrThrow();
    await db.updateTable('product_variants').set({ stock: 10_000_000 }).where('id', '=', variant.id).execute();
    const skuId = newId(now);
    await db
      .insertInto('seller_skus')
      .values({
        id: skuId,
        user_id: stocked.id,
        variant_id: Number(variant.id),
        code: variant.sku,
        name: variant.title,
        image: null,
        weight_g: Number(variant.weight_g),
        low_stock_threshold: null,
        created_at: now,
      })
      .execute();
    await db
      .insertInto('seller_stock')
      .values({
        sku_id: skuId,
        warehouse_code: 'US-CA',
        user_id: stocked.id,
        code: variant.sku,
        name: variant.title,
        on_hand: 1_000_000,
        reserved: 0,
        inbound: 0,
        avg_cost_cents: 300,
        threshold: null,
        low_notified: 0,
        updated_at: now,
      })
      .execute();
    const address = {
      name: 'Bench Buyer',
      address1: '1600 Amphitheatre Parkway',
      city: 'Mountain View',
      province: 'California',
      provinceCode: 'CA',
      postalCode: '94043',
      countryCode: 'US',
      phone: '+1 650 253 0000',
    };
    const payRun = async (who: typeof big, label: string) => {
      await credit(db, {
        userId: who.id,
        amountCents: 50_000_000,
        currency: 'USD',
        key: `bench-fund:${who.id}`,
        kind: 'adjustment_credit',
        from: 'adjustments',
      });
      const caller: Principal = {
        userId: who.id,
        personId: who.id,
        sessionId: '',
        role: 'user',
        emailVerified: true,
        member: null,
      };
      const ids: string[] = [];
      for (let i = 0; i < orderCount; i++)
        ids.push(
          (await manual.create(ctx, caller, { items: [{ variantId: Number(variant.id), quantity: 1 }], address } as never)).id,
        );
      const l: number[] = [];
      const t = performance.now();
      for (const id of ids) {
        const t0 = performance.now();
        await payOne(ctx, id, { kind: 'seller', id: who.id });
        l.push(performance.now() - t0);
      }
      const seconds = (performance.now() - t) / 1000;
      console.log(`  pay, ${label}: ${figures(l, seconds)}`);
      return measure(l, seconds);
    };
    console.log(`Paying ${orderCount} one-line orders, one after another:`);
    const without = await payRun(plain, 'supplier ships (no own stock)');
    const withStock = await payRun(stocked, 'from own stock (allocated)');
    const held = await db.selectFrom('seller_stock').select('reserved').where('sku_id', '=', skuId).executeTakeFirstOrThrow();
    if (Number(held.reserved) !== orderCount) throw new Error(`expected ${orderCount} units held, found ${held.reserved}`);
    const added = Math.round((withStock.p95 - without.p95) * 10) / 10;
    console.log(`  allocation adds ${added.toFixed(1)} ms at p95 (target ≤ 5 ms)`);
    results.push({ name: 'pay, supplier ships', ...without });
    results.push({ name: 'pay, from own stock', ...withStock });
    results.push({
      name: 'allocation added to paying (p95)',
      value: `${added.toFixed(1)} ms`,
      target: '≤ 5 ms',
      met: added <= 5,
    });
    const report = await reconcile(db, Date.now());
    console.log(`  reconciliation: ${report.ok ? 'every check passed' : 'FAILED'}`);
    if (!report.ok) process.exitCode = 1;
    saveResults('cloud', engine, results);
  } finally {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
