import type { ListingDetail, ListingPage, ListingPricesPatch, ListingQuery, Locale, StoreCurrency } from '@dropport/contracts';
import type { Ctx } from '../../context.js';
import { inStoreScope, type StoreScope } from '../../plugins/auth.js';
import type { Db } from '../../db/database.js';
import { sql } from 'kysely';
import { decodeCursor, pageOf } from '../../db/keyset.js';
import { fail } from '../../lib/app-error.js';
import { rateMicrosFor } from '../pricing/pricing.service.js';
import { variantPrice } from '../pricing/variant-price.js';
import { withStore } from '../stores/stores.service.js';
import { toSummary } from './listing-view.js';
import * as repo from './listings.repo.js';
import { loadStorePricing, rulePrice, shippingOf } from './store-prices.js';
import { syncListing } from './sync.service.js';

/**
 * GET /api/listings (and the admin's read-only view of a seller's): newest first, filtered, by keyset cursor, within
 * the caller's stores.
 */
export async function list(
  ctx: Ctx,
  userId: string,
  q: ListingQuery,
  locale: Locale,
  scope: StoreScope = null,
): Promise<ListingPage> {
  const rows = await repo.page(ctx.db, {
    userId,
    storeId: q.storeId,
    storeIds: scope ?? undefined,
    status: q.status,
    q: q.q || undefined,
    after: decodeCursor(repo.LISTING_CURSOR, q.cursor),
    limit: q.limit,
  });
  const page = pageOf(rows, q.limit, repo.LISTING_CURSOR, (r) => ({ id: r.id }));
  const counts = await repo.variantCounts(
    ctx.db,
    page.items.map((r) => r.id),
  );
  return { items: page.items.map((r) => toSummary(r, counts.get(r.id) ?? 0, locale)), nextCursor: page.nextCursor };
}

/** Admin: another seller's listings (read-only); an unknown user is USER_NOT_FOUND. */
export async function listForAdmin(ctx: Ctx, userId: string, q: ListingQuery, locale: Locale): Promise<ListingPage> {
  if (!(await repo.userExists(ctx.db, userId))) fail('USER_NOT_FOUND', { id: userId });
  return list(ctx, userId, q, locale);
}

/**
 * One of the seller's listings; another seller's, or one in a store outside the caller's stores, is as unknown as
 * none (LISTING_NOT_FOUND).
 */
async function ownListing(db: Db, userId: string, id: string, scope: StoreScope = null): Promise<repo.ListingWithStore> {
  const row = await repo.byIdWithStore(db, id);
  if (!row || row.user_id !== userId || !inStoreScope(scope, row.store_id)) fail('LISTING_NOT_FOUND', { id });
  return row;
}

/** GET /api/listings/:id: the listing with each variant's store price, the catalogue's cost and stock, and shipping. */
export async function detail(
  ctx: Ctx,
  userId: string,
  id: string,
  locale: Locale,
  scope: StoreScope = null,
): Promise<ListingDetail> {
  const row = await ownListing(ctx.db, userId, id, scope);
  const variants = await repo.variantsOf(ctx.db, [id]);
  const now = await repo.catalogueNow(
    ctx.db,
    Number(row.product_id),
    variants.map((v) => Number(v.variant_id)),
  );
  const catalogue = new Map(now.variants.map((v) => [Number(v.id), v]));
  const pricing = await loadStorePricing(ctx, userId, { id: row.store_id, currency: row.currency });
  const shipping = now.product
    ? await shippingOf(
        ctx.db,
        { ...pricing, rules: { ...pricing.rules, includeShipping: true } },
        Number(now.product.template_id),
        now.variants.map((v) => ({ id: Number(v.id), weightG: Number(v.weight_g) })),
      )
    : new Map<number, number | null>();
  return {
    ...toSummary(row, variants.length, locale),
    options: JSON.parse(row.options) as string[],
    rateMicros: rateMicrosFor(ctx, row.currency as StoreCurrency),
    variants: variants.map((v) => {
      const c = catalogue.get(Number(v.variant_id));
      return {
        variantId: Number(v.variant_id),
        sku: v.sku,
        optionValues: JSON.parse(v.option_values) as string[],
        priceCents: v.price_cents,
        compareAtCents: v.compare_at_cents === null ? null : v.compare_at_cents,
        priceOverride: Number(v.price_override) === 1,
        costCents: c ? c.cost_cents : null,
        stock: c ? Number(c.stock) : null,
        shippingCents: shipping.get(Number(v.variant_id)) ?? null,
      };
    }),
  };
}

function mustBeActive(row: repo.ListingRow) {
  if (row.status !== 'active' || !row.store_product_id) fail('LISTING_NOT_ACTIVE', { status: row.status });
  return row.store_product_id;
}

/**
 * PATCH /api/listings/:id/prices: sets variant prices in the store (store currency) and marks them the seller's, so
 * sync keeps them; `useRules` hands a variant back to the rules. Every check runs before the store is called.
 */
