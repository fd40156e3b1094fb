import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { idCursor, keysetPage, type Key } from '../../db/keyset.js';
import type { ListingsTable, ListingVariantsTable, PushBatchesTable } from '../../db/schema.js';

export type ListingRow = ListingsTable;
export type ListingVariantRow = ListingVariantsTable;
export type BatchRow = PushBatchesTable;

const STORE_COLUMNS = [
  's.name as s_name',
  's.shop_domain as s_shop_domain',
  's.currency as s_currency',
  's.status as s_status',
] as const;

/** Listings with their store's name, domain and currency. */
const withStore = (db: Db) =>
  db
    .selectFrom('listings as l')
    .innerJoin('stores as s', 's.id', 'l.store_id')
    .selectAll('l')
    .select([...STORE_COLUMNS]);

export type ListingWithStore = Awaited<ReturnType<typeof byIdWithStore>> & object;

export const byIdWithStore = (db: Db, id: string) => withStore(db).where('l.id', '=', id).executeTakeFirst();

export const byId = (db: Db, id: string) => db.selectFrom('listings').selectAll().where('id', '=', id).executeTakeFirst();

export interface ListFilter {
  userId: string;
  storeId?: string | undefined;
  /** Only listings in these stores (a team member limited to some); an empty list matches none. */
  storeIds?: readonly string[] | undefined;
  status?: ListingRow['status'] | undefined;
  q?: string | undefined;
  after?: Key | undefined;
  limit: number;
}

/** The cursor of the listings list: the last listing's id. */
export const LISTING_CURSOR = idCursor();

