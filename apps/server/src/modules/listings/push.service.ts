import type {
  ImportDraft,
  Locale,
  OptionAxis,
  PushBatch,
  PushPreview,
  PushPreviewRequest,
  PushRequest,
  StoreCurrency,
} from '@dropport/contracts';
import type { Ctx } from '../../context.js';
import { inStoreScope, type StoreScope } from '../../plugins/auth.js';
import type { Db } from '../../db/database.js';
import { AppError, fail } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { newId } from '../../lib/ids.js';
import type { JobContext } from '../jobs/job-queue.js';
import { sellerPricing, toDrafts } from '../import-list/drafts.service.js';
import * as importRepo from '../import-list/import-list.repo.js';
import { notify } from '../notifications/notifications.service.js';
import { ShopifyRequestError, ShopifyUserErrors, type NewProduct, type StoreProduct } from '../stores/shopify-client.js';
import { shopifyApp } from '../stores/shopify-app.js';
import * as storesRepo from '../stores/stores.repo.js';
import { withStore } from '../stores/stores.service.js';
import { descriptionHtml, publicImageUrl } from './product-text.js';
import { toBatch } from './listing-view.js';
import * as repo from './listings.repo.js';
import { loadStorePricing, shippingOf, storePrice } from './store-prices.js';
import * as importList from '../import-list/import-list.service.js';

export const PUSH_JOB = 'listings.push';

/** The product's page in the store's admin. */
export function storeAdminUrl(ctx: Ctx, shop: string, productGid: string): string {
  return `${shopifyApp(ctx).adminBase(shop)}/admin/products/${productGid.split('/').pop() ?? ''}`;
}

/** The seller's active stores among `storeIds`; an unknown, another seller's or an inactive store refuses the whole push. */
async function activeStores(ctx: Ctx, userId: string, storeIds: string[]) {
  const stores = [];
  for (const id of [...new Set(storeIds)]) {
    const row = await storesRepo.byId(ctx.db, id);
    if (!row || row.user_id !== userId) fail('STORE_NOT_FOUND', { id });
    if (row.status !== 'active') fail('STORE_NOT_ACTIVE', { shop: row.shop_domain, status: row.status });
    stores.push(row);
  }
  return stores;
}

/** The seller's items and stores of a push, and each variant's store price as the push would set it. */
async function planPush(ctx: Ctx, userId: string, req: PushPreviewRequest) {
  const stores = await activeStores(ctx, userId, req.storeIds);
  const rows: importRepo.ItemRow[] = [];
  for (const id of [...new Set(req.itemIds)]) {
    const row = await importRepo.itemById(ctx.db, userId, id);
    if (!row) fail('IMPORT_ITEM_NOT_FOUND', { id });
    rows.push(row);
  }
  const drafts = await toDrafts(ctx.db, await sellerPricing(ctx, userId), userId, rows);
  const pricing = new Map<string, Awaited<ReturnType<typeof loadStorePricing>>>();
  for (const s of stores) pricing.set(s.id, await loadStorePricing(ctx, userId, s));
  /** The chosen variants of an item with their prices in a store (the one rule the preview shows and the push sets). */
  const priced = (draft: ImportDraft, storeId: string) =>
    draft.variants
      .filter((v) => v.selected)
      .map((v) => ({
        v,
        price: storePrice(pricing.get(storeId)!, {
          costCents: v.costCents,
          shippingCents: v.shippingCents,
          overrideUsdCents: v.priceOverrideCents,
          compareAtUsdCents: v.compareAtOverrideCents,
        }),
      }));
  return { stores, rows, drafts, priced };
}

/** POST /api/listings/push/preview: each variant's price and compare-at as each chosen store would get them. */
export async function previewPush(ctx: Ctx, userId: string, req: PushPreviewRequest): Promise<PushPreview> {
  const { stores, drafts, priced } = await planPush(ctx, userId, req);
  return {
    stores: stores.map((store) => ({
      storeId: store.id,
      storeName: store.name,
      currency: store.currency as StoreCurrency,
      items: drafts.map((draft) => {
        const options = draft.product.options.map((o) => o.name);
        return {
          importItemId: draft.id,
          title: draft.title,
          variants: priced(draft, store.id).map(({ v, price }) => ({
            variantId: v.id,
            sku: v.sku,
            optionValues: options.map((o) => v.options[o] ?? ''),
            priceCents: price.priceCents,
            compareAtCents: price.compareAtCents,
            typed: price.override,
          })),
        };
      }),
    })),
  };
}

