import { expect, it } from 'vitest';
import type { OrderPage, ProductFigures, SellerFigures, WorkplaceTodo } from '@dropport/contracts';
import { seedDemoBusiness } from '../src/db/seed/demo-business.js';
import { localDay } from '../src/lib/time.js';
import { keptFigures, scanFigures } from '../src/modules/dashboard/order-figures.js';
import { walletBalance } from '../src/modules/ledger/ledger.js';
import { describeEachEngine } from './harness.js';

describeEachEngine('the demo seller’s business', (get) => {
  it('gives a seller months of paid, shipped and delivered orders, a few waiting on them, and a wallet that adds up', async () => {
    const s = get();
    await s.catalogue(300);
    const seller = await s.seller({ verified: true });
    const started = Date.now();
    // Six weeks: enough for a month against the one before (the first start makes three months).
    const made = await seedDemoBusiness(s.ctx, seller.id, Date.now(), 42);
    const seconds = (Date.now() - started) / 1000;
    expect(made).toBeGreaterThan(42 * 3);
    console.log(`demo business: ${made} orders in ${seconds.toFixed(1)} s`);
    // A second start adds nothing.
    expect(await seedDemoBusiness(s.ctx, seller.id, Date.now(), 42)).toBe(0);

    const today = localDay(Date.now(), 'UTC');
    const from = localDay(Date.now() - 29 * 86_400_000, 'UTC');
    const f = await s.call<SellerFigures>('GET', `/api/dashboard/figures?from=${from}&to=${today}`, { as: seller });
    expect(f.status).toBe(200);
    expect(f.body.current.orders).toBeGreaterThan(60);
    expect(f.body.current.revenueCents).toBeGreaterThan(f.body.current.costCents);
    expect(f.body.previous.orders).toBeGreaterThan(0);
    expect(f.body.stores.map((st) => st.name ?? 'manual').sort()).toEqual(['Sunny Cargo', 'Sunny Cargo Europe', 'manual']);
    expect(f.body.statuses.map((st) => st.status)).toEqual(expect.arrayContaining(['delivered', 'shipped']));
    const products = await s.call<ProductFigures>('GET', `/api/dashboard/figures/products?from=${from}&to=${today}`, {
      as: seller,
    });
    expect(products.body.products.length).toBeGreaterThanOrEqual(6);
    expect(await keptFigures(s.ctx.db, seller.id)).toEqual(await scanFigures(s.ctx.db, seller.id));

    const todo = await s.call<WorkplaceTodo>('GET', '/api/dashboard/todo', { as: seller });
    expect(todo.body.onHold.reduce((a, h) => a + h.count, 0)).toBeGreaterThan(0);
    const held = await s.call<OrderPage>('GET', '/api/orders?source=store&status=on_hold&holdReason=unmapped_items', {
      as: seller,
    });
    expect(held.body.items.length).toBeGreaterThan(0);
    // The demo sends no messages of its own: no notification but the welcome.
    const told = await s.ctx.db
      .selectFrom('notifications')
      .select('type')
      .where('user_id', '=', seller.id)
      .where('type', '<>', 'account.welcome')
      .execute();
    expect(told).toEqual([]);

    // Every payment and refund went through the ledger: the balance is the demo credits less what the orders cost.
    const sums = await s.ctx.db
      .selectFrom('orders')
      .select([(eb) => eb.fn.sum<number>('paid_cents').as('paid'), (eb) => eb.fn.sum<number>('refunded_cents').as('back')])
      .where('user_id', '=', seller.id)
      .executeTakeFirstOrThrow();
    const credits = await s.ctx.db
      .selectFrom('ledger_transactions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('idempotency_key', 'like', `demo-funds:${seller.id}:%`)
      .executeTakeFirstOrThrow();
    const balance = await walletBalance(s.ctx.db, seller.id, 'USD');
    expect(balance.availableCents).toBe(Number(credits.n) * 300_000 - Number(sums.paid) + Number(sums.back));
    expect(balance.availableCents).toBeGreaterThanOrEqual(0);
  }, 120_000);
});
