import type { Kysely } from 'kysely';

/**
 * `recharges.idempotency_key`: the console's key for one attempt of the recharge form, unique per seller, so a double
 * click or a retried request on "Continue to card payment" answers the recharge already started instead of leaving a
 * second one waiting. Null for recharges started without a key (older ones, other clients).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('recharges').addColumn('idempotency_key', 'text').execute();
  await db.schema.createIndex('recharges_attempt').on('recharges').columns(['user_id', 'idempotency_key']).unique().execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('recharges_attempt').execute();
  await db.schema.alterTable('recharges').dropColumn('idempotency_key').execute();
}
