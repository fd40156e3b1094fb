import type { Kysely } from 'kysely';

const text = 'text' as const;

/**
 * `request_answers`: the first answer to a request a caller keyed for idempotency (modules/idempotency), so a repeat
 * of the same key (a double click, a retry after a lost response) is answered with what the first attempt did
 * instead of being carried out again. One row per caller, scope and key; `answer` is null while the first attempt
 * runs, and `fingerprint` tells a retry from another request that reuses the key.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('request_answers')
    .addColumn('user_id', text, (c) => c.notNull())
    .addColumn('scope', text, (c) => c.notNull())
    .addColumn('key', text, (c) => c.notNull())
    .addColumn('fingerprint', text, (c) => c.notNull())
    .addColumn('answer', text)
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('request_answers_pk', ['user_id', 'scope', 'key'])
    .execute();
  await db.schema.createIndex('request_answers_created').on('request_answers').column('created_at').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('request_answers').execute();
}
