import { beforeAll, expect, it } from 'vitest';
import type { OrderCounts, OrderDetail, OrderPage, TicketDetail, WorkplaceTodo } from '@dropport/contracts';
import { newId } from '../src/lib/ids.js';
import { credit, post } from '../src/modules/ledger/ledger.js';
import { listedVariants, US_ADDRESS } from './cloud-warehouse-support.js';
import { describeEachEngine, type ErrorBody, type Seller } from './harness.js';
import { insertStore, listingRow } from './store-rows.js';

type Body<T> = T & ErrorBody;

describeEachEngine('the Workplace’s to-dos: what waits on the seller', (get) => {
  const s = () => get();
  let admin: Seller;
  let variantId: number;

  beforeAll(async () => {
    admin = await s().admin();
    await s().catalogue(20);
    [variantId] = (await listedVariants(s().ctx.db)) as [number];
  });

  const call = <T>(as: Seller, method: string, path: string, json?: unknown) =>
    s().call<Body<T>>(method, path, { as, ...(json === undefined ? {} : { json }) });
  const todo = async (as: Seller) => {
    const res = await call<WorkplaceTodo>(as, 'GET', '/api/dashboard/todo');
    expect(res.status).toBe(200);
    return res.body;
  };
  const manualOrder = async (as: Seller) => {
    const made = await call<OrderDetail>(as, 'POST', '/api/orders/manual', {
      items: [{ variantId, quantity: 1 }],
      address: US_ADDRESS,
    });
    expect(made.status).toBe(201);
    return made.body;
  };

  it('is empty for a new verified seller with nothing waiting', async () => {
    const seller = await s().seller({ verified: true });
    expect(await todo(seller)).toEqual({
      onHold: [],
      awaitingPayment: { count: 0, totalCents: 0, balanceCents: 0, shortCents: 0 },
      failedPushes: 0,
      syncProblems: 0,
      lowStock: 0,
      ticketsAwaitingReply: 0,
      commissionAvailableCents: 0,
      emailVerified: true,
    });
    expect((await s().call('GET', '/api/dashboard/todo')).status).toBe(401);
  });

  it('counts orders on hold by reason, orders to pay and the balance they need, tickets to answer, commission, the email', async () => {
    const seller = await s().seller({ verified: false });
    const stranger = await s().seller({ verified: true });
    const [a, b, c] = [await manualOrder(seller), await manualOrder(seller), await manualOrder(seller)];
    await manualOrder(stranger);
    // One waits on hold for the supplier (an admin's hold), one for its address.
    expect((await call(admin, 'POST', `/api/admin/orders/${a.id}/hold`, { reason: 'Supplier restocking' })).status).toBe(200);
    await s()
      .ctx.db.updateTable('orders')
      .set({ status: 'on_hold', hold_reason: 'address_invalid' })
      .where('id', '=', b.id)
      .execute();
    await credit(s().ctx.db, {
      userId: seller.id,
      amountCents: 100,
      currency: 'USD',
      key: `fund:${newId()}`,
      kind: 'adjustment_credit',
      from: 'adjustments',
    });
    // A ticket support answered, and commission to withdraw.
    const ticket = await call<TicketDetail>(seller, 'POST', '/api/support/tickets', {
      category: 'other',
      subject: 'A question',
      message: 'Hello',
    });
    await call(admin, 'POST', `/api/admin/support/tickets/${ticket.body.id}/messages`, { body: 'Hi!' });
    await post(s().ctx.db, {
      key: `todo-commission:${seller.id}`,
      kind: 'commission_available',
      currency: 'USD',
      postings: [
        { account: { system: 'referral_payable' }, amountCents: -1234 },
        { account: { referral: seller.id, bucket: 'available' }, amountCents: 1234 },
      ],
    });

    const t = await todo(seller);
    expect(t.onHold.sort((x, y) => String(x.reason).localeCompare(String(y.reason)))).toEqual([
      { source: 'manual', reason: 'address_invalid', count: 1 },
      { source: 'manual', reason: 'supplier', count: 1 },
    ]);
    expect(t.awaitingPayment).toEqual({
      count: 1,
      totalCents: c.costs.totalCents,
      balanceCents: 100,
      shortCents: c.costs.totalCents - 100,
    });
    expect(t.ticketsAwaitingReply).toBe(1);
    expect(t.commissionAvailableCents).toBe(1234);
    expect(t.emailVerified).toBe(false);

    // Each count opens the orders behind it: on hold for one reason.
    const held = await call<OrderPage>(seller, 'GET', '/api/orders?source=manual&status=on_hold&holdReason=address_invalid');
    expect(held.body.items.map((o) => o.id)).toEqual([b.id]);
    const counts = await call<OrderCounts>(seller, 'GET', '/api/orders/counts?source=manual&holdReason=supplier');
    expect(counts.body.counts.on_hold).toBe(1);
    expect((await call(seller, 'GET', '/api/orders?holdReason=nonsense')).status).toBe(400);
  });

  it('counts failed pushes, sync problems and low stock', async () => {
    const seller = await s().seller({ verified: true });
    const db = s().ctx.db;
    const now = Date.now();
    // One product per listing: a store lists a product once.
    const products = await db.selectFrom('products').select('id').where('listed', '=', 1).orderBy('id').limit(5).execute();
    const storeId = await insertStore(db, seller.id, 'Todo shop', now);
    const listing = (k: number, status: 'failed' | 'active' | 'unlisted', sync: 'ok' | 'problem') =>
      listingRow({ userId: seller.id, storeId, productId: Number(products[k]!.id) }, { status, sync }, now);
    await db
      .insertInto('listings')
      .values([
        listing(0, 'failed', 'ok'),
        listing(1, 'failed', 'ok'),
        listing(2, 'active', 'problem'),
        listing(3, 'active', 'ok'),
        // Unlisted, its old problem no longer counts.
        listing(4, 'unlisted', 'problem'),
      ])
      .execute();
    const stock = (code: string, onHand: number, reserved: number, threshold: number | null) => ({
      sku_id: code,
      warehouse_code: 'US-CA',
      user_id: seller.id,
      code,
      name: code,
      on_hand: onHand,
      reserved,
      inbound: 0,
      avg_cost_cents: 100,
      threshold,
      low_notified: 0,
      updated_at: now,
    });
    const skus = ['LOW-1', 'LOW-2', 'OK-1', 'NONE-1'].map((code) => ({
      id: `${code}-${seller.id}`,
      user_id: seller.id,
      variant_id: null,
      code: `${code}-${seller.id}`,
      name: code,
      image: null,
      weight_g: 100,
      low_stock_threshold: null,
      created_at: now,
    }));
    await db.insertInto('seller_skus').values(skus).execute();
    await db
      .insertInto('seller_stock')
      .values([
        stock(skus[0]!.id, 5, 0, 5),
        stock(skus[1]!.id, 10, 8, 3),
        stock(skus[2]!.id, 10, 0, 3),
        stock(skus[3]!.id, 0, 0, null),
      ])
      .execute();
    const t = await todo(seller);
    expect([t.failedPushes, t.syncProblems, t.lowStock]).toEqual([2, 1, 2]);
  });
});
