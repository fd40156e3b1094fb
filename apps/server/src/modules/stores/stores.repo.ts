import type { Db } from '../../db/database.js';
import type { OauthStatesTable, ParkedInstallsTable, StoresTable } from '../../db/schema.js';

export type StoreRow = StoresTable;
export type StateRow = OauthStatesTable;
export type ParkedRow = ParkedInstallsTable;

export const byId = (db: Db, id: string) => db.selectFrom('stores').selectAll().where('id', '=', id).executeTakeFirst();

export const listByUser = (db: Db, userId: string) =>
  db.selectFrom('stores').selectAll().where('user_id', '=', userId).orderBy('linked_at', 'desc').orderBy('id', 'desc').execute();

export async function userExists(db: Db, userId: string): Promise<boolean> {
  return (await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst()) !== undefined;
}

export const byShop = (db: Db, shop: string) =>
  db.selectFrom('stores').selectAll().where('platform', '=', 'shopify').where('shop_domain', '=', shop).execute();

export const ownRow = (db: Db, userId: string, shop: string) =>
  db
    .selectFrom('stores')
    .selectAll()
    .where('user_id', '=', userId)
    .where('platform', '=', 'shopify')
    .where('shop_domain', '=', shop)
    .executeTakeFirst();

export const ownedNotUnlinked = (db: Db, userId: string, id: string) =>
  db
    .selectFrom('stores')
    .select('id')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('status', '<>', 'unlinked')
    .executeTakeFirst();

export const insertStore = (db: Db, row: StoreRow) => db.insertInto('stores').values(row).execute();

export const updateStore = (db: Db, id: string, set: Partial<Omit<StoreRow, 'id' | 'user_id' | 'platform' | 'shop_domain'>>) =>
  db.updateTable('stores').set(set).where('id', '=', id).execute();

/** A store as it was when Shopify was asked about it. */
export interface StoreAtCheck {
  id: string;
  linkedAt: number;
}

/**
 * Marks these stores uninstalled and drops their tokens, each only while it is active or revoked and not linked again
 * since it was checked (a new link is not ended by what was true of the old one). Answers how many it ended.
 */
export async function endStores(db: Db, stores: StoreAtCheck[], now: number): Promise<number> {
  let n = 0;
  for (const s of stores) {
    const res = await db
      .updateTable('stores')
      .set({ status: 'uninstalled', access_token_enc: null, updated_at: now })
      .where('id', '=', s.id)
      .where('linked_at', '=', s.linkedAt)
      .where('status', 'in', ['active', 'revoked'])
      .executeTakeFirst();
    n += Number(res.numUpdatedRows);
  }
  return n;
}

/** Marks a store revoked once (only while it is active); true when this call did it. */
export async function markRevoked(db: Db, id: string, now: number): Promise<boolean> {
  const res = await db
    .updateTable('stores')
    .set({ status: 'revoked', access_token_enc: null, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export const insertState = (db: Db, row: StateRow) => db.insertInto('oauth_states').values(row).execute();

export const stateByHash = (db: Db, hash: string) =>
  db.selectFrom('oauth_states').selectAll().where('state_hash', '=', hash).executeTakeFirst();

/** Uses a state once: true for the one caller that got it while unused and unexpired. */
export async function useState(db: Db, id: string, now: number): Promise<boolean> {
  const res = await db
    .updateTable('oauth_states')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export const insertParked = (db: Db, row: ParkedRow) => db.insertInto('parked_installs').values(row).execute();

export const parkedByClaim = (db: Db, hash: string) =>
  db.selectFrom('parked_installs').selectAll().where('claim_hash', '=', hash).executeTakeFirst();

/** Takes a parked install away (one claimer wins); true when this call removed it. */
export async function takeParked(db: Db, id: string): Promise<boolean> {
  const res = await db.deleteFrom('parked_installs').where('id', '=', id).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

/** Removes these stores' rows (a shop's erasure). */
export async function deleteStores(db: Db, ids: string[]): Promise<void> {
  await db.deleteFrom('stores').where('id', 'in', ids).execute();
}

/** Removes the authorization states opened for a shop. */
export async function dropStatesForShop(db: Db, shop: string): Promise<void> {
  await db.deleteFrom('oauth_states').where('platform', '=', 'shopify').where('shop_domain', '=', shop).execute();
}

export const dropParkedForShop = (db: Db, shop: string) =>
  db.deleteFrom('parked_installs').where('platform', '=', 'shopify').where('shop_domain', '=', shop).execute();

/** Removes expired states and parked installs; answers how many. */
export async function purgeExpired(db: Db, now: number): Promise<number> {
  const a = await db.deleteFrom('oauth_states').where('expires_at', '<', now).executeTakeFirst();
  const b = await db.deleteFrom('parked_installs').where('expires_at', '<', now).executeTakeFirst();
  return Number(a.numDeletedRows) + Number(b.numDeletedRows);
}
