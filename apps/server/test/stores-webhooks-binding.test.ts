import { createHmac, randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { registerStoreHooks } from '../src/modules/stores/store-hooks.js';
import { WEBHOOK_JOB } from '../src/modules/stores/webhooks.service.js';
import { storeAad } from '../src/modules/stores/stores.service.js';
import { tokenCipher } from '../src/modules/stores/token-crypto.js';
import { newId } from '../src/lib/ids.js';
import { describeEachEngine, freePort, type ErrorBody, type Seller } from './harness.js';
import { GOOD_ADDRESS } from './orders-support.js';
import {
  API_KEY,
  deliverWebhook,
  describeWithShopify,
  merchantProduct,
  SECRET,
  storesApi,
  uniqueShop,
} from './stores-support.js';

const domain = (name: string) => `${name}.myshopify.com`;

describeWithShopify('Shopify webhooks bound to the shop they name', (get) => {
  const stores = storesApi(get);
  let alice: Seller, bob: Seller;
  const deleted: { storeIds: string[]; productId: string }[] = [];
  beforeAll(async () => {
    alice = await get().s.seller();
    bob = await get().s.seller();
    registerStoreHooks(get().s.ctx, {
      productDeleted: async (_db, e) => {
        deleted.push(e);
        return 0;
      },
    });
  });

  /** Lets the stand-in deliver, then runs the queued jobs, until nothing new is sent. */
  const settle = async () => {
    for (let seen = -1; seen !== get().shopify.deliveries().length;) {
      seen = get().shopify.deliveries().length;
      await get().shopify.idle();
      await get().s.ctx.jobs.drain();
    }
  };
  /** These exact bytes, signed with the app secret, under the headers given: what someone holding a signed body can send. */
  const post = async (body: string, h: { topic: string; shop: string; triggeredAt?: string | null }) => {
    const webhookId = randomUUID();
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'x-shopify-topic': h.topic,
      'x-shopify-hmac-sha256': createHmac('sha256', SECRET).update(body).digest('base64'),
      'x-shopify-shop-domain': h.shop,
      'x-shopify-webhook-id': webhookId,
      'x-shopify-api-version': '2026-01',
    };
    if (h.triggeredAt !== null) headers['x-shopify-triggered-at'] = h.triggeredAt ?? new Date().toISOString();
    const res = await fetch(`${get().s.url}/api/webhooks/shopify`, { method: 'POST', headers, body });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : {}) as { duplicate?: boolean } & ErrorBody, webhookId };
  };
  const deliveryRow = (webhookId: string) =>
    get().s.ctx.db.selectFrom('webhook_deliveries').selectAll().where('webhook_id', '=', webhookId).executeTakeFirst();
  /** The body the stand-in last sent for this topic and shop. */
  const lastSent = (topic: string, name: string) => {
    const d = get()
      .shopify.deliveries()
      .filter((x) => x.topic === topic && x.shop === domain(name))
      .at(-1);
    if (!d) throw new Error(`nothing sent for ${topic} ${name}`);
    return d;
  };
  const storeRows = (name: string) =>
    get().s.ctx.db.selectFrom('stores').selectAll().where('shop_domain', '=', domain(name)).execute();
  const orderRow = (storeOrderId: number) =>
    get().s.ctx.db.selectFrom('orders').selectAll().where('store_order_id', '=', `gid://shopify/Order/${storeOrderId}`).execute();
  const placeOrder = async (name: string, variantId: number) => {
    const placed = get().shopify.createOrder(name, {
      lineItems: [{ variantId, quantity: 1 }],
      email: 'ada@example.com',
      customer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
      shippingAddress: GOOD_ADDRESS,
    });
    await settle();
    return placed;
  };

  it('an app/uninstalled body re-sent under another shop and a new webhook id is a 400; the other store stays linked', async () => {
    const a = uniqueShop('bind-a');
    const b = uniqueShop('bind-b');
    await stores.link(alice, a);
    const storeB = (await stores.link(bob, b)).store;
    get().shopify.uninstall(a, API_KEY);
    await settle();
    expect((await storeRows(a))[0]).toMatchObject({ status: 'uninstalled' });

    const res = await post(lastSent('app/uninstalled', a).body, { topic: 'app/uninstalled', shop: domain(b) });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', params: { field: 'myshopify_domain' } });
    expect(await deliveryRow(res.webhookId)).toBeUndefined();
    await settle();
    expect(await stores.row(storeB.id)).toMatchObject({ status: 'active' });
    expect((await stores.row(storeB.id)).access_token_enc).not.toBeNull();
  });

  it('privacy requests naming another shop are a 400: nothing recorded or erased for the shop in the header', async () => {
    const a = uniqueShop('priv-a');
    const b = uniqueShop('priv-b');
    get().shopify.shop(a);
    const storeB = (await stores.link(bob, b)).store;
    for (const topic of ['customers/data_request', 'customers/redact', 'shop/redact'] as const) {
      get().shopify.sendPrivacy(a, API_KEY, topic);
      await settle();
      const res = await post(lastSent(topic, a).body, { topic, shop: domain(b) });
      expect(res.status, `${topic}: ${JSON.stringify(res.body)}`).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', params: { field: 'shop_domain' } });
      expect(await deliveryRow(res.webhookId)).toBeUndefined();
    }
    await settle();
    expect(await stores.row(storeB.id)).toMatchObject({ status: 'active' });
    const recorded = await get()
      .s.ctx.db.selectFrom('privacy_requests')
      .select('id')
      .where('shop_domain', '=', domain(b))
      .execute();
    expect(recorded).toEqual([]);
  });

  it('an order of one shop re-sent under another shop makes no order there and leaves the original alone', async () => {
    const a = uniqueShop('ord-a');
    const b = uniqueShop('ord-b');
    const storeA = (await stores.link(alice, a)).store;
    const storeB = (await stores.link(bob, b)).store;
    const placed = await placeOrder(a, merchantProduct(get().shopify.shop(a)));
    const before = await orderRow(placed.id);
    expect(before).toHaveLength(1);
    expect(before[0]).toMatchObject({ store_id: storeA.id, user_id: alice.id });

    const res = await post(lastSent('orders/create', a).body, { topic: 'orders/create', shop: domain(b) });
    expect(res.status).toBe(200);
    await settle();
    const after = await orderRow(placed.id);
    expect(after).toEqual(before);
    const bobs = await get().s.ctx.db.selectFrom('orders').select('id').where('store_id', '=', storeB.id).execute();
    expect(bobs).toEqual([]);
  });

  it('products/delete under another shop reaches only the listings of the shop in the header', async () => {
    const a = uniqueShop('prod-a');
    const b = uniqueShop('prod-b');
    const storeA = (await stores.link(alice, a)).store;
    const storeB = (await stores.link(bob, b)).store;
    const variant = merchantProduct(get().shopify.shop(a));
    const productId = variant - 1;
    const res = await post(JSON.stringify({ id: productId }), { topic: 'products/delete', shop: domain(b) });
    expect(res.status).toBe(200);
    await settle();
    const calls = deleted.filter((d) => d.productId === `gid://shopify/Product/${productId}`);
    expect(calls).toEqual([{ storeIds: [storeB.id], productId: `gid://shopify/Product/${productId}` }]);
    expect(calls.flatMap((c) => c.storeIds)).not.toContain(storeA.id);
  });

  it('a signed body that is not a JSON object is a 400 and queues nothing', async () => {
    const name = uniqueShop('notjson');
    const { store } = await stores.link(alice, name);
    const jobs = () =>
      get()
        .s.ctx.db.selectFrom('jobs')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('type', '=', WEBHOOK_JOB)
        .executeTakeFirstOrThrow();
    const queued = Number((await jobs()).n);
    for (const body of ['not json', '{"id": 1', '[1,2]', '"text"', 'null', '42']) {
      for (const topic of ['app/uninstalled', 'orders/create', 'shop/redact']) {
        const res = await post(body, { topic, shop: domain(name) });
        expect(res.status, `${topic} ${JSON.stringify(body)}: ${JSON.stringify(res.body)}`).toBe(400);
        expect(res.body.code).toBe('VALIDATION_FAILED');
        expect(await deliveryRow(res.webhookId)).toBeUndefined();
      }
    }
    // An empty body is refused by the library's own check, before Dropport reads it.
    const empty = await post('', { topic: 'app/uninstalled', shop: domain(name) });
    expect(empty.status).toBe(401);
    expect(await deliveryRow(empty.webhookId)).toBeUndefined();
    expect(Number((await jobs()).n)).toBe(queued);
    await settle();
    expect(await stores.row(store.id)).toMatchObject({ status: 'active' });
  });

  it('an uninstall re-sent after the store was linked again (new webhook id, any trigger time) leaves the new link', async () => {
    const name = uniqueShop('relink');
    const { store } = await stores.link(alice, name);
    get().shopify.uninstall(name, API_KEY);
    await settle();
    expect(await stores.row(store.id)).toMatchObject({ status: 'uninstalled' });
    const old = lastSent('app/uninstalled', name);

    await stores.link(alice, name);
    expect(await stores.row(store.id)).toMatchObject({ status: 'active' });
    for (const triggeredAt of [old.triggeredAt, new Date().toISOString(), null]) {
      const res = await post(old.body, { topic: 'app/uninstalled', shop: domain(name), triggeredAt });
      expect(res.status).toBe(200);
    }
    await settle();
    expect(await stores.row(store.id)).toMatchObject({ status: 'active' });
    expect((await stores.row(store.id)).access_token_enc).not.toBeNull();

    // A real second uninstall (the same shop, so the same body) still ends the link.
    get().shopify.uninstall(name, API_KEY);
    await settle();
    expect(lastSent('app/uninstalled', name).body).toBe(old.body);
    expect(await stores.row(store.id)).toMatchObject({ status: 'uninstalled', access_token_enc: null });
  });

  it('a shop/redact re-sent after the shop was linked again erases nothing of the new link', async () => {
    const name = uniqueShop('reredact');
    await stores.link(alice, name);
    get().shopify.uninstall(name, API_KEY);
    get().shopify.sendPrivacy(name, API_KEY, 'shop/redact');
    await settle();
    expect(await storeRows(name)).toEqual([]);
    const old = lastSent('shop/redact', name);

    const { store } = await stores.link(alice, name);
    const res = await post(old.body, { topic: 'shop/redact', shop: domain(name) });
    expect(res.status).toBe(200);
    await settle();
    expect(await stores.row(store.id)).toMatchObject({ status: 'active' });
  });

  it('a customers/redact re-sent after the store was linked again leaves the orders that came since', async () => {
    const name = uniqueShop('recust');
    const { store } = await stores.link(alice, name);
    const variant = merchantProduct(get().shopify.shop(name));
    const first = await placeOrder(name, variant);
    const customerId = get().shopify.order(name, first.id)!.customer!.id;
    get().shopify.sendPrivacy(name, API_KEY, 'customers/redact', customerId);
    await settle();
    expect((await orderRow(first.id))[0]).toMatchObject({ customer_email: null, customer_name: 'redacted' });
    const old = lastSent('customers/redact', name);

    expect((await get().s.call('DELETE', `/api/stores/${store.id}`, { as: alice })).status).toBe(200);
    await stores.link(alice, name);
    const second = await placeOrder(name, variant);
    expect((await orderRow(second.id))[0]).toMatchObject({ customer_email: 'ada@example.com' });

    const res = await post(old.body, { topic: 'customers/redact', shop: domain(name) });
    expect(res.status).toBe(200);
    await settle();
    expect((await orderRow(second.id))[0]).toMatchObject({ customer_email: 'ada@example.com', redacted_at: null });

    // The customer asking again names both orders now: that request is carried out.
    get().shopify.sendPrivacy(name, API_KEY, 'customers/redact', customerId);
    await settle();
    expect((await orderRow(second.id))[0]).toMatchObject({ customer_email: null, customer_name: 'redacted' });
  });
});

