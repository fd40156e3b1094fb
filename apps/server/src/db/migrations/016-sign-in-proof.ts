import type { Kysely } from 'kysely';

const text = 'text' as const;
const big = 'bigint' as const;
const int = 'integer' as const;

/**
 * What lets a sign-in pass while an account (or an address) sees many failed sign-ins, instead of locking it.
 *
 * - `known_devices`: browsers that signed in to the account before, by the hash of an opaque token the server
 *   gave them at that sign-in (rotated at each use). Such a browser signs in with the password alone.
 * - `sign_in_challenges`: a sign-in waiting for the code emailed to the account. One is answered whether or not
 *   the password was right (`password_ok`), so the answer never tells a guesser they found it; `user_id` is null
 *   when no account has the email typed.
 * - `two_factor_challenges.device_id`: the known device a password step came from, so the two-factor step that
 *   finishes it counts failures against that device and renews its token.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('known_devices')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('user_id', text, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', text, (c) => c.notNull().unique())
    .addColumn('user_agent', text, (c) => c.notNull())
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('last_used_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('known_devices_user').on('known_devices').columns(['user_id', 'last_used_at']).execute();

  await db.schema
    .createTable('sign_in_challenges')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('user_id', text, (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('email', text, (c) => c.notNull())
    .addColumn('password_ok', int, (c) => c.notNull())
    .addColumn('token_hash', text, (c) => c.notNull().unique())
    .addColumn('remember', int, (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', big, (c) => c.notNull())
    .addColumn('used_at', big)
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sign_in_challenges_expiry').on('sign_in_challenges').column('expires_at').execute();

  await db.schema.alterTable('two_factor_challenges').addColumn('device_id', text).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('two_factor_challenges').dropColumn('device_id').execute();
  await db.schema.dropTable('sign_in_challenges').execute();
  await db.schema.dropTable('known_devices').execute();
}
