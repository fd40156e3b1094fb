import type { Db } from '../../db/database.js';

/** The seller's set for one scope (store_id '' = the default set). */
export const find = (db: Db, userId: string, storeId: string) =>
  db
    .selectFrom('pricing_rule_sets')
    .select(['store_id', 'rule_set', 'updated_at'])
    .where('user_id', '=', userId)
    .where('store_id', '=', storeId)
    .executeTakeFirst();

/** Every set of the seller, the default one included, by scope. */
export const listByUser = (db: Db, userId: string) =>
  db
    .selectFrom('pricing_rule_sets')
    .select(['store_id', 'rule_set', 'updated_at'])
    .where('user_id', '=', userId)
    .orderBy('store_id')
    .execute();

/** Writes the set of one scope, creating it on the first save. */
export async function save(db: Db, userId: string, storeId: string, ruleSet: string, now: number): Promise<void> {
  await db
    .insertInto('pricing_rule_sets')
    .values({ user_id: userId, store_id: storeId, rule_set: ruleSet, updated_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'store_id']).doUpdateSet({ rule_set: ruleSet, updated_at: now }))
    .execute();
}

export async function remove(db: Db, userId: string, storeId: string): Promise<void> {
  await db.deleteFrom('pricing_rule_sets').where('user_id', '=', userId).where('store_id', '=', storeId).execute();
}
