import type { Kysely } from 'kysely';

const text = 'text' as const;
const big = 'bigint' as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  // One row per user who has begun setting up two-factor sign-in. `secret` is the confirmed one (on when set);
  // `pending_secret` waits for its first code. `last_step` is the last accepted 30-second step, so a code
  // is accepted once.
  await db.schema
    .createTable('user_two_factor')
    .addColumn('user_id', text, (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('secret', text)
    .addColumn('pending_secret', text)
    .addColumn('enabled_at', big)
    .addColumn('last_step', big, (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', big, (c) => c.notNull())
    .execute();

  // Single-use recovery codes, kept only as hashes.
  await db.schema
    .createTable('recovery_codes')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('user_id', text, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', text, (c) => c.notNull())
    .addColumn('used_at', big)
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('recovery_codes_user').on('recovery_codes').columns(['user_id', 'code_hash']).execute();

  // The pending second step of a sign-in: the right password was given, the code is still due.
  await db.schema
    .createTable('two_factor_challenges')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('user_id', text, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', text, (c) => c.notNull().unique())
    .addColumn('remember', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', big, (c) => c.notNull())
    .addColumn('used_at', big)
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('two_factor_challenges').execute();
  await db.schema.dropTable('recovery_codes').execute();
  await db.schema.dropTable('user_two_factor').execute();
}
