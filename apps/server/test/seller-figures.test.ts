import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderCounts, OrderDetail, OrderPage, PayOrdersResult, ProductFigures, SellerFigures } from '@dropport/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema.js';
import { newId } from '../src/lib/ids.js';
import { localDay } from '../src/lib/time.js';
import { byMonths } from '../src/modules/dashboard/figures.service.js';
import { keptFigures, rebuildFigures, scanFigures } from '../src/modules/dashboard/order-figures.js';
import { prng } from '../src/db/seed/catalogue/generate.js';
import { credit } from '../src/modules/ledger/ledger.js';
import { FIGURES_REBUILD_JOB } from '../src/modules/settings/settings.service.js';
import { listedVariants, US_ADDRESS } from './cloud-warehouse-support.js';
import { describeEachEngine, type ErrorBody, type Seller } from './harness.js';

type Body<T> = T & ErrorBody;

describe('a range by whole months and the days around them', () => {
  it('reads whole months from the monthly rows and only the edges day by day', () => {
    expect(byMonths('2026-01-01', '2026-03-31')).toEqual({ months: ['2026-01', '2026-03'], days: [] });
    expect(byMonths('2026-01-15', '2026-04-10')).toEqual({
      months: ['2026-02', '2026-03'],
      days: [
        ['2026-01-15', '2026-01-31'],
        ['2026-04-01', '2026-04-10'],
      ],
    });
    expect(byMonths('2026-02-03', '2026-02-20')).toEqual({ months: null, days: [['2026-02-03', '2026-02-20']] });
    expect(byMonths('2024-02-01', '2024-02-29')).toEqual({ months: ['2024-02', '2024-02'], days: [] });
    expect(byMonths('2025-12-31', '2026-01-30')).toEqual({ months: null, days: [['2025-12-31', '2026-01-30']] });
  });
});

