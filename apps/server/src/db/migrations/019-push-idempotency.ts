import type { Kysely } from 'kysely';

const text = 'text' as const;

/**
 * A push attempt answered once (modules/listings/push.service.ts).
 *
 * - `push_batches.idempotency_key`: the console's key for one push attempt, unique per seller, so a double click or a
 *   retried request finds the batch the first one made instead of starting another (which would find every product
 *   already being pushed and answer "0 of 0"). Null for pushes sent without a key.
 * - `push_batches.already_listed`: the first answer's "already listed" entries (JSON), so a repeat answers them too.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('push_batches').addColumn('idempotency_key', text).execute();
  await db.schema.alterTable('push_batches').addColumn('already_listed', text).execute();
  await db.schema
    .createIndex('push_batches_idempotency')
    .on('push_batches')
    .columns(['user_id', 'idempotency_key'])
    .unique()
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('push_batches_idempotency').execute();
  await db.schema.alterTable('push_batches').dropColumn('already_listed').execute();
  await db.schema.alterTable('push_batches').dropColumn('idempotency_key').execute();
}
