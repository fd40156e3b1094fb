import { sql, type Selectable } from 'kysely';
import { containsPattern } from '../../lib/like.js';
import { engineOf, type Db } from '../../db/database.js';
import { afterKey, idCursor, ULID, type Key } from '../../db/keyset.js';
import { lockRows } from '../../db/locks.js';
import type {
  OrderCheckpointsTable,
  OrderEventsTable,
  OrderItemsTable,
  OrderReservationsTable,
  OrdersTable,
} from '../../db/schema.js';
import { newId } from '../../lib/ids.js';
import type { OrderStatus } from '@dropport/contracts';

export type OrderRow = Selectable<OrdersTable>;
export type OrderItemRow = Selectable<OrderItemsTable>;
export type OrderEventRow = Selectable<OrderEventsTable>;
export type CheckpointRow = Selectable<OrderCheckpointsTable>;

/** One order, locked for the rest of the transaction. */
export function lockOrder(db: Db, id: string) {
  return lockRows(db, db.selectFrom('orders').selectAll().where('id', '=', id)).executeTakeFirst();
}

/** A store's order by its id in the store, locked for the rest of the transaction. */
export function lockByStoreOrder(db: Db, storeId: string, storeOrderId: string) {
  return lockRows(
    db,
    db.selectFrom('orders').selectAll().where('store_id', '=', storeId).where('store_order_id', '=', storeOrderId),
  ).executeTakeFirst();
}

/** A seller's orders waiting on hold for their own warehouse stock, oldest first. */
export async function heldForStock(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('orders')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '=', 'on_hold')
    .where('hold_reason', '=', 'stock_short')
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

export const byId = (db: Db, id: string) => db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();

export const itemsOf = (db: Db, orderId: string) =>
  db.selectFrom('order_items').selectAll().where('order_id', '=', orderId).orderBy('position').execute();

export const eventsOf = (db: Db, orderId: string) =>
  db
    .selectFrom('order_events as e')
    .leftJoin('users as u', 'u.id', 'e.actor_id')
    .selectAll('e')
    .select('u.email as actor_email')
    .where('e.order_id', '=', orderId)
    .orderBy('e.id')
    .execute();

export const checkpointsOf = (db: Db, orderId: string) =>
  db.selectFrom('order_checkpoints').selectAll().where('order_id', '=', orderId).orderBy('at', 'desc').execute();

export async function insertOrder(db: Db, row: OrderRow, items: OrderItemRow[]): Promise<void> {
  await db.insertInto('orders').values(row).execute();
  if (items.length) await db.insertInto('order_items').values(items).execute();
}

