import type { ImportListAddResult, ImportListPage } from '@dropport/contracts';
import type { Ctx } from '../../context.js';
import { fail } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import { iso } from '../../lib/time.js';
import type { Principal } from '../../plugins/auth.js';
import { canSee } from '../market/visibility.js';
import type { Db } from '../../db/database.js';
import { decodeCursor, pageOf } from '../../db/keyset.js';
import * as repo from './import-list.repo.js';
import * as catalogue from '../catalogue/product-changes.js';

/**
 * Adds market products to the seller's import list, each starting from the catalogue's title, description, tags and
 * images. Every id must be a product the seller may see (else PRODUCT_NOT_FOUND and nothing is added); ids already in
 * the list are reported and left alone. Each new add counts towards the product's popularity (the hot collection).
 */
export async function addToImportList(ctx: Ctx, viewer: Principal, productIds: number[]): Promise<ImportListAddResult> {
  const ids = [...new Set(productIds)];
  return ctx.db.transaction().execute(async (trx) => {
    const rows = await repo.productsToAdd(trx, ids);
    const found = new Map(rows.map((r) => [Number(r.id), r]));
    for (const id of ids) {
      const row = found.get(id);
      if (!row || !(await canSee(trx, viewer, row))) fail('PRODUCT_NOT_FOUND', { id });
    }
    const existing = await repo.listedProducts(trx, viewer.userId, ids);
    const added = ids.filter((id) => !existing.has(id));
    const now = ctx.now();
    if (added.length) {
      // All stamped `now` (not now + i, which sorted a batch above products added in the next milliseconds), in
      // ascending order so the list keeps the request's order within the batch.
      const itemIds = added.map(() => newId(now)).sort();
      await repo.insertItems(
        trx,
        added.map((id, i) => {
          // The item starts as the catalogue shows the product; its variants start selected, priced by the rules.
          const p = found.get(id)!;
          return {
            id: itemIds[i] ?? newId(now),
            user_id: viewer.userId,
            product_id: id,
            title: p.title,
            description: p.description,
            tags: p.tags,
            images: p.images,
            created_at: now,
            updated_at: now,
          };
        }),
      );
      await catalogue.notePopular(trx, added);
    }
    return { added, existing: ids.filter((id) => existing.has(id)) };
  });
}

/** The seller's import list, newest first, by keyset on the item id. */
export async function listImportList(
  ctx: Ctx,
  userId: string,
  cursor: string | undefined,
  limit: number,
): Promise<ImportListPage> {
  const rows = await repo.itemSummaryPage(ctx.db, userId, decodeCursor(repo.ITEM_CURSOR, cursor), limit);
  const page = pageOf(rows, limit, repo.ITEM_CURSOR, (r) => ({ id: r.id }));
  return {
    items: page.items.map((r) => ({
      id: r.id,
      productId: Number(r.product_id),
      title: r.title,
      image: (JSON.parse(r.images) as string[])[0] ?? null,
      costMin: Number(r.cost_min),
      costMax: Number(r.cost_max),
      addedAt: iso(Number(r.created_at)),
    })),
    nextCursor: page.nextCursor,
  };
}

/** Removes one item of the seller's import list (404 when it is not theirs). */
export async function removeFromImportList(ctx: Ctx, userId: string, itemId: string): Promise<void> {
  if (!(await repo.removeOwnItem(ctx.db, userId, itemId))) fail('NOT_FOUND');
}

/** Takes an item off the seller's import list once its product is in a store, in the caller's transaction. */
export const removeItem = (db: Db, id: string) => repo.removeItem(db, id);
