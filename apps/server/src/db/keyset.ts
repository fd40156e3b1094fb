import { sql, type Expression, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { fail } from '../lib/app-error.js';

/*
 * Keyset paging. A list is read in one fixed order of (sort value, id), both in the same direction, so every row has
 * one place in it; a page starts after the last row of the previous one, whose key travels to the client in an
 * opaque cursor, and reads one row more than asked to tell whether another page follows. Unlike an offset, rows
 * added or removed meanwhile neither repeat nor skip a row on the next page.
 */

/** Where a row stands in its list: its id, and its sort value when the list sorts by more than the id. */
export interface Key {
  sort?: number;
  id: string | number;
}

/** How a list writes its last row's key into a cursor and reads it back. */
export interface CursorFormat<K extends Key> {
  encode(key: K): string;
  /** The key `raw` holds, or undefined when `encode` cannot have written it. */
  parse(raw: string): K | undefined;
}

/** The text of a time-ordered id (lib/ids.ts `newId`). */
export const ULID = /^[0-9A-Z]{26}$/;

/** The id itself: lists ordered by a time-ordered text id (ULID). With `pattern`, text it does not match is refused. */
export function idCursor(pattern?: RegExp): CursorFormat<{ id: string }> {
  return { encode: (k) => k.id, parse: (raw) => (pattern && !pattern.test(raw) ? undefined : { id: raw }) };
}

/** An integer id in decimal digits. */
export const integerIdCursor: CursorFormat<{ id: number }> = {
  encode: (k) => String(k.id),
  parse: (raw) => (/^\d+$/.test(raw) ? { id: Number(raw) } : undefined),
};

/**
 * The sort value and the id as base64url-encoded JSON, `[sort, id]`; with a tag (the sort order the list was read
 * in, where a list has several), `[tag, sort, id]`, and a cursor of another tag is refused. A sort value is a whole
 * number; an id is a whole number (`id: 'integer'`) or text the pattern matches. Anything else was not written here
 * (and PostgreSQL would fail on it), so it is refused.
 */
export function sortedCursor(o: { id: 'integer'; tag?: string }): CursorFormat<{ sort: number; id: number }>;
export function sortedCursor(o: { id: RegExp; tag?: string }): CursorFormat<{ sort: number; id: string }>;
export function sortedCursor(o: { id: 'integer' | RegExp; tag?: string }): CursorFormat<{ sort: number; id: number | string }> {
  const tagged = o.tag !== undefined;
  const idFits = (id: unknown) => (o.id === 'integer' ? Number.isSafeInteger(id) : typeof id === 'string' && o.id.test(id));
  return {
    encode: (k) => Buffer.from(JSON.stringify(tagged ? [o.tag, k.sort, k.id] : [k.sort, k.id])).toString('base64url'),
    parse: (raw) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
      } catch {
        return undefined;
      }
      if (!Array.isArray(parsed) || parsed.length !== (tagged ? 3 : 2)) return undefined;
      const [sort, id] = (tagged ? parsed.slice(1) : parsed) as unknown[];
      if (tagged && parsed[0] !== o.tag) return undefined;
      return Number.isSafeInteger(sort) && idFits(id) ? { sort: sort as number, id: id as number | string } : undefined;
    },
  };
}

/**
 * The key a client's cursor holds: none for a missing or empty cursor (the first page), CURSOR_INVALID (400) for one
 * the list's format did not write.
 */
export function decodeCursor<K extends Key>(format: CursorFormat<K>, raw: string | undefined): K | undefined {
  if (raw === undefined || raw === '') return undefined;
  return format.parse(raw) ?? fail('CURSOR_INVALID');
}

/** A list's order: its sort column (none when the id alone orders it), its id column, and their direction. */
export interface KeysetOrder {
  sort?: string;
  id: string;
  /** Newest (largest) first unless told otherwise. */
  dir?: 'asc' | 'desc';
}

/**
 * The rows after `key` in the order: `(sort, id) < (key.sort, key.id)`, `>` ascending, as one row-value comparison,
 * which SQLite and PostgreSQL both read from an index on (sort, id) and which breaks ties on the sort value by the id;
 * `id < key.id` where the id alone orders the list.
 */
export function afterKey(order: KeysetOrder, key: Key): Expression<SqlBool> {
  const cmp = order.dir === 'asc' ? sql`>` : sql`<`;
  if (order.sort === undefined) return sql<SqlBool>`${sql.ref(order.id)} ${cmp} ${key.id}`;
  if (key.sort === undefined) throw new Error(`a key without a sort value for a list sorted by ${order.sort}`);
  return sql<SqlBool>`(${sql.ref(order.sort)}, ${sql.ref(order.id)}) ${cmp} (${key.sort}, ${key.id})`;
}

/** `query` as one page: the rows after `after` (from the start without it), in the order, `limit` of them and one more. */
export function keysetPage<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  order: KeysetOrder,
  after: Key | undefined,
  limit: number,
): SelectQueryBuilder<DB, TB, O> {
  const dir = order.dir ?? 'desc';
  let q = after ? query.where(afterKey(order, after)) : query;
  if (order.sort !== undefined) q = q.orderBy(sql.ref(order.sort), dir);
  return q.orderBy(sql.ref(order.id), dir).limit(limit + 1);
}

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/**
 * The page the client gets from the rows read (`limit` and one more at most): the first `limit`, and the cursor after
 * the last of them when the extra row says another page follows.
 */
export function pageOf<R, K extends Key>(rows: R[], limit: number, format: CursorFormat<K>, keyOf: (row: R) => K): Page<R> {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last !== undefined ? format.encode(keyOf(last)) : null };
}
