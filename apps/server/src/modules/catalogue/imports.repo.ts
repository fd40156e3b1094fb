import type { Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import { idCursor, keysetPage, type Key } from '../../db/keyset.js';
import type { CatalogueImportsTable } from '../../db/schema.js';

export type ImportRow = Selectable<CatalogueImportsTable>;

export const importById = (db: Db, id: string) =>
  db.selectFrom('catalogue_imports').selectAll().where('id', '=', id).executeTakeFirst();

export async function insertImport(
  db: Db,
  row: { id: string; admin_id: string; file_name: string; source_key: string; now: number },
): Promise<void> {
  await db
    .insertInto('catalogue_imports')
    .values({
      id: row.id,
      admin_id: row.admin_id,
      file_name: row.file_name,
      source_key: row.source_key,
      status: 'queued',
      created_at: row.now,
      updated_at: row.now,
      finished_at: null,
    })
    .execute();
}

/** The cursor of the import list: the last import's id. */
export const IMPORT_CURSOR = idCursor();

/** Newest first, after the previous page's last import, one more than `limit`. */
export function importPage(db: Db, after: Key | undefined, limit: number) {
  return keysetPage(db.selectFrom('catalogue_imports').selectAll(), { id: 'id' }, after, limit).execute();
}

export async function updateImport(db: Db, id: string, set: Updateable<CatalogueImportsTable>): Promise<void> {
  await db.updateTable('catalogue_imports').set(set).where('id', '=', id).execute();
}

/** The sets an import file's references are checked against (suppliers, templates and categories are few). */
export async function referenceSets(db: Db) {
  const [categories, warehouses, suppliers, templates] = await Promise.all([
    db.selectFrom('categories').select('id').execute(),
    db.selectFrom('warehouses').select('code').execute(),
    db.selectFrom('suppliers').select('id').execute(),
    db.selectFrom('shipping_templates').select('id').execute(),
  ]);
  return {
    categories: new Set(categories.map((c) => c.id)),
    warehouses: new Set(warehouses.map((w) => w.code)),
    suppliers: new Set(suppliers.map((s) => Number(s.id))),
    templates: new Set(templates.map((t) => Number(t.id))),
  };
}

/** Values for the template's example rows: a leaf category, a supplier, a warehouse and a template that exist. */
export async function templateExample(db: Db) {
  const [category, supplier, warehouse, template] = await Promise.all([
    db.selectFrom('categories').select('id').where('parent_id', 'is not', null).orderBy('sort').orderBy('id').executeTakeFirst(),
    db.selectFrom('suppliers').select('id').orderBy('id').executeTakeFirst(),
    db.selectFrom('warehouses').select('code').orderBy('sort').executeTakeFirst(),
    db.selectFrom('shipping_templates').select('id').orderBy('id').executeTakeFirst(),
  ]);
  return {
    categoryId: category?.id ?? 'home-garden-kitchen',
    supplierId: Number(supplier?.id ?? 1),
    warehouse: warehouse?.code ?? 'CN-SZ',
    templateId: Number(template?.id ?? 1),
  };
}
