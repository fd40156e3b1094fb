import { createHmac, randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import type { StoreView } from '@dropport/contracts';
import type { Seller } from './harness.js';
import { productPool } from './listings-support.js';
import { ordersApi } from './orders-support.js';
import { describeWithShopify, SECRET, storesApi, uniqueShop } from './stores-support.js';

/** A fixed shuffle (a small LCG), so a failure can be replayed. */
function shuffled<T>(items: T[], seed = 20261123): T[] {
  const out = [...items];
  let x = seed;
  for (let i = out.length - 1; i > 0; i--) {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    const j = x % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

describeWithShopify('order webhooks replayed, reordered, and privacy requests', (get) => {
  const stores = storesApi(get);
  const api = ordersApi(get);
  let alice: Seller, admin: Seller;
  let shop: string;
  let store: StoreView;
  let variant: { storeVariantId: number; variantId: number };

  beforeAll(async () => {
    const { s } = get();
    await s.catalogue(20);
    ({ admin } = await s.cast());
    alice = await s.seller({ verified: true });
    const take = await productPool(get());
    shop = uniqueShop('replay');
    store = (await stores.link(alice, shop)).store;
    variant = (await api.listProduct(alice, store, shop, take()))[0]!;
    await s.ctx.db.updateTable('product_variants').set({ stock: 500 }).where('id', '=', variant.variantId).execute();
  });

  /** Everything Dropport keeps about orders, in a stable order. */
  const snapshot = async () => {
    const db = get().s.ctx.db;
    return {
      orders: await db.selectFrom('orders').selectAll().orderBy('id').execute(),
      items: await db.selectFrom('order_items').selectAll().orderBy('id').execute(),
      events: await db.selectFrom('order_events').selectAll().orderBy('id').execute(),
      reservations: await db.selectFrom('order_reservations').selectAll().orderBy('order_id').execute(),
      entries: await db
        .selectFrom('ledger_entries')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow(),
      notifications: await db
        .selectFrom('notifications')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow(),
    };
  };

  it('replaying every order webhook three times, shuffled, leaves the database identical', async () => {
    const shopify = get().shopify;
    const a = await api.storeOrder(alice, shop, [{ variantId: variant.storeVariantId, quantity: 1 }]);
    const b = await api.storeOrder(alice, shop, [{ variantId: variant.storeVariantId, quantity: 2 }]);
    const c = await api.storeOrder(alice, shop, [{ variantId: variant.storeVariantId, quantity: 1 }]);
    shopify.updateOrderAddress(shop, a.placed.id, { address1: '2 Market Street', city: 'San Francisco', zip: '94105' });
    shopify.updateOrderAddress(shop, a.placed.id, { address2: 'Suite 300' });
    shopify.cancelOrder(shop, b.placed.id);
    await api.settle();
    await api.fund(alice, c.order.costs.totalCents);
    expect((await api.pay(alice, [c.order.id])).body.paidCount).toBe(1);
    await api.admin(admin, c.order.id, 'ship', { carrier: 'YunExpress', trackingNumber: 'YT0000000000001' });
    await api.settle();
    // The fulfillment's orders/updated came back too.
    expect(shopify.deliveries().filter((d) => d.topic === 'orders/updated').length).toBeGreaterThanOrEqual(4);
    const before = await snapshot();
    expect((await api.one(alice, a.order.id)).body.address).toMatchObject({ address1: '2 Market Street', address2: 'Suite 300' });
    expect((await api.one(alice, b.order.id)).body.status).toBe('cancelled');

    const sent = shopify.deliveries().filter((d) => d.topic.startsWith('orders/'));
    const replay = shuffled([...sent, ...sent, ...sent]);
    for (const d of replay) {
      const res = await fetch(`${get().s.url}/api/webhooks/shopify`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-shopify-topic': d.topic,
          'x-shopify-shop-domain': d.shop,
          'x-shopify-api-version': d.apiVersion,
          'x-shopify-webhook-id': randomUUID(),
          'x-shopify-hmac-sha256': createHmac('sha256', SECRET).update(d.body).digest('base64'),
        },
        body: d.body,
      });
      expect(res.status).toBe(200);
    }
    await api.settle();
    expect(await snapshot()).toEqual(before);
  });

  it('a forged order webhook is refused and changes nothing', async () => {
    const before = await snapshot();
    const body = JSON.stringify({ id: 1, name: '#1', line_items: [] });
    const res = await fetch(`${get().s.url}/api/webhooks/shopify`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-shopify-topic': 'orders/create',
        'x-shopify-shop-domain': `${shop}.myshopify.com`,
        'x-shopify-api-version': '2026-01',
        'x-shopify-webhook-id': randomUUID(),
        'x-shopify-hmac-sha256': createHmac('sha256', 'not-the-secret').update(body).digest('base64'),
      },
      body,
    });
    expect(res.status).toBe(401);
    await api.settle();
    expect(await snapshot()).toEqual(before);
  });

  it('the reconciliation pull brings an order whose webhook never arrived', async () => {
    const shopify = get().shopify;
    // The app's webhook address is unreachable for a moment: Shopify's deliveries fail.
    const placed = shopify.createOrder(shop, {
      lineItems: [{ variantId: variant.storeVariantId, quantity: 1 }],
      email: 'late@example.com',
      shippingAddress: {
        firstName: 'Late',
        lastName: 'Buyer',
        address1: '1 Main St',
        city: 'Austin',
        provinceCode: 'TX',
        zip: '73301',
        countryCode: 'US',
      },
    });
    await shopify.idle();
    await get()
      .s.ctx.db.deleteFrom('orders')
      .where('store_order_id', '=', `gid://shopify/Order/${placed.id}`)
      .execute()
      .catch(() => undefined);
    const sync = await get().s.call<{ stores: number; received: number; changed: number }>('POST', '/api/orders/sync', {
      as: alice,
      json: {},
    });
    expect(sync.status, JSON.stringify(sync.body)).toBe(200);
    expect(sync.body.stores).toBe(1);
    expect(sync.body.received).toBeGreaterThanOrEqual(1);
    const found = await api.list(alice, '?q=late%20buyer');
    expect(found.body.items.map((o) => o.storeOrderName)).toContain(placed.name);
    // A second pull finds nothing new to change.
    const again = await get().s.call<{ changed: number }>('POST', '/api/orders/sync', { as: alice, json: {} });
    expect(again.body.changed).toBe(0);
  });

  it('customers/redact removes the customer’s personal data from their orders', async () => {
    const shopify = get().shopify;
    const { placed, order } = await api.storeOrder(alice, shop, [{ variantId: variant.storeVariantId, quantity: 1 }]);
    const customerId = shopify.order(shop, placed.id)!.customer!.id;
    shopify.sendPrivacy(shop, 'dropport-test-app', 'customers/redact', customerId);
    await api.settle();
    const after = (await api.one(alice, order.id)).body;
    expect(after.customerName).toBe('redacted');
    expect(after.customerEmail).toBeNull();
    expect(after.address).toBeNull();
    expect((await api.list(alice, '?q=lovelace')).body.items.map((o) => o.id)).not.toContain(order.id);
  });
});
