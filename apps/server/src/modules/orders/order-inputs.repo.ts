import type { Db } from '../../db/database.js';

/*
 * What orders read from other modules' tables (the seller's account and settings, stores, the catalogue, listings);
 * those modules own the rows and write them.
 */

/** The seller's auto-pay setting and daily limit. */
export const autoPaySettings = (db: Db, userId: string) =>
  db
    .selectFrom('user_settings')
    .select(['auto_pay', 'auto_pay_daily_limit_cents'])
    .where('user_id', '=', userId)
    .executeTakeFirst();

/** The seller's IOSS declaration. */
export const iossSettings = (db: Db, userId: string) =>
  db.selectFrom('user_settings').select(['ioss_enabled', 'ioss_number']).where('user_id', '=', userId).executeTakeFirst();

/** The seller's shipping rule for a country: the preferred and the fallback method. */
export const shippingRule = (db: Db, userId: string, country: string) =>
  db
    .selectFrom('user_shipping_rules')
    .select(['preferred_method', 'fallback_method'])
    .where('user_id', '=', userId)
    .where('country_code', '=', country)
    .executeTakeFirst();

export const emailVerifiedAt = (db: Db, userId: string) =>
  db.selectFrom('users').select('email_verified_at').where('id', '=', userId).executeTakeFirst();

/** The seller's email; the user must exist. */
export const sellerEmail = (db: Db, userId: string) =>
  db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow();

/** A store as order intake needs it: its seller, currency, status, scopes and shop. */
export const intakeStore = (db: Db, storeId: string) =>
  db
    .selectFrom('stores')
    .select(['id', 'user_id', 'currency', 'status', 'scopes', 'shop_domain'])
    .where('id', '=', storeId)
    .executeTakeFirst();

/** A store's name and shop, as an order's detail shows them. */
export const storeShown = (db: Db, storeId: string) =>
  db.selectFrom('stores').select(['name', 'shop_domain']).where('id', '=', storeId).executeTakeFirst();

/** The active stores with their scopes: every seller's, or one seller's (one store of theirs when named). */
export function activeStores(db: Db, o: { userId?: string; storeId?: string | undefined } = {}) {
  let q = db.selectFrom('stores').select(['id', 'scopes']);
  if (o.userId !== undefined) q = q.where('user_id', '=', o.userId);
  q = q.where('status', '=', 'active');
  if (o.storeId) q = q.where('id', '=', o.storeId);
  return q.execute();
}

/** The catalogue facts of variants, with their product's template, images and title. */
export const variantsWithProducts = (db: Db, variantIds: number[]) =>
  db
    .selectFrom('product_variants as v')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .select([
      'v.id',
      'v.product_id',
      'v.sku',
      'v.cost_cents',
      'v.weight_g',
      'v.stock',
      'v.image',
      'p.template_id',
      'p.images',
      'p.title',
    ])
    .where('v.id', 'in', variantIds)
    .execute();

/** The Dropport variant behind each of these store variant ids, through the store's listings. */
export const listedStoreVariants = (db: Db, storeId: string, storeVariantIds: string[]) =>
  db
    .selectFrom('listing_variants as lv')
    .innerJoin('listings as l', 'l.id', 'lv.listing_id')
    .select(['lv.store_variant_id', 'lv.variant_id'])
    .where('l.store_id', '=', storeId)
    .where('lv.store_variant_id', 'in', storeVariantIds)
    .execute();

/** The variants of these SKUs. */
export const variantsBySku = (db: Db, skus: string[]) =>
  db.selectFrom('product_variants').select(['id', 'sku']).where('sku', 'in', skus).execute();
