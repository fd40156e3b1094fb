import { sql, type Kysely } from 'kysely';
import { engineOf } from '../engine.js';

const text = 'text' as const;
const big = 'bigint' as const;

/**
 * What a seller shapes per import-list item before pushing it to a store.
 *
 * - On `import_list_items`: title, description (Markdown, as the catalogue stores it), tags and chosen images (JSON
 *   string arrays, images in order, the first the main one), copied from the catalogue product when it is added;
 *   existing items are filled from their products here.
 * - `import_list_variants`: the seller's per-variant choices, one row per variant the seller has touched. No row is
 *   the default (selected, price and compare-at following the rules), so an add writes nothing here and a variant
 *   the supplier adds later joins as selected. A child table rather than JSON because each row points at the
 *   catalogue variant: when the supplier drops a variant its choices go with it (cascade), CHECKs keep prices
 *   positive, an edit upserts only the rows it changes, and the push step joins the rows to map variants.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  const sqlite = engineOf(db) === 'sqlite';
  const ref = sqlite ? ('integer' as const) : ('bigint' as const);

  // One statement per column: SQLite's ALTER TABLE adds one column at a time.
  const columns: [string, typeof text | typeof big, string | number][] = [
    ['title', text, ''],
    ['description', text, ''],
    ['tags', text, '[]'],
    ['images', text, '[]'],
    ['updated_at', big, 0],
  ];
  for (const [name, type, fallback] of columns) {
    await db.schema
      .alterTable('import_list_items')
      .addColumn(name, type, (c) => c.notNull().defaultTo(fallback))
      .execute();
  }
  await sql`update import_list_items set
    title = (select p.title from products p where p.id = import_list_items.product_id),
    description = (select p.description from products p where p.id = import_list_items.product_id),
    tags = (select p.tags from products p where p.id = import_list_items.product_id),
    images = (select p.images from products p where p.id = import_list_items.product_id),
    updated_at = created_at`.execute(db);
  // The seller's list, newest first, by keyset on the id.
  await db.schema.createIndex('import_list_items_user').on('import_list_items').columns(['user_id', 'id']).execute();

  await db.schema
    .createTable('import_list_variants')
    .addColumn('item_id', text, (c) => c.notNull().references('import_list_items.id').onDelete('cascade'))
    .addColumn('variant_id', ref, (c) => c.notNull().references('product_variants.id').onDelete('cascade'))
    .addColumn('selected', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`selected in (0, 1)`),
    )
    // Null: follows the rules.
    .addColumn('price_cents', 'integer', (c) => c.check(sql`price_cents > 0`))
    .addColumn('compare_at_cents', 'integer', (c) => c.check(sql`compare_at_cents > 0`))
    .addColumn('updated_at', big, (c) => c.notNull())
    .addPrimaryKeyConstraint('import_list_variants_pk', ['item_id', 'variant_id'])
    .execute();
  // A variant the catalogue deletes finds its rows by this index (the cascade), not by a scan.
  await db.schema.createIndex('import_list_variants_variant').on('import_list_variants').columns(['variant_id']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('import_list_variants').execute();
  await db.schema.dropIndex('import_list_items_user').execute();
  for (const name of ['updated_at', 'images', 'tags', 'description', 'title']) {
    await db.schema.alterTable('import_list_items').dropColumn(name).execute();
  }
}
