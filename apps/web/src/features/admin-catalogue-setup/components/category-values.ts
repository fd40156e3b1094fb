import { CATEGORY_DEPTH_MAX, type AdminCategory, type Locale } from '@dropport/contracts';

/** A category with its subcategories, as the tree table shows it. */
export interface CategoryRow extends AdminCategory {
  /** Products in it and in every category below it. */
  branchProducts: number;
  children?: CategoryRow[];
}

/** The flat list (parents first) as a tree; a category without subcategories has no `children` (no expand icon). */
export function buildTree(items: readonly AdminCategory[]): CategoryRow[] {
  const rows = new Map<string, CategoryRow>(items.map((c) => [c.id, { ...c, branchProducts: c.productCount }]));
  const top: CategoryRow[] = [];
  for (const c of items) {
    const row = rows.get(c.id)!;
    const parent = c.parentId ? rows.get(c.parentId) : undefined;
    if (parent) (parent.children ??= []).push(row);
    else top.push(row);
  }
  const total = (r: CategoryRow): number =>
    (r.branchProducts = r.productCount + (r.children ?? []).reduce((n, c) => n + total(c), 0));
  top.forEach(total);
  return top;
}

/** The name in the console's language. */
export const nameIn = (c: Pick<AdminCategory, 'nameEn' | 'nameEs' | 'namePt'>, locale: Locale) =>
  locale === 'es-ES' ? c.nameEs : locale === 'pt-BR' ? c.namePt : c.nameEn;

/** `id` and every category below it. */
export function branchOf(items: readonly AdminCategory[], id: string): Set<string> {
  const out = new Set([id]);
  for (const c of items) if (c.parentId && out.has(c.parentId)) out.add(c.id);
  return out;
}

/** Levels from `id` down to its deepest descendant (1 without subcategories). */
export function heightOf(items: readonly AdminCategory[], id: string): number {
  const branch = branchOf(items, id);
  const base = items.find((c) => c.id === id)?.depth ?? 1;
  return Math.max(1, ...items.filter((c) => branch.has(c.id)).map((c) => c.depth - base + 1));
}

/**
 * The parents a category may move under (or a new one go under): not itself or anything below it, and not so deep
 * that its branch would pass the deepest level. Labels are indented by depth.
 */
export function parentChoices(items: readonly AdminCategory[], editing: string | null, locale: Locale) {
  const own = editing ? branchOf(items, editing) : new Set<string>();
  const height = editing ? heightOf(items, editing) : 1;
  return items
    .filter((c) => !own.has(c.id) && c.depth + height <= CATEGORY_DEPTH_MAX)
    .map((c) => ({ value: c.id, label: `${'\u00a0\u00a0\u00a0\u00a0'.repeat(c.depth - 1)}${nameIn(c, locale)}` }));
}

/** An id suggested from the English name: `Pet Beds & Mats` → `pet-beds-mats` (accents dropped). */
export function slugFrom(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}
