import type { ShopifyCallbackAnswer, StoreView, User } from '@dropport/contracts';
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

const refuse = (status: number, code: string, message: string, params: Record<string, unknown> = {}): Reply => ({
  status,
  data: { code, message, params },
});

interface Options {
  stores?: StoreView[];
  user?: User;
  signedIn?: boolean;
  /** What the callback answers (default: linked, the first store). */
  callback?: (r: SentRequest) => Reply;
  over?: (r: SentRequest) => Reply | undefined;
}

/** The store API as the server answers it, over in-memory stores, plus the calls every console page makes. */
export function fakeStoresApi(o: Options = {}) {
  const user = o.user ?? aUser();
  if (o.signedIn !== false) sessionStorage.setItem(CREDENTIAL_STORAGE_KEY, JSON.stringify({ userId: user.id, token: 't' }));
  const state = { stores: [...(o.stores ?? [])] };
  const api = mockApi((r) => {
    const own = o.over?.(r);
    if (own) return own;
    if (r.url === '/api/stores' && r.method === 'GET') return { status: 200, data: { items: state.stores } };
    if (r.url === '/api/stores/shopify/connect') {
      const shop = String(r.body.shop ?? '');
      if (!/^[a-z0-9][a-z0-9-]*\.myshopify\.com$/.test(shop)) {
        return refuse(400, 'STORE_DOMAIN_INVALID', "Enter your Shopify store's address, like my-store.myshopify.com.");
      }
      return {
        status: 200,
        data: { shop, authorizeUrl: `https://localhost:4343/store/${shop.split('.')[0]}/admin/oauth/authorize?state=S` },
      };
    }
    if (r.url === '/api/stores/shopify/callback') {
      if (o.callback) return o.callback(r);
      const answer: ShopifyCallbackAnswer = { outcome: 'linked', store: state.stores[0] ?? aStore() };
      return { status: 200, data: answer };
    }
    if (r.url === '/api/stores/shopify/claim') return { status: 200, data: aStore({ id: 'CLAIMED', name: 'Claimed Shop' }) };
    if (r.url === '/api/stores/shopify/config') {
      return { status: 200, data: { apiKey: 'app-key', host: String(r.params.host), shop: String(r.params.shop) } };
    }
    const m = /^\/api\/stores\/([^/]+)(\/check)?$/.exec(r.url);
    if (m) {
      const s = state.stores.find((x) => x.id === m[1]);
      if (!s) return refuse(404, 'STORE_NOT_FOUND', 'There is no store.');
      if (r.method === 'DELETE') {
        Object.assign(s, { status: 'unlinked' });
        return { status: 200, data: s };
      }
      if (m[2]) return { status: 200, data: s };
    }
    return consoleReplies(user)(r);
  });
  const calls = (method: string, url: string) => api.sent.filter((r) => r.method === method && r.url === url);
  return { ...api, state, calls };
}
