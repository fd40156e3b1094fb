import { startSandboxGateway, type SandboxGateway } from '@dropport/sandbox-gateway';
import { dropportApp, type ShopifyStandin } from '@dropport/shopify-standin';
import { basic, startServer, type EngineName, type Seller, type TestServer } from '../harness.js';
import { API_KEY, SECRET as SHOPIFY_SECRET, startStandin, storesApi, uniqueShop } from '../stores-support.js';
import { IdPools } from './id-pools.js';
import { operationsOf, type OpenApiDocument, type Operation } from './openapi.js';
import { TINY_PDF, TINY_PNG } from './multipart.js';
import { isList, isObj } from './schema-values.js';
import { STREAMS } from '../access/tables.js';

export const MERCHANT = 'dropport-fuzz';
export const GATEWAY_SECRET = 'fuzz-merchant-secret-0123456789';

/** A running server with its payment gateway and Shopify stand-in, the cast, some data, and the ids of that data. */
export interface World {
  s: TestServer;
  gateway: SandboxGateway;
  shopify: ShopifyStandin;
  seller: Seller;
  admin: Seller;
  shopDomain: string;
  ops: Operation[];
  pools: IdPools;
  csvTemplates: Map<string, string>;
  /** What did not go as planned while making the data: the fuzzing still runs, only less deep. */
  setupNotes: string[];
  close(): Promise<void>;
}

/**
 * Starts the server on an engine with real (local) payment gateway and Shopify, so that a 503 "unavailable" can
 * only mean a bug, and makes one of most things a seller owns: a store, an import list, a listing, an order,
 * a sourcing request, recharges, uploads, an invoice.
 */
export async function startWorld(engine: EngineName): Promise<World> {
  const gateway = await startSandboxGateway({
    port: 0,
    merchants: [{ id: MERCHANT, secret: GATEWAY_SECRET, name: 'Dropport Fuzz' }],
    notifyRetryDelaysMs: [0],
  });
  const { shopify } = await startStandin();
  const s = await startServer(engine, {
    PAYMENT_GATEWAY_URL: gateway.url,
    PAYMENT_GATEWAY_MERCHANT_ID: MERCHANT,
    PAYMENT_GATEWAY_SECRET: GATEWAY_SECRET,
    SHOPIFY_HOST: shopify.host,
    SHOPIFY_CA_FILE: shopify.caFile,
    SHOPIFY_API_KEY: API_KEY,
    SHOPIFY_API_SECRET: SHOPIFY_SECRET,
    // Without this, 127.0.0.1 is locked out of sign-in after 30 wrong passwords and the fuzzed sign-ins stop
    // reaching the credential check.
    LOGIN_MAX_FAILURES_PER_IP: '100000',
  });
  shopify.registerApp(dropportApp({ apiKey: API_KEY, secret: SHOPIFY_SECRET, name: 'Dropport Test', appUrl: s.url }));

  const close = async () => {
    await gateway.close();
    await shopify.close();
    await s.close();
  };
  try {
    const doc = (await (await fetch(`${s.url}/openapi.json`)).json()) as OpenApiDocument;
    await s.catalogue(40);
    const seller = await s.seller({ verified: true });
    const admin = await s.admin();
    const world: World = {
      s,
      gateway,
      shopify,
      seller,
      admin,
      shopDomain: '',
      ops: operationsOf(doc),
      pools: new IdPools(),
      csvTemplates: new Map(),
      setupNotes: [],
      close,
    };
    await makeData(world);
    await harvest(world);
    return world;
  } catch (err) {
    await close();
    throw err;
  }
}

type CallResult = { status: number; body: Record<string, unknown> };

