import type { Ctx } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import { notify } from '../notifications/notifications.service.js';
import * as storesRepo from '../stores/stores.repo.js';
import { withStore } from '../stores/stores.service.js';
import * as repo from './listings.repo.js';
import { loadStorePricing, rulePrice, shippingOf } from './store-prices.js';

export const SYNC_JOB = 'listings.sync';
export const SYNC_PRODUCT_JOB = 'listings.sync-product';
export const SYNC_DUE_JOB = 'listings.sync-due';

interface Problem {
  code: string;
  params: Record<string, unknown>;
}

type VariantChange = { variantId: number; set: Partial<repo.ListingVariantRow> };

/**
 * Brings one active listing in step with the catalogue: stock changed since the last push is set in the store, a
 * cost change re-prices the variants the seller did not price (by the store's rules), and what cannot be kept in step
 * is stored as the listing's sync problem: a variant or product gone, a stopped product (stock 0 in the store), a
 * store that revoked Dropport or cannot be reached. A product deleted in the store marks the listing removed.
 * Answers false when the listing is not active.
 */
export async function syncListing(ctx: Ctx, listingId: string): Promise<boolean> {
  const listing = await repo.byId(ctx.db, listingId);
  if (!listing || listing.status !== 'active' || !listing.store_product_id) return false;
  const productGid = listing.store_product_id;
  const variants = await repo.variantsOf(ctx.db, [listing.id]);
  const now = await repo.catalogueNow(
    ctx.db,
    Number(listing.product_id),
    variants.map((v) => Number(v.variant_id)),
  );
  const catalogue = new Map(now.variants.map((v) => [Number(v.id), v]));
  const store = await storesRepo.byId(ctx.db, listing.store_id);
  let problem: Problem | null = !now.product
    ? { code: 'LISTING_PRODUCT_GONE', params: {} }
    : now.product.status !== 'active'
      ? { code: 'LISTING_PRODUCT_INACTIVE', params: {} }
      : null;
  const stopped = problem !== null;
  const changes: VariantChange[] = [];
  let deletedInStore = false;

  try {
    const pricing = store ? await loadStorePricing(ctx, listing.user_id, store) : null;
    const shipping =
      pricing && now.product
        ? await shippingOf(
            ctx.db,
            pricing,
            Number(now.product.template_id),
            now.variants.map((v) => ({ id: Number(v.id), weightG: Number(v.weight_g) })),
          )
        : new Map<number, number | null>();
    await withStore(ctx, { storeId: listing.store_id, userId: listing.user_id }, async (client) => {
      const product = await client.getProduct(productGid);
      if (!product) {
        deletedInStore = true;
        return;
      }
      const inventoryOf = new Map(product.variants.map((v) => [v.id, v.inventoryItemId]));
      const levels: { inventoryItemId: string; quantity: number }[] = [];
      const prices: { variantId: string; priceMinor: number; compareAtMinor: number | null }[] = [];
      for (const v of variants) {
        const c = catalogue.get(Number(v.variant_id));
        const inventoryItemId = v.inventory_item_id ?? (v.store_variant_id ? inventoryOf.get(v.store_variant_id) : undefined);
        const stock = c && !stopped ? Math.max(0, Number(c.stock)) : 0;
        if (!c) problem ??= { code: 'LISTING_VARIANT_GONE', params: { sku: v.sku } };
        const set: Partial<repo.ListingVariantRow> = {};
        if (stock !== Number(v.pushed_stock) || !c) {
          if (inventoryItemId) levels.push({ inventoryItemId, quantity: stock });
          set.pushed_stock = stock;
        }
        if (c && c.cost_cents !== v.pushed_cost_cents) {
          set.pushed_cost_cents = c.cost_cents;
          if (Number(v.price_override) === 0 && pricing) {
            const r = rulePrice(pricing, c.cost_cents, shipping.get(Number(v.variant_id)) ?? null);
            if (r.priceCents !== v.price_cents || r.compareAtCents !== v.compare_at_cents) {
              if (v.store_variant_id)
                prices.push({ variantId: v.store_variant_id, priceMinor: r.priceCents, compareAtMinor: r.compareAtCents });
              set.price_cents = r.priceCents;
              set.compare_at_cents = r.compareAtCents;
            }
          }
        }
        if (Object.keys(set).length) changes.push({ variantId: Number(v.variant_id), set });
      }
      if (prices.length) await client.updateVariantPrices(productGid, prices);
      if (levels.length) await client.setInventory(levels);
    });
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    // The store could not be reached or refused: nothing was changed there, so nothing is recorded as pushed.
    problem = { code: err.code, params: err.params };
    changes.length = 0;
  }

  const at = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    if (deletedInStore) {
      await repo.updateListing(trx, listing.id, {
        status: 'removed',
        sync_status: 'ok',
        sync_problem_code: null,
        sync_problem_params: null,
        last_synced_at: at,
        updated_at: at,
      });
      return;
    }
    for (const c of changes) await repo.updateVariant(trx, listing.id, c.variantId, c.set);
    await repo.refreshPriceRange(trx, listing.id);
    await repo.updateListing(trx, listing.id, {
      sync_status: problem ? 'problem' : 'ok',
      sync_problem_code: problem?.code ?? null,
      sync_problem_params: problem ? JSON.stringify(problem.params) : null,
      last_synced_at: at,
      updated_at: at,
    });
    // One notification when a problem appears (or changes), not at every sync while it lasts.
    if (problem && (listing.sync_status !== 'problem' || listing.sync_problem_code !== problem.code)) {
      await notify(trx, {
        userId: listing.user_id,
        type: 'listing.sync_problem',
        params: { listingId: listing.id, title: listing.title, problem: problem.code, problemParams: problem.params },
        dedupeKey: `listing-sync:${listing.id}:${problem.code}:${at}`,
      });
    }
  });
  return true;
}

/** The scheduled round: one sync job per active listing whose catalogue side changed or that has a problem. */
export async function enqueueDue(ctx: Ctx): Promise<number> {
  const ids = await repo.dueForSync(ctx.db);
  for (const id of ids)
    await ctx.jobs.enqueue(ctx.db, SYNC_JOB, { listingId: id }, { uniqueKey: `listing-sync:${id}:${newId()}` });
  return ids.length;
}

/** After a catalogue edit: one sync job per active listing of the product. */
export async function enqueueForProduct(ctx: Ctx, productId: number): Promise<number> {
  const rows = await repo.activeOfProduct(ctx.db, productId);
  for (const r of rows)
    await ctx.jobs.enqueue(ctx.db, SYNC_JOB, { listingId: r.id }, { uniqueKey: `listing-sync:${r.id}:${newId()}` });
  return rows.length;
}
