import { sql } from 'kysely';
import type { Ctx } from '../../context.js';

/**
 * How many matches a search considers. Ranking every match of a common word ("packed" is in every description of a
 * 100,000-product catalogue) is the slow part of full-text search, so a search takes the newest matches up to this
 * cap, then ranks, filters and sorts those.
 */
export const SEARCH_CANDIDATES = 1000;
/** A candidate set is reused this long, then looked up again (catalogue edits in this process clear it at once). */
export const SEARCH_CACHE_MS = 60_000;
const SEARCH_CACHE_ENTRIES = 500;

/** A match with the columns the market's filters and sorts read, so a repeated search needs no second lookup. */
export interface Candidate {
  id: number;
  /** Every word is in the title or a SKU (ranked above matches in the description only). */
  titleHit: boolean;
  listed: boolean;
  createdAt: number;
  costMin: number;
  popularity: number;
  categoryId: string;
  rootCategoryId: string;
  shipFromCountry: string;
  shipRegion: string;
  stock: number;
}

/** One word of a search: matched exactly (numbers, SKU parts) or as the start of a word. */
export interface Term {
  text: string;
  prefix: boolean;
}

/**
 * The words of a query, lower-cased, letters and digits only (so no query syntax reaches the engine). Words are
 * matched as word starts, after dropping a plural `s` ("mats" finds "mat" and "material"), so a half-typed word
 * finds what the whole word finds; numbers match exactly. A lone trailing letter (still being typed) is left out.
 */
export function searchTerms(q: string): Term[] {
  const words = (q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 12);
  if (words.length > 1 && (words.at(-1) ?? '').length === 1) words.pop();
  return words.map((w) =>
    /^\d+$/.test(w) ? { text: w, prefix: false } : { text: w.length > 3 && /[^s]s$/.test(w) ? w.slice(0, -1) : w, prefix: true },
  );
}

interface Row {
  id: number;
  title: string;
  sku_text: string;
  listed: number;
  created_at: number;
  cost_min: number;
  popularity: number;
  category_id: string;
  root_category_id: string;
  ship_from_country: string;
  ship_region: string;
  stock: number;
}

const COLUMNS = sql`p.id, p.title, p.sku_text, p.listed, p.created_at, p.cost_min, p.popularity, p.category_id,
  p.root_category_id, p.ship_from_country, p.ship_region, p.stock`;

/**
 * The full-text lookup of a search, for the engine at hand. On SQLite, CROSS JOIN fixes the order: the matches first,
 * each product then found by its id. Left to statistics taken while the catalogue was small, the planner scanned
 * every product instead and looked the match up again for each (seconds per search after a large import). Whether
 * the words are in the title or a SKU is read from the matched rows afterwards (titleHitOf), on both engines: a second
 * index lookup limited to those columns (SQLite) cost as much as the first, and making a tsvector of each match's
 * title (PostgreSQL) took a third of the search.
 */
export function lookUpQuery(engine: Ctx['engine'], terms: Term[]) {
  if (engine === 'sqlite') {
    const match = terms.map((t) => `"${t.text}"${t.prefix ? '*' : ''}`).join(' ');
    return sql<Row>`
      select ${COLUMNS}
      from (select rowid as id from products_fts where products_fts match ${match} order by rowid desc limit ${SEARCH_CANDIDATES}) c
      cross join products p on p.id = c.id`;
  }
  const tsq = terms.map((t) => (t.prefix ? `${t.text}:*` : t.text)).join(' & ');
  return sql<Row>`
    select ${COLUMNS}
    from (select id from products, to_tsquery('simple', ${tsq}) q where search @@ q order by id desc limit ${SEARCH_CANDIDATES}) c
    join products p on p.id = c.id`;
}

/** Text folded as SQLite's full-text index folds it (unicode61, remove_diacritics 2): lower case, accents removed. */
function fold(text: string): string {
  const lower = text.toLowerCase();
  // eslint-disable-next-line no-control-regex -- ASCII is the common case, and has no accents to remove
  return /^[\u0000-\u007f]*$/.test(lower) ? lower : lower.normalize('NFD').replace(/\p{M}/gu, '');
}

/**
 * Whether every word of a search is in `title` or `skuText`, as the index's words: a word start for prefix terms,
 * the whole word for numbers. Words are runs of letters and digits, as the index cuts them.
 */
export function titleHitOf(terms: Term[]): (title: string, skuText: string) => boolean {
  const tests = terms.map((t) => {
    const text = fold(t.text).replace(/[^\p{L}\p{N}]/gu, '');
    return new RegExp(`(?<![\\p{L}\\p{N}])${text}${t.prefix ? '' : '(?![\\p{L}\\p{N}])'}`, 'u');
  });
  return (title, skuText) => {
    const folded = `${fold(title)} ${fold(skuText)}`;
    return tests.every((re) => re.test(folded));
  };
}

async function lookUp(ctx: Ctx, terms: Term[]): Promise<Row[]> {
  return (await lookUpQuery(ctx.engine, terms).execute(ctx.db)).rows;
}

const cache = new Map<string, { at: number; candidates: Candidate[] }>();

/** Forgets every cached search (after a catalogue write in this process). */
export function clearSearchCache(): void {
  cache.clear();
}

/**
 * The newest products (up to SEARCH_CANDIDATES) whose title, description or SKUs hold every word: FTS5 on SQLite, a
 * tsvector with a GIN index on PostgreSQL. Sets are cached per process for SEARCH_CACHE_MS, least recently used out.
 */
export async function searchCandidates(ctx: Ctx, q: string): Promise<Candidate[]> {
  const terms = searchTerms(q);
  if (terms.length === 0) return [];
  const key = terms.map((t) => `${t.text}${t.prefix ? '*' : ''}`).join(' ');
  const now = ctx.now();
  const hit = cache.get(key);
  if (hit && now - hit.at < SEARCH_CACHE_MS) {
    cache.delete(key);
    cache.set(key, hit);
    return hit.candidates;
  }
  const inTitle = titleHitOf(terms);
  const candidates = (await lookUp(ctx, terms)).map((r) => ({
    id: Number(r.id),
    titleHit: inTitle(r.title, r.sku_text),
    listed: Number(r.listed) === 1,
    createdAt: Number(r.created_at),
    costMin: Number(r.cost_min),
    popularity: Number(r.popularity),
    categoryId: r.category_id,
    rootCategoryId: r.root_category_id,
    shipFromCountry: r.ship_from_country,
    shipRegion: r.ship_region,
    stock: Number(r.stock),
  }));
  cache.set(key, { at: now, candidates });
  if (cache.size > SEARCH_CACHE_ENTRIES) cache.delete(cache.keys().next().value ?? '');
  return candidates;
}
