import { createHmac, randomBytes } from 'node:crypto';
import https from 'node:https';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { ShopifyCallbackAnswer, StoreView } from '@dropport/contracts';
import { dropportApp, startShopifyStandin, type ShopifyStandin, type ShopRec } from '@dropport/shopify-standin';
import { engines, startServer, type ErrorBody, type Seller, type TestServer } from './harness.js';

export const API_KEY = 'dropport-test-app';
export const SECRET = 'test-shopify-app-secret-0123456789';

export interface World {
  s: TestServer;
  shopify: ShopifyStandin;
}

/**
 * A stand-in over HTTPS with Dropport's app registered. Its test CA and certificate are the run's (made once by
 * global-setup.ts); it keeps no shops on disk, so that folder is all it reads.
 */
export async function startStandin(appUrl = 'http://127.0.0.1:9'): Promise<{ shopify: ShopifyStandin }> {
  const dataDir = process.env.DROPPORT_TEST_SHOPIFY_CERTIFICATES;
  if (!dataDir)
    throw new Error('DROPPORT_TEST_SHOPIFY_CERTIFICATES is not set: the server tests start from test/global-setup.ts');
  const shopify = await startShopifyStandin({
    port: 0,
    dataDir,
    persist: false,
    webhookRetryDelaysMs: [0, 50, 100],
    apps: [dropportApp({ apiKey: API_KEY, secret: SECRET, name: 'Dropport Test', appUrl })],
  });
  return { shopify };
}

/**
 * Declares the suite once per engine: a Shopify stand-in, and a server that reaches it only through its environment
 * (SHOPIFY_HOST and SHOPIFY_CA_FILE), the way a deployment is configured.
 */
export function describeWithShopify(name: string, body: (get: () => World) => void, env: Record<string, string> = {}) {
  for (const engine of engines()) {
    describe(`${name} [${engine}]`, () => {
      let world: World | undefined;
      beforeAll(async () => {
        const { shopify } = await startStandin();
        const s = await startServer(engine, {
          SHOPIFY_HOST: shopify.host,
          SHOPIFY_CA_FILE: shopify.caFile,
          SHOPIFY_API_KEY: API_KEY,
          SHOPIFY_API_SECRET: SECRET,
          ...env,
        });
        // The app's addresses name this very server (its port is known only now).
        shopify.registerApp(dropportApp({ apiKey: API_KEY, secret: SECRET, name: 'Dropport Test', appUrl: s.url }));
        world = { s, shopify };
      });
      afterAll(async () => {
        await world?.shopify.close();
        await world?.s.close();
      });
      body(() => {
        if (!world) throw new Error('not started');
        return world;
      });
    });
  }
}

export interface Page {
  status: number;
  location: string | null;
  text: string;
}

/** A request to the stand-in as a browser makes it (trusting its test CA), without following redirects. */
export function browse(shopify: ShopifyStandin, url: string, form?: Record<string, string>): Promise<Page> {
  return new Promise((resolve, reject) => {
    const body = form ? new URLSearchParams(form).toString() : undefined;
    const req = https.request(
      url,
      {
        method: form ? 'POST' : 'GET',
        ca: shopify.caPem,
        // A fresh connection each time: never a pooled socket or TLS session from another stand-in (another CA) that
        // once had this port.
        agent: false,
        headers: body ? { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body) } : {},
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location ?? null, text }));
      },
    );
    // A failure names the address and the stand-in the test meant.
    req.on('error', (err) => reject(new Error(`${url} (stand-in ${shopify.host}): ${err.message}`, { cause: err })));
    if (body) req.write(body);
    req.end();
  });
}

/** Opens Shopify's authorize page and presses Install: answers where Shopify sends the browser back. */
export async function approve(shopify: ShopifyStandin, authorizeUrl: string): Promise<URL> {
  const page = await browse(shopify, authorizeUrl);
  expect(page.status, page.text).toBe(200);
  expect(page.text).toContain('Install app');
  const q = new URL(authorizeUrl).searchParams;
  const fields = Object.fromEntries(['client_id', 'scope', 'redirect_uri', 'state'].map((k) => [k, q.get(k) ?? '']));
  const done = await browse(shopify, authorizeUrl.split('?')[0]!, fields);
  expect(done.status, done.text).toBe(302);
  return new URL(done.location!);
}

export type StoreBody = StoreView & ErrorBody;
export type CallbackBody = ShopifyCallbackAnswer & ErrorBody;