/** The batch an earlier attempt with the same idempotency key made, answered as it is now. */
async function earlierAttempt(ctx: Ctx, userId: string, key: string | undefined, locale: Locale) {
  if (key === undefined) return null;
  const b = await repo.batchByKey(ctx.db, userId, key);
  if (!b) return null;
  const alreadyListed = b.already_listed ? (JSON.parse(b.already_listed) as PushBatch['alreadyListed']) : [];
  return batchView(ctx, userId, b.id, locale, alreadyListed);
}

/**
 * POST /api/listings/push: every item to every chosen store, one job each. Everything is checked before anything is
 * written (an item or store that is not the seller's, a store not active: nothing is created). A product already
 * listed (or being pushed) in a store is reported and left alone; a failed, unlisted or removed one is pushed again
 * in its own listing row, so its store handle stays the same. A repeat of an attempt (same idempotency key) starts
 * nothing and answers the first attempt's batch.
 */
export async function startPush(ctx: Ctx, userId: string, req: PushRequest, locale: Locale): Promise<PushBatch> {
  const key = req.idempotencyKey;
  const earlier = await earlierAttempt(ctx, userId, key, locale);
  if (earlier) return earlier;
  const { stores, rows, drafts, priced } = await planPush(ctx, userId, req);

  const now = ctx.now();
  const batchId = newId(now);
  const alreadyListed: PushBatch['alreadyListed'] = [];
  const write = () =>
    ctx.db.transaction().execute(async (trx) => {
      alreadyListed.length = 0;
      await repo.insertBatch(trx, {
        id: batchId,
        user_id: userId,
        total: 0,
        done: 0,
        failed: 0,
        status: 'running',
        notified_at: null,
        idempotency_key: key ?? null,
        already_listed: null,
        created_at: now,
        updated_at: now,
      });
      let total = 0;
      for (const draft of drafts) {
        const row = rows.find((r) => r.id === draft.id)!;
        const options = (JSON.parse(row.p_options) as OptionAxis[]).map((o) => o.name);
        for (const store of stores) {
          const existing = await repo.byStoreProduct(trx, store.id, draft.productId);
          if (existing && (existing.status === 'pushing' || existing.status === 'active')) {
            alreadyListed.push({ importItemId: draft.id, storeId: store.id, listingId: existing.id });
            continue;
          }
          const listingId = existing?.id ?? newId(now);
          const snapshot = {
            import_item_id: draft.id,
            batch_id: batchId,
            title: draft.title,
            description: draft.description,
            tags: JSON.stringify(draft.tags),
            images: JSON.stringify(draft.images),
            options: JSON.stringify(options),
            status: 'pushing' as const,
            currency: store.currency,
            error_code: null,
            error_params: null,
            sync_status: 'ok' as const,
            sync_problem_code: null,
            sync_problem_params: null,
            updated_at: now,
          };
          if (existing) await repo.updateListing(trx, listingId, snapshot);
          else
            await repo.insertListing(trx, {
              id: listingId,
              user_id: userId,
              store_id: store.id,
              product_id: draft.productId,
              ...snapshot,
              price_min_cents: 0,
              price_max_cents: 0,
              handle: `dp-${listingId.toLowerCase()}`,
              store_product_id: null,
              store_product_url: null,
              last_synced_at: null,
              pushed_at: null,
              created_at: now,
            });
          await repo.replaceVariants(
            trx,
            listingId,
            priced(draft, store.id).map(({ v, price }, position) => ({
              listing_id: listingId,
              variant_id: v.id,
              position,
              sku: v.sku,
              option_values: JSON.stringify(options.map((o) => v.options[o] ?? '')),
              store_variant_id: null,
              inventory_item_id: null,
              price_cents: price.priceCents,
              compare_at_cents: price.compareAtCents,
              price_override: price.override ? 1 : 0,
              pushed_cost_cents: v.costCents,
              pushed_stock: Math.max(0, v.stock),
            })),
          );
          await repo.refreshPriceRange(trx, listingId);
          await ctx.jobs.enqueue(trx, PUSH_JOB, { listingId }, { uniqueKey: `listing-push:${listingId}:${batchId}` });
          total++;
        }
      }
      await repo.updateBatch(trx, batchId, {
        total,
        already_listed: alreadyListed.length ? JSON.stringify(alreadyListed) : null,
      });
      await repo.recountBatch(trx, batchId, now);
    });
  try {
    await write();
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    // Two requests of one attempt at once: the unique (seller, key) index let the first through; this one answers it.
    const first = await earlierAttempt(ctx, userId, key, locale);
    if (first) return first;
    // The same product pushed to the same store by two requests at once: the unique (store, product) index let one
    // through; written again, this one finds that listing and reports it as already listed.
    await write();
  }
  return batchView(ctx, userId, batchId, locale, alreadyListed);
}

