/** Walks over the category tree held in memory (the table is small); every walk stops at a loop bad data could make. */

interface Node {
  id: string;
  parent_id: string | null;
}

const GUARD = 32;

/** Parent by id. */
export const parents = (rows: readonly Node[]) => new Map(rows.map((r) => [r.id, r.parent_id]));

/** `id` then its ancestors, up to the top. */
export function ancestry(parentOf: ReadonlyMap<string, string | null>, id: string): string[] {
  const path: string[] = [];
  let next: string | null | undefined = id;
  while (next && path.length < GUARD && !path.includes(next)) {
    path.push(next);
    next = parentOf.get(next);
  }
  return path;
}

/** 1 for a top-level category. */
export const depthOf = (parentOf: ReadonlyMap<string, string | null>, id: string) => ancestry(parentOf, id).length;

/** The top of `id`'s branch (itself when top-level): the products' root_category_id. */
export function rootOf(parentOf: ReadonlyMap<string, string | null>, id: string): string {
  const path = ancestry(parentOf, id);
  return path[path.length - 1] ?? id;
}

/** `id` and every category below it. */
export function subtree(rows: readonly Node[], id: string): string[] {
  const out = [id];
  for (let i = 0; i < out.length && out.length < rows.length + 1; i++) {
    for (const r of rows) if (r.parent_id === out[i] && !out.includes(r.id)) out.push(r.id);
  }
  return out;
}

/** Levels from `id` down to its deepest descendant: 1 for a category without subcategories. */
export function heightOf(rows: readonly Node[], id: string): number {
  const parentOf = parents(rows);
  const base = depthOf(parentOf, id);
  return Math.max(...subtree(rows, id).map((d) => depthOf(parentOf, d) - base + 1));
}

/** Each parent before its children, siblings in their given order (the rows come sorted by sort, then id). */
export function depthFirst<R extends Node>(rows: readonly R[]): R[] {
  const out: R[] = [];
  const visit = (parent: string | null) => {
    for (const r of rows) {
      if (r.parent_id !== parent || out.includes(r)) continue;
      out.push(r);
      visit(r.id);
    }
  };
  visit(null);
  return out;
}