describeEachEngine('the seller’s daily figures: kept with every order change, equal to a scan', (get) => {
  const s = () => get();
  const db = () => s().ctx.db as Kysely<Database>;
  let admin: Seller;
  let variantId: number;
  /** Variants of three different products. */
  let variants: number[];

  beforeAll(async () => {
    admin = await s().admin();
    await s().catalogue(20);
    [variantId] = (await listedVariants(s().ctx.db, 1, 500)) as [number];
    // Variants of three products that ship to the test address (an unpaid order of one tells).
    const probe = await s().seller({ verified: true });
    const listed = await listedVariants(s().ctx.db, 60, 500);
    const rows = await db().selectFrom('product_variants').select(['id', 'product_id']).where('id', 'in', listed).execute();
    const products = new Set<number>();
    variants = [];
    for (const v of rows) {
      if (variants.length === 3 || products.has(Number(v.product_id))) continue;
      const made = await s().call('POST', '/api/orders/manual', {
        as: probe,
        json: { items: [{ variantId: Number(v.id), quantity: 1 }], address: US_ADDRESS },
      });
      if (made.status !== 201) continue;
      products.add(Number(v.product_id));
      variants.push(Number(v.id));
    }
    expect(variants).toHaveLength(3);
  });

  const call = <T>(as: Seller, method: string, path: string, json?: unknown) =>
    s().call<Body<T>>(method, path, { as, ...(json === undefined ? {} : { json }) });
  const fundedSeller = async () => {
    const seller = await s().seller({ verified: true });
    await credit(db(), {
      userId: seller.id,
      amountCents: 10_000_000,
      currency: 'USD',
      key: `fund:${newId()}`,
      kind: 'adjustment_credit',
      from: 'adjustments',
    });
    return seller;
  };
  /**
   * A manual order of `quantity` units (of each of `lines`); `storeTotal` makes it look like a store's order in EUR,
   * with store prices for its lines (set before payment).
   */
  const order = async (seller: Seller, quantity: number, storeTotal?: number, lines = [variantId]) => {
    const made = await call<OrderDetail>(seller, 'POST', '/api/orders/manual', {
      items: lines.map((v) => ({ variantId: v, quantity })),
      address: US_ADDRESS,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    if (storeTotal !== undefined) {
      await db()
        .updateTable('orders')
        .set({ store_currency: 'EUR', store_total_minor: storeTotal })
        .where('id', '=', made.body.id)
        .execute();
      for (const [k, item] of made.body.items.entries())
        await db()
          .updateTable('order_items')
          .set({ store_unit_price_minor: 500 * (k + 1) })
          .where('id', '=', item.id)
          .execute();
    }
    return made.body;
  };
  const pay = async (seller: Seller, id: string) => {
    const paid = await call<PayOrdersResult>(seller, 'POST', '/api/orders/pay', { orderIds: [id] });
    expect(paid.body.paidCount, JSON.stringify(paid.body)).toBe(1);
  };
  const figures = async (seller: Seller, from: string, to: string) => {
    const res = await call<SellerFigures>(seller, 'GET', `/api/dashboard/figures?from=${from}&to=${to}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };
  const expectKeptEqualsScan = async (seller: Seller) =>
    expect(await keptFigures(db(), seller.id)).toEqual(await scanFigures(db(), seller.id));

  it('after a random run of payments, shipments, deliveries and cancellations the kept rows equal a scan', async () => {
    const seller = await fundedSeller();
    const rnd = prng(Number(process.env.FIGURES_PROPERTY_SEED ?? 20261128)).next;
    const orders: { id: string; state: 'new' | 'paid' | 'shipped' | 'delivered' | 'refunded' }[] = [];
    for (let step = 0; step < 40; step++) {
      const r = rnd();
      if (r < 0.3 || orders.length === 0) {
        const lines = variants.filter(() => rnd() < 0.6);
        const o = await order(
          seller,
          1 + Math.floor(rnd() * 3),
          rnd() < 0.5 ? 1000 + Math.floor(rnd() * 9000) : undefined,
          lines.length ? lines : [variantId],
        );
        orders.push({ id: o.id, state: 'new' });
        continue;
      }
      const candidates = (state: string) => orders.filter((o) => o.state === state);
      const one = <T>(list: T[]) => list[Math.floor(rnd() * list.length)];
      if (r < 0.55) {
        const o = one(candidates('new'));
        if (!o) continue;
        await pay(seller, o.id);
        o.state = 'paid';
      } else if (r < 0.7) {
        const o = one(candidates('paid'));
        if (!o) continue;
        const shipped = await call(admin, 'POST', `/api/admin/orders/${o.id}/ship`, {
          carrier: 'USPS',
          trackingNumber: `LZ${newId().slice(-9)}US`,
        });
        expect(shipped.status).toBe(200);
        o.state = 'shipped';
      } else if (r < 0.82) {
        const o = one(candidates('shipped'));
        if (!o) continue;
        expect((await call(admin, 'POST', `/api/admin/orders/${o.id}/deliver`, {})).status).toBe(200);
        o.state = 'delivered';
      } else {
        const o = one(candidates('paid'));
        if (!o) continue;
        expect(
          (await call(admin, 'POST', `/api/admin/orders/${o.id}/cancel`, { reason: 'Buyer changed their mind' })).status,
        ).toBe(200);
        o.state = 'refunded';
      }
    }
    expect(orders.some((o) => o.state !== 'new')).toBe(true);
    await expectKeptEqualsScan(seller);
    const kept = await keptFigures(db(), seller.id);
    expect(kept.products.length).toBeGreaterThan(1);
    expect(new Set(kept.statuses.map((r) => r.status)).size).toBeGreaterThan(1);
    // The products of a day add up to the day.
    for (const d of kept.daily) {
      const ofDay = kept.products.filter((p) => p.day === d.day && p.store_key === d.store_key);
      for (const k of ['units', 'revenue_cents', 'cost_cents', 'refunded_cents'] as const)
        expect(
          ofDay.reduce((a, p) => a + p[k], 0),
          `${d.day} ${k}`,
        ).toBe(d[k]);
    }
    // A rebuild makes the same rows.
    await rebuildFigures(db(), seller.id);
    expect(await keptFigures(db(), seller.id)).toEqual(kept);
  });

  it('answers orders, revenue in USD at the rate of payment, cost, refunds and profit, against the days before', async () => {
    const seller = await fundedSeller();
    const kept = await order(seller, 2, 5000);
    const cancelled = await order(seller, 1, 2000);
    await pay(seller, kept.id);
    await pay(seller, cancelled.id);
    expect(
      (await call(admin, 'POST', `/api/admin/orders/${cancelled.id}/cancel`, { reason: 'Out of stock at the store' })).status,
    ).toBe(200);
    const today = localDay(Date.now(), 'UTC');
    const f = await figures(seller, today, today);
    // 50.00 EUR at 0.92 EUR per USD: 54.35 USD; the cancelled order counts neither as an order nor as revenue.
    expect(f.current).toMatchObject({
      orders: 1,
      units: 2,
      revenueCents: 5435,
      costCents: kept.costs.totalCents + cancelled.costs.totalCents,
      refundsCents: cancelled.costs.totalCents,
      profitCents: 5435 - kept.costs.totalCents,
      averageOrderCents: 5435,
    });
    expect(f.current.marginBp).toBe(Math.round(((5435 - kept.costs.totalCents) * 10_000) / 5435));
    expect(f.previous.orders).toBe(0);
    expect(f.days).toEqual([
      {
        day: today,
        orders: 1,
        revenueCents: 5435,
        costCents: kept.costs.totalCents,
        profitCents: 5435 - kept.costs.totalCents,
        hoursToShip: null,
        hoursToDeliver: null,
      },
    ]);
    expect(f.stores).toEqual([{ storeId: null, name: null, totals: f.current }]);
    expect(f.statuses).toEqual([
      { status: 'paid', orders: 1 },
      { status: 'refunded', orders: 1 },
    ]);
    expect((await call(seller, 'GET', `/api/dashboard/figures?from=${today}&to=2020-01-01`)).body.code).toBe(
      'DATE_RANGE_INVALID',
    );
    expect((await call(seller, 'GET', '/api/dashboard/figures?from=2024-01-01&to=2026-01-01')).body.code).toBe(
      'DATE_RANGE_INVALID',
    );
    // Another seller's figures are their own.
    const other = await fundedSeller();
    expect((await figures(other, today, today)).current.orders).toBe(0);
  });

  it('splits each order across its products: revenue by store prices, cost and refunds by cost, adding up to the totals', async () => {
    const seller = await fundedSeller();
    const two = await order(seller, 2, 6000, variants.slice(0, 2));
    const other = await order(seller, 1, 3000, variants.slice(1, 3));
    const refunded = await order(seller, 1, 1000, variants.slice(0, 1));
    for (const o of [two, other, refunded]) await pay(seller, o.id);
    expect((await call(admin, 'POST', `/api/admin/orders/${refunded.id}/cancel`, { reason: 'Lost parcel' })).status).toBe(200);
    const shipped = await call(admin, 'POST', `/api/admin/orders/${two.id}/ship`, {
      carrier: 'USPS',
      trackingNumber: 'LZ123456789US',
    });
    expect(shipped.status).toBe(200);
    const today = localDay(Date.now(), 'UTC');
    const f = await figures(seller, today, today);
    const res = await call<ProductFigures>(seller, 'GET', `/api/dashboard/figures/products?from=${today}&to=${today}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const products = res.body.products;
    expect(products).toHaveLength(3);
    for (const k of ['units', 'revenueCents', 'costCents', 'refundsCents', 'profitCents'] as const)
      expect(
        products.reduce((a, p) => a + p[k], 0),
        k,
      ).toBe(f.current[k]);
    // Most profitable first, each with its catalogue title.
    expect(products.map((p) => p.profitCents)).toEqual([...products.map((p) => p.profitCents)].sort((a, b) => b - a));
    expect(products.every((p) => p.productId !== null && p.title)).toBe(true);
    // The first order's 60.00 EUR (65.22 USD) splits 1:2 by its store line prices (5.00 and 10.00).
    const [first, second] = await db()
      .selectFrom('product_variants')
      .select('product_id')
      .where('id', 'in', variants.slice(0, 2))
      .orderBy('id')
      .execute();
    const firstProduct = products.find((p) => p.productId === Number(first?.product_id));
    expect(firstProduct?.units).toBe(2 + 0);
    expect(firstProduct?.revenueCents).toBe(2174);
    expect(products.find((p) => p.productId === Number(second?.product_id))?.units).toBe(3);
    expect(f.statuses).toEqual(
      expect.arrayContaining([
        { status: 'shipped', orders: 1 },
        { status: 'paid', orders: 1 },
        { status: 'refunded', orders: 1 },
      ]),
    );
    expect(f.days[0]?.hoursToShip).not.toBeNull();
    await expectKeptEqualsScan(seller);
    // Every figure opens the orders behind it: paid in the range, with a line of the product.
    const behind = await call<OrderPage>(
      seller,
      'GET',
      `/api/orders?source=manual&paidFrom=${today}&paidTo=${today}&productId=${Number(first?.product_id)}`,
    );
    expect(behind.body.items.map((o) => o.id).sort()).toEqual([two.id, refunded.id].sort());
    const counts = await call<OrderCounts>(seller, 'GET', `/api/orders/counts?source=manual&paidFrom=${today}&paidTo=${today}`);
    expect(counts.body.counts).toMatchObject({ shipped: 1, paid: 1, refunded: 1 });
    const before = await call<OrderPage>(seller, 'GET', `/api/orders?source=manual&paidTo=2020-01-01`);
    expect(before.body.items).toEqual([]);
    // Over months: whole months come from the monthly rows, the days around them from the daily ones; same sums.
    for (const [o, daysAgo] of [
      [other, 45],
      [refunded, 75],
    ] as const)
      await db()
        .updateTable('orders')
        .set({ paid_at: Date.now() - daysAgo * 86_400_000 })
        .where('id', '=', o.id)
        .execute();
    await rebuildFigures(db(), seller.id);
    const from = localDay(Date.now() - 120 * 86_400_000, 'UTC');
    const long = await figures(seller, from, today);
    const longProducts = await call<ProductFigures>(seller, 'GET', `/api/dashboard/figures/products?from=${from}&to=${today}`);
    for (const k of ['units', 'revenueCents', 'costCents', 'refundsCents', 'profitCents'] as const)
      expect(
        longProducts.body.products.reduce((a, p) => a + p[k], 0),
        k,
      ).toBe(long.current[k]);
    expect(long.current.orders).toBe(2);
    await expectKeptEqualsScan(seller);
  });

  it('counts days in the seller’s time zone, across midnight and a DST change; a new time zone has them counted again', async () => {
    const seller = await fundedSeller();
    const paidAt = ['2026-03-08T06:30:00Z', '2026-03-09T03:30:00Z', '2026-03-09T04:30:00Z'];
    for (const at of paidAt) {
      const o = await order(seller, 1);
      await pay(seller, o.id);
      await db()
        .updateTable('orders')
        .set({ paid_at: Date.parse(at) })
        .where('id', '=', o.id)
        .execute();
    }
    await rebuildFigures(db(), seller.id);
    const utc = await figures(seller, '2026-03-08', '2026-03-09');
    expect(utc.days.map((d) => d.orders)).toEqual([1, 2]);

    const set = await call(seller, 'POST', `/v1/users/${seller.id}/setting?timeZone=${encodeURIComponent('America/New_York')}`);
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const queued = await db().selectFrom('jobs').select('payload').where('type', '=', FIGURES_REBUILD_JOB).execute();
    expect(queued.map((j) => JSON.parse(String(j.payload)) as { userId: string }).some((p) => p.userId === seller.id)).toBe(true);
    // The job's work: 01:30 EST on the 8th, 23:30 EDT on the 8th (after the clocks went forward), 00:30 EDT on the 9th.
    await rebuildFigures(db(), seller.id);
    const ny = await figures(seller, '2026-03-08', '2026-03-09');
    expect(ny.timeZone).toBe('America/New_York');
    expect(ny.days.map((d) => d.orders)).toEqual([2, 1]);
    await expectKeptEqualsScan(seller);
  });
});