export async function setPrices(
  ctx: Ctx,
  userId: string,
  id: string,
  patch: ListingPricesPatch,
  locale: Locale,
  scope: StoreScope = null,
): Promise<ListingDetail> {
  const row = await ownListing(ctx.db, userId, id, scope);
  const productGid = mustBeActive(row);
  const variants = new Map((await repo.variantsOf(ctx.db, [id])).map((v) => [Number(v.variant_id), v]));
  const pricing = await loadStorePricing(ctx, userId, { id: row.store_id, currency: row.currency });
  const now = await repo.catalogueNow(ctx.db, Number(row.product_id), [...variants.keys()]);
  const catalogue = new Map(now.variants.map((v) => [Number(v.id), v]));
  const shipping = now.product
    ? await shippingOf(
        ctx.db,
        pricing,
        Number(now.product.template_id),
        now.variants.map((v) => ({ id: Number(v.id), weightG: Number(v.weight_g) })),
      )
    : new Map<number, number | null>();

  const next = patch.variants.map((change) => {
    const v = variants.get(change.variantId);
    if (!v || !v.store_variant_id) fail('LISTING_VARIANT_UNKNOWN', { id: change.variantId });
    if ('useRules' in change) {
      const cost = Number(catalogue.get(change.variantId)?.cost_cents ?? v.pushed_cost_cents);
      const r = rulePrice(pricing, cost, shipping.get(change.variantId) ?? null);
      return {
        v,
        storeVariantId: v.store_variant_id,
        priceCents: r.priceCents,
        compareAtCents: r.compareAtCents,
        override: false,
      };
    }
    // Prices here are typed in the store currency; a compare-at left out keeps the one the store shows.
    const typedCompareAt = change.compareAtCents === undefined ? v.compare_at_cents : change.compareAtCents;
    if (typedCompareAt !== null && typedCompareAt <= change.priceCents) fail('LISTING_COMPARE_AT_TOO_LOW', { sku: v.sku });
    const cost = Number(catalogue.get(change.variantId)?.cost_cents ?? v.pushed_cost_cents);
    const r = variantPrice(
      pricing,
      { costCents: cost, shippingCents: shipping.get(change.variantId) ?? null },
      { priceCents: change.priceCents, compareAtCents: typedCompareAt },
    );
    return {
      v,
      storeVariantId: v.store_variant_id,
      priceCents: r.priceCents,
      compareAtCents: r.compareAtCents,
      override: r.typed,
    };
  });

  await withStore(ctx, { storeId: row.store_id, userId }, (client) =>
    client.updateVariantPrices(
      productGid,
      next.map((n) => ({ variantId: n.storeVariantId, priceMinor: n.priceCents, compareAtMinor: n.compareAtCents })),
    ),
  );
  await ctx.db.transaction().execute(async (trx) => {
    for (const n of next) {
      await repo.updateVariant(trx, id, Number(n.v.variant_id), {
        price_cents: n.priceCents,
        compare_at_cents: n.compareAtCents,
        price_override: n.override ? 1 : 0,
      });
    }
    await repo.refreshPriceRange(trx, id);
    await repo.updateListing(trx, id, { updated_at: ctx.now() });
  });
  return detail(ctx, userId, id, locale);
}

/** POST /api/listings/:id/unlist: deletes the product in the store (already gone there is fine); the listing stays, unlisted. */
export async function unlist(
  ctx: Ctx,
  userId: string,
  id: string,
  locale: Locale,
  scope: StoreScope = null,
): Promise<ListingDetail> {
  const row = await ownListing(ctx.db, userId, id, scope);
  const productGid = mustBeActive(row);
  await withStore(ctx, { storeId: row.store_id, userId }, (client) => client.deleteProduct(productGid));
  const now = ctx.now();
  await repo.updateListing(ctx.db, id, {
    status: 'unlisted',
    store_product_id: null,
    store_product_url: null,
    sync_status: 'ok',
    sync_problem_code: null,
    sync_problem_params: null,
    updated_at: now,
  });
  return detail(ctx, userId, id, locale);
}

/** POST /api/listings/:id/sync: "sync now"; the answer shows the outcome (a problem is in syncProblem, not an error). */
export async function syncNow(
  ctx: Ctx,
  userId: string,
  id: string,
  locale: Locale,
  scope: StoreScope = null,
): Promise<ListingDetail> {
  const row = await ownListing(ctx.db, userId, id, scope);
  mustBeActive(row);
  await syncListing(ctx, id);
  return detail(ctx, userId, id, locale);
}

/** How many of a seller's products failed to push, and how many listed ones have a sync problem (the Workplace). */
export async function listingProblems(db: Db, userId: string): Promise<{ failedPushes: number; syncProblems: number }> {
  const row = await db
    .selectFrom('listings')
    .select([
      sql<number>`coalesce(sum(case when status = 'failed' then 1 else 0 end), 0)`.as('failed'),
      sql<number>`coalesce(sum(case when status = 'active' and sync_status = 'problem' then 1 else 0 end), 0)`.as('problems'),
    ])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return { failedPushes: Number(row?.failed ?? 0), syncProblems: Number(row?.problems ?? 0) };
}
