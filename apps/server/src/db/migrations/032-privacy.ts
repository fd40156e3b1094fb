import type { Kysely } from 'kysely';

/**
 * A seller's own data, out and deleted.
 * - `data_exports`: a download of all of an account's data, asked for by its person (`self`) or an admin on their
 *   request; built by a job into `DATA_DIR/exports` (`file`), with progress, then kept until `expires_at`.
 * - `users.closed_at`: the account was closed (it is disabled from then on); `erase_after`: when its personal data is
 *   erased; `erased_at`: when it was. Money records (ledger, invoices) stay, with identifying fields blanked.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('data_exports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('requested_by', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('bytes', 'bigint')
    .addColumn('file', 'text')
    .addColumn('error', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('finished_at', 'bigint')
    .addColumn('expires_at', 'bigint')
    .execute();
  await db.schema.createIndex('data_exports_user').on('data_exports').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('data_exports_status').on('data_exports').columns(['status', 'expires_at']).execute();
  await db.schema.alterTable('users').addColumn('closed_at', 'bigint').execute();
  await db.schema.alterTable('users').addColumn('erase_after', 'bigint').execute();
  await db.schema.alterTable('users').addColumn('erased_at', 'bigint').execute();
  await db.schema.createIndex('users_erase_after').on('users').column('erase_after').execute();
}
