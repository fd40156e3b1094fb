import { z } from 'zod';
import { formNumber } from './form.js';
import { StoreCurrency } from './pricing.js';

/**
 * Listings: import-list products pushed to a seller's linked stores ("My Products"). Money is in the store
 * currency's minor units unless a name says USD. Each push is a batch of jobs whose progress the console polls.
 */
export const LISTING_STATUSES = ['pushing', 'active', 'failed', 'unlisted', 'removed'] as const;
export const ListingStatus = z.enum(LISTING_STATUSES);
export type ListingStatus = z.infer<typeof ListingStatus>;

export const SYNC_STATUSES = ['ok', 'problem'] as const;
export const SyncStatus = z.enum(SYNC_STATUSES);
export type SyncStatus = z.infer<typeof SyncStatus>;

/** An error code with its params and its message in the caller's language (a push failure, a sync problem). */
export const ListingIssue = z.object({
  code: z.string(),
  params: z.record(z.string(), z.unknown()),
  message: z.string(),
});
export type ListingIssue = z.infer<typeof ListingIssue>;

export const ListingStore = z.object({
  id: z.string(),
  name: z.string(),
  shopDomain: z.string(),
  currency: StoreCurrency,
});
export type ListingStore = z.infer<typeof ListingStore>;

export const ListingSummary = z.object({
  id: z.string(),
  productId: z.number().int(),
  title: z.string(),
  image: z.string().nullable(),
  store: ListingStore,
  status: ListingStatus,
  currency: StoreCurrency,
  priceMinCents: z.number().int(),
  priceMaxCents: z.number().int(),
  variantCount: z.number().int(),
  /** The product's page in the store's admin, once pushed. */
  storeProductUrl: z.string().nullable(),
  /** Why the last push failed (status failed). */
  error: ListingIssue.nullable(),
  syncStatus: SyncStatus,
  syncProblem: ListingIssue.nullable(),
  lastSyncedAt: z.string().nullable(),
  pushedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ListingSummary = z.infer<typeof ListingSummary>;

export const ListingVariant = z.object({
  variantId: z.number().int(),
  sku: z.string(),
  /** Option values in the listing's option order. */
  optionValues: z.array(z.string()),
  priceCents: z.number().int(),
  compareAtCents: z.number().int().nullable(),
  /** The seller set this price: sync keeps it instead of following the rules. */
  priceOverride: z.boolean(),
  /** The catalogue's cost and stock now (null when the supplier dropped the variant). */
  costCents: z.number().int().nullable(),
  stock: z.number().int().nullable(),
  /** Cheapest shipping to the seller's default country, USD cents; null when nothing ships there. */
  shippingCents: z.number().int().nullable(),
});
export type ListingVariant = z.infer<typeof ListingVariant>;

export const ListingDetail = ListingSummary.extend({
  options: z.array(z.string()),
  variants: z.array(ListingVariant),
  /** Millionths of the store currency per USD (for profit: profitUsdCents). */
  rateMicros: z.number().int().positive(),
});
export type ListingDetail = z.infer<typeof ListingDetail>;

export const ListingQuery = z.object({
  storeId: z.string().max(40).optional(),
  status: ListingStatus.optional(),
  q: z.string().trim().max(100).optional(),
  cursor: z.string().max(40).optional(),
  limit: formNumber(z.number().int().min(1).max(100)).default(20),
});
export type ListingQuery = z.infer<typeof ListingQuery>;

export const ListingPage = z.object({
  items: z.array(ListingSummary),
  nextCursor: z.string().nullable(),
});
export type ListingPage = z.infer<typeof ListingPage>;

export const ListingParams = z.object({ id: z.string().min(1).max(40) });

/** POST /api/listings/push/preview: what each chosen store would get, before anything is pushed. */
export const PushPreviewRequest = z.object({
  itemIds: z.array(z.string().min(1).max(40)).min(1).max(100),
  storeIds: z.array(z.string().min(1).max(40)).min(1).max(10),
});
export type PushPreviewRequest = z.infer<typeof PushPreviewRequest>;

/**
 * POST /api/listings/push: every item to every store. The console sends a fresh `idempotencyKey` per push attempt:
 * a repeat with the same key (a double click, a retried request) pushes nothing more and answers the first batch.
 */
export const PushRequest = PushPreviewRequest.extend({
  idempotencyKey: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.:-]{8,100}$/)
    .optional(),
});
export type PushRequest = z.infer<typeof PushRequest>;

/** One variant as a store would get it: price and compare-at in the store currency's cents. */
export const PushPreviewVariant = z.object({
  variantId: z.number().int(),
  sku: z.string(),
  optionValues: z.array(z.string()),
  priceCents: z.number().int(),
  compareAtCents: z.number().int().nullable(),
  /** The seller typed the price (it goes as typed); otherwise the store's pricing rule made it. */
  typed: z.boolean(),
});
export type PushPreviewVariant = z.infer<typeof PushPreviewVariant>;

export const PushPreview = z.object({
  stores: z.array(
    z.object({
      storeId: z.string(),
      storeName: z.string(),
      currency: StoreCurrency,
      items: z.array(z.object({ importItemId: z.string(), title: z.string(), variants: z.array(PushPreviewVariant) })),
    }),
  ),
});
export type PushPreview = z.infer<typeof PushPreview>;

export const PushBatchItem = z.object({
  listingId: z.string(),
  importItemId: z.string().nullable(),
  productId: z.number().int(),
  title: z.string(),
  storeId: z.string(),
  storeName: z.string(),
  status: ListingStatus,
  error: ListingIssue.nullable(),
  storeProductUrl: z.string().nullable(),
});
export type PushBatchItem = z.infer<typeof PushBatchItem>;

export const PushBatch = z.object({
  id: z.string(),
  total: z.number().int(),
  done: z.number().int(),
  failed: z.number().int(),
  status: z.enum(['running', 'finished']),
  items: z.array(PushBatchItem),
  /** Items already listed (pushing or active) in a chosen store: left as they are. */
  alreadyListed: z.array(z.object({ importItemId: z.string(), storeId: z.string(), listingId: z.string() })),
  createdAt: z.string(),
});
export type PushBatch = z.infer<typeof PushBatch>;

export const PushBatchParams = z.object({ batchId: z.string().min(1).max(40) });

/** PATCH /api/listings/:id/prices: prices in the store currency; `useRules` goes back to the rule price. */
export const ListingPricesPatch = z.object({
  variants: z
    .array(
      z.union([
        z.object({
          variantId: z.number().int(),
          priceCents: z.number().int().positive().max(100_000_000),
          compareAtCents: z.number().int().positive().max(100_000_000).nullable().optional(),
        }),
        z.object({ variantId: z.number().int(), useRules: z.literal(true) }),
      ]),
    )
    .min(1)
    .max(250),
});
export type ListingPricesPatch = z.infer<typeof ListingPricesPatch>;