/** Inserts a store's order unless the store's order is there already; answers whether it was inserted. */
export async function insertStoreOrder(db: Db, row: OrderRow): Promise<boolean> {
  const inserted = await db
    .insertInto('orders')
    .values(row)
    .onConflict((oc) => oc.columns(['store_id', 'store_order_id']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0;
}

export async function insertItems(db: Db, items: OrderItemRow[]): Promise<void> {
  if (items.length) await db.insertInto('order_items').values(items).execute();
}

export async function replaceItems(db: Db, orderId: string, items: OrderItemRow[]): Promise<void> {
  await db.deleteFrom('order_items').where('order_id', '=', orderId).execute();
  if (items.length) await db.insertInto('order_items').values(items).execute();
}

export const updateOrder = (db: Db, id: string, set: Partial<Omit<OrderRow, 'id' | 'user_id'>>) =>
  db.updateTable('orders').set(set).where('id', '=', id).executeTakeFirst();

export async function addEvent(
  db: Db,
  e: {
    orderId: string;
    from: OrderStatus | null;
    to: OrderStatus;
    action: string;
    actor: OrderEventRow['actor'];
    actorId?: string | null;
    note?: string | null;
  },
  now: number,
): Promise<void> {
  await db
    .insertInto('order_events')
    .values({
      id: newId(now),
      order_id: e.orderId,
      from_status: e.from,
      to_status: e.to,
      action: e.action,
      actor: e.actor,
      actor_id: e.actorId ?? null,
      note: e.note ?? null,
      created_at: now,
    })
    .execute();
}

/** Whether the order's history holds an event of this action. */
export async function hasEvent(db: Db, orderId: string, action: string): Promise<boolean> {
  const e = await db
    .selectFrom('order_events')
    .select('id')
    .where('order_id', '=', orderId)
    .where('action', '=', action)
    .executeTakeFirst();
  return e !== undefined;
}

/** What a seller's orders paid under one action (auto-pay) since `since`. */
export async function paidUnderSince(db: Db, userId: string, action: string, since: number): Promise<number> {
  const spent = await db
    .selectFrom('order_events as e')
    .innerJoin('orders as o', 'o.id', 'e.order_id')
    .select((eb) => eb.fn.sum<number>('o.paid_cents').as('s'))
    .where('o.user_id', '=', userId)
    .where('e.action', '=', action)
    .where('e.created_at', '>=', since)
    .executeTakeFirst();
  return Number(spent?.s ?? 0);
}

export async function addCheckpoint(db: Db, row: CheckpointRow): Promise<void> {
  await db.insertInto('order_checkpoints').values(row).execute();
}

export type ReservationRow = Selectable<OrderReservationsTable>;

export async function addReservation(db: Db, row: ReservationRow): Promise<void> {
  await db.insertInto('order_reservations').values(row).execute();
}

/** The stock an order holds and has not given back. */
export const heldReservations = (db: Db, orderId: string) =>
  db.selectFrom('order_reservations').selectAll().where('order_id', '=', orderId).where('released_at', 'is', null).execute();

export async function releaseReservation(db: Db, orderId: string, variantId: number, now: number): Promise<void> {
  await db
    .updateTable('order_reservations')
    .set({ released_at: now })
    .where('order_id', '=', orderId)
    .where('variant_id', '=', variantId)
    .execute();
}

// ---- A store's orders ----

/** The newest store version of the store's orders Dropport holds (their store_updated_at), null when none. */
export async function newestStoreVersion(db: Db, storeId: string): Promise<number | null> {
  const newest = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.max('store_updated_at').as('t'))
    .where('store_id', '=', storeId)
    .executeTakeFirst();
  return newest?.t ? Number(newest.t) : null;
}

/** Whether an order of this store order id is held under no store or under another shop's store. */
export async function heldElsewhere(db: Db, storeOrderId: string, shopDomain: string): Promise<boolean> {
  const row = await db
    .selectFrom('orders as o')
    .leftJoin('stores as s', 's.id', 'o.store_id')
    .select('o.id')
    .where('o.store_order_id', '=', storeOrderId)
    .where((eb) => eb.or([eb('o.store_id', 'is', null), eb('s.shop_domain', '<>', shopDomain)]))
    .executeTakeFirst();
  return row !== undefined;
}

/** The store order ids of these stores' orders. */
export async function storeOrderIdsOf(db: Db, storeIds: string[]): Promise<string[]> {
  const rows = await db.selectFrom('orders').select('store_order_id').where('store_id', 'in', storeIds).execute();
  return rows.flatMap((r) => (r.store_order_id ? [r.store_order_id] : []));
}

/** The orders of these stores no longer point at them. */
export async function detachStores(db: Db, storeIds: string[]): Promise<void> {
  await db.updateTable('orders').set({ store_id: null }).where('store_id', 'in', storeIds).execute();
}

/** What a redacted order keeps of its store customer: nothing that names or finds them. */
const REDACTED_CUSTOMER = {
  customer_name: 'redacted',
  customer_email: null,
  ship_name: 'redacted',
  ship_company: null,
  ship_address1: 'redacted',
  ship_address2: null,
  ship_phone: null,
  ship_postal_code: null,
} as const;
/** A redacted order's search text: its numbers alone (it held the customer's name and email too). */
const SEARCH_WITHOUT_CUSTOMER = sql<string>`lower(order_no || ' ' || coalesce(store_order_name, ''))`;

/**
 * The customer's name, email, phone and address leave these stores' orders named by store order id, or all of them
 * with the email; their search text is rebuilt without them. Answers how many orders were redacted.
 */
export async function redactCustomer(
  db: Db,
  e: { storeIds: string[]; orderIds: string[]; email: string | null },
  now: number,
): Promise<number> {
  const res = await db
    .updateTable('orders')
    .where('store_id', 'in', e.storeIds)
    .where((eb) => {
      const named = e.orderIds.length ? [eb('store_order_id', 'in', e.orderIds)] : [];
      const byEmail = e.email ? [eb('customer_email', '=', e.email)] : [];
      return eb.or([...named, ...byEmail, sql<boolean>`1 = 0`]);
    })
    .set({ ...REDACTED_CUSTOMER, redacted_at: now, updated_at: now })
    .executeTakeFirst();
  // The search text held the name and email too.
  await db
    .updateTable('orders')
    .set({ search_text: SEARCH_WITHOUT_CUSTOMER })
    .where('redacted_at', '=', now)
    .where('store_id', 'in', e.storeIds)
    .execute();
  return Number(res.numUpdatedRows);
}

/** The next order number, DP1000001 onwards; the counter row is locked until the caller's transaction ends. */
export async function nextOrderNo(db: Db): Promise<string> {
  const row = await db
    .insertInto('order_counters')
    .values({ name: 'order', last_seq: 1_000_001 })
    .onConflict((oc) => oc.column('name').doUpdateSet((eb) => ({ last_seq: eb('order_counters.last_seq', '+', 1) })))
    .returning('last_seq')
    .executeTakeFirstOrThrow();
  return `DP${row.last_seq}`;
}

export interface ListFilter {
  userId?: string;
  statuses?: string[];
  source?: 'store' | 'manual';
  holdReason?: string;
  storeId?: string;
  /** Only orders of these stores (a team member limited to some stores); an empty list matches none. */
  storeIds?: readonly string[];
  country?: string;
  from?: number;
  to?: number;
  /** Paid between these days of the seller (YYYY-MM-DD, both included). */
  paidFrom?: string;
  paidTo?: string;
  /** With a line of this catalogue product. */
  productId?: number;
  q?: string;
}

/** How many of the newest orders under the filters a search reads one by one before it turns to the index. */
const SEARCH_WINDOW = 1000;

/** What the list shows beside the order's own columns. */
const SHOWN = ['s.name as store_name', 's.shop_domain as store_domain', 'u.email as seller_email'] as const;

const isSqlite = (db: Db) => engineOf(db) === 'sqlite';

/** The cursor of the order lists: the last order's id; anything but an order id is refused. */
export const ORDER_CURSOR = idCursor(ULID);

/* eslint-disable @typescript-eslint/no-explicit-any -- filter helpers shared by the list and the counts queries */
/** Every filter but the search text, and the keyset cursor (orders older than `after`). */
function filtered<Q extends { where: (...a: any[]) => Q }>(query: Q, f: ListFilter, prefix: string, after?: Key): Q {
  let q = query;
  const c = (name: string) => `${prefix}${name}`;
  if (f.userId !== undefined) q = q.where(c('user_id'), '=', f.userId);
  if (f.statuses?.length) q = q.where(c('status'), 'in', f.statuses);
  if (f.source) q = q.where(c('source'), '=', f.source);
  if (f.holdReason) q = q.where(c('hold_reason'), '=', f.holdReason);
  if (f.storeId) q = q.where(c('store_id'), '=', f.storeId);
  if (f.storeIds) q = f.storeIds.length ? q.where(c('store_id'), 'in', f.storeIds) : q.where(sql<boolean>`1 = 0`);
  if (f.country) q = q.where(c('ship_country'), '=', f.country);
  if (f.from !== undefined) q = q.where(c('created_at'), '>=', f.from);
  if (f.to !== undefined) q = q.where(c('created_at'), '<', f.to);
  if (f.paidFrom !== undefined) q = q.where(c('paid_day'), '>=', f.paidFrom);
  if (f.paidTo !== undefined) q = q.where(c('paid_day'), '<=', f.paidTo);
  if (f.productId !== undefined)
    q = q.where(c('id'), 'in', sql`(select order_id from order_items where product_id = ${f.productId})`);
  if (after) q = q.where(afterKey({ id: c('id') }, after));
  return q;
}

/**
 * The search text filter: `q` anywhere in the order's search text (lower-cased; `%`, `_` and `\` match themselves),
 * read from the columns of `prefix`. In the list across sellers (the admin's queue, with the seller joined as `u`) the
 * seller's email matches too. `indexed` tells PostgreSQL where to look for those sellers' orders (its planner takes the
 * trigram index for the text by itself); on SQLite, indexedOrders() brings the index's candidates.
 */
function searched<Q extends { where: (...a: any[]) => Q }>(
  query: Q,
  db: Db,
  f: ListFilter,
  o: { prefix: string; sellerJoined: boolean; indexed: boolean },
): Q {
  if (!f.q) return query;
  const c = (name: string) => sql.ref(`${o.prefix}${name}`);
  const pattern = likePattern(f.q);
  const like = sql<boolean>`${c('search_text')} like ${pattern} escape '\\'`;
  if (!(f.userId === undefined && o.sellerJoined)) return query.where(like);
  const q = query.where(sql<boolean>`(${like} or lower(u.email) like ${pattern} escape '\\')`);
  if (!o.indexed || isSqlite(db)) return q;
  // One list of the text's matches and the matching sellers' orders: an OR of the two would read every order.
  return q.where(
    sql<boolean>`${c('id')} in (select id from orders where search_text like ${pattern} escape '\\' union ${sellersOrders(pattern, 'id')})`,
  );
}
/* eslint-enable @typescript-eslint/no-explicit-any */

const likePattern = containsPattern;

const sellersOrders = (pattern: string, key: 'rowid' | 'id') =>
  sql`select ${sql.ref(key)} from orders where user_id in (select id from users where lower(email) like ${pattern} escape '\\')`;

/**
 * The orders a search may match (`o`, with its seller as `u`), for the caller to filter and to check with searched().
 * On SQLite, from three characters on, only those whose search text holds every trigram of `q` (with, across sellers,
 * the orders of sellers whose email matches), each read by its rowid: CROSS JOIN keeps SQLite from walking every order
 * of the seller instead when its statistics are older than the orders. Otherwise all orders, the LIKE deciding (on
 * PostgreSQL through the trigram index).
 */
function indexedOrders(db: Db, f: ListFilter, acrossSellers: boolean) {
  const orders = db.selectFrom('orders as o').innerJoin('users as u', 'u.id', 'o.user_id');
  const grams = isSqlite(db) && f.q ? trigramQuery(f.q.toLowerCase()) : null;
  if (grams === null || !f.q) return orders;
  const matches = sql`select rowid as r from orders_search where orders_search match ${grams}`;
  const candidates =
    f.userId === undefined && acrossSellers ? sql`${matches} union ${sellersOrders(likePattern(f.q), 'rowid')}` : matches;
  // Typed as `orders`: the candidates' table is only read through the join.
  return db
    .selectFrom(sql`(${candidates})`.as('f'))
    .crossJoin('orders as o')
    .crossJoin('users as u')
    .where(sql<boolean>`o.rowid = f.r`)
    .whereRef('u.id', '=', 'o.user_id') as unknown as typeof orders;
}

/**
 * The trigrams of a search as an FTS5 query (each quoted, a quote doubled): an order holding the text holds every one
 * of them. Null below three characters, which the trigram index cannot look up.
 */
export function trigramQuery(text: string): string | null {
  const chars = Array.from(text);
  if (chars.length < 3) return null;
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= chars.length; i++) grams.add(chars.slice(i, i + 3).join(''));
  return [...grams].map((g) => `"${g.replaceAll('"', '""')}"`).join(' ');
}

