import {
  FALLBACK_SHIP_TO,
  MARKET_COUNT_CAP,
  MarketQuery,
  NEW_PRODUCT_DAYS,
  nearRegion,
  type MarketPage,
  type MarketSort,
} from '@dropport/contracts';
import type { z } from 'zod';
import type { Ctx } from '../../context.js';
import { decodeCursor, pageOf } from '../../db/keyset.js';
import { fail } from '../../lib/app-error.js';
import { iso, DAY } from '../../lib/time.js';
import type { Principal } from '../../plugins/auth.js';
import { requireCountry } from '../regions/regions.service.js';
import * as repo from './market.repo.js';
import { SEARCH_CANDIDATES, searchCandidates, searchTerms, type Candidate } from './search.js';
import { cheapestFor } from './shipping-quote.service.js';
import { categoryFilter } from './categories.service.js';
import type { SharedPage } from './market-reads.js';

type Query = z.output<typeof MarketQuery>;
type CardRow = Awaited<ReturnType<typeof repo.cardsByIds>>[number];

/** The seller's default ship-to country (Setting → Shipping), else the platform's. */
export async function defaultShipTo(ctx: Ctx, userId: string): Promise<string> {
  const row = await repo.defaultCountry(ctx.db, userId);
  return row?.default_country ?? FALLBACK_SHIP_TO;
}

const firstImage = (json: string): string | null => {
  const list = JSON.parse(json) as string[];
  return list[0] ?? null;
};

/** One page of a market collection with filters, sort and keyset cursor; each card priced for the ship-to country. */
export async function listProducts(ctx: Ctx, viewer: Principal, q: Query): Promise<MarketPage> {
  const shipTo = q.shipTo ?? (await defaultShipTo(ctx, viewer.userId));
  requireCountry(shipTo);
  if (q.shipFrom) requireCountry(q.shipFrom);
  if (q.costMin !== undefined && q.costMax !== undefined && q.costMin > q.costMax) fail('COST_RANGE_INVALID');
  const category = q.category ? await categoryFilter(ctx, q.category) : undefined;
  if (q.category && !category) fail('CATEGORY_UNKNOWN', { id: q.category });
  // A query of punctuation only is no search: the plain list answers it.
  const search = q.q && searchTerms(q.q).length > 0 ? q.q : undefined;
  let sort: MarketSort = q.sort ?? (search ? 'relevance' : q.collection === 'hot' ? 'popular' : 'newest');
  if (sort === 'relevance' && !search) sort = 'newest';
  const cursor = decodeCursor(repo.marketCursor(sort), q.cursor);
  const filter: repo.ListFilter = {
    collection: q.collection,
    userId: viewer.userId,
    category,
    costMin: q.costMin,
    costMax: q.costMax,
    shipFrom: q.shipFrom,
    region: nearRegion(shipTo),
    newSince: ctx.now() - NEW_PRODUCT_DAYS * DAY,
  };

  const read = () => readPage(ctx, filter, search, sort, cursor, q.limit, shipTo);
  // A private collection is the seller's own; every other page reads the same for every seller.
  const shared =
    q.collection === 'private'
      ? await read()
      : await ctx.marketReads.pages.get(
          JSON.stringify([q.collection, category, q.costMin, q.costMax, q.shipFrom, search, sort, q.cursor, q.limit, shipTo]),
          read,
        );
  const listed = await repo.inImportList(
    ctx.db,
    viewer.userId,
    shared.items.map((c) => c.id),
  );
  return { ...shared, items: shared.items.map((c) => ({ ...c, inImportList: listed.has(c.id) })) };
}

/** One page as every seller sees it (all but the seller's import-list marks). */
async function readPage(
  ctx: Ctx,
  filter: repo.ListFilter,
  search: string | undefined,
  sort: MarketSort,
  cursor: repo.MarketKey | undefined,
  limit: number,
  shipTo: string,
): Promise<SharedPage> {
  const format = repo.marketCursor(sort);
  let rows: CardRow[];
  let nextCursor: string | null;
  // Counted for the first page only: the console keeps it while "Load more" fetches the rest.
  let count: { total: number; capped: boolean } | undefined;
  if (search) {
    let next: repo.MarketKey | undefined;
    ({ rows, next, count } = await searchPage(ctx, filter, search, sort, cursor, limit));
    nextCursor = next ? format.encode(next) : null;
  } else {
    const sortKey = sort as Exclude<MarketSort, 'relevance'>;
    const [found, n] = await Promise.all([
      repo.page(ctx.db, filter, sortKey, cursor, limit),
      cursor ? undefined : repo.countUpTo(ctx.db, filter, MARKET_COUNT_CAP),
    ]);
    const column = repo.SORT_KEY[sortKey].column;
    ({ items: rows, nextCursor } = pageOf(found, limit, format, (r) => ({ sort: Number(r[column]), id: Number(r.id) })));
    if (n !== undefined) count = { total: Math.min(n, MARKET_COUNT_CAP), capped: n > MARKET_COUNT_CAP };
  }
  return {
    items: await toCards(ctx, rows, shipTo),
    nextCursor,
    total: cursor ? null : (count?.total ?? null),
    totalCapped: cursor ? false : (count?.capped ?? false),
    shipTo,
    sort,
  };
}

