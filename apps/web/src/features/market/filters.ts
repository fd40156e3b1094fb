import {
  COST_FILTER_MAX,
  MARKET_COLLECTIONS,
  MARKET_QUERY_MAX,
  MARKET_SORTS,
  type MarketCollection,
  type MarketQuery,
  type MarketSort,
} from '@dropport/contracts';

/** The market list's filters as the address holds them (`?q=yoga&category=sports-yoga&costMax=1500`); costs in cents. */
export interface MarketFilters {
  q?: string;
  category?: string;
  costMin?: number;
  costMax?: number;
  shipFrom?: string;
  shipTo?: string;
  sort?: MarketSort;
}

/** The query-string keys, in the order the address writes them: the API's own names, so a view reads the same in both. */
export const FILTER_KEYS = ['q', 'category', 'costMin', 'costMax', 'shipFrom', 'shipTo', 'sort'] as const;

const CATEGORY = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const COUNTRY = /^[A-Z]{2}$/;
const CENTS = /^\d{1,9}$/;

const isSort = (v: string | null): v is MarketSort => v !== null && (MARKET_SORTS as readonly string[]).includes(v);

function cents(value: string | null): number | undefined {
  if (value === null || !CENTS.test(value)) return undefined;
  const n = Number(value);
  return n <= COST_FILTER_MAX ? n : undefined;
}

function country(value: string | null): string | undefined {
  const code = value?.trim().toUpperCase();
  return code && COUNTRY.test(code) ? code : undefined;
}

/**
 * The filters of an address. A value the API would refuse (a malformed category, cents that are not a whole
 * number, an unknown sort) is left out rather than failing the page; a reversed cost range is put the right way round;
 * relevance needs a search.
 */
export function readFilters(params: URLSearchParams): MarketFilters {
  const q = params.get('q')?.trim().slice(0, MARKET_QUERY_MAX) || undefined;
  const category = params.get('category')?.trim();
  let costMin = cents(params.get('costMin'));
  let costMax = cents(params.get('costMax'));
  if (costMin !== undefined && costMax !== undefined && costMin > costMax) [costMin, costMax] = [costMax, costMin];
  const sort = params.get('sort');
  return prune({
    q,
    category: category && category.length <= 60 && CATEGORY.test(category) ? category : undefined,
    costMin,
    costMax,
    shipFrom: country(params.get('shipFrom')),
    shipTo: country(params.get('shipTo')),
    sort: isSort(sort) && (sort !== 'relevance' || q) ? sort : undefined,
  });
}

/** The address of a set of filters: only what is set, always in the same order (so equal views share a URL). */
export function writeFilters(filters: MarketFilters): URLSearchParams {
  const params = new URLSearchParams();
  const f = prune(filters);
  for (const key of FILTER_KEYS) {
    const value = f[key];
    if (value !== undefined) params.set(key, String(value));
  }
  return params;
}

/** Drops empty values, and relevance without a search. */
function prune(f: MarketFilters): MarketFilters {
  const out: MarketFilters = {};
  const q = f.q?.trim();
  if (q) out.q = q;
  if (f.category) out.category = f.category;
  if (f.costMin !== undefined) out.costMin = f.costMin;
  if (f.costMax !== undefined) out.costMax = f.costMax;
  if (f.shipFrom) out.shipFrom = f.shipFrom;
  if (f.shipTo) out.shipTo = f.shipTo;
  if (f.sort && (f.sort !== 'relevance' || out.q)) out.sort = f.sort;
  return out;
}

/** Whether any filter narrows the list (ship-to and sort only change how it is shown). */
export function narrows(f: MarketFilters): boolean {
  return !!(f.q || f.category || f.costMin !== undefined || f.costMax !== undefined || f.shipFrom);
}

/** The filters with every narrowing one removed; ship-to and the chosen order stay. */
export function clearNarrowing(f: MarketFilters): MarketFilters {
  return prune({ shipTo: f.shipTo, sort: f.sort === 'relevance' ? undefined : f.sort });
}

/** The API query of a collection page. */
export function toMarketQuery(collection: MarketCollection, f: MarketFilters, cursor?: string): MarketQuery {
  return { collection, ...prune(f), ...(cursor ? { cursor } : {}) };
}

/** The collection a console path shows: `/hotProducts` and `/hotProducts/42` are `hot`; anything else is null. */
export function collectionOfPath(pathname: string): MarketCollection | null {
  const m = /^\/([a-z]+)Products(?:\/|$)/.exec(pathname);
  const name = m?.[1];
  return name && (MARKET_COLLECTIONS as readonly string[]).includes(name) ? (name as MarketCollection) : null;
}