/** One setup call; a refusal is noted (the run goes on with fewer real ids), a crash is thrown. */
async function step(w: World, what: string, call: () => Promise<CallResult>): Promise<Record<string, unknown> | undefined> {
  const res = await call();
  if (res.status >= 500) throw new Error(`setup step "${what}" answered ${res.status}: ${JSON.stringify(res.body)}`);
  if (res.status >= 300) {
    w.setupNotes.push(`${what}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
    return undefined;
  }
  return res.body;
}

const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
const itemsOf = (body: Record<string, unknown> | undefined): unknown[] => (isList(body?.items) ? body.items : []);

async function makeData(w: World): Promise<void> {
  const { s, seller, admin } = w;
  const as = seller;

  const shop = uniqueShop('fuzz');
  try {
    const { store } = await storesApi(() => ({ s, shopify: w.shopify })).link(seller, shop);
    w.shopDomain = `${shop}.myshopify.com`;
    w.pools.add('storeId', store.id);
  } catch (err) {
    w.shopDomain = `${shop}.myshopify.com`;
    w.setupNotes.push(`link a store: ${(err as Error).message.slice(0, 200)}`);
  }

  const upload = async (purpose: string, data: Buffer, name: string, type: string) => {
    const fd = new FormData();
    fd.append('purpose', purpose);
    fd.append('file', new Blob([new Uint8Array(data)], { type }), name);
    const body = await step(w, `upload ${purpose}`, () => s.call('POST', '/api/uploads', { as, body: fd }));
    const id = str(body?.id);
    if (id) w.pools.add('uploadId', id);
    return { id, url: str(body?.url) };
  };
  const image = await upload('image', TINY_PNG, 'fuzz.png', 'image/png');
  const doc = await upload('document', TINY_PDF, 'proof.pdf', 'application/pdf');

  const market = await step(w, 'market list', () => s.call('GET', '/api/market/products?limit=10', { as }));
  const productIds = itemsOf(market)
    .map((p) => (isObj(p) ? p.id : undefined))
    .filter((id): id is number => typeof id === 'number');
  for (const id of productIds.slice(0, 3)) {
    const detail = await step(w, 'market product', () => s.call('GET', `/api/market/products/${id}`, { as }));
    w.pools.addNames(detail);
  }
  await step(w, 'import list add', () =>
    s.call('POST', '/api/import-list/items', { as, json: { productIds: productIds.slice(0, 3) } }),
  );
  const drafts = await step(w, 'import list', () => s.call('GET', '/api/import-list', { as }));
  const first = itemsOf(drafts)[0];
  const firstDraft = isObj(first) ? str(first.id) : undefined;
  const storeId = w.pools.named('storeId')[0];
  if (firstDraft && storeId) {
    const batch = await step(w, 'push listing', () =>
      s.call('POST', '/api/listings/push', { as, json: { itemIds: [firstDraft], storeIds: [storeId] } }),
    );
    if (str(batch?.id)) w.pools.add('batchId', str(batch?.id)!);
    await s.ctx.jobs.drain();
  }

  const variantId = w.pools.named('variantId')[0];
  if (variantId !== undefined) {
    const address = {
      name: 'Grace Hopper',
      address1: 'Rua Augusta 100',
      city: 'Lisboa',
      postalCode: '1100-053',
      countryCode: 'PT',
    };
    await step(w, 'manual order', () =>
      s.call('POST', '/api/orders/manual', { as, json: { items: [{ variantId, quantity: 1 }], address } }),
    );
  }

  await step(w, 'sourcing request', () =>
    s.call('POST', `/v1/users/${as.id}/source`, {
      as,
      json: {
        images: image.url ? [image.url] : ['/api/art/2/40/cup.svg'],
        targetCostCents: 500,
        quantity: 10,
        description: 'fuzz',
      },
    }),
  );

  await step(w, 'card recharge', () =>
    s.call('POST', '/api/wallet/recharges', { as, json: { method: 'card', amountCents: 2500 } }),
  );
  const bank = await step(w, 'bank recharge', () =>
    s.call('POST', '/api/wallet/recharges', { as, json: { method: 'bank', amountCents: 50_000 } }),
  );
  const bankId = str(bank?.id);
  if (bankId && doc.id) {
    const confirmed = await step(w, 'confirm bank recharge', () =>
      s.call('POST', `/api/wallet/recharges/${bankId}/confirm`, {
        as,
        json: {
          transferDate: new Date().toISOString().slice(0, 10),
          amountCents: 50_000,
          payerName: 'Fuzz Payer',
          proofFileId: doc.id,
        },
      }),
    );
    if (confirmed)
      await step(w, 'approve bank recharge', () => s.call('POST', `/api/admin/recharges/${bankId}/approve`, { as: admin }));
  }
  // A second bank recharge left pending, so the admin queue has something to approve or reject.
  await step(w, 'pending recharge', () =>
    s.call('POST', '/api/wallet/recharges', { as, json: { method: 'bank', amountCents: 20_000 } }),
  );

  for (const path of [
    '/api/orders/manual/template.csv',
    '/api/admin/orders/tracking-template.csv',
    '/api/admin/orders/checkpoint-template.csv',
    '/api/admin/catalogue/imports/template.csv',
  ]) {
    const res = await fetch(s.url + path, {
      headers: {
        authorization: basic(path.includes('admin') ? admin.id : as.id, path.includes('admin') ? admin.token : as.token),
      },
    });
    if (res.ok) w.csvTemplates.set(path, await res.text());
    else w.setupNotes.push(`${path}: ${res.status}`);
  }
  const template = w.csvTemplates.get('/api/admin/catalogue/imports/template.csv');
  if (template) {
    const fd = new FormData();
    fd.append('file', new Blob([template], { type: 'text/csv' }), 'products.csv');
    await step(w, 'catalogue import', () => s.call('POST', '/api/admin/catalogue/imports', { as: admin, body: fd }));
  }
}

/** Reads every list the seller and the admin can see (the GET operations with no id in the path). */
async function harvest(w: World): Promise<void> {
  const lists = w.ops.filter(
    (op) =>
      op.method === 'GET' &&
      op.pathParams.every((p) => p.name === 'userId') &&
      !op.path.endsWith('.csv') &&
      !/healthz|readyz|launch/.test(op.path) &&
      !STREAMS[`GET ${op.path}`],
  );
  for (const op of lists) {
    const who = op.path.startsWith('/api/admin') ? w.admin : w.seller;
    const path = op.path.replace('{userId}', w.seller.id);
    const res = await w.s.call('GET', path, { as: who });
    if (res.status < 300) w.pools.addList(op.path, res.body);
    // A one-item page, for a real second-page cursor.
    if (res.status < 300 && op.queryParams.some((q) => q.name === 'limit') && op.queryParams.some((q) => q.name === 'cursor')) {
      const page = await w.s.call('GET', `${path}?limit=1`, { as: who });
      if (page.status < 300) w.pools.addList(op.path, page.body);
    }
  }
  const p = w.pools;
  p.alias('productId', () => p.list('/api/market/products'));
  p.alias('productIds', () => p.list('/api/market/products'));
  p.alias('itemIds', () => p.list('/api/import-list'));
  p.alias('ids', () => [...p.list('/api/import-list'), ...p.list('/api/notifications')]);
  p.alias('orderIds', () => p.list('/api/orders'));
  p.alias('storeIds', () => p.list('/api/stores'));
  p.alias('storeId', () => p.list('/api/stores'));
  p.alias('designUploadId', () => p.named('uploadId'));
  p.alias('proofFileId', () => p.named('uploadId'));
  p.alias('images', () => p.named('uploadId').map((id) => `/files/${id}`));
  p.alias('categoryId', () => p.list('/api/admin/categories'));
  p.alias('parentId', () => p.list('/api/admin/categories'));
  p.alias('category', () => p.list('/api/admin/categories'));
  p.alias('templateId', () => p.list('/api/admin/shipping-templates'));
  p.alias('warehouseCode', () => p.list('/api/market/warehouses', 'code'));
  p.alias('methodCode', () => p.list('/v1/shipping/methods', 'code'));
  p.alias('preferredMethod', () => p.list('/v1/shipping/methods', 'code'));
  p.alias('fallbackMethod', () => p.list('/v1/shipping/methods', 'code'));
  p.alias('trackingUrlTemplate', () => ['https://track.example.com/t/{trackingNumber}']);
  p.alias('scope', () => ['default', ...p.list('/api/stores')]);
  p.alias('slug', () => p.list('/api/policies', 'slug'));
  p.alias('locale', () => ['en-US', 'es-ES', 'pt-BR']);
  p.alias('sessionId', () => p.list('/v1/users/{userId}/sessions'));
  p.alias('id', () => p.named('uploadId'));
}
