import { sql, type Kysely } from 'kysely';
import { engineOf } from '../engine.js';

const text = 'text' as const;
const big = 'bigint' as const;

/** Warehouses products ship from; `region` is the buyer area a warehouse counts as near to (CN is the origin). */
const WAREHOUSES = [
  { code: 'CN-SZ', name: 'Shenzhen', country_code: 'CN', region: 'CN' },
  { code: 'CN-YW', name: 'Yiwu', country_code: 'CN', region: 'CN' },
  { code: 'US-CA', name: 'California', country_code: 'US', region: 'US' },
  { code: 'US-NJ', name: 'New Jersey', country_code: 'US', region: 'US' },
  { code: 'DE-FR', name: 'Frankfurt', country_code: 'DE', region: 'EU' },
  { code: 'GB-LN', name: 'London', country_code: 'GB', region: 'GB' },
  { code: 'AU-SY', name: 'Sydney', country_code: 'AU', region: 'AU' },
  { code: 'BR-SP', name: 'São Paulo', country_code: 'BR', region: 'BR' },
];

/**
 * The supplier catalogue: suppliers, a category tree, products with variants, shipping templates (prices and days per
 * method and destination), warehouses, the import list's first table, private products and sourcing requests.
 * Products and variants have integer ids (SQLite rowids, PostgreSQL identities): the full-text index keys on them.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  const sqlite = engineOf(db) === 'sqlite';
  const serial = sqlite ? ('integer' as const) : ('bigserial' as const);
  // Columns that point at those ids.
  const ref = sqlite ? ('integer' as const) : ('bigint' as const);

  await db.schema
    .createTable('warehouses')
    .addColumn('code', text, (c) => c.primaryKey())
    .addColumn('name', text, (c) => c.notNull())
    .addColumn('country_code', text, (c) => c.notNull())
    .addColumn('region', text, (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();
  await db
    .insertInto('warehouses')
    .values(WAREHOUSES.map((w, i) => ({ ...w, sort: (i + 1) * 10 })))
    .execute();

  await db.schema
    .createTable('suppliers')
    .addColumn('id', serial, (c) => c.primaryKey())
    .addColumn('name', text, (c) => c.notNull())
    .addColumn('country_code', text, (c) => c.notNull())
    // 0..50: tenths of a star.
    .addColumn('rating', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(45)
        .check(sql`rating between 0 and 50`),
    )
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('categories')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('parent_id', text, (c) => c.references('categories.id'))
    .addColumn('name_en', text, (c) => c.notNull())
    .addColumn('name_es', text, (c) => c.notNull())
    .addColumn('name_pt', text, (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('updated_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('categories_parent').on('categories').columns(['parent_id', 'sort']).execute();

  await db.schema
    .createTable('shipping_templates')
    .addColumn('id', serial, (c) => c.primaryKey())
    .addColumn('name', text, (c) => c.notNull())
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('updated_at', big, (c) => c.notNull())
    .execute();
  // country_code '*' is the rule for every destination without its own row.
  await db.schema
    .createTable('shipping_template_rules')
    .addColumn('template_id', ref, (c) => c.notNull().references('shipping_templates.id').onDelete('cascade'))
    .addColumn('method_code', text, (c) => c.notNull().references('shipping_methods.code'))
    .addColumn('country_code', text, (c) => c.notNull())
    .addColumn('first_weight_g', 'integer', (c) => c.notNull().check(sql`first_weight_g > 0`))
    .addColumn('first_price_cents', 'integer', (c) => c.notNull().check(sql`first_price_cents >= 0`))
    .addColumn('additional_unit_g', 'integer', (c) => c.notNull().check(sql`additional_unit_g > 0`))
    .addColumn('additional_price_cents', 'integer', (c) => c.notNull().check(sql`additional_price_cents >= 0`))
    .addColumn('days_min', 'integer', (c) => c.notNull().check(sql`days_min >= 0`))
    .addColumn('days_max', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('shipping_template_rules_pk', ['template_id', 'country_code', 'method_code'])
    .addCheckConstraint('shipping_template_rules_days', sql`days_max >= days_min`)
    .execute();

  await db.schema
    .createTable('products')
    .addColumn('id', serial, (c) => c.primaryKey())
    .addColumn('supplier_id', ref, (c) => c.notNull().references('suppliers.id'))
    .addColumn('category_id', text, (c) => c.notNull().references('categories.id'))
    // The top of category_id's branch (itself for a top-level category): filters a whole branch through one index.
    .addColumn('root_category_id', text, (c) => c.notNull())
    .addColumn('title', text, (c) => c.notNull())
    // Markdown.
    .addColumn('description', text, (c) => c.notNull())
    // JSON: string[] of image addresses, the first is the main image.
    .addColumn('images', text, (c) => c.notNull())
    // JSON: {name, value}[].
    .addColumn('attributes', text, (c) => c.notNull())
    // JSON: string[].
    .addColumn('tags', text, (c) => c.notNull())
    // JSON: {name, values[]}[]: the option axes the variants choose from (Color, Size ...).
    .addColumn('options', text, (c) => c.notNull())
    .addColumn('weight_g', 'integer', (c) => c.notNull().check(sql`weight_g > 0`))
    .addColumn('length_mm', 'integer', (c) => c.notNull())
    .addColumn('width_mm', 'integer', (c) => c.notNull())
    .addColumn('height_mm', 'integer', (c) => c.notNull())
    .addColumn('warehouse_code', text, (c) => c.notNull().references('warehouses.code'))
    .addColumn('ship_from_country', text, (c) => c.notNull())
    .addColumn('ship_region', text, (c) => c.notNull())
    .addColumn('template_id', ref, (c) => c.notNull().references('shipping_templates.id'))
    .addColumn('status', text, (c) => c.notNull().check(sql`status in ('active', 'inactive')`))
    .addColumn('visibility', text, (c) => c.notNull().check(sql`visibility in ('public', 'private')`))
    // 1 when active and public: every market list filters on it first.
    .addColumn('listed', 'integer', (c) => c.notNull())
    .addColumn('cost_min', 'integer', (c) => c.notNull().check(sql`cost_min >= 0`))
    .addColumn('cost_max', 'integer', (c) => c.notNull())
    .addColumn('stock', 'integer', (c) => c.notNull().check(sql`stock >= 0`))
    // Every variant SKU, space-separated: searched with the title and description.
    .addColumn('sku_text', text, (c) => c.notNull())
    // Imports into import lists over the last 30 days (recomputed on a schedule, bumped on each add).
    .addColumn('popularity', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('updated_at', big, (c) => c.notNull())
    .addCheckConstraint('products_cost_range', sql`cost_max >= cost_min`)
    .execute();
  // One index per list shape: the filter column, listed, the sort column, then id (the keyset cursor's tiebreak).
  const indexes: [string, string[]][] = [
    ['products_supplier', ['supplier_id']],
    ['products_template', ['template_id']],
    ['products_admin', ['status', 'id']],
  ];
  for (const sortColumn of ['created_at', 'cost_min', 'popularity']) {
    indexes.push([`products_by_${sortColumn}`, ['listed', sortColumn, 'id']]);
    for (const filter of ['category_id', 'root_category_id', 'ship_from_country', 'ship_region'])
      indexes.push([`products_${filter}_${sortColumn}`, [filter, 'listed', sortColumn, 'id']]);
  }
  for (const [name, columns] of indexes) await db.schema.createIndex(name).on('products').columns(columns).execute();

  await db.schema
    .createTable('product_variants')
    .addColumn('id', serial, (c) => c.primaryKey())
    .addColumn('product_id', ref, (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('sku', text, (c) => c.notNull().unique())
    // JSON: {[optionName]: value}.
    .addColumn('options', text, (c) => c.notNull())
    .addColumn('cost_cents', 'integer', (c) => c.notNull().check(sql`cost_cents > 0`))
    .addColumn('stock', 'integer', (c) => c.notNull().check(sql`stock >= 0`))
    .addColumn('weight_g', 'integer', (c) => c.notNull().check(sql`weight_g > 0`))
    .addColumn('image', text)
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('product_variants_product').on('product_variants').columns(['product_id', 'position']).execute();

  if (sqlite) {
    // External-content FTS5 over the products table, kept in step by triggers. Words are not stemmed (a prefix
    // query on a stemmed index misses half-typed words); prefix indexes keep short prefix queries cheap.
    await sql`create virtual table products_fts using fts5(title, description, sku_text, content='products', content_rowid='id', tokenize='unicode61 remove_diacritics 2', prefix='2 3')`.execute(
      db,
    );
    await sql`create trigger products_fts_ai after insert on products begin
      insert into products_fts(rowid, title, description, sku_text) values (new.id, new.title, new.description, new.sku_text);
    end`.execute(db);
    await sql`create trigger products_fts_ad after delete on products begin
      insert into products_fts(products_fts, rowid, title, description, sku_text) values ('delete', old.id, old.title, old.description, old.sku_text);
    end`.execute(db);
    await sql`create trigger products_fts_au after update of title, description, sku_text on products begin
      insert into products_fts(products_fts, rowid, title, description, sku_text) values ('delete', old.id, old.title, old.description, old.sku_text);
      insert into products_fts(rowid, title, description, sku_text) values (new.id, new.title, new.description, new.sku_text);
    end`.execute(db);
  } else {
    // 'simple': no stemming and no stop words, as on SQLite; SKUs split at their dashes like FTS5 splits them.
    await sql`alter table products add column search tsvector generated always as (
      setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('simple', replace(sku_text, '-', ' ')), 'A') ||
      setweight(to_tsvector('simple', description), 'C')) stored`.execute(db);
    await sql`create index products_search on products using gin (search)`.execute(db);
  }

  await db.schema
    .createTable('import_list_items')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('user_id', text, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_id', ref, (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('created_at', big, (c) => c.notNull())
    .addUniqueConstraint('import_list_items_once', ['user_id', 'product_id'])
    .execute();
  await db.schema.createIndex('import_list_items_recent').on('import_list_items').columns(['created_at']).execute();

  // Products found for one seller by a sourcing request: that seller's private collection.
  await db.schema
    .createTable('private_products')
    .addColumn('user_id', text, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_id', ref, (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('created_at', big, (c) => c.notNull())
    .addPrimaryKeyConstraint('private_products_pk', ['user_id', 'product_id'])
    .execute();

  await db.schema
    .createTable('sourcing_requests')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('user_id', text, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_url', text, (c) => c.notNull())
    .addColumn('description', text, (c) => c.notNull())
    // JSON: string[] of uploaded image addresses.
    .addColumn('images', text, (c) => c.notNull())
    .addColumn('target_cost_cents', 'integer', (c) => c.notNull().check(sql`target_cost_cents > 0`))
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('ship_to_country', text)
    .addColumn('status', text, (c) => c.notNull())
    .addColumn('quote_cents', 'integer')
    .addColumn('product_id', ref, (c) => c.references('products.id'))
    .addColumn('decline_reason', text)
    .addColumn('answered_by', text, (c) => c.references('users.id'))
    .addColumn('answered_at', big)
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('updated_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sourcing_requests_user').on('sourcing_requests').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('sourcing_requests_status').on('sourcing_requests').columns(['status', 'id']).execute();
  await db.schema
    .createTable('sourcing_request_events')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('request_id', text, (c) => c.notNull().references('sourcing_requests.id').onDelete('cascade'))
    .addColumn('from_status', text)
    .addColumn('to_status', text, (c) => c.notNull())
    .addColumn('actor_id', text, (c) => c.references('users.id'))
    .addColumn('note', text, (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sourcing_request_events_req')
    .on('sourcing_request_events')
    .columns(['request_id', 'id'])
    .execute();

  // CSV imports of products: validated in full first, then written in one transaction or not at all.
  await db.schema
    .createTable('catalogue_imports')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('admin_id', text, (c) => c.notNull().references('users.id'))
    .addColumn('file_name', text, (c) => c.notNull())
    .addColumn('source_key', text, (c) => c.notNull())
    .addColumn('status', text, (c) => c.notNull())
    .addColumn('total_rows', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('processed_rows', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('imported_products', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error_count', 'integer', (c) => c.notNull().defaultTo(0))
    // JSON: {row, column, message}[] (the downloadable error report).
    .addColumn('errors', text, (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('updated_at', big, (c) => c.notNull())
    .addColumn('finished_at', big)
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  if (engineOf(db) === 'sqlite') await sql`drop table products_fts`.execute(db);
  for (const table of [
    'catalogue_imports',
    'sourcing_request_events',
    'sourcing_requests',
    'private_products',
    'import_list_items',
    'product_variants',
    'products',
    'shipping_template_rules',
    'shipping_templates',
    'categories',
    'suppliers',
    'warehouses',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
