import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import { integerIdCursor, keysetPage, type Key } from '../../db/keyset.js';
import type { ProductsTable, ProductVariantsTable } from '../../db/schema.js';

export interface ListFilter {
  q?: string | undefined;
  status?: 'active' | 'inactive' | undefined;
  category?: string | undefined;
  /** The previous page's last product. */
  after?: Key | undefined;
}

/** The cursor of the admin list: the last product's id. */
export const PRODUCT_CURSOR = integerIdCursor;

/** `%text%` for LIKE, its wildcards taken literally (with ESCAPE '\'). */
const containing = (s: string) => `%${s.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One page of the admin list, newest first: the product, its category's names and its variant count. */
export function listPage(db: Db, f: ListFilter, limit: number) {
  let q = db
    .selectFrom('products as p')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .select((eb) => [
      'p.id',
      'p.title',
      'p.images',
      'p.status',
      'p.visibility',
      'p.cost_min',
      'p.cost_max',
      'p.stock',
      'p.category_id',
      'p.updated_at',
      'c.name_en',
      'c.name_es',
      'c.name_pt',
      eb
        .selectFrom('product_variants as v')
        .select(eb.fn.countAll().as('n'))
        .whereRef('v.product_id', '=', 'p.id')
        .as('variant_count'),
    ]);
  if (f.status) q = q.where('p.status', '=', f.status);
  if (f.category) {
    const id = f.category;
    q = q.where((eb) => eb.or([eb('p.category_id', '=', id), eb('p.root_category_id', '=', id)]));
  }
  if (f.q) {
    const pattern = containing(f.q);
    q = q.where((eb) =>
      eb.or([
        sql<boolean>`lower(p.title) like ${pattern} escape '\\'`,
        sql<boolean>`lower(p.sku_text) like ${pattern} escape '\\'`,
      ]),
    );
  }
  return keysetPage(q, { id: 'p.id' }, f.after, limit).execute();
}

export const productById = (db: Db, id: number) => db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();

export const variantsOf = (db: Db, productId: number) =>
  db.selectFrom('product_variants').selectAll().where('product_id', '=', productId).orderBy('position').execute();

export async function supplierExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('suppliers').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export async function templateExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('shipping_templates').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export const allSuppliers = (db: Db) =>
  db.selectFrom('suppliers').select(['id', 'name', 'country_code']).orderBy('name').orderBy('id').execute();
export const allWarehouses = (db: Db) =>
  db.selectFrom('warehouses').select(['code', 'name', 'country_code']).orderBy('sort').execute();
export const allTemplates = (db: Db) =>
  db.selectFrom('shipping_templates').select(['id', 'name']).orderBy('name').orderBy('id').execute();
export const allCategories = (db: Db) =>
  db
    .selectFrom('categories')
    .select(['id', 'parent_id', 'name_en', 'name_es', 'name_pt'])
    .orderBy('sort')
    .orderBy('id')
    .execute();

/**
 * Takes `qty` units from a variant and from its product (whose stock is the sum of its variants'), only when the
 * variant holds that many; paid units also make the product popular (the market's hot collection). Answers whether
 * the units were taken.
 */
export async function takeStock(db: Db, variantId: number, qty: number): Promise<boolean> {
  const res = await db
    .updateTable('product_variants')
    .set((eb) => ({ stock: eb('stock', '-', qty) }))
    .where('id', '=', variantId)
    .where('stock', '>=', qty)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) === 0) return false;
  await db
    .updateTable('products')
    .set((eb) => ({ popularity: eb('popularity', '+', qty), stock: eb('stock', '-', qty) }))
    .where('id', '=', db.selectFrom('product_variants').select('product_id').where('id', '=', variantId))
    .execute();
  return true;
}

/** Gives `qty` units back to a variant and its product. */
export async function returnStock(db: Db, variantId: number, qty: number): Promise<void> {
  await db
    .updateTable('product_variants')
    .set((eb) => ({ stock: eb('stock', '+', qty) }))
    .where('id', '=', variantId)
    .execute();
  await db
    .updateTable('products')
    .set((eb) => ({ stock: eb('stock', '+', qty) }))
    .where('id', '=', db.selectFrom('product_variants').select('product_id').where('id', '=', variantId))
    .execute();
}

/** A variant's stock and SKU, as they are now. */
export const variantStock = (db: Db, variantId: number) =>
  db.selectFrom('product_variants').select(['stock', 'sku']).where('id', '=', variantId).executeTakeFirst();

/** One more import of each of these products (the market's hot collection follows what sellers import). */
export async function notePopular(db: Db, productIds: number[]): Promise<void> {
  if (productIds.length === 0) return;
  await db
    .updateTable('products')
    .set({ popularity: sql`popularity + 1` })
    .where('id', 'in', productIds)
    .execute();
}

/** Every score loses a tenth (once a day), so popularity follows recent imports; answers how many products changed. */
export async function decayPopularity(db: Db): Promise<number> {
  const res = await db
    .updateTable('products')
    .set({ popularity: sql`(popularity * 9) / 10` })
    .where('popularity', '>', 0)
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}

/** Points the products of these categories at a new top of branch; answers how many changed. */
export async function setRootCategory(db: Db, categoryIds: string[], rootId: string): Promise<number> {
  if (categoryIds.length === 0) return 0;
  const res = await db
    .updateTable('products')
    .set({ root_category_id: rootId })
    .where('category_id', 'in', categoryIds)
    .where('root_category_id', '!=', rootId)
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}

// ---- What the product writer (admin editor, CSV import, demo seed) reads and writes ----

/** Every category with its parent, for the writer to find each one's top-level ancestor. */
export const categoryParents = (db: Db) => db.selectFrom('categories').select(['id', 'parent_id']).execute();

/** Every warehouse with its country and shipping region. */
export const warehousePlaces = (db: Db) => db.selectFrom('warehouses').select(['code', 'country_code', 'region']).execute();

/** Inserts product rows; answers each one's id with its SKU list (RETURNING order is not promised). */
export const insertProductRows = (db: Db, rows: Insertable<ProductsTable>[]) =>
  db.insertInto('products').values(rows).returning(['id', 'sku_text']).execute();

export async function insertVariantRows(db: Db, rows: Insertable<ProductVariantsTable>[]): Promise<void> {
  await db.insertInto('product_variants').values(rows).execute();
}

export async function updateProductRow(db: Db, id: number, set: Updateable<ProductsTable>): Promise<void> {
  await db.updateTable('products').set(set).where('id', '=', id).execute();
}

/** A product's variants by id and SKU. */
export const variantSkusOf = (db: Db, productId: number) =>
  db.selectFrom('product_variants').select(['id', 'sku']).where('product_id', '=', productId).execute();

export async function updateVariantRow(db: Db, id: number, set: Updateable<ProductVariantsTable>): Promise<void> {
  await db.updateTable('product_variants').set(set).where('id', '=', id).execute();
}

export async function deleteVariants(db: Db, ids: number[]): Promise<void> {
  await db.deleteFrom('product_variants').where('id', 'in', ids).execute();
}

/** The SKUs among `skus` (one batch) that a variant uses, but those of `exceptProductId`. */
export async function usedSkus(db: Db, skus: string[], exceptProductId?: number): Promise<string[]> {
  let q = db.selectFrom('product_variants').select('sku').where('sku', 'in', skus);
  if (exceptProductId !== undefined) q = q.where('product_id', '<>', exceptProductId);
  return (await q.execute()).map((r) => r.sku);
}

/** Sets a product's status; `listed` follows (active and public), so the market shows it or drops it at once. */
export async function setStatus(db: Db, id: number, status: 'active' | 'inactive', now: number): Promise<void> {
  await db
    .updateTable('products')
    .set((eb) => ({
      status,
      listed: status === 'active' ? eb.case().when('visibility', '=', 'public').then(1).else(0).end() : 0,
      updated_at: now,
    }))
    .where('id', '=', id)
    .execute();
}
