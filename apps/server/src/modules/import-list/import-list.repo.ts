import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { ImportListItemsTable } from '../../db/schema.js';
import { idCursor, keysetPage, type Key } from '../../db/keyset.js';

/** The product columns an item is shown with. */
const PRODUCT_COLUMNS = [
  'p.title as p_title',
  'p.images as p_images',
  'p.options as p_options',
  'p.cost_min as p_cost_min',
  'p.cost_max as p_cost_max',
  'p.status as p_status',
  'p.listed as p_listed',
  'p.template_id as p_template_id',
] as const;

const ITEM_COLUMNS = [
  'i.id',
  'i.product_id',
  'i.title',
  'i.description',
  'i.tags',
  'i.images',
  'i.created_at',
  'i.updated_at',
] as const;

/** The cursor of the seller's item lists: the last item's id. */
export const ITEM_CURSOR = idCursor();

/** One page of the seller's items with their products, newest first (keyset on the item id), one more than `limit`. */
export function itemPage(db: Db, userId: string, after: Key | undefined, limit: number) {
  const q = db
    .selectFrom('import_list_items as i')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .select([...ITEM_COLUMNS, ...PRODUCT_COLUMNS])
    .where('i.user_id', '=', userId);
  return keysetPage(q, { id: 'i.id' }, after, limit).execute();
}

/** One page of the seller's items as the short list shows them, newest first, one more than `limit`. */
export function itemSummaryPage(db: Db, userId: string, after: Key | undefined, limit: number) {
  const q = db
    .selectFrom('import_list_items as i')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .select(['i.id', 'i.product_id', 'i.created_at', 'p.title', 'p.images', 'p.cost_min', 'p.cost_max'])
    .where('i.user_id', '=', userId);
  return keysetPage(q, { id: 'i.id' }, after, limit).execute();
}

/** The products an add names, with what a new item starts from. */
export const productsToAdd = (db: Db, productIds: number[]) =>
  db
    .selectFrom('products')
    .select(['id', 'listed', 'title', 'description', 'tags', 'images'])
    .where('id', 'in', productIds)
    .execute();

/** Which of these products are already on the seller's list. */
export async function listedProducts(db: Db, userId: string, productIds: number[]): Promise<Set<number>> {
  const had = await db
    .selectFrom('import_list_items')
    .select('product_id')
    .where('user_id', '=', userId)
    .where('product_id', 'in', productIds)
    .execute();
  return new Set(had.map((r) => Number(r.product_id)));
}

/** Adds items to the seller's list; an item of a product already there is left as it is. */
export async function insertItems(db: Db, rows: Insertable<ImportListItemsTable>[]): Promise<void> {
  await db
    .insertInto('import_list_items')
    .values(rows)
    .onConflict((oc) => oc.columns(['user_id', 'product_id']).doNothing())
    .execute();
}

/** Removes one of the seller's items; answers whether it was theirs. */
export async function removeOwnItem(db: Db, userId: string, id: string): Promise<boolean> {
  const res = await db.deleteFrom('import_list_items').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

export type ItemRow = Awaited<ReturnType<typeof itemPage>>[number];

/** One of the seller's items with its product (undefined when it is not theirs); `lock` holds it for an edit (PostgreSQL). */
export function itemById(db: Db, userId: string, id: string, lock = false): Promise<ItemRow | undefined> {
  const q = db
    .selectFrom('import_list_items as i')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .select([...ITEM_COLUMNS, ...PRODUCT_COLUMNS])
    .where('i.user_id', '=', userId)
    .where('i.id', '=', id);
  return (lock ? q.forUpdate('i') : q).executeTakeFirst();
}

export async function countItems(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('import_list_items')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The catalogue variants of these products, in the catalogue's order. */
export function variantsOf(db: Db, productIds: number[]) {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('product_variants')
    .select(['id', 'product_id', 'sku', 'options', 'cost_cents', 'stock', 'weight_g', 'image'])
    .where('product_id', 'in', productIds)
    .orderBy('product_id')
    .orderBy('position')
    .execute();
}

export type VariantRow = Awaited<ReturnType<typeof variantsOf>>[number];

/** The seller's per-variant choices of these items. */
export function choicesOf(db: Db, itemIds: string[]) {
  if (itemIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('import_list_variants')
    .select(['item_id', 'variant_id', 'selected', 'price_cents', 'compare_at_cents'])
    .where('item_id', 'in', itemIds)
    .execute();
}

export type ChoiceRow = Awaited<ReturnType<typeof choicesOf>>[number];

/** Which of these products were found for the seller by sourcing (they stay theirs when taken off the market). */
export async function privateFor(db: Db, userId: string, productIds: number[]): Promise<Set<number>> {
  if (productIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('private_products')
    .select('product_id')
    .where('user_id', '=', userId)
    .where('product_id', 'in', productIds)
    .execute();
  return new Set(rows.map((r) => Number(r.product_id)));
}

export interface ItemFields {
  title?: string;
  description?: string;
  tags?: string[];
  images?: string[];
}

export async function updateItem(db: Db, id: string, fields: ItemFields, now: number): Promise<void> {
  await db
    .updateTable('import_list_items')
    .set({
      ...(fields.title !== undefined ? { title: fields.title } : {}),
      ...(fields.description !== undefined ? { description: fields.description } : {}),
      ...(fields.tags !== undefined ? { tags: JSON.stringify(fields.tags) } : {}),
      ...(fields.images !== undefined ? { images: JSON.stringify(fields.images) } : {}),
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
}

export interface Choice {
  variantId: number;
  selected: boolean;
  priceCents: number | null;
  compareAtCents: number | null;
}

/** Writes the choices of these variants (whole rows: the service merged them with what was there). */
export async function saveChoices(db: Db, itemId: string, choices: Choice[], now: number): Promise<void> {
  if (choices.length === 0) return;
  await db
    .insertInto('import_list_variants')
    .values(
      choices.map((c) => ({
        item_id: itemId,
        variant_id: c.variantId,
        selected: c.selected ? 1 : 0,
        price_cents: c.priceCents,
        compare_at_cents: c.compareAtCents,
        updated_at: now,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['item_id', 'variant_id']).doUpdateSet((eb) => ({
        selected: eb.ref('excluded.selected'),
        price_cents: eb.ref('excluded.price_cents'),
        compare_at_cents: eb.ref('excluded.compare_at_cents'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
}

/** The ids among `ids` that are the seller's items. */
export async function ownedIds(db: Db, userId: string, ids: string[]): Promise<Set<string>> {
  const rows = await db
    .selectFrom('import_list_items')
    .select('id')
    .where('user_id', '=', userId)
    .where('id', 'in', ids)
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** Removes the seller's items among `ids` (their variant choices go with them); answers how many went. */
export async function removeItems(db: Db, userId: string, ids: string[]): Promise<number> {
  const res = await db.deleteFrom('import_list_items').where('user_id', '=', userId).where('id', 'in', ids).executeTakeFirst();
  return Number(res.numDeletedRows);
}

/** Takes an item off the import list (its product was pushed to a store). */
export const removeItem = (db: Db, id: string) => db.deleteFrom('import_list_items').where('id', '=', id).execute();
