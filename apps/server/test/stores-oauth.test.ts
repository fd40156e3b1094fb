import { beforeAll, expect, it } from 'vitest';
import type { Seller } from './harness.js';
import {
  approve,
  browse,
  describeWithShopify,
  nowSeconds,
  signQuery,
  storesApi,
  uniqueShop,
  type CallbackBody,
} from './stores-support.js';
import { tokenCipher } from '../src/modules/stores/token-crypto.js';

describeWithShopify('linking a Shopify store through OAuth', (get) => {
  const api = storesApi(get);
  let alice: Seller;
  let bob: Seller;
  beforeAll(async () => {
    alice = await get().s.seller();
    bob = await get().s.seller();
  });

  it('links a store end to end: authorize page, signed callback, code exchange, shop name and currency', async () => {
    const { s, shopify } = get();
    const name = uniqueShop('lisbon');
    shopify.shop(name, { title: 'Lisbon Linen', currency: 'EUR' });
    const started = await api.connect(alice, `  ${name.toUpperCase()}.MyShopify.com `);
    expect(started.status).toBe(200);
    const authorize = new URL(started.body.authorizeUrl);
    // The library's domain transformation puts the shop on the stand-in named by SHOPIFY_HOST.
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${shopify.url}/store/${name}/admin/oauth/authorize`);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      client_id: 'dropport-test-app',
      scope:
        'read_products,write_products,read_inventory,write_inventory,read_locations,read_orders,write_orders,read_customers,read_merchant_managed_fulfillment_orders,write_merchant_managed_fulfillment_orders',
      redirect_uri: `${s.url}/oauth2/authorize`,
    });
    expect(authorize.searchParams.get('state')).toMatch(/^[\w-]{40,}$/);

    const page = await browse(shopify, started.body.authorizeUrl);
    expect(page.text).toContain('Install Dropport Test');
    expect(page.text).toContain('Create, edit and delete products');
    const back = await approve(shopify, started.body.authorizeUrl);
    expect(`${back.origin}${back.pathname}`).toBe(`${s.url}/oauth2/authorize`);
    expect([...back.searchParams.keys()].sort()).toEqual(['code', 'hmac', 'host', 'shop', 'state', 'timestamp']);

    const done = await api.callback(alice, back.search);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toMatchObject({
      outcome: 'linked',
      store: {
        platform: 'shopify',
        shopDomain: `${name}.myshopify.com`,
        name: 'Lisbon Linen',
        currency: 'EUR',
        status: 'active',
      },
    });
    const store = done.body.outcome === 'linked' ? done.body.store : undefined;
    expect(store?.scopes).toContain('write_products');
    expect(await api.list(alice)).toEqual([store]);

    // Kept encrypted: the row holds ciphertext, which opens to the token the stand-in issued, and only for this row.
    const row = await api.row(store!.id);
    const install = shopify.shop(name).installs[0]!;
    expect(row.access_token_enc).not.toContain(install.token);
    expect(row.access_token_enc).toMatch(/^v1\.[0-9a-f]{8}\./);
    expect(tokenCipher(s.config).decrypt(row.access_token_enc!, `store:${store!.id}`)).toBe(install.token);
    expect(() => tokenCipher(s.config).decrypt(row.access_token_enc!, 'store:another')).toThrow();
  });

  it('refuses an address that is no Shopify store', async () => {
    for (const shop of ['', 'not a shop', 'evil.com', 'x.myshopify.com.evil.com', '-bad.myshopify.com', 'a'.repeat(70)]) {
      const res = await api.connect(alice, shop);
      expect(res.status, shop).toBe(400);
      expect(res.body.code).toBe('STORE_DOMAIN_INVALID');
    }
    const es = await get().s.call('POST', '/api/stores/shopify/connect', {
      as: alice,
      json: { shop: 'evil.com' },
      headers: { 'accept-language': 'es-ES' },
    });
    expect(es.body.message).toContain('mi-tienda.myshopify.com');
  });

  async function freshCallback(as: Seller, shopName = uniqueShop()) {
    get().shopify.shop(shopName);
    const started = await api.connect(as, `${shopName}.myshopify.com`);
    const back = await approve(get().shopify, started.body.authorizeUrl);
    return { shopName, params: Object.fromEntries(back.searchParams) as Record<string, string>, query: back.search };
  }
  const nothingLinked = async (as: Seller, shopName: string) =>
    expect((await api.list(as)).some((st) => st.shopDomain === `${shopName}.myshopify.com`)).toBe(false);

  it('refuses a forged callback: a wrong signature, a changed parameter, a missing hmac', async () => {
    const { shopName, params, query } = await freshCallback(alice);
    const { hmac: _h, ...unsigned } = params;
    const forged = [
      signQuery(unsigned, 'not-the-app-secret-at-all-0000'),
      query.replace(/code=[^&]+/, 'code=0000'),
      query.replace(/&?hmac=[0-9a-f]+/, ''),
      `${query}&shop=other.myshopify.com`,
    ];
    for (const q of forged) {
      const res = await api.callback(alice, q);
      expect(res.status, q).toBe(400);
      expect(res.body.code).toBe('STORE_OAUTH_SIGNATURE_INVALID');
    }
    await nothingLinked(alice, shopName);
    // The genuine query still works: nothing above used the state up.
    expect((await api.callback(alice, query)).status).toBe(200);
  });

  it('refuses a stale callback even when correctly signed', async () => {
    const { shopName, params } = await freshCallback(alice);
    const { hmac: _h, ...rest } = params;
    const res = await api.callback(alice, signQuery({ ...rest, timestamp: String(Number(nowSeconds()) - 3600) }));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('STORE_OAUTH_STALE');
    await nothingLinked(alice, shopName);
  });

  it('refuses a replayed state with its own code, and links nothing twice', async () => {
    const { query } = await freshCallback(alice);
    expect((await api.callback(alice, query)).status).toBe(200);
    const again = await api.callback(alice, query);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('STORE_OAUTH_STATE_USED');
    expect(again.body.message).toContain('already completed');
  });

  it('refuses a state Dropport never issued (signed by Shopify all the same)', async () => {
    const shop = `${uniqueShop()}.myshopify.com`;
    const res = await api.callback(
      alice,
      signQuery({ code: 'abc', host: 'aG9zdA', shop, state: 'made-up-state', timestamp: nowSeconds() }),
    );
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('STORE_OAUTH_STATE_UNKNOWN');
  });

  it('refuses a state another seller started, and the owner can still finish it', async () => {
    const { shopName, query } = await freshCallback(alice);
    const res = await api.callback(bob, query);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('STORE_OAUTH_STATE_OTHER_SELLER');
    await nothingLinked(bob, shopName);
    expect((await api.callback(alice, query)).status).toBe(200);
  });

  it('refuses a callback for another shop than the one the state was issued for', async () => {
    const { params } = await freshCallback(alice);
    const { hmac: _h, ...rest } = params;
    const res = await api.callback(alice, signQuery({ ...rest, shop: `${uniqueShop()}.myshopify.com` }));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('STORE_OAUTH_SHOP_MISMATCH');
  });

  it('refuses a store whose currency Dropport cannot price in', async () => {
    const name = uniqueShop('tokyo');
    get().shopify.shop(name, { currency: 'JPY' });
    const started = await api.connect(alice, name);
    const back = await approve(get().shopify, started.body.authorizeUrl);
    const res = await api.callback(alice, back.search);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'STORE_CURRENCY_UNSUPPORTED', params: { currency: 'JPY' } });
    await nothingLinked(alice, name);
  });

  it('a shop is held by one seller at a time; its own seller can relink it after unlinking', async () => {
    const name = uniqueShop('held');
    const { store } = await api.link(alice, name);
    const started = await api.connect(bob, name);
    const back = await approve(get().shopify, started.body.authorizeUrl);
    const taken = await api.callback(bob, back.search);
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('STORE_LINKED_ELSEWHERE');

    expect((await get().s.call('DELETE', `/api/stores/${store.id}`, { as: alice })).status).toBe(200);
    const relinked = await api.link(alice, name);
    // The same row again: what points at the store keeps pointing at it.
    expect(relinked.store).toMatchObject({ id: store.id, status: 'active' });
    expect((await api.list(alice)).filter((st) => st.shopDomain === `${name}.myshopify.com`)).toHaveLength(1);
  });

  it('an install begun in Shopify with no Dropport session is parked, then claimed after sign-in', async () => {
    const { s, shopify } = get();
    const name = uniqueShop('parked');
    shopify.shop(name, { title: 'Parked Goods', currency: 'GBP' });
    // The shop admin opens the App URL with a signed shop, host and timestamp.
    const launched = await fetch(shopify.launchUrl(name, 'dropport-test-app'), { redirect: 'manual' });
    expect(launched.status).toBe(302);
    const authorizeUrl = launched.headers.get('location')!;
    expect(authorizeUrl.startsWith(`${shopify.url}/store/${name}/admin/oauth/authorize?`)).toBe(true);
    const back = await approve(shopify, authorizeUrl);

    const parked = await api.callback('public', back.search);
    expect(parked.status, JSON.stringify(parked.body)).toBe(200);
    expect(parked.body).toMatchObject({ outcome: 'parked', shop: `${name}.myshopify.com` });
    const claimToken = parked.body.outcome === 'parked' ? parked.body.claimToken : '';
    expect(await s.ctx.db.selectFrom('stores').select('id').where('shop_domain', '=', `${name}.myshopify.com`).execute()).toEqual(
      [],
    );

    // Claiming needs a session; then it binds the store to whoever signed in.
    expect((await s.call('POST', '/api/stores/shopify/claim', { json: { claimToken } })).status).toBe(401);
    const carol = await s.seller();
    const claimed = await s.call<CallbackBody>('POST', '/api/stores/shopify/claim', { as: carol, json: { claimToken } });
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(200);
    expect(claimed.body).toMatchObject({
      shopDomain: `${name}.myshopify.com`,
      name: 'Parked Goods',
      currency: 'GBP',
      status: 'active',
    });
    const again = await s.call('POST', '/api/stores/shopify/claim', { as: bob, json: { claimToken } });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('STORE_CLAIM_INVALID');

    // Opened again from Shopify, the held shop goes straight to the console with its embedded parameters.
    const reopened = await fetch(shopify.launchUrl(name, 'dropport-test-app'), { redirect: 'manual' });
    const console = new URL(reopened.headers.get('location')!);
    expect(`${console.origin}${console.pathname}`).toBe(`${s.url}/addMyStore`);
    expect(console.searchParams.get('shop')).toBe(`${name}.myshopify.com`);
    expect(console.searchParams.get('embedded')).toBe('1');
  });

  it('an install begun in Shopify while signed in to Dropport links to that seller at once', async () => {
    const name = uniqueShop('direct');
    get().shopify.shop(name);
    const launched = await fetch(get().shopify.launchUrl(name, 'dropport-test-app'), { redirect: 'manual' });
    const back = await approve(get().shopify, launched.headers.get('location')!);
    const res = await api.callback(bob, back.search);
    expect(res.body).toMatchObject({ outcome: 'linked', store: { shopDomain: `${name}.myshopify.com` } });
  });

  it('refuses a forged App URL launch', async () => {
    const name = uniqueShop();
    const url = new URL(get().shopify.launchUrl(name, 'dropport-test-app'));
    url.searchParams.set('shop', 'victim.myshopify.com');
    const res = await fetch(`${get().s.url}/api/stores/shopify/launch${url.search}`, { redirect: 'manual' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: string }).code).toBe('STORE_OAUTH_SIGNATURE_INVALID');
  });

  it('gives the embedded app its settings and lets only that shop frame the page', async () => {
    const { s } = get();
    const host = Buffer.from('admin.shopify.com/store/demo').toString('base64');
    const res = await s.call('GET', `/api/stores/shopify/config?shop=demo.myshopify.com&host=${encodeURIComponent(host)}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ apiKey: 'dropport-test-app', host, shop: 'demo.myshopify.com' });
    const bad = await s.call(
      'GET',
      `/api/stores/shopify/config?shop=demo.myshopify.com&host=${encodeURIComponent(Buffer.from('evil.com').toString('base64'))}`,
    );
    expect(bad.status).toBe(400);
  });
});
