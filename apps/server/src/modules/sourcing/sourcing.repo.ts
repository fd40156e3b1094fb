import type { Db } from '../../db/database.js';
import { idCursor, keysetPage, type Key } from '../../db/keyset.js';
import type { SourcingRequestEventsTable, SourcingRequestsTable } from '../../db/schema.js';

export type RequestRow = SourcingRequestsTable;
export type EventRow = Omit<SourcingRequestEventsTable, 'note'> & { note: string };

/** A request with what its answers show: the linked product's title and pictures, and the seller's email. */
export interface RequestView extends RequestRow {
  product_title: string | null;
  product_images: string | null;
  seller_email: string;
}

function withJoins(db: Db) {
  return db
    .selectFrom('sourcing_requests as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .leftJoin('products as p', 'p.id', 'r.product_id')
    .selectAll('r')
    .select(['p.title as product_title', 'p.images as product_images', 'u.email as seller_email']);
}

export interface PageFilter {
  userId?: string;
  status?: string;
  after?: Key | undefined;
  limit: number;
}

/** The cursor of the request lists: the last request's id. */
export const REQUEST_CURSOR = idCursor();

/** One page newest first (ids are time-ordered), keyset after the cursor; one row more than asked tells of a next page. */
export async function page(db: Db, f: PageFilter): Promise<RequestView[]> {
  let q = withJoins(db);
  if (f.userId !== undefined) q = q.where('r.user_id', '=', f.userId);
  if (f.status !== undefined) q = q.where('r.status', '=', f.status);
  return keysetPage(q, { id: 'r.id' }, f.after, f.limit).execute();
}

export const findView = (db: Db, id: string): Promise<RequestView | undefined> =>
  withJoins(db).where('r.id', '=', id).executeTakeFirst();

export const findById = (db: Db, id: string) =>
  db.selectFrom('sourcing_requests').selectAll().where('id', '=', id).executeTakeFirst();

export const eventsOf = (db: Db, requestId: string): Promise<EventRow[]> =>
  db.selectFrom('sourcing_request_events').selectAll().where('request_id', '=', requestId).orderBy('id').execute();

export async function insertRequest(db: Db, row: RequestRow): Promise<void> {
  await db.insertInto('sourcing_requests').values(row).execute();
}

export async function insertEvent(db: Db, row: EventRow): Promise<void> {
  await db.insertInto('sourcing_request_events').values(row).execute();
}

/**
 * Moves a request only if it still has the status it was read with, so two answers racing each other cannot both
 * win; answers whether this call made the move.
 */
export async function move(
  db: Db,
  id: string,
  from: string,
  set: Partial<Omit<RequestRow, 'id' | 'user_id' | 'created_at'>> & { status: string; updated_at: number },
): Promise<boolean> {
  const res = await db
    .updateTable('sourcing_requests')
    .set(set)
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export const uploadsByIds = (db: Db, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db.selectFrom('uploads').select(['id', 'user_id', 'purpose']).where('id', 'in', ids).execute();

export const findProduct = (db: Db, id: number) =>
  db.selectFrom('products').select(['id', 'title', 'status']).where('id', '=', id).executeTakeFirst();

/** Puts the product in the seller's private collection (already there: nothing changes). */
export async function addPrivateProduct(db: Db, userId: string, productId: number, now: number): Promise<void> {
  await db
    .insertInto('private_products')
    .values({ user_id: userId, product_id: productId, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'product_id']).doNothing())
    .execute();
}
