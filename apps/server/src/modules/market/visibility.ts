import type { Role } from '@dropport/contracts';
import type { Db } from '../../db/database.js';
import * as repo from './market.repo.js';

/** Whose eyes a visibility question is asked with: the account and its role. */
export interface Viewer {
  userId: string;
  role: Role;
}

/**
 * Of the given products, those the viewer may see: all for admins; for a seller, the listed ones, the ones found for
 * them by a sourcing request (their private collection), and the ones in their import list (so a product taken off
 * the market still opens from there). Every path that shows, quotes, lists or orders a product asks this.
 */
export async function visibleProducts(
  db: Db,
  viewer: Viewer,
  products: { id: number | bigint; listed: number }[],
): Promise<Set<number>> {
  const all = products.map((p) => Number(p.id));
  if (viewer.role === 'admin') return new Set(all);
  const seen = new Set(products.filter((p) => Number(p.listed) === 1).map((p) => Number(p.id)));
  const rest = [...new Set(all.filter((id) => !seen.has(id)))];
  if (rest.length) {
    for (const id of await repo.privateOrImported(db, viewer.userId, rest)) seen.add(id);
  }
  return seen;
}

/** Whether the viewer may see one product (see visibleProducts). */
export async function canSee(db: Db, viewer: Viewer, p: { id: number | bigint; listed: number }): Promise<boolean> {
  return (await visibleProducts(db, viewer, [p])).has(Number(p.id));
}

/** Of the given variants, those the viewer may put on an order: of an active product the viewer may see. */
export async function orderableVariants(db: Db, viewer: Viewer, variantIds: number[]): Promise<Set<number>> {
  const ids = [...new Set(variantIds)];
  if (!ids.length) return new Set();
  const rows = await repo.variantsWithProductState(db, ids);
  const active = rows.filter((r) => r.status === 'active');
  const visible = await visibleProducts(
    db,
    viewer,
    active.map((r) => ({ id: r.product_id, listed: r.listed })),
  );
  return new Set(active.filter((r) => visible.has(Number(r.product_id))).map((r) => Number(r.id)));
}