/** GET /api/listings/push/:batchId: counts and each listing's state; another seller's batch is PUSH_BATCH_NOT_FOUND. */
export async function batchView(
  ctx: Ctx,
  userId: string,
  batchId: string,
  locale: Locale,
  alreadyListed: PushBatch['alreadyListed'] = [],
): Promise<PushBatch> {
  const b = await repo.batchById(ctx.db, batchId);
  if (!b || b.user_id !== userId) fail('PUSH_BATCH_NOT_FOUND', { id: batchId });
  return toBatch(b, await repo.byBatch(ctx.db, batchId), locale, alreadyListed);
}

/**
 * POST /api/listings/:id/retry: a failed push runs again with the same handle, so the store's product (if the first
 * attempt made one) is updated, never doubled. A store that is not active refuses at once and nothing changes.
 */
export async function retry(ctx: Ctx, userId: string, id: string, scope: StoreScope = null): Promise<void> {
  const listing = await repo.byId(ctx.db, id);
  if (!listing || listing.user_id !== userId || !inStoreScope(scope, listing.store_id)) fail('LISTING_NOT_FOUND', { id });
  if (listing.status !== 'failed') fail('LISTING_NOT_RETRYABLE', { status: listing.status });
  const store = await storesRepo.byId(ctx.db, listing.store_id);
  if (!store || store.status !== 'active')
    fail('STORE_NOT_ACTIVE', { shop: store?.shop_domain ?? '', status: store?.status ?? '' });
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    await repo.updateListing(trx, id, { status: 'pushing', error_code: null, error_params: null, updated_at: now });
    if (listing.batch_id) await repo.recountBatch(trx, listing.batch_id, now);
    await ctx.jobs.enqueue(trx, PUSH_JOB, { listingId: id }, { uniqueKey: `listing-push:${id}:${newId(now)}` });
  });
}

/** The product as the store gets it, from the listing's snapshot and the catalogue's stock now. */
async function productToPush(ctx: Ctx, listing: repo.ListingRow) {
  const variants = await repo.variantsOf(ctx.db, [listing.id]);
  const now = await repo.catalogueNow(
    ctx.db,
    Number(listing.product_id),
    variants.map((v) => Number(v.variant_id)),
  );
  if (!now.product) fail('LISTING_PRODUCT_GONE');
  if (now.product.status !== 'active') fail('LISTING_PRODUCT_INACTIVE');
  const catalogue = new Map(now.variants.map((v) => [Number(v.id), v]));
  const live = variants.filter((v) => catalogue.has(Number(v.variant_id)));
  if (live.length === 0) fail('LISTING_NO_VARIANTS');

  const store = (await storesRepo.byId(ctx.db, listing.store_id))!;
  const p = await loadStorePricing(ctx, listing.user_id, store);
  const shipping = await shippingOf(
    ctx.db,
    p,
    Number(now.product.template_id),
    live.map((v) => ({ id: Number(v.variant_id), weightG: Number(catalogue.get(Number(v.variant_id))!.weight_g) })),
  );
  // A seller's price stays; the rest follow the rules at today's cost.
  const priced = live.map((v) => {
    const c = catalogue.get(Number(v.variant_id))!;
    const cost = c.cost_cents;
    const stock = Math.max(0, Number(c.stock));
    if (Number(v.price_override) === 1) return { v, cost, stock, priceCents: v.price_cents, compareAtCents: v.compare_at_cents };
    const r = storePrice(p, {
      costCents: cost,
      shippingCents: shipping.get(Number(v.variant_id)) ?? null,
      overrideUsdCents: null,
      compareAtUsdCents: null,
    });
    return { v, cost, stock, priceCents: r.priceCents, compareAtCents: r.compareAtCents };
  });
  const optionNames = JSON.parse(listing.options) as string[];
  const values = optionNames.map((_, i) => [...new Set(priced.map((x) => (JSON.parse(x.v.option_values) as string[])[i] ?? ''))]);
  const product: NewProduct = {
    handle: listing.handle,
    title: listing.title,
    descriptionHtml: descriptionHtml(listing.description),
    tags: JSON.parse(listing.tags) as string[],
    status: 'ACTIVE',
    options: optionNames.map((name, i) => ({ name, values: values[i] ?? [] })),
    variants: priced.map((x) => ({
      sku: x.v.sku,
      optionValues: JSON.parse(x.v.option_values) as string[],
      priceMinor: x.priceCents,
      compareAtMinor: x.compareAtCents,
      quantity: x.stock,
    })),
    images: (JSON.parse(listing.images) as string[]).map((url) => ({ url: publicImageUrl(ctx, url), alt: listing.title })),
  };
  return { product, priced, store, dropped: variants.filter((v) => !catalogue.has(Number(v.variant_id))) };
}

