import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { CategoriesTable } from '../../db/schema.js';
import { catalogueChanged } from '../../lib/ttl-cache.js';
import { lockRows } from '../../db/locks.js';
import { setRootCategory } from '../catalogue/product-changes.js';

export type CategoryRow = Selectable<CategoriesTable>;

export { lockCategoryTree as lockTree } from '../../db/locks.js';

/** The whole tree: it is small, and every check on it (cycles, depth, roots) walks it in memory. */
export const all = (db: Db) => db.selectFrom('categories').selectAll().orderBy('sort').orderBy('id').execute();

/** One category, its row locked on PostgreSQL until the transaction ends (a product cannot join it meanwhile). */
export function lockOne(db: Db, id: string) {
  return lockRows(db, db.selectFrom('categories').select('id').where('id', '=', id)).executeTakeFirst();
}

/** How many products each category holds directly, for the categories that hold any. */
export async function productCounts(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('products')
    .select((eb) => ['category_id', eb.fn.countAll<number | string>().as('n')])
    .groupBy('category_id')
    .execute();
  return new Map(rows.map((r) => [r.category_id, Number(r.n)]));
}

export async function countProducts(db: Db, id: string): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('category_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countChildren(db: Db, id: string): Promise<number> {
  const row = await db
    .selectFrom('categories')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('parent_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insert(db: Db, row: Insertable<CategoriesTable>): Promise<void> {
  catalogueChanged();
  await db.insertInto('categories').values(row).execute();
}

export async function update(
  db: Db,
  id: string,
  change: Pick<CategoryRow, 'parent_id' | 'name_en' | 'name_es' | 'name_pt' | 'sort' | 'updated_at'>,
): Promise<void> {
  catalogueChanged();
  await db.updateTable('categories').set(change).where('id', '=', id).execute();
}

/** Points the products of these categories at a new top of branch (after a move); returns how many changed. */
export async function setProductsRoot(db: Db, categoryIds: string[], rootId: string): Promise<number> {
  catalogueChanged();
  return setRootCategory(db, categoryIds, rootId);
}

export async function remove(db: Db, id: string): Promise<void> {
  catalogueChanged();
  await db.deleteFrom('categories').where('id', '=', id).execute();
}
