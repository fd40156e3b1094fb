import type { CategoryNode, CategoryRef, Locale } from '@dropport/contracts';
import type { Ctx } from '../../context.js';
import type { Db } from '../../db/database.js';
import * as repo from './market.repo.js';

/** A category as the market reads it. */
export interface CategoryRow {
  id: string;
  parent_id: string | null;
  name_en: string;
  name_es: string;
  name_pt: string;
  sort: number;
}

/** A category's name in a language (en-US for anything else). */
export function nameIn(row: Pick<CategoryRow, 'name_en' | 'name_es' | 'name_pt'>, locale: Locale): string {
  return locale === 'es-ES' ? row.name_es : locale === 'pt-BR' ? row.name_pt : row.name_en;
}

/** Every category in the admins' order (a few hundred rows at most), as read for the market's cache. */
export const allCategories = (db: Db): Promise<CategoryRow[]> => repo.allCategories(db);

const categories = (ctx: Ctx) => ctx.marketReads.categories.get('all', () => allCategories(ctx.db));

/** The whole tree, named in the caller's language, in the admins' order. */
export async function categoryTree(ctx: Ctx, locale: Locale): Promise<CategoryNode[]> {
  const rows = await categories(ctx);
  const build = (parent: string | null): CategoryNode[] =>
    rows.filter((r) => r.parent_id === parent).map((r) => ({ id: r.id, name: nameIn(r, locale), children: build(r.id) }));
  return build(null);
}

/**
 * What a category filter matches: a top-level category by the products' root column (one index walk); any other
 * category by its own id and every category under it, so a middle level of a three-level tree keeps its leaves.
 * Undefined when there is no such category.
 */
export async function categoryFilter(ctx: Ctx, id: string): Promise<CategoryFilter | undefined> {
  const rows = await categories(ctx);
  const row = rows.find((r) => r.id === id);
  if (!row) return undefined;
  if (!row.parent_id) return { root: id };
  const ids = [id];
  // Breadth-first over a shallow tree; `seen` stops a loop that bad data could make.
  const seen = new Set(ids);
  for (let i = 0; i < ids.length; i++) {
    for (const r of rows) {
      if (r.parent_id === ids[i] && !seen.has(r.id)) {
        seen.add(r.id);
        ids.push(r.id);
      }
    }
  }
  return { ids };
}

/** A top-level category, or a category with its descendants. */
export type CategoryFilter = { root: string } | { ids: string[] };

/** From the top of the tree down to `id`, named in the caller's language. */
export async function categoryPath(ctx: Ctx, id: string, locale: Locale): Promise<CategoryRef[]> {
  const byId = new Map((await categories(ctx)).map((r) => [r.id, r]));
  const path: CategoryRef[] = [];
  let next: string | null = id;
  // The tree is shallow; the guard stops a loop that bad data could make.
  for (let depth = 0; next && depth < 8; depth++) {
    const row = byId.get(next);
    if (!row) break;
    path.unshift({ id: row.id, name: nameIn(row, locale) });
    next = row.parent_id;
  }
  return path;
}
