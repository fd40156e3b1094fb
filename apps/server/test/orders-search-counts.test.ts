import { beforeAll, expect, it } from 'vitest';
import { CompiledQuery, sql } from 'kysely';
import type { OrderCounts, OrderDetail, OrderPage, StoreView } from '@dropport/contracts';
import { newId } from '../src/lib/ids.js';
import { newOrderRow } from '../src/modules/orders/order-row.js';
import { indexedPage, newestPage } from '../src/modules/orders/orders.repo.js';
import type { ErrorBody, Seller } from './harness.js';
import { productPool } from './listings-support.js';
import { GOOD_ADDRESS, ordersApi } from './orders-support.js';
import { describeWithShopify, merchantProduct, storesApi, uniqueShop } from './stores-support.js';

const MANUAL_ADDRESS = {
  name: 'Grace Hopper',
  address1: 'Rua Augusta 100',
  city: 'Lisboa',
  postalCode: '1100-053',
  countryCode: 'PT',
  phone: '+351 21 000 0000',
};

/** 3,000 manual orders of one seller, a second apart, the newest now, in every status in turn. */
function manyOrders(userId: string, now: number) {
  const statuses = ['awaiting_payment', 'paid', 'processing', 'shipped', 'delivered', 'on_hold', 'cancelled'] as const;
  return Array.from({ length: 3000 }, (_, i) => {
    const at = now - (3000 - i) * 1000;
    return newOrderRow({
      id: newId(at),
      user_id: userId,
      order_no: `EX${now}${i}`,
      source: 'manual',
      status: statuses[i % statuses.length],
      customer_name: `Buyer ${i}`,
      ship_name: 'x',
      ship_address1: 'x',
      ship_city: 'x',
      search_text: `ex${now}${i} buyer ${i} sku-${i % 50}`,
      created_at: at,
      updated_at: at,
    });
  });
}