/** Does a search candidate pass the list's collection and filters? (The same rules as market.repo's filtered().) */
function passes(c: Candidate, f: repo.ListFilter, privateIds: Set<number> | undefined): boolean {
  if (privateIds ? !privateIds.has(c.id) : !c.listed) return false;
  if (f.collection === 'hot' && c.popularity <= 0) return false;
  if (f.collection === 'new' && c.createdAt < f.newSince) return false;
  if (f.collection === 'warehouse' && (c.shipRegion !== f.region || c.stock <= 0)) return false;
  if (f.category && !('root' in f.category ? c.rootCategoryId === f.category.root : f.category.ids.includes(c.categoryId)))
    return false;
  if (f.costMin !== undefined && c.costMin < f.costMin) return false;
  if (f.costMax !== undefined && c.costMin > f.costMax) return false;
  return !f.shipFrom || c.shipFromCountry === f.shipFrom;
}

/** Relevance: every word in the title or a SKU first, then what sellers import most, then the newest. */
const RELEVANCE_TITLE = 1_000_000_000;

/** Search: filter the capped candidates, order them by the sort, page after the cursor. */
async function searchPage(
  ctx: Ctx,
  filter: repo.ListFilter,
  search: string,
  sort: MarketSort,
  cursor: repo.MarketKey | undefined,
  limit: number,
): Promise<{ rows: CardRow[]; next?: repo.MarketKey; count: { total: number; capped: boolean } }> {
  const candidates = await searchCandidates(ctx, search);
  const privateIds = filter.collection === 'private' ? await repo.privateIds(ctx.db, filter.userId) : undefined;
  const keyed = candidates
    .filter((c) => passes(c, filter, privateIds))
    .map((c) => ({
      id: c.id,
      sort:
        sort === 'relevance'
          ? (c.titleHit ? RELEVANCE_TITLE : 0) + c.popularity
          : sort === 'newest'
            ? c.createdAt
            : sort === 'popular'
              ? c.popularity
              : c.costMin,
    }));
  const desc = sort !== 'costAsc';
  const cmp = (a: repo.MarketKey, b: repo.MarketKey) =>
    (desc ? b.sort - a.sort : a.sort - b.sort) || (desc ? b.id - a.id : a.id - b.id);
  keyed.sort(cmp);
  const after = cursor ? keyed.filter((k) => cmp(k, cursor) > 0) : keyed;
  const pageKeys = after.slice(0, limit);
  const cards = new Map(
    (
      await repo.cardsByIds(
        ctx.db,
        pageKeys.map((k) => k.id),
      )
    ).map((r) => [Number(r.id), r]),
  );
  const rows = pageKeys.flatMap((k) => cards.get(k.id) ?? []);
  const last = pageKeys.at(-1);
  // A search that reached its candidate cap may have more matches than it ranked: its count is then a lower bound.
  const capped = candidates.length >= SEARCH_CANDIDATES || keyed.length > MARKET_COUNT_CAP;
  return {
    rows,
    next: after.length > limit && last ? last : undefined,
    count: { total: Math.min(keyed.length, MARKET_COUNT_CAP), capped },
  };
}

async function toCards(ctx: Ctx, rows: CardRow[], shipTo: string): Promise<SharedPage['items']> {
  const shipping = await cheapestFor(
    ctx.db,
    rows.map((r) => ({ id: Number(r.id), templateId: Number(r.template_id), weightG: Number(r.weight_g) })),
    shipTo,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    title: r.title,
    image: firstImage(r.images),
    costMin: Number(r.cost_min),
    costMax: Number(r.cost_max),
    currency: 'USD',
    stock: Number(r.stock),
    categoryId: r.category_id,
    warehouseCode: r.warehouse_code,
    shipFromCountry: r.ship_from_country,
    shipping: shipping.get(Number(r.id)) ?? null,
    popularity: Number(r.popularity),
    createdAt: iso(Number(r.created_at)),
  }));
}
