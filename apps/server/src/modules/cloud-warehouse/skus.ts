import type { Db } from '../../db/database.js';
import { fail } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';

export interface SkuRow {
  id: string;
  user_id: string;
  variant_id: number | null;
  code: string;
  name: string;
  image: string | null;
  weight_g: number;
  low_stock_threshold: number | null;
  created_at: number;
}

/** The seller's SKU of a catalogue variant, made on first use (its code is the variant's SKU). */
export async function catalogueSku(
  db: Db,
  userId: string,
  v: { variantId: number; sku: string; title: string; image: string | null; weightG: number },
  now: number,
): Promise<SkuRow> {
  const found = await db
    .selectFrom('seller_skus')
    .selectAll()
    .where('user_id', '=', userId)
    .where('variant_id', '=', v.variantId)
    .executeTakeFirst();
  if (found) return found;
  const row: SkuRow = {
    id: newId(now),
    user_id: userId,
    variant_id: v.variantId,
    code: v.sku,
    name: v.title,
    image: v.image,
    weight_g: v.weightG,
    low_stock_threshold: null,
    created_at: now,
  };
  await db
    .insertInto('seller_skus')
    .values(row)
    .onConflict((oc) => oc.columns(['user_id', 'code']).doNothing())
    .execute();
  return (await db
    .selectFrom('seller_skus')
    .selectAll()
    .where('user_id', '=', userId)
    .where('code', '=', v.sku)
    .executeTakeFirst()) as SkuRow;
}

/**
 * The seller's own product by its code: the one sent in before (its name and weight updated), or a new one. A code
 * that is a catalogue SKU, or the seller's SKU of a catalogue variant, is SELLER_SKU_TAKEN.
 */
export async function ownSku(
  db: Db,
  userId: string,
  o: { code: string; name: string; weightG: number },
  now: number,
): Promise<SkuRow> {
  const mine = await db
    .selectFrom('seller_skus')
    .selectAll()
    .where('user_id', '=', userId)
    .where('code', '=', o.code)
    .executeTakeFirst();
  if (mine) {
    if (mine.variant_id !== null) fail('SELLER_SKU_TAKEN', { code: o.code });
    await db.updateTable('seller_skus').set({ name: o.name, weight_g: o.weightG }).where('id', '=', mine.id).execute();
    await db.updateTable('seller_stock').set({ name: o.name }).where('sku_id', '=', mine.id).execute();
    return { ...mine, name: o.name, weight_g: o.weightG };
  }
  const catalogue = await db.selectFrom('product_variants').select('id').where('sku', '=', o.code).executeTakeFirst();
  if (catalogue) fail('SELLER_SKU_TAKEN', { code: o.code });
  const row: SkuRow = {
    id: newId(now),
    user_id: userId,
    variant_id: null,
    code: o.code,
    name: o.name,
    image: null,
    weight_g: o.weightG,
    low_stock_threshold: null,
    created_at: now,
  };
  await db.insertInto('seller_skus').values(row).execute();
  return row;
}

/** The seller's SKU by id; another seller's reads as missing. */
export async function mySku(db: Db, userId: string, id: string): Promise<SkuRow> {
  const row = await db.selectFrom('seller_skus').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row || row.user_id !== userId) fail('SELLER_SKU_NOT_FOUND', { id });
  return row;
}
