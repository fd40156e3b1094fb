import type { ProductCard, ProductDetail } from '@dropport/contracts';
import { CREDENTIAL_STORAGE_KEY } from '@/lib/credential';
import { aUser, consoleReplies } from '@/test/fixtures';
import { mockApi, type Reply, type SentRequest } from '@/test/mock-api';
import { CATEGORIES, COUNTRIES, WAREHOUSES, aCard, aPage, aProduct, aQuote } from './fake-market';

const fail = (status: number, code: string, message: string, params: Record<string, unknown> = {}): Reply => ({
  status,
  data: { code, message, params },
});

/**
 * The market API as the server answers it, over in-memory products: the list (search in titles, a page of
 * `pageSize` with a cursor, ship-to defaulting to the seller's US), one product page, shipping quotes (nothing
 * ships to Japan) and the import list; plus the calls every console page makes.
 */
export function fakeMarketApi(
  options: { cards?: ProductCard[]; product?: ProductDetail | null; shipDefault?: string | null } = {},
) {
  sessionStorage.setItem(CREDENTIAL_STORAGE_KEY, JSON.stringify({ userId: 'u-seller', token: 't' }));
  const me = aUser();
  const state = {
    cards: options.cards ?? [aCard(1), aCard(2, { shipping: null }), aCard(3, { popularity: 12 })],
    product: options.product === undefined ? aProduct() : options.product,
    listed: new Set<number>(),
    pageSize: 24,
    failList: false,
    shipDefault: options.shipDefault === undefined ? 'US' : options.shipDefault,
    countCap: 1000,
  };
  for (const c of state.cards) if (c.inImportList) state.listed.add(c.id);

  const list = (p: Record<string, unknown>): Reply => {
    if (state.failList) return fail(500, 'INTERNAL', 'Broken on our side.');
    const q = typeof p.q === 'string' ? p.q.toLowerCase() : '';
    const rows = state.cards.filter((c) => c.title.toLowerCase().includes(q));
    const from = typeof p.cursor === 'string' ? Number(p.cursor) : 0;
    const shipTo = typeof p.shipTo === 'string' ? p.shipTo : (state.shipDefault ?? 'US');
    const items = rows.slice(from, from + state.pageSize).map((c) => ({
      ...c,
      shipping: shipTo === 'JP' ? null : c.shipping,
      inImportList: state.listed.has(c.id),
    }));
    const next = from + state.pageSize < rows.length ? String(from + state.pageSize) : null;
    const sort = typeof p.sort === 'string' ? p.sort : q ? 'relevance' : 'newest';
    // The count comes with the first page, capped as the server caps it.
    const total = from === 0 ? { total: Math.min(rows.length, state.countCap), totalCapped: rows.length > state.countCap } : {};
    return { status: 200, data: aPage(items, { nextCursor: next, shipTo, sort: sort as 'newest', ...total }) };
  };

  const quote = (p: Record<string, unknown>): Reply => {
    const country = String(p.country);
    if (country === 'JP')
      return fail(422, 'SHIPPING_NOT_AVAILABLE', `No shipping method delivers this product to ${country}.`, { country });
    const quantity = Number(p.quantity ?? 1);
    const base = aQuote();
    return {
      status: 200,
      data: {
        ...base,
        variantId: p.variantId === undefined ? null : Number(p.variantId),
        countryCode: country,
        quantity,
        weightG: 301 * quantity,
        inStock: quantity <= base.stock,
        items: base.items.map((o) => ({ ...o, costCents: o.costCents + (quantity - 1) * 100 })),
      },
    };
  };

  const route = (r: SentRequest): Reply | undefined => {
    if (r.url === '/v1/dataRegion/country') return { status: 200, data: { items: COUNTRIES } };
    if (r.url === '/api/market/warehouses') return { status: 200, data: { items: WAREHOUSES } };
    if (r.url === '/api/market/categories') return { status: 200, data: { items: CATEGORIES } };
    if (r.url === '/api/market/products') return list(r.params);
    const detail = /^\/api\/market\/products\/(\d+)$/.exec(r.url);
    if (detail) {
      const p = state.product;
      if (!p || p.id !== Number(detail[1]))
        return fail(404, 'PRODUCT_NOT_FOUND', `There is no product ${detail[1]} in the market.`);
      return { status: 200, data: { ...p, inImportList: state.listed.has(p.id) } };
    }
    if (r.url === '/v1/shipping/template') return quote(r.params);
    if (r.url === '/v1/users/u-seller/shipping') {
      return { status: 200, data: { defaultCountryCode: state.shipDefault, rules: [], updatedAt: null } };
    }
    if (r.url === '/api/import-list/items' && r.method === 'POST') {
      const ids = (r.body.productIds as number[]) ?? [];
      const existing = ids.filter((id) => state.listed.has(id));
      const added = ids.filter((id) => !state.listed.has(id));
      for (const id of added) state.listed.add(id);
      return { status: 200, data: { added, existing } };
    }
    return undefined;
  };

  const api = mockApi((r) => route(r) ?? consoleReplies(me)(r));
  const calls = (method: string, url: string) => api.sent.filter((r) => r.method === method && r.url === url);
  return { state, sent: api.sent, calls };
}