/** One page of a seller's listings, newest first (keyset on the id); `limit + 1` rows tell whether more follow. */
export function page(db: Db, f: ListFilter) {
  let q = withStore(db).where('l.user_id', '=', f.userId);
  if (f.storeId) q = q.where('l.store_id', '=', f.storeId);
  if (f.storeIds) q = f.storeIds.length ? q.where('l.store_id', 'in', f.storeIds) : q.where(sql<boolean>`1 = 0`);
  if (f.status) q = q.where('l.status', '=', f.status);
  if (f.q) {
    const pattern = `%${f.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    // ESCAPE names the backslash on both engines (SQLite has no default escape character).
    q = q.where(sql<boolean>`lower(l.title) like ${pattern} escape '\\'`);
  }
  return keysetPage(q, { id: 'l.id' }, f.after, f.limit).execute();
}

/** Whether a product is in a store through an active listing. */
export async function productListed(db: Db, productId: number): Promise<boolean> {
  const listed = await db
    .selectFrom('listings')
    .select('id')
    .where('product_id', '=', productId)
    .where('status', '=', 'active')
    .limit(1)
    .executeTakeFirst();
  return listed !== undefined;
}

/** Whether another listing of the import item is still pushing or failed. */
export async function otherOpenPush(db: Db, importItemId: string, exceptListingId: string): Promise<boolean> {
  const open = await db
    .selectFrom('listings')
    .select('id')
    .where('import_item_id', '=', importItemId)
    .where('id', '<>', exceptListingId)
    .where('status', 'in', ['pushing', 'failed'])
    .executeTakeFirst();
  return open !== undefined;
}

/** Removes these variants from a listing. */
export async function dropVariants(db: Db, listingId: string, variantIds: number[]): Promise<void> {
  await db.deleteFrom('listing_variants').where('listing_id', '=', listingId).where('variant_id', 'in', variantIds).execute();
}

export async function updateBatch(db: Db, id: string, set: Partial<Omit<BatchRow, 'id'>>): Promise<void> {
  await db.updateTable('push_batches').set(set).where('id', '=', id).execute();
}

export async function userExists(db: Db, userId: string): Promise<boolean> {
  return (await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst()) !== undefined;
}

export const byBatch = (db: Db, batchId: string) => withStore(db).where('l.batch_id', '=', batchId).orderBy('l.id').execute();

export const byStoreProduct = (db: Db, storeId: string, productId: number) =>
  db.selectFrom('listings').selectAll().where('store_id', '=', storeId).where('product_id', '=', productId).executeTakeFirst();

export function variantsOf(db: Db, listingIds: string[]) {
  if (listingIds.length === 0) return Promise.resolve([] as ListingVariantRow[]);
  return db
    .selectFrom('listing_variants')
    .selectAll()
    .where('listing_id', 'in', listingIds)
    .orderBy('listing_id')
    .orderBy('position')
    .execute();
}

export async function variantCounts(db: Db, listingIds: string[]): Promise<Map<string, number>> {
  if (listingIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('listing_variants')
    .select(['listing_id', (eb) => eb.fn.countAll().as('n')])
    .where('listing_id', 'in', listingIds)
    .groupBy('listing_id')
    .execute();
  return new Map(rows.map((r) => [r.listing_id, Number(r.n)]));
}

export const insertListing = (db: Db, row: ListingRow) => db.insertInto('listings').values(row).execute();

export const updateListing = (db: Db, id: string, set: Partial<Omit<ListingRow, 'id' | 'user_id' | 'store_id' | 'product_id'>>) =>
  db.updateTable('listings').set(set).where('id', '=', id).execute();

/** Replaces a listing's variants (a new push of the listing). */
export async function replaceVariants(db: Db, listingId: string, rows: ListingVariantRow[]): Promise<void> {
  await db.deleteFrom('listing_variants').where('listing_id', '=', listingId).execute();
  if (rows.length) await db.insertInto('listing_variants').values(rows).execute();
}

export const updateVariant = (
  db: Db,
  listingId: string,
  variantId: number,
  set: Partial<Omit<ListingVariantRow, 'listing_id' | 'variant_id'>>,
) =>
  db.updateTable('listing_variants').set(set).where('listing_id', '=', listingId).where('variant_id', '=', variantId).execute();

/** Recomputes a listing's price range from its variants. */
export async function refreshPriceRange(db: Db, listingId: string): Promise<void> {
  const r = await db
    .selectFrom('listing_variants')
    .select((eb) => [eb.fn.min<number>('price_cents').as('lo'), eb.fn.max<number>('price_cents').as('hi')])
    .where('listing_id', '=', listingId)
    .executeTakeFirst();
  await db
    .updateTable('listings')
    .set({ price_min_cents: Number(r?.lo ?? 0), price_max_cents: Number(r?.hi ?? 0) })
    .where('id', '=', listingId)
    .execute();
}

export const insertBatch = (db: Db, row: BatchRow) => db.insertInto('push_batches').values(row).execute();

export const batchById = (db: Db, id: string) =>
  db.selectFrom('push_batches').selectAll().where('id', '=', id).executeTakeFirst();

/** The seller's batch that a push attempt with this idempotency key made. */
export const batchByKey = (db: Db, userId: string, key: string) =>
  db.selectFrom('push_batches').selectAll().where('user_id', '=', userId).where('idempotency_key', '=', key).executeTakeFirst();

/** Counts a batch's listings by status and stores the totals; answers the batch as it now is. */
export async function recountBatch(db: Db, batchId: string, now: number): Promise<BatchRow | undefined> {
  const rows = await db
    .selectFrom('listings')
    .select(['status', (eb) => eb.fn.countAll().as('n')])
    .where('batch_id', '=', batchId)
    .groupBy('status')
    .execute();
  const count = (s: string) => Number(rows.find((r) => r.status === s)?.n ?? 0);
  const pushing = count('pushing');
  await db
    .updateTable('push_batches')
    .set({ done: count('active'), failed: count('failed'), status: pushing > 0 ? 'running' : 'finished', updated_at: now })
    .where('id', '=', batchId)
    .execute();
  return batchById(db, batchId);
}

/** Marks the batch notified once; true for the one caller that did it. */
export async function markBatchNotified(db: Db, id: string, now: number): Promise<boolean> {
  const res = await db
    .updateTable('push_batches')
    .set({ notified_at: now })
    .where('id', '=', id)
    .where('notified_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** Active listings of these products (sync after a catalogue edit). */
export const activeOfProduct = (db: Db, productId: number) =>
  db.selectFrom('listings').select('id').where('product_id', '=', productId).where('status', '=', 'active').execute();

/**
 * Active listings that sync has something to do for: a variant whose cost or stock differs from what was pushed,
 * a variant or product gone from the catalogue, a stopped product, or a problem to look at again.
 */
export async function dueForSync(db: Db): Promise<string[]> {
  const changed = await db
    .selectFrom('listings as l')
    .innerJoin('listing_variants as lv', 'lv.listing_id', 'l.id')
    .leftJoin('product_variants as v', 'v.id', 'lv.variant_id')
    .leftJoin('products as p', 'p.id', 'l.product_id')
    .select('l.id')
    .distinct()
    .where('l.status', '=', 'active')
    .where((eb) =>
      eb.or([
        eb('v.id', 'is', null),
        eb('p.id', 'is', null),
        eb('p.status', '<>', 'active'),
        eb('v.cost_cents', '<>', eb.ref('lv.pushed_cost_cents')),
        eb('v.stock', '<>', eb.ref('lv.pushed_stock')),
        eb('l.sync_status', '=', 'problem'),
      ]),
    )
    .execute();
  return changed.map((r) => r.id);
}

/** What sync compares: the catalogue's product status and each listed variant's cost and stock now. */
export async function catalogueNow(db: Db, productId: number, variantIds: number[]) {
  const product = await db
    .selectFrom('products')
    .select(['id', 'status', 'template_id'])
    .where('id', '=', productId)
    .executeTakeFirst();
  const variants = variantIds.length
    ? await db
        .selectFrom('product_variants')
        .select(['id', 'product_id', 'cost_cents', 'stock', 'weight_g'])
        .where('id', 'in', variantIds)
        .execute()
    : [];
  return { product, variants: variants.filter((v) => Number(v.product_id) === productId) };
}

/** shop/redact: a store's listings go before the store does. */
export async function deleteForStores(db: Db, storeIds: string[]): Promise<void> {
  if (storeIds.length === 0) return;
  const ids = (await db.selectFrom('listings').select('id').where('store_id', 'in', storeIds).execute()).map((r) => r.id);
  if (ids.length === 0) return;
  await db.deleteFrom('listing_variants').where('listing_id', 'in', ids).execute();
  await db.deleteFrom('listings').where('id', 'in', ids).execute();
}

/** products/delete: the store's product is gone; its listings are marked removed. Answers how many. */
export async function markRemoved(db: Db, storeIds: string[], storeProductId: string, now: number): Promise<number> {
  if (storeIds.length === 0) return 0;
  const res = await db
    .updateTable('listings')
    .set({ status: 'removed', sync_status: 'ok', sync_problem_code: null, sync_problem_params: null, updated_at: now })
    .where('store_id', 'in', storeIds)
    .where('store_product_id', '=', storeProductId)
    .where('status', 'in', ['active', 'failed'])
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}
