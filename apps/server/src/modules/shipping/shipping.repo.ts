import type { Db } from '../../db/database.js';

export const activeMethods = (db: Db) =>
  db.selectFrom('shipping_methods').selectAll().where('active', '=', 1).orderBy('sort').orderBy('code').execute();

export const findDefaults = (db: Db, userId: string) =>
  db.selectFrom('user_shipping').selectAll().where('user_id', '=', userId).executeTakeFirst();

export const rulesOf = (db: Db, userId: string) =>
  db.selectFrom('user_shipping_rules').selectAll().where('user_id', '=', userId).orderBy('position').execute();

export interface RuleInput {
  countryCode: string;
  preferredMethod: string;
  fallbackMethod: string | null;
}

/** Replaces the seller's defaults and rules in one go (call inside a transaction). */
export async function replaceDefaults(
  db: Db,
  userId: string,
  defaultCountry: string | null,
  rules: RuleInput[],
  now: number,
): Promise<void> {
  await db
    .insertInto('user_shipping')
    .values({ user_id: userId, default_country: defaultCountry, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ default_country: defaultCountry, updated_at: now }))
    .execute();
  await db.deleteFrom('user_shipping_rules').where('user_id', '=', userId).execute();
  if (rules.length === 0) return;
  await db
    .insertInto('user_shipping_rules')
    .values(
      rules.map((r, i) => ({
        user_id: userId,
        country_code: r.countryCode,
        preferred_method: r.preferredMethod,
        fallback_method: r.fallbackMethod,
        position: i,
      })),
    )
    .execute();
}

export const findTrack = (db: Db, userId: string) =>
  db.selectFrom('user_track_settings').selectAll().where('user_id', '=', userId).executeTakeFirst();

export const carriersOf = (db: Db, userId: string) =>
  db.selectFrom('user_track_carriers').select(['method_code', 'carrier_name']).where('user_id', '=', userId).execute();

/** Replaces the seller's tracking setting and carrier names in one go (call inside a transaction). */
export async function replaceTrack(
  db: Db,
  userId: string,
  value: { notifyCustomer: boolean; template: string; carriers: [string, string][] },
  now: number,
): Promise<void> {
  const row = { notify_customer: value.notifyCustomer ? 1 : 0, tracking_url_template: value.template, updated_at: now };
  await db
    .insertInto('user_track_settings')
    .values({ user_id: userId, ...row })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(row))
    .execute();
  await db.deleteFrom('user_track_carriers').where('user_id', '=', userId).execute();
  if (value.carriers.length === 0) return;
  await db
    .insertInto('user_track_carriers')
    .values(value.carriers.map(([code, name]) => ({ user_id: userId, method_code: code, carrier_name: name })))
    .execute();
}
