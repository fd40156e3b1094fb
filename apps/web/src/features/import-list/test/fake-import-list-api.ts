import type { ImportDraft, ImportDraftPatch, ImportVariant } from '@dropport/contracts';
import { CREDENTIAL_STORAGE_KEY } from '@/lib/credential';
import { aUser, consoleReplies } from '@/test/fixtures';
import { mockApi, type Reply } from '@/test/mock-api';

/** The import list API over in-memory items, pricing as the server does (overrides, profit, below-cost flags). */
export function fakeImportListApi(options: { items: ImportDraft[]; stores?: 'none' | 'linked' | 'missing' }) {
  sessionStorage.setItem(CREDENTIAL_STORAGE_KEY, JSON.stringify({ userId: 'u-seller', token: 't' }));
  const state = { items: structuredClone(options.items), saves: 0 };

  const price = (v: ImportVariant): ImportVariant => {
    const priceCents = v.priceOverrideCents ?? v.rulePriceCents;
    const compare =
      v.compareAtOverrideCents !== null && v.compareAtOverrideCents > priceCents ? v.compareAtOverrideCents : v.compareAtCents;
    const profitCents = v.shippingCents === null ? null : priceCents - v.costCents - v.shippingCents;
    return {
      ...v,
      priceCents,
      compareAtCents: compare,
      profitCents,
      belowCost: priceCents < v.costCents + (v.shippingCents ?? 0),
    };
  };
  const apply = (item: ImportDraft, patch: ImportDraftPatch): ImportDraft => {
    state.saves += 1;
    const variants = item.variants.map((v) => {
      const change = patch.variants?.find((c) => c.id === v.id);
      if (!change) return v;
      return price({
        ...v,
        selected: change.selected ?? v.selected,
        priceOverrideCents: change.priceCents !== undefined ? change.priceCents : v.priceOverrideCents,
        compareAtOverrideCents: change.compareAtCents !== undefined ? change.compareAtCents : v.compareAtOverrideCents,
      });
    });
    return {
      ...item,
      title: patch.title ?? item.title,
      description: patch.description ?? item.description,
      tags: patch.tags ?? item.tags,
      images: patch.images ?? item.images,
      variants,
      updatedAt: new Date(Date.parse(item.updatedAt) + state.saves * 1000).toISOString(),
    };
  };

  const api = mockApi((r): Reply | undefined => {
    if (r.url === '/api/stores') {
      if (options.stores === 'linked') return { status: 200, data: { items: [{ id: 's1', status: 'active' }] } };
      if (options.stores === 'none') return { status: 200, data: { items: [] } };
      return undefined;
    }
    if (r.url === '/api/import-list' && r.method === 'GET') {
      // A copy, as over the wire: the cache must not share objects with this state.
      return { status: 200, data: structuredClone({ items: state.items, total: state.items.length, nextCursor: null }) };
    }
    if (r.url === '/api/import-list/remove' && r.method === 'POST') {
      const ids = r.body.ids as string[];
      state.items = state.items.filter((i) => !ids.includes(i.id));
      return { status: 200, data: { removed: ids } };
    }
    const one = /^\/api\/import-list\/([^/]+)$/.exec(r.url);
    if (one && r.method === 'PATCH') {
      const at = state.items.findIndex((i) => i.id === one[1]);
      if (at < 0) return { status: 404, data: { code: 'IMPORT_ITEM_NOT_FOUND', message: 'Not in your list.', params: {} } };
      const next = apply(state.items[at]!, r.body as ImportDraftPatch);
      state.items[at] = next;
      return { status: 200, data: structuredClone(next) };
    }
    return consoleReplies(aUser())(r);
  });
  const calls = (method: string, url: string) => api.sent.filter((r) => r.method === method && r.url === url);
  return { state, sent: api.sent, calls };
}