// Shopify's address is a port where nothing listens: every question to it fails.
const downPort = await freePort();

describeEachEngine(
  'Shopify webhooks that Shopify cannot confirm',
  (get) => {
    it('an app/uninstalled is retried while Shopify does not answer, then closed as failed with the store untouched', async () => {
      const s = get();
      const seller = await s.seller();
      const shop = domain(uniqueShop('down'));
      const id = newId();
      const now = Date.now();
      await s.ctx.db
        .insertInto('stores')
        .values({
          id,
          user_id: seller.id,
          platform: 'shopify',
          shop_domain: shop,
          name: 'Down',
          currency: 'USD',
          access_token_enc: tokenCipher(s.ctx.config).encrypt('shpat_down', storeAad(id)),
          scopes: 'read_products',
          status: 'active',
          linked_at: now,
          updated_at: now,
        })
        .execute();
      const sent = await deliverWebhook(s, 'app/uninstalled', shop, { id: 1, domain: shop, myshopify_domain: shop });
      expect(sent.status).toBe(200);
      const delivery = () =>
        s.ctx.db.selectFrom('webhook_deliveries').selectAll().where('webhook_id', '=', sent.webhookId).executeTakeFirstOrThrow();
      const job = () => s.ctx.db.selectFrom('jobs').selectAll().where('type', '=', WEBHOOK_JOB).executeTakeFirstOrThrow();
      for (let attempt = 1; attempt <= 5; attempt++) {
        // Each attempt is made due at once instead of after the queue's back-off.
        await s.ctx.db.updateTable('jobs').set({ run_at: 0 }).where('type', '=', WEBHOOK_JOB).execute();
        await s.ctx.jobs.drain();
        if (attempt < 5) expect(await delivery()).toMatchObject({ status: 'queued' });
      }
      expect(await job()).toMatchObject({ status: 'done', attempts: 5 });
      expect(await delivery()).toMatchObject({
        status: 'failed',
        outcome: 'not confirmed: Shopify did not answer',
        payload: null,
      });
      const row = await s.ctx.db.selectFrom('stores').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'active' });
      expect(row.access_token_enc).not.toBeNull();
    });
  },
  { SHOPIFY_HOST: `127.0.0.1:${downPort}`, SHOPIFY_API_KEY: API_KEY, SHOPIFY_API_SECRET: SECRET },
);
