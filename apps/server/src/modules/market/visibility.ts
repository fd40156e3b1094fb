import type { Role } from '@dropport/contracts';
import type { Db } from '../../db/database.js';

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
    const mine = await db
      .selectFrom('private_products')
      .select('product_id')
      .where('user_id', '=', viewer.userId)
      .where('product_id', 'in', rest)
      .union(
        db
          .selectFrom('import_list_items')
          .select('product_id')
          .where('user_id', '=', viewer.userId)
          .where('product_id', 'in', rest),
      )
      .execute();
    for (const r of mine) seen.add(Number(r.product_id));
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
  const rows = await db
    .selectFrom('product_variants as v')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .select(['v.id', 'p.id as product_id', 'p.listed', 'p.status'])
    .where('v.id', 'in', ids)
    .execute();
  const active = rows.filter((r) => r.status === 'active');
  const visible = await visibleProducts(
    db,
    viewer,
    active.map((r) => ({ id: r.product_id, listed: r.listed })),
  );
  return new Set(active.filter((r) => visible.has(Number(r.product_id))).map((r) => Number(r.id)));
}
