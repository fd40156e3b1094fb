import { sql, type Kysely } from 'kysely';

const text = 'text' as const;
const big = 'bigint' as const;

/** The platform's first methods; the market's shipping templates (prices and days per country) attach to them later. */
const METHODS = [
  { code: 'DP_STANDARD', name: 'Dropport Standard', carrier: 'Dropport Line', days_min: 7, days_max: 12 },
  { code: 'DP_EXPRESS', name: 'Dropport Express', carrier: 'Dropport Line', days_min: 3, days_max: 6 },
  { code: 'ECONOMY_POST', name: 'Economy Post', carrier: 'China Post', days_min: 15, days_max: 30 },
  { code: 'YUNEXPRESS', name: 'YunExpress Standard', carrier: 'YunExpress', days_min: 8, days_max: 15 },
  { code: 'DHL_ECOMMERCE', name: 'DHL eCommerce', carrier: 'DHL', days_min: 6, days_max: 10 },
  { code: 'USPS_DP_LINE', name: 'USPS via Dropport Line', carrier: 'USPS', days_min: 7, days_max: 11 },
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('shipping_methods')
    .addColumn('code', text, (c) => c.primaryKey())
    .addColumn('name', text, (c) => c.notNull())
    .addColumn('carrier', text, (c) => c.notNull())
    .addColumn('days_min', 'integer', (c) => c.notNull().check(sql`days_min >= 0`))
    .addColumn('days_max', 'integer', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', big, (c) => c.notNull())
    .addCheckConstraint('shipping_methods_days', sql`days_max >= days_min`)
    .execute();
  const now = Date.now();
  await db
    .insertInto('shipping_methods')
    .values(METHODS.map((m, i) => ({ ...m, active: 1, sort: (i + 1) * 10, created_at: now })))
    .execute();

  // One row per seller once they save their defaults.
  await db.schema
    .createTable('user_shipping')
    .addColumn('user_id', text, (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('default_country', text)
    .addColumn('updated_at', big, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('user_shipping_rules')
    .addColumn('user_id', text, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('country_code', text, (c) => c.notNull())
    .addColumn('preferred_method', text, (c) => c.notNull().references('shipping_methods.code'))
    .addColumn('fallback_method', text, (c) => c.references('shipping_methods.code'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_shipping_rules_pk', ['user_id', 'country_code'])
    .addCheckConstraint('user_shipping_rules_fallback', sql`fallback_method is null or fallback_method <> preferred_method`)
    .execute();

  await db.schema
    .createTable('user_track_settings')
    .addColumn('user_id', text, (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('notify_customer', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('tracking_url_template', text, (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', big, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('user_track_carriers')
    .addColumn('user_id', text, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('method_code', text, (c) => c.notNull().references('shipping_methods.code'))
    .addColumn('carrier_name', text, (c) => c.notNull())
    .addPrimaryKeyConstraint('user_track_carriers_pk', ['user_id', 'method_code'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'user_track_carriers',
    'user_track_settings',
    'user_shipping_rules',
    'user_shipping',
    'shipping_methods',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
