import type { ListingDetail, ListingSummary, PushBatch, PushPreview, StoreView } from '@dropport/contracts';
import { CREDENTIAL_STORAGE_KEY } from '@/lib/credential';
import { aUser, consoleReplies } from '@/test/fixtures';
import { mockApi, type Reply, type SentRequest } from '@/test/mock-api';

export function aStore(overrides: Partial<StoreView> = {}): StoreView {
  return {
    id: 'ST1',
    platform: 'shopify',
    shopDomain: 'lisbon-linen.myshopify.com',
    name: 'Lisbon Linen',
    currency: 'EUR',
    status: 'active',
    linkedAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    scopes: ['read_products', 'write_products'],
    ...overrides,
  };
}

export function aListing(id: string, overrides: Partial<ListingSummary> = {}): ListingSummary {
  return {
    id,
    productId: 7,
    title: `Linen towel ${id}`,
    image: `/img/${id}.svg`,
    store: { id: 'ST1', name: 'Lisbon Linen', shopDomain: 'lisbon-linen.myshopify.com', currency: 'EUR' },
    status: 'active',
    currency: 'EUR',
    priceMinCents: 1899,
    priceMaxCents: 2199,
    variantCount: 2,
    storeProductUrl: `https://admin.example/store/lisbon-linen/admin/products/${id}`,
    error: null,
    syncStatus: 'ok',
    syncProblem: null,
    lastSyncedAt: '2026-11-21T09:30:00.000Z',
    pushedAt: '2026-11-21T09:00:00.000Z',
    createdAt: '2026-11-21T09:00:00.000Z',
    updatedAt: '2026-11-21T09:30:00.000Z',
    ...overrides,
  };
}

export function aDetail(summary: ListingSummary): ListingDetail {
  return {
    ...summary,
    options: ['Size'],
    rateMicros: 920_000,
    variants: [
      {
        variantId: 11,
        sku: 'TW-S',
        optionValues: ['S'],
        priceCents: 1899,
        compareAtCents: 2899,
        priceOverride: false,
        costCents: 500,
        stock: 40,
        shippingCents: 300,
      },
      {
        variantId: 12,
        sku: 'TW-L',
        optionValues: ['L'],
        priceCents: 2199,
        compareAtCents: null,
        priceOverride: true,
        costCents: 700,
        stock: 0,
        shippingCents: 300,
      },
    ],
  };
}

export const refuse = (status: number, code: string, message: string, params: Record<string, unknown> = {}): Reply => ({
  status,
  data: { code, message, params },
});

interface Options {
  listings?: ListingSummary[];
  stores?: StoreView[];
  /** What GET /api/listings/push/:id answers, call by call (the last one repeats). */
  batches?: PushBatch[];
  /** What POST /api/listings/push/preview answers. */
  preview?: PushPreview;
  over?: (r: SentRequest) => Reply | undefined;
}

/** The listings API as the server answers it, over in-memory listings, plus the calls every console page makes. */
export function fakeListingsApi(o: Options = {}) {
  sessionStorage.setItem(CREDENTIAL_STORAGE_KEY, JSON.stringify({ userId: 'u-seller', token: 't' }));
  const state = {
    listings: structuredClone(o.listings ?? []),
    batchCalls: 0,
    pushed: false,
    pushKeys: new Map<string, PushBatch>(),
  };
  const api = mockApi((r) => {
    const own = o.over?.(r);
    if (own) return own;
    if (r.url === '/api/stores' && r.method === 'GET') return { status: 200, data: { items: o.stores ?? [aStore()] } };
    if (r.url === '/api/listings' && r.method === 'GET') {
      const p = r.params;
      const items = state.listings.filter(
        (l) =>
          (!p.status || l.status === p.status) &&
          (!p.storeId || l.store.id === p.storeId) &&
          (!p.q || l.title.toLowerCase().includes(String(p.q).toLowerCase())),
      );
      return { status: 200, data: { items, nextCursor: null } };
    }
    if (r.url === '/api/listings/push/preview' && r.method === 'POST') return { status: 200, data: o.preview ?? { stores: [] } };
    if (r.url === '/api/listings/push' && r.method === 'POST') {
      const first = o.batches?.[0];
      if (!first) return refuse(409, 'STORE_NOT_ACTIVE', 'The store is not active.');
      // As the server: a repeat of an attempt (same key) answers its batch; another push finds the products already
      // being pushed and starts nothing.
      const key = typeof r.body.idempotencyKey === 'string' ? r.body.idempotencyKey : undefined;
      const earlier = key === undefined ? undefined : state.pushKeys.get(key);
      if (earlier) return { status: 202, data: earlier };
      const batch: PushBatch = !state.pushed
        ? first
        : {
            ...first,
            id: 'B-again',
            total: 0,
            items: [],
            status: 'finished',
            alreadyListed: first.items.map((i) => ({
              importItemId: i.importItemId ?? '',
              storeId: i.storeId,
              listingId: i.listingId,
            })),
          };
      state.pushed = true;
      if (key !== undefined) state.pushKeys.set(key, batch);
      return { status: 202, data: batch };
    }
    const batch = /^\/api\/listings\/push\/([^/]+)$/.exec(r.url);
    if (batch && o.batches?.length) {
      state.batchCalls += 1;
      return { status: 200, data: o.batches[Math.min(state.batchCalls, o.batches.length - 1)] };
    }
    const action = /^\/api\/listings\/([^/]+)\/(retry|unlist|sync|prices)$/.exec(r.url);
    const detail = /^\/api\/listings\/([^/]+)$/.exec(r.url);
    const id = action?.[1] ?? detail?.[1];
    const at = state.listings.findIndex((l) => l.id === id);
    if ((action || detail) && at < 0) return refuse(404, 'LISTING_NOT_FOUND', 'There is no such product.');
    if (detail) return { status: 200, data: aDetail(state.listings[at]!) };
    if (action) {
      const l = state.listings[at]!;
      const next: ListingSummary =
        action[2] === 'retry'
          ? { ...l, status: 'pushing', error: null }
          : action[2] === 'unlist'
            ? { ...l, status: 'unlisted', storeProductUrl: null }
            : l;
      state.listings[at] = next;
      return { status: 200, data: aDetail(next) };
    }
    return consoleReplies(aUser())(r);
  });
  const calls = (method: string, url: string) => api.sent.filter((r) => r.method === method && r.url === url);
  return { state, sent: api.sent, calls };
}
