import { type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  // One row per seller once they save their card; until then the card is off with no design.
  await db.schema
    .createTable('user_praise_cards')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(0))
    // A design whose file is removed leaves the card without one; praiseCardFeeFor() then charges nothing.
    .addColumn('design_upload_id', 'text', (c) => c.references('uploads.id').onDelete('set null'))
    .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  // One row per seller and event they have saved; an event without a row has its default (contracts EMAIL_EVENTS).
  await db.schema
    .createTable('user_email_prefs')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_email_prefs_pk', ['user_id', 'event'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('user_email_prefs').execute();
  await db.schema.dropTable('user_praise_cards').execute();
}