export const uniqueShop = (prefix = 'shop') => `${prefix}-${randomBytes(4).toString('hex')}`;

/** The store calls of a test, bound to one engine's server. */
export function storesApi(get: () => World) {
  const s = () => get().s;
  const connect = (as: Seller, shop: string) =>
    s().call<{ authorizeUrl: string; shop: string } & ErrorBody>('POST', '/api/stores/shopify/connect', { as, json: { shop } });
  const callback = (as: Seller | 'public', query: string, lang = 'en-US') =>
    s().call<CallbackBody>('POST', '/api/stores/shopify/callback', { as, json: { query }, headers: { 'accept-language': lang } });
  const list = async (as: Seller) => {
    const res = await s().call<{ items: StoreView[] }>('GET', '/api/stores', { as });
    expect(res.status).toBe(200);
    return res.body.items;
  };
  /** Connect, approve on the stand-in, hand the query back: the whole link, answering the store. */
  const link = async (as: Seller, shopName: string, seed: { currency?: string; title?: string } = {}) => {
    get().shopify.shop(shopName, seed);
    const started = await connect(as, `${shopName}.myshopify.com`);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const back = await approve(get().shopify, started.body.authorizeUrl);
    const done = await callback(as, back.search);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    if (done.body.outcome !== 'linked') throw new Error('not linked');
    return { store: done.body.store, query: back.search };
  };
  const row = (id: string) => s().ctx.db.selectFrom('stores').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return { connect, callback, list, link, row };
}

/** Signs query parameters as Shopify does (or with another secret, to forge). */
export function signQuery(params: Record<string, string>, secret = SECRET): string {
  const message = new URLSearchParams(
    Object.keys(params)
      .sort()
      .map((k): [string, string] => [k, params[k]!]),
  ).toString();
  const hmac = createHmac('sha256', secret).update(message).digest('hex');
  return `?${message}&hmac=${hmac}`;
}

export const nowSeconds = () => String(Math.floor(Date.now() / 1000));

/** A webhook delivery as Shopify sends it (or signed with another secret, to forge one). */
export async function deliverWebhook(
  s: TestServer,
  topic: string,
  shop: string,
  payload: unknown,
  o: { secret?: string; webhookId?: string; omit?: string[] } = {},
) {
  const body = JSON.stringify(payload);
  const all: Record<string, string> = {
    'content-type': 'application/json',
    'x-shopify-topic': topic,
    'x-shopify-hmac-sha256': createHmac('sha256', o.secret ?? SECRET)
      .update(body)
      .digest('base64'),
    'x-shopify-shop-domain': shop,
    'x-shopify-webhook-id': o.webhookId ?? `wh-${randomBytes(8).toString('hex')}`,
    'x-shopify-api-version': '2026-01',
    'x-shopify-triggered-at': new Date().toISOString(),
  };
  const headers = Object.fromEntries(Object.entries(all).filter(([k]) => !(o.omit ?? []).includes(k)));
  const res = await fetch(`${s.url}/api/webhooks/shopify`, { method: 'POST', headers, body });
  const text = await res.text();
  return {
    status: res.status,
    body: (text ? JSON.parse(text) : {}) as { duplicate?: boolean } & ErrorBody,
    webhookId: all['x-shopify-webhook-id']!,
  };
}

/** A product the merchant made in Shopify itself (not one Dropport listed); answers its variant id. */
export function merchantProduct(shop: ShopRec, sku?: string): number {
  const at = new Date().toISOString();
  // Spaced by ten: the product, its variant (+1) and its inventory item (+2) never meet another product's ids.
  const id = 9_000_000 + shop.products.length * 10;
  shop.products.push({
    id,
    title: 'Hand-made candle',
    handle: `candle-${id}`,
    descriptionHtml: '',
    vendor: 'Merchant',
    productType: '',
    tags: [],
    status: 'ACTIVE',
    options: [],
    variants: [
      {
        id: id + 1,
        title: 'Default Title',
        sku: sku ?? `MERCHANT-${id}`,
        price: '12.00',
        compareAtPrice: null,
        optionValues: [],
        inventoryItemId: id + 2,
        tracked: false,
        available: {},
        position: 1,
        createdAt: at,
        updatedAt: at,
      },
    ],
    media: [],
    createdAt: at,
    updatedAt: at,
  });
  return id + 1;
}