/** Records what the store made: its product and variant ids, the prices and stock pushed; the listing is active. */
async function recordPushed(
  ctx: Ctx,
  db: Db,
  listing: repo.ListingRow,
  shop: string,
  made: StoreProduct,
  pushed: Awaited<ReturnType<typeof productToPush>>,
) {
  const now = ctx.now();
  const bySku = new Map(made.variants.map((v) => [v.sku ?? '', v]));
  for (const x of pushed.priced) {
    const sv = bySku.get(x.v.sku);
    await repo.updateVariant(db, listing.id, Number(x.v.variant_id), {
      store_variant_id: sv?.id ?? null,
      inventory_item_id: sv?.inventoryItemId ?? null,
      price_cents: x.priceCents,
      compare_at_cents: x.compareAtCents,
      pushed_cost_cents: x.cost,
      pushed_stock: x.stock,
    });
  }
  if (pushed.dropped.length) {
    await repo.dropVariants(
      db,
      listing.id,
      pushed.dropped.map((v) => Number(v.variant_id)),
    );
  }
  await repo.refreshPriceRange(db, listing.id);
  await repo.updateListing(db, listing.id, {
    status: 'active',
    store_product_id: made.id,
    store_product_url: storeAdminUrl(ctx, shop, made.id),
    error_code: null,
    error_params: null,
    sync_status: 'ok',
    sync_problem_code: null,
    sync_problem_params: null,
    pushed_at: now,
    last_synced_at: now,
    updated_at: now,
  });
  // DSers moves a pushed product from the import list to My Products: the item goes once none of its pushes is
  // still running or failed (a failed one stays to be fixed and pushed again).
  if (listing.import_item_id) {
    if (!(await repo.otherOpenPush(db, listing.import_item_id, listing.id)))
      await importList.removeItem(db, listing.import_item_id);
  }
}

async function recordFailed(ctx: Ctx, db: Db, listingId: string, code: string, params: Record<string, unknown>) {
  await repo.updateListing(db, listingId, {
    status: 'failed',
    error_code: code,
    error_params: JSON.stringify(params),
    updated_at: ctx.now(),
  });
}

/** After a listing's push ended: the batch's counts, and one notification when it finished with failures. */
async function settleBatch(ctx: Ctx, batchId: string | null) {
  if (!batchId) return;
  const now = ctx.now();
  const b = await repo.recountBatch(ctx.db, batchId, now);
  if (b && b.status === 'finished' && Number(b.failed) > 0 && (await repo.markBatchNotified(ctx.db, batchId, now))) {
    await notify(ctx.db, {
      userId: b.user_id,
      type: 'listing.push_failed',
      params: { batchId, failed: Number(b.failed), total: Number(b.total) },
      dedupeKey: `push-batch:${batchId}`,
    });
  }
}

/** What a failure is recorded as: the refusal's own code, the store's words, or (on the last attempt) unavailable. */
function failureOf(err: unknown): { code: string; params: Record<string, unknown> } | null {
  if (err instanceof AppError) return err.code === 'SHOPIFY_UNAVAILABLE' ? null : { code: err.code, params: err.params };
  if (err instanceof ShopifyUserErrors || err instanceof ShopifyRequestError)
    return { code: 'LISTING_PUSH_REFUSED', params: { reason: err.message } };
  return null;
}

/**
 * The push job: creates (or, by handle, updates) the product in the store with its variants, prices, compare-at,
 * images and stock, then records the store's ids. A refusal is recorded on the listing with its reason; Shopify out
 * of reach is retried by the queue and recorded only when the attempts run out.
 */
export async function runPush(ctx: Ctx, listingId: string, job: Pick<JobContext, 'isLastAttempt' | 'log'>): Promise<void> {
  const listing = await repo.byId(ctx.db, listingId);
  if (!listing || listing.status !== 'pushing') return;
  try {
    const pushed = await productToPush(ctx, listing);
    const made = await withStore(ctx, { storeId: listing.store_id, userId: listing.user_id }, (client) =>
      client.createProduct(pushed.product),
    );
    await ctx.db.transaction().execute((trx) => recordPushed(ctx, trx, listing, pushed.store.shop_domain, made, pushed));
  } catch (err) {
    const failure = failureOf(err) ?? (job.isLastAttempt ? { code: 'SHOPIFY_UNAVAILABLE', params: {} } : null);
    if (!failure) throw err;
    job.log.warn({ err, listingId }, 'push to store failed');
    await recordFailed(ctx, ctx.db, listingId, failure.code, failure.params);
  }
  await settleBatch(ctx, listing.batch_id);
}