/**
 * Orders with what the list shows beside them. CROSS JOIN keeps SQLite reading the orders first (newest first by an
 * index, stopping at the page's end): with statistics taken while there were few orders, it would read the seller
 * first, then every one of their orders, and sort them.
 */
function listed(db: Db) {
  return db
    .selectFrom('orders as o')
    .leftJoin('stores as s', 's.id', 'o.store_id')
    .crossJoin('users as u')
    .whereRef('u.id', '=', 'o.user_id')
    .selectAll('o')
    .select(SHOWN);
}

/** The newest `limit` orders under the filters but the search text, older than `after`. */
export function newestPage(db: Db, f: ListFilter, after: Key | undefined, limit: number) {
  return filtered(listed(db), f, 'o.', after).orderBy('o.id', 'desc').limit(limit);
}

/**
 * A page of orders newest first, keyset on the id; one more than asked tells whether another page follows.
 *
 * A search first reads the newest orders under the filters (a text many orders share fills the page there at once,
 * where an index would hand over every match to be sorted); when they hold less than a page, it asks the index for
 * the page's ids alone, and only those orders are read whole.
 */
export async function page(db: Db, f: ListFilter, after: Key | undefined, limit: number) {
  if (!f.q) return newestPage(db, f, after, limit + 1).execute();
  // The text is tested on the newest rows themselves (a derived table the engine cannot see into), and only their
  // matches are read whole: given the LIKE next to the whole orders, PostgreSQL may test every order instead. CROSS
  // JOIN keeps SQLite reading those rows first, whatever its statistics say of the sellers.
  const newest = filtered(db.selectFrom('orders').select(['id', 'user_id', 'search_text']), f, '', after)
    .orderBy('id', 'desc')
    .limit(SEARCH_WINDOW);
  const recent = await searched(
    db
      .selectFrom(newest.as('w'))
      .crossJoin('users as u')
      .crossJoin('orders as o')
      .whereRef('u.id', '=', 'w.user_id')
      .whereRef('o.id', '=', 'w.id')
      .leftJoin('stores as s', 's.id', 'o.store_id')
      .selectAll('o')
      .select(SHOWN),
    db,
    f,
    { prefix: 'w.', sellerJoined: true, indexed: false },
  )
    .orderBy('o.id', 'desc')
    .limit(limit + 1)
    .execute();
  if (recent.length > limit) return recent;
  return listed(db)
    .where('o.id', 'in', indexedPage(db, f, after, limit + 1))
    .orderBy('o.id', 'desc')
    .execute();
}