/** A fixed shuffle (a small LCG), so a failure can be replayed. */
function shuffled<T>(items: T[], seed = 20261127): T[] {
  const out = [...items];
  let x = seed;
  for (let i = out.length - 1; i > 0; i--) {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    const j = x % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

describeWithShopify('orders search and tab counts', (get) => {
  const stores = storesApi(get);
  const api = ordersApi(get);
  let alice: Seller, bob: Seller, admin: Seller;
  let aliceShop: string, bobShop: string;
  let aliceStore: StoreView, bobStore: StoreView;
  let variant: { storeVariantId: number; variantId: number; sku: string | null };
  let bobVariant: { storeVariantId: number; variantId: number; sku: string | null };

  beforeAll(async () => {
    const { s } = get();
    await s.catalogue(30);
    ({ admin } = await s.cast());
    alice = await s.seller({ verified: true });
    bob = await s.seller({ verified: true });
    const take = await productPool(get());
    aliceShop = uniqueShop('search-a');
    bobShop = uniqueShop('search-b');
    aliceStore = (await stores.link(alice, aliceShop)).store;
    bobStore = (await stores.link(bob, bobShop)).store;
    const product = take();
    variant = (await api.listProduct(alice, aliceStore, aliceShop, product))[0]!;
    // Bob sells the same product: the same SKU is on both sellers' orders.
    bobVariant = (await api.listProduct(bob, bobStore, bobShop, product))[0]!;
    await s.ctx.db
      .updateTable('product_variants')
      .set({ stock: 5000 })
      .where('id', 'in', [variant.variantId, bobVariant.variantId])
      .execute();
  });

  /** A buyer orders in a seller's shop; answers the store order and the Dropport order it became. */
  const placeFor = async (
    as: Seller,
    shop: string,
    storeVariantId: number,
    buyer: { firstName: string; lastName: string; email: string },
    address: Record<string, string> = GOOD_ADDRESS,
  ) => {
    const placed = get().shopify.createOrder(shop, {
      lineItems: [{ variantId: storeVariantId, quantity: 1 }],
      email: buyer.email,
      customer: buyer,
      shippingAddress: { ...address, firstName: buyer.firstName, lastName: buyer.lastName },
    });
    await api.settle();
    const row = await get()
      .s.ctx.db.selectFrom('orders')
      .select('id')
      .where('store_order_id', '=', `gid://shopify/Order/${placed.id}`)
      .executeTakeFirstOrThrow();
    return { placed, order: (await api.one(as, row.id)).body };
  };
  const found = async (as: Seller, q: string) => (await api.list(as, `?q=${encodeURIComponent(q)}`)).body.items.map((i) => i.id);

  it('finds an order by its number, store order name, customer, email and SKU, and by text inside them; never another seller’s', async () => {
    const buyer = { firstName: 'Zelda', lastName: 'Quintero-Marsh', email: 'zelda.quintero@example.org' };
    const mine = (await placeFor(alice, aliceShop, variant.storeVariantId, buyer)).order;
    // Bob's buyer has the same name and email and buys the same SKU, in a shop whose order names are numbered alike.
    const his = (await placeFor(bob, bobShop, bobVariant.storeVariantId, buyer)).order;
    expect(mine.storeOrderName).toBe(his.storeOrderName);
    expect(mine.items[0]!.sku).toBe(his.items[0]!.sku);
    const sku = mine.items[0]!.sku!;
    const asks = [
      mine.orderNo,
      mine.orderNo.toLowerCase(),
      mine.storeOrderName!,
      'Zelda Quintero-Marsh',
      'QUINTERO',
      'zelda.quintero@example.org',
      sku,
      // Inside a word, across words, inside the email, the SKU and the order number.
      'intero-ma',
      'lda quin',
      'a.quintero@exa',
      sku.slice(1, -1),
      mine.orderNo.slice(2, -1),
    ];
    for (const q of asks) {
      const ids = await found(alice, q);
      expect(ids, q).toContain(mine.id);
      expect(ids, q).not.toContain(his.id);
      expect(await found(bob, q), q).not.toContain(mine.id);
    }
    // Nothing matches what no order holds; the LIKE wildcards match only themselves.
    for (const q of ['zelda quintero-marshx', '%', '_', 'zel%marsh', 'z_lda']) expect(await found(alice, q), q).toEqual([]);
    // The admin's queue finds both sellers' orders, and a seller's orders by the seller's email.
    const queue = await get().s.call<OrderPage & ErrorBody>('GET', `/api/admin/orders?q=${encodeURIComponent('intero-ma')}`, {
      as: admin,
    });
    expect(queue.body.items.map((i) => i.id)).toEqual(expect.arrayContaining([mine.id, his.id]));
    const byEmail = await get().s.call<OrderPage & ErrorBody>('GET', `/api/admin/orders?q=${encodeURIComponent(bob.email)}`, {
      as: admin,
    });
    expect(byEmail.body.items.map((i) => i.id)).toContain(his.id);
    expect(byEmail.body.items.map((i) => i.id)).not.toContain(mine.id);
  });

  it('matches, orders and pages exactly as reading every order’s search text does, on both sides of the newest 1,000', async () => {
    const { s } = get();
    const carol = await s.seller();
    const words = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'école', 'müller', "o'brien", '50%off', 'a_b', 'say "hi"'];
    const now = Date.now();
    // Ids in time order, inserted in another order: the index's row numbers do not follow the ids.
    const rows = shuffled(
      Array.from({ length: 1500 }, (_, i) => {
        const at = now - (1500 - i) * 60_000;
        const text = [`cx${i}`, words[i % words.length], words[(i * 7) % words.length], i % 97 === 0 ? 'rarebird' : ''];
        return newOrderRow({
          id: newId(at),
          user_id: carol.id,
          order_no: `CX${now}${i}`,
          source: 'manual',
          customer_name: 'x',
          ship_name: 'x',
          ship_address1: 'x',
          ship_city: 'x',
          search_text: text.join(' ').trim(),
          created_at: at,
          updated_at: at,
        });
      }),
    );
    for (let i = 0; i < rows.length; i += 250)
      await s.ctx.db
        .insertInto('orders')
        .values(rows.slice(i, i + 250))
        .execute();
    // Bob holds the same texts: none of his may show.
    await s.ctx.db
      .insertInto('orders')
      .values(rows.slice(0, 40).map((r, i) => ({ ...r, id: newId(now + i), user_id: bob.id, order_no: `BX${now}${i}` })))
      .execute();
    const reference = async (q: string) => {
      const pattern = `%${q.toLowerCase().replace(/[%_\\]/g, (m) => `\\${m}`)}%`;
      const r = await sql<{ id: string }>`select id from orders where user_id = ${carol.id}
        and search_text like ${pattern} escape '\\' order by id desc`.execute(s.ctx.db);
      return r.rows.map((x) => x.id);
    };
    const paged = async (q: string, limit: number) => {
      const ids: string[] = [];
      let cursor: string | null = null;
      for (let n = 0; n < 100; n++) {
        const res: { body: OrderPage } = await s.call<OrderPage>(
          'GET',
          `/api/orders?q=${encodeURIComponent(q)}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
          { as: carol },
        );
        ids.push(...res.body.items.map((i) => i.id));
        cursor = res.body.nextCursor;
        if (!cursor) break;
      }
      return ids;
    };
    const asks: [string, number][] = [
      ['rarebird', 3],
      ['cx1499', 5],
      ['cx14', 20],
      ['echo', 100],
      ['charlie delta', 50],
      ['ÉCOLE', 100],
      ['ülle', 100],
      ["o'b", 100],
      ['50%', 100],
      ['a_b', 100],
      ['"hi"', 100],
      ['e', 100],
      ['zq', 20],
      ['nothing like it', 20],
    ];
    for (const [q, limit] of asks) {
      const want = await reference(q);
      expect(await paged(q, limit), `${q}: ${want.length} matches`).toEqual(want);
    }
    // The tab counts under a search count the same matches.
    const counted = await s.call<OrderCounts>('GET', `/api/orders/counts?q=echo`, { as: carol });
    expect(counted.body.counts.awaiting_payment).toBe((await reference('echo')).length);
  });

  it('keeps the tab counts equal to a fresh count of the orders through every kind of change', async () => {
    const { s, shopify } = get();
    const db = s.ctx.db;
    const dave = await s.seller({ verified: true });
    const daveShop = uniqueShop('counts');
    const daveStore = (await stores.link(dave, daveShop)).store;
    const take = await productPool(get());
    const dv = (await api.listProduct(dave, daveStore, daveShop, take()))[0]!;
    await db.updateTable('product_variants').set({ stock: 5000 }).where('id', '=', dv.variantId).execute();
    const buyer = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };
    const place = (address: Record<string, string> = GOOD_ADDRESS, storeVariantId = dv.storeVariantId) =>
      placeFor(dave, daveShop, storeVariantId, buyer, address);
    const ok = async (res: Promise<{ status: number; body: unknown }>, status: string) => {
      const r = await res;
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect((r.body as OrderDetail).status).toBe(status);
    };
    await api.fund(dave, 10_000_00);

    // Intake: mapped (awaiting payment), unmapped and a bad address (on hold).
    const a = await place();
    const unmapped = await place(GOOD_ADDRESS, merchantProduct(shopify.shop(daveShop)));
    const badAddress = await place({ ...GOOD_ADDRESS, provinceCode: 'ZZ', province: 'Nowhere', zip: '9404' });
    expect([a.order.status, unmapped.order.status, badAddress.order.status]).toEqual(['awaiting_payment', 'on_hold', 'on_hold']);
    // The seller maps a line and fixes an address (hold → awaiting payment), breaks one again and fixes it.
    await ok(
      s.call('POST', `/api/orders/${unmapped.order.id}/map`, {
        as: dave,
        json: { itemId: unmapped.order.items[0]!.id, variantId: dv.variantId },
      }),
      'awaiting_payment',
    );
    const fix = {
      name: 'Ada Lovelace',
      address1: '1600 Amphitheatre Parkway',
      city: 'Mountain View',
      provinceCode: 'CA',
      postalCode: '94043',
      countryCode: 'US',
      phone: '+1 650 253 0000',
    };
    await ok(api.edit(dave, badAddress.order.id, { address: fix }), 'awaiting_payment');
    await ok(api.edit(dave, badAddress.order.id, { address: { ...fix, countryCode: 'XX' } }), 'on_hold');
    await ok(api.edit(dave, badAddress.order.id, { address: fix }), 'awaiting_payment');
    // The store changes an address (on hold), then cancels an unpaid order and a paid one.
    const storeHeld = await place();
    shopify.updateOrderAddress(daveShop, storeHeld.placed.id, { zip: '9', provinceCode: 'ZZ' });
    await api.settle();
    expect((await api.one(dave, storeHeld.order.id)).body.status).toBe('on_hold');
    shopify.cancelOrder(daveShop, storeHeld.placed.id);
    const storePaid = await place();
    expect((await api.pay(dave, [storePaid.order.id])).body.paidCount).toBe(1);
    shopify.cancelOrder(daveShop, storePaid.placed.id);
    await api.settle();
    expect((await api.one(dave, storeHeld.order.id)).body.status).toBe('cancelled');
    expect((await api.one(dave, storePaid.order.id)).body.status).toBe('refunded');

    // Payment, the supply side's moves, and cancellations by the seller and the admin.
    expect((await api.pay(dave, [a.order.id, unmapped.order.id])).body.paidCount).toBe(2);
    await ok(api.admin(admin, a.order.id, 'process'), 'processing');
    await ok(api.admin(admin, a.order.id, 'hold', { reason: 'Supplier out of packaging' }), 'on_hold');
    await ok(api.admin(admin, a.order.id, 'release'), 'paid');
    await ok(api.admin(admin, a.order.id, 'ship', { carrier: 'DHL', trackingNumber: 'JD0123456781' }), 'shipped');
    await ok(api.admin(admin, a.order.id, 'deliver'), 'delivered');
    await ok(api.cancel(dave, unmapped.order.id, 'changed my mind'), 'refunded');
    await ok(api.cancel(dave, badAddress.order.id), 'cancelled');
    const adminCancelled = await place();
    expect((await api.pay(dave, [adminCancelled.order.id])).body.paidCount).toBe(1);
    await ok(api.admin(admin, adminCancelled.order.id, 'cancel', { reason: 'Supplier discontinued it' }), 'refunded');
    const c = await place();
    const d = await place();
    const e = await place();
    await ok(api.admin(admin, e.order.id, 'hold', { reason: 'Checking the address' }), 'on_hold');
    await ok(api.admin(admin, e.order.id, 'release'), 'awaiting_payment');
    expect((await api.pay(dave, [c.order.id, d.order.id])).body.paidCount).toBe(2);
    const tracking = await s.call<ErrorBody>('POST', '/api/admin/orders/tracking', {
      as: admin,
      body: `order_no,carrier,tracking_number\r\n${c.order.orderNo},DHL,JD0123456782\r\n${d.order.orderNo},DHL,JD0123456783\r\n`,
      headers: { 'content-type': 'text/csv' },
    });
    expect(tracking.status, JSON.stringify(tracking.body)).toBe(200);

    // Manual orders, one by one and from a file, one of them paid.
    const variantSku = (
      await db.selectFrom('product_variants').select('sku').where('id', '=', dv.variantId).executeTakeFirstOrThrow()
    ).sku;
    const manual = await s.call<OrderDetail & ErrorBody>('POST', '/api/orders/manual', {
      as: dave,
      json: { items: [{ variantId: dv.variantId, quantity: 1 }], address: MANUAL_ADDRESS },
    });
    expect(manual.status, JSON.stringify(manual.body)).toBe(201);
    const header = 'order_ref,name,address1,city,province_code,postal_code,country_code,phone,email,sku,quantity';
    const line = (ref: string) => `${ref},Grace Hopper,Rua Augusta 100,Lisboa,,1100-053,PT,+351 21 000 0000,,${variantSku},1`;
    const imported = await s.call<ErrorBody>('POST', '/api/orders/manual/import', {
      as: dave,
      body: [header, line('A'), line('B')].join('\n'),
      headers: { 'content-type': 'text/csv' },
    });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect((await api.pay(dave, [manual.body.id])).body.paidCount).toBe(1);

    // The customer's data erased (the search text changes, the status does not), and an order deleted outright.
    const customerId = shopify.order(daveShop, e.placed.id)!.customer!.id;
    shopify.sendPrivacy(daveShop, 'dropport-test-app', 'customers/redact', customerId);
    await api.settle();
    expect((await api.one(dave, e.order.id)).body.customerName).toBe('redacted');
    expect(await found(dave, 'lovelace')).toEqual([]);
    const gone = await place();
    await db.deleteFrom('orders').where('id', '=', gone.order.id).execute();
    // And one order left in each of the statuses passed through above.
    const f = await place();
    expect((await api.pay(dave, [f.order.id])).body.paidCount).toBe(1);
    await ok(api.admin(admin, f.order.id, 'process'), 'processing');
    await place(GOOD_ADDRESS, merchantProduct(shopify.shop(daveShop)));
    await place();

    // Every status was reached, and the kept counts are what counting the orders gives, seller by seller.
    const fresh = await db
      .selectFrom('orders')
      .select(['user_id', 'source', 'status', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy(['user_id', 'source', 'status'])
      .execute();
    const kept = await db.selectFrom('order_status_counts').selectAll().where('n', '<>', 0).execute();
    const key = (r: { user_id: string; source: string; status: string; n: number | string | bigint }) =>
      `${r.user_id} ${r.source} ${r.status} ${Number(r.n)}`;
    expect(kept.map(key).sort()).toEqual(fresh.map(key).sort());
    const daves = fresh.filter((r) => r.user_id === dave.id);
    expect(new Set(daves.map((r) => r.status))).toEqual(
      new Set(['on_hold', 'awaiting_payment', 'paid', 'processing', 'shipped', 'delivered', 'cancelled', 'refunded']),
    );
    const expected = (source?: string) => {
      const out: Record<string, number> = {};
      for (const r of daves) if (!source || r.source === source) out[r.status] = (out[r.status] ?? 0) + Number(r.n);
      return out;
    };
    const nonZero = (counts: Record<string, number>) => Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 0));
    for (const source of [undefined, 'store', 'manual']) {
      const res = await api.counts(dave, source ? `?source=${source}` : '');
      expect(nonZero(res.body.counts), source).toEqual(expected(source));
      const queue = await s.call<OrderCounts>(
        'GET',
        `/api/admin/orders/counts?userId=${dave.id}${source ? `&source=${source}` : ''}`,
        {
          as: admin,
        },
      );
      expect(nonZero(queue.body.counts), source).toEqual(expected(source));
    }
    // Under a filter the counters do not hold, the orders are counted: the same numbers.
    expect(nonZero((await api.counts(dave, '?country=US')).body.counts)).toEqual(
      Object.fromEntries(
        (
          await db
            .selectFrom('orders')
            .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
            .where('user_id', '=', dave.id)
            .where('ship_country', '=', 'US')
            .groupBy('status')
            .execute()
        ).map((r) => [r.status, Number(r.n)]),
      ),
    );
    if (s.engine === 'sqlite') {
      // The search index holds exactly what the orders' search texts hold after all of it.
      await sql`insert into orders_search (orders_search, rank) values ('integrity-check', 1)`.execute(db);
    }
  });

  it('reads a page of orders newest first by index, however few orders the statistics saw', async () => {
    const { s } = get();
    const finn = await s.seller();
    const now = Date.now();
    // Statistics taken while the database held a handful of orders; then the seller's orders came.
    if (s.engine === 'sqlite') await sql`analyze`.execute(s.ctx.db);
    const rows = manyOrders(finn.id, now);
    for (let i = 0; i < rows.length; i += 500)
      await s.ctx.db
        .insertInto('orders')
        .values(rows.slice(i, i + 500))
        .execute();
    if (s.engine === 'sqlite') {
      for (const f of [{ userId: finn.id, statuses: ['paid'] }, { userId: finn.id }, { statuses: ['paid'] }]) {
        const query = newestPage(s.ctx.db, f, undefined, 21).compile();
        const plan = await s.ctx.db.executeQuery<{ detail: string }>(
          CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
        );
        const steps = plan.rows.map((r) => r.detail);
        // Orders first, by an index in id order, so reading stops at the page's end instead of sorting them all.
        expect(steps[0], steps.join('\n')).toMatch(/^SEARCH o USING INDEX orders_(user_status|user|status) /);
        expect(steps, steps.join('\n')).not.toContain('USE TEMP B-TREE FOR ORDER BY');
      }
    }
    const paid = await s.call<OrderPage>('GET', '/api/orders?status=paid&limit=20', { as: finn });
    const newestPaid = rows
      .filter((r) => r.status === 'paid')
      .slice(-20)
      .reverse();
    expect(paid.body.items.map((i) => i.orderNo)).toEqual(newestPaid.map((r) => r.order_no));
  });

  it('looks a search up in its index rather than reading every order', async () => {
    const { s } = get();
    const erin = await s.seller();
    const now = Date.now();
    const rows = manyOrders(erin.id, now);
    // SQLite's statistics taken before the orders came: a plan chosen by them alone walked all of the seller's orders.
    if (s.engine === 'sqlite') await sql`analyze`.execute(s.ctx.db);
    for (let i = 0; i < rows.length; i += 500)
      await s.ctx.db
        .insertInto('orders')
        .values(rows.slice(i, i + 500))
        .execute();
    if (s.engine === 'postgres') await sql`analyze`.execute(s.ctx.db);
    const query = indexedPage(s.ctx.db, { userId: erin.id, q: 'buyer 1234' }, undefined, 21).compile();
    const explain = <R>(how: string) => s.ctx.db.executeQuery<R>(CompiledQuery.raw(`${how} ${query.sql}`, [...query.parameters]));
    if (s.engine === 'sqlite') {
      const plan = await explain<{ detail: string }>('explain query plan');
      const steps = plan.rows.map((r) => r.detail);
      expect(
        steps.some((d) => /^SCAN orders_search VIRTUAL TABLE/.test(d)),
        steps.join('\n'),
      ).toBe(true);
      expect(steps, steps.join('\n')).toContain('SEARCH o USING INTEGER PRIMARY KEY (rowid=?)');
      expect(
        steps.filter((d) => /^SCAN o\b/.test(d)),
        steps.join('\n'),
      ).toEqual([]);
    } else {
      const plan = await explain<{ 'QUERY PLAN': string }>('explain');
      const text = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
      expect(text).toContain('orders_search_trgm');
      expect(text).not.toMatch(/Seq Scan on orders/);
    }
    expect((await s.call<OrderPage>('GET', '/api/orders?q=buyer%201234', { as: erin })).body.items.map((i) => i.orderNo)).toEqual(
      [`EX${now}1234`],
    );
  });
});
