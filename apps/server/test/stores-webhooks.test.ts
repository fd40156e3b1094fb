import { beforeAll, expect, it } from 'vitest';
import type { Seller } from './harness.js';
import { deliverWebhook, describeWithShopify, storesApi, uniqueShop } from './stores-support.js';
import { registerStoreHooks } from '../src/modules/stores/store-hooks.js';
import { until } from './sandbox-gateway-support.js';

describeWithShopify('Shopify webhooks', (get) => {
  const api = storesApi(get);
  let alice: Seller;
  const deleted: { storeIds: string[]; productId: string }[] = [];
  beforeAll(async () => {
    alice = await get().s.seller();
    registerStoreHooks(get().s.ctx, {
      productDeleted: async (_db, e) => {
        deleted.push(e);
        return 1;
      },
    });
  });
  const delivery = (webhookId: string) =>
    get().s.ctx.db.selectFrom('webhook_deliveries').selectAll().where('webhook_id', '=', webhookId).executeTakeFirst();
  const drain = () => get().s.ctx.jobs.drain();

  it('refuses a delivery whose HMAC is wrong or missing (401), and records nothing', async () => {
    const { s } = get();
    const forged = await deliverWebhook(
      s,
      'app/uninstalled',
      'x.myshopify.com',
      { id: 1 },
      { secret: 'another-secret-entirely-000' },
    );
    expect(forged.status).toBe(401);
    expect(forged.body.code).toBe('SHOPIFY_WEBHOOK_SIGNATURE_INVALID');
    const unsigned = await deliverWebhook(
      s,
      'app/uninstalled',
      'x.myshopify.com',
      { id: 1 },
      { omit: ['x-shopify-hmac-sha256'] },
    );
    expect(unsigned.status).toBe(401);
    const noId = await deliverWebhook(s, 'app/uninstalled', 'x.myshopify.com', { id: 1 }, { omit: ['x-shopify-webhook-id'] });
    expect(noId.status).toBe(401);
    // A body changed after signing.
    const res = await fetch(`${s.url}/api/webhooks/shopify`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-shopify-topic': 'shop/redact',
        'x-shopify-hmac-sha256': 'AAAA',
        'x-shopify-shop-domain': 'x.myshopify.com',
        'x-shopify-webhook-id': 'tampered',
        'x-shopify-api-version': '2026-01',
      },
      body: '{"shop_domain":"x.myshopify.com"}',
    });
    expect(res.status).toBe(401);
    expect(await delivery(forged.webhookId)).toBeUndefined();
    expect(await delivery('tampered')).toBeUndefined();
  });

  it('app/uninstalled from the stand-in: a fast 200, then the job marks the store uninstalled and drops its token', async () => {
    const { shopify } = get();
    const name = uniqueShop('uninstall');
    const { store } = await api.link(alice, name);
    const sent = shopify.uninstall(name, 'dropport-test-app')!;
    await shopify.idle();
    expect(sent).toMatchObject({ topic: 'app/uninstalled', delivered: true, last: 200 });
    // Acknowledged before it is handled: the store changes only when the queue runs.
    expect(await delivery(sent.webhookId)).toMatchObject({
      status: 'queued',
      topic: 'app/uninstalled',
      shop_domain: `${name}.myshopify.com`,
    });
    expect((await api.row(store.id)).status).toBe('active');
    await drain();
    expect(await api.row(store.id)).toMatchObject({ status: 'uninstalled', access_token_enc: null });
    expect(await delivery(sent.webhookId)).toMatchObject({ status: 'done', outcome: 'uninstalled 1 store(s)', payload: null });
  });

  it('a delivery sent again with the same webhook id is acknowledged and ignored', async () => {
    const { s, shopify } = get();
    const name = uniqueShop('dupe');
    const { store } = await api.link(alice, name);
    const sent = shopify.uninstall(name, 'dropport-test-app')!;
    await shopify.idle();
    await drain();
    // The store is linked again, then Shopify repeats the old uninstall: it must not end the new link.
    await api.link(alice, name);
    const again = shopify.redeliver(sent.webhookId)!;
    await shopify.idle();
    expect(again).toMatchObject({ webhookId: sent.webhookId, delivered: true });
    const direct = await deliverWebhook(s, 'app/uninstalled', `${name}.myshopify.com`, JSON.parse(sent.body), {
      webhookId: sent.webhookId,
    });
    expect(direct).toMatchObject({ status: 200, body: { received: true, duplicate: true } });
    await drain();
    expect((await api.row(store.id)).status).toBe('active');
    const rows = await s.ctx.db.selectFrom('webhook_deliveries').select('id').where('webhook_id', '=', sent.webhookId).execute();
    expect(rows).toHaveLength(1);
  });

  it('products/delete reaches the listing hook with the store and the product id', async () => {
    const { shopify } = get();
    const name = uniqueShop('pdelete');
    const { store } = await api.link(alice, name);
    shopify.shop(name).products.push({
      id: 777001,
      title: 'Mug',
      handle: 'mug',
      descriptionHtml: '',
      vendor: '',
      productType: '',
      tags: [],
      status: 'ACTIVE',
      options: [],
      variants: [],
      media: [],
      createdAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
    });
    expect(shopify.deleteProduct(name, 777001)).toBe(true);
    await shopify.idle();
    await drain();
    expect(deleted).toContainEqual({ storeIds: [store.id], productId: 'gid://shopify/Product/777001' });
  });

  it('answers the privacy topics: requests recorded, shop/redact erases the shop’s store data', async () => {
    const { s, shopify } = get();
    const name = uniqueShop('privacy');
    const shop = `${name}.myshopify.com`;
    await api.link(alice, name);
    for (const topic of ['customers/data_request', 'customers/redact'] as const)
      shopify.sendPrivacy(name, 'dropport-test-app', topic);
    await shopify.idle();
    await drain();
    const requests = () =>
      s.ctx.db.selectFrom('privacy_requests').selectAll().where('shop_domain', '=', shop).orderBy('id').execute();
    // Both jobs may run in either order.
    expect((await requests()).map((r) => [r.topic, r.outcome]).sort()).toEqual([
      ['customers/data_request', "request recorded; order data is the merchant's own"],
      ['customers/redact', 'redacted 0 order(s)'],
    ]);
    expect((await api.list(alice)).some((st) => st.shopDomain === shop)).toBe(true);

    shopify.sendPrivacy(name, 'dropport-test-app', 'shop/redact');
    await shopify.idle();
    await until('shop/redact handled', async () => {
      await drain();
      return (await requests()).length === 3;
    });
    expect((await requests()).find((r) => r.topic === 'shop/redact')).toMatchObject({ outcome: 'erased 1 store(s)' });
    expect((await api.list(alice)).some((st) => st.shopDomain === shop)).toBe(false);
    expect(await s.ctx.db.selectFrom('stores').select('id').where('shop_domain', '=', shop).execute()).toEqual([]);
  });
});
