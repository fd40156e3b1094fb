import {
  CATEGORY_DEPTH_MAX,
  type AdminCategory,
  type AdminCategoryList,
  type CategoryCreate,
  type CategoryUpdate,
} from '@dropport/contracts';
import type { z } from 'zod';
import type { Ctx } from '../../context.js';
import type { Db } from '../../db/database.js';
import { fail } from '../../lib/app-error.js';
import { iso } from '../../lib/time.js';
import * as repo from './categories.repo.js';
import { depthFirst, depthOf, heightOf, parents, rootOf, subtree } from './category-tree.js';

type Create = z.output<typeof CategoryCreate>;
type Update = z.output<typeof CategoryUpdate>;

function toCategory(row: repo.CategoryRow, parentOf: ReadonlyMap<string, string | null>, products: number): AdminCategory {
  return {
    id: row.id,
    parentId: row.parent_id,
    nameEn: row.name_en,
    nameEs: row.name_es,
    namePt: row.name_pt,
    sort: Number(row.sort),
    depth: depthOf(parentOf, row.id),
    productCount: products,
    updatedAt: iso(Number(row.updated_at)),
  };
}

/** Every category, each parent before its children, with the products each holds directly. */
export async function listCategories(ctx: Ctx): Promise<AdminCategoryList> {
  const [rows, counts] = await Promise.all([repo.all(ctx.db), repo.productCounts(ctx.db)]);
  const parentOf = parents(rows);
  return { items: depthFirst(rows).map((r) => toCategory(r, parentOf, counts.get(r.id) ?? 0)) };
}

async function readBack(db: Db, id: string): Promise<AdminCategory> {
  const rows = await repo.all(db);
  const row = rows.find((r) => r.id === id) ?? fail('CATEGORY_NOT_FOUND', { id });
  return toCategory(row, parents(rows), await repo.countProducts(db, id));
}

/** Refuses a parent that does not exist, or one under which the branch of `id` (of `height` levels) would go too deep. */
function checkParent(rows: repo.CategoryRow[], id: string, parentId: string, height: number): void {
  if (!rows.some((r) => r.id === parentId)) fail('CATEGORY_UNKNOWN', { id: parentId });
  if (depthOf(parents(rows), parentId) + height > CATEGORY_DEPTH_MAX) {
    fail('CATEGORY_TOO_DEEP', { id, parentId, max: CATEGORY_DEPTH_MAX });
  }
}

/** A new category at the top or under a parent; its id is taken for good (CATEGORY_TAKEN when it exists). */
export async function createCategory(ctx: Ctx, input: Create): Promise<AdminCategory> {
  return ctx.db.transaction().execute(async (trx) => {
    await repo.lockTree(trx);
    const rows = await repo.all(trx);
    if (rows.some((r) => r.id === input.id)) fail('CATEGORY_TAKEN', { id: input.id });
    if (input.parentId) checkParent(rows, input.id, input.parentId, 1);
    const now = ctx.now();
    await repo.insert(trx, {
      id: input.id,
      parent_id: input.parentId,
      name_en: input.nameEn,
      name_es: input.nameEs,
      name_pt: input.namePt,
      sort: input.sort,
      created_at: now,
      updated_at: now,
    });
    return readBack(trx, input.id);
  });
}

/**
 * Renames, re-sorts or moves a category. A move checks for cycles and depth, and re-points the products of the whole
 * branch at their new top-level category in the same transaction, so the market's branch filter follows at once.
 */
export async function updateCategory(ctx: Ctx, id: string, input: Update): Promise<AdminCategory> {
  return ctx.db.transaction().execute(async (trx) => {
    await repo.lockTree(trx);
    const rows = await repo.all(trx);
    const row = rows.find((r) => r.id === id) ?? fail('CATEGORY_NOT_FOUND', { id });
    const moved = input.parentId !== row.parent_id;
    if (moved && input.parentId) {
      if (subtree(rows, id).includes(input.parentId)) fail('CATEGORY_CYCLE', { id, parentId: input.parentId });
      checkParent(rows, id, input.parentId, heightOf(rows, id));
    }
    await repo.update(trx, id, {
      parent_id: input.parentId,
      name_en: input.nameEn,
      name_es: input.nameEs,
      name_pt: input.namePt,
      sort: input.sort,
      updated_at: ctx.now(),
    });
    if (moved) {
      const after = rows.map((r) => (r.id === id ? { ...r, parent_id: input.parentId } : r));
      await repo.setProductsRoot(trx, subtree(after, id), rootOf(parents(after), id));
    }
    return readBack(trx, id);
  });
}

/** Deletes an empty category; one that still holds products or subcategories is CATEGORY_NOT_EMPTY. */
export async function deleteCategory(ctx: Ctx, id: string): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    await repo.lockTree(trx);
    if (!(await repo.lockOne(trx, id))) fail('CATEGORY_NOT_FOUND', { id });
    const products = await repo.countProducts(trx, id);
    const subcategories = await repo.countChildren(trx, id);
    if (products > 0 || subcategories > 0) fail('CATEGORY_NOT_EMPTY', { id, products, subcategories });
    await repo.remove(trx, id);
  });
}
