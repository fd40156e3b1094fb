import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  // One row per seller once they change a setting; until then the defaults apply.
  await db.schema
    .createTable('user_settings')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('date_format', 'text', (c) => c.notNull())
    .addColumn('currency_display', 'text', (c) => c.notNull())
    .addColumn('auto_pay', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('auto_pay_daily_limit_cents', 'bigint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`auto_pay_daily_limit_cents >= 0`),
    )
    .addColumn('ioss_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ioss_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('user_settings').execute();
}