/** The ids of a page of a search, newest first, found through the search index. */
export function indexedPage(db: Db, f: ListFilter, after: Key | undefined, limit: number) {
  const matches = searched(filtered(indexedOrders(db, f, true).select('o.id'), f, 'o.', after), db, f, {
    prefix: 'o.',
    sellerJoined: true,
    indexed: true,
  });
  // OFFSET 0 keeps PostgreSQL from planning the matches under the page's LIMIT, where it would walk the orders newest
  // first and test each (every order, for text that only older orders hold) instead of asking the trigram index.
  const fenced = isSqlite(db) ? matches : matches.offset(0);
  return db.selectFrom(fenced.as('m')).select('m.id').orderBy('m.id', 'desc').limit(limit);
}
export type PageRow = Awaited<ReturnType<typeof page>>[number];

/**
 * Orders per status under the filters. Under no filters but the seller and the source (the tabs as they open), the
 * counts are read from `order_status_counts`, which triggers keep; any other filter counts the orders themselves.
 */
export async function counts(db: Db, f: ListFilter): Promise<Map<string, number>> {
  const kept =
    !f.storeId &&
    !f.storeIds &&
    !f.holdReason &&
    !f.country &&
    f.from === undefined &&
    f.to === undefined &&
    f.paidFrom === undefined &&
    f.paidTo === undefined &&
    f.productId === undefined &&
    !f.q;
  if (kept) {
    let q = db.selectFrom('order_status_counts').select(['status', sql<number>`sum(n)`.as('n')]);
    if (f.userId !== undefined) q = q.where('user_id', '=', f.userId);
    if (f.source) q = q.where('source', '=', f.source);
    const rows = await q.groupBy('status').execute();
    return new Map(rows.map((r) => [r.status, Number(r.n)]));
  }
  const all = { ...f, statuses: [] };
  // The seller's email is not matched here: the counts never joined the seller.
  const q = searched(
    filtered(indexedOrders(db, all, false).select(['o.status as status', sql<number>`count(*)`.as('n')]), all, 'o.'),
    db,
    all,
    { prefix: 'o.', sellerJoined: false, indexed: true },
  );
  const rows = await q.groupBy('o.status').execute();
  return new Map(rows.map((r) => [r.status, Number(r.n)]));
}

/**
 * A closed account's erasure: the store customers' names, emails, phones and addresses leave every order of the
 * seller (the orders stay: they are money records); their search text is rebuilt without them.
 */
export async function redactSellerOrders(db: Db, userId: string, now: number): Promise<number> {
  const res = await db
    .updateTable('orders')
    .where('user_id', '=', userId)
    .set({ ...REDACTED_CUSTOMER, redacted_at: now, search_text: SEARCH_WITHOUT_CUSTOMER, updated_at: now })
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}
