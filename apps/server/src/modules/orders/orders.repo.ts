import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { OrderCheckpointsTable, OrderEventsTable, OrderItemsTable, OrdersTable } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';

export type OrderRow = Selectable<OrdersTable>;
export type OrderItemRow = Selectable<OrderItemsTable>;
export type OrderEventRow = Selectable<OrderEventsTable>;
export type CheckpointRow = Selectable<OrderCheckpointsTable>;

/** One order, locked for the rest of the transaction on PostgreSQL (SQLite has one writer). */
export function lockOrder(db: Db, id: string, postgres: boolean) {
  const q = db.selectFrom('orders').selectAll().where('id', '=', id);
  return (postgres ? q.forUpdate() : q).executeTakeFirst();
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
    from: string | null;
    to: string;
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
  storeId?: string;
  country?: string;
  from?: number;
  to?: number;
  q?: string;
}

/* eslint-disable @typescript-eslint/no-explicit-any -- one filter helper for the list and the counts queries */
function filtered<Q extends { where: (...a: any[]) => Q }>(query: Q, f: ListFilter, prefix: string): Q {
  let q = query;
  const c = (name: string) => `${prefix}${name}`;
  if (f.userId !== undefined) q = q.where(c('user_id'), '=', f.userId);
  if (f.statuses?.length) q = q.where(c('status'), 'in', f.statuses);
  if (f.source) q = q.where(c('source'), '=', f.source);
  if (f.storeId) q = q.where(c('store_id'), '=', f.storeId);
  if (f.country) q = q.where(c('ship_country'), '=', f.country);
  if (f.from !== undefined) q = q.where(c('created_at'), '>=', f.from);
  if (f.to !== undefined) q = q.where(c('created_at'), '<', f.to);
  if (f.q) {
    const pattern = `%${f.q.toLowerCase().replace(/[%_\\]/g, (m) => `\\${m}`)}%`;
    const text = sql<boolean>`${sql.ref(c('search_text'))} like ${pattern} escape '\\'`;
    // Across sellers (the admin's queue) the seller's email matches too.
    q =
      f.userId === undefined && prefix === 'o.'
        ? q.where(sql<boolean>`(${text} or lower(u.email) like ${pattern} escape '\\')`)
        : q.where(text);
  }
  return q;
}
/* eslint-enable @typescript-eslint/no-explicit-any */

/** A page of orders newest first, keyset on the id; one more than asked tells whether another page follows. */
export function page(db: Db, f: ListFilter, after: string | undefined, limit: number) {
  let q = db
    .selectFrom('orders as o')
    .leftJoin('stores as s', 's.id', 'o.store_id')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .selectAll('o')
    .select(['s.name as store_name', 's.shop_domain as store_domain', 'u.email as seller_email']);
  q = filtered(q, f, 'o.');
  if (after) q = q.where('o.id', '<', after);
  return q
    .orderBy('o.id', 'desc')
    .limit(limit + 1)
    .execute();
}
export type PageRow = Awaited<ReturnType<typeof page>>[number];

export async function counts(db: Db, f: ListFilter): Promise<Map<string, number>> {
  const q = filtered(db.selectFrom('orders').select(['status', sql<number>`count(*)`.as('n')]), { ...f, statuses: [] }, '');
  const rows = await q.groupBy('status').execute();
  return new Map(rows.map((r) => [r.status, Number(r.n)]));
}
