import { z } from 'zod';
import { formNumber } from './form.js';
import { OptionAxis } from './market.js';

/**
 * The import list: market products a seller shapes into listings before pushing them to a store. Each item keeps
 * its own title, description (Markdown, as the catalogue stores it), tags, chosen images and per-variant choices;
 * prices are USD cents here (the push converts to each store's currency with that store's rules).
 */

export const IMPORT_ADD_MAX = 100;
export const IMPORT_REMOVE_MAX = 100;
export const IMPORT_PAGE_SIZE = 20;
export const IMPORT_PAGE_MAX = 50;
export const IMPORT_LIMITS = {
  title: 255,
  description: 50_000,
  tags: 250,
  tag: 255,
  images: 50,
  image: 2_048,
  variants: 250,
  /** $100,000 a unit: a typo, not a price. */
  priceCents: 10_000_000,
} as const;

/** POST /api/import-list/items: products from the market into the seller's import list. */
export const ImportListAdd = z.object({
  productIds: z.array(formNumber(z.number().int().positive())).min(1).max(IMPORT_ADD_MAX),
});
export type ImportListAdd = z.input<typeof ImportListAdd>;
export const ImportListAddResult = z.object({
  /** Newly added. */
  added: z.array(z.number().int()),
  /** Already in the list: left as they were. */
  existing: z.array(z.number().int()),
});
export type ImportListAddResult = z.infer<typeof ImportListAddResult>;

/** GET /api/import-list/items: the short form of the list (the market's view of it). */
export const ImportListItem = z.object({
  id: z.string(),
  productId: z.number().int(),
  title: z.string(),
  image: z.string().nullable(),
  costMin: z.number().int(),
  costMax: z.number().int(),
  addedAt: z.string(),
});
export type ImportListItem = z.infer<typeof ImportListItem>;
export const ImportListPage = z.object({ items: z.array(ImportListItem), nextCursor: z.string().nullable() });
export type ImportListPage = z.infer<typeof ImportListPage>;

/**
 * Whether the catalogue product can still be pushed: `inactive` (the supplier stopped it) or `hidden` (taken off the
 * market and not found for this seller) items stay in the list, shown as such.
 */
export const PRODUCT_AVAILABILITIES = ['available', 'inactive', 'hidden'] as const;
export const ProductAvailability = z.enum(PRODUCT_AVAILABILITIES);
export type ProductAvailability = z.infer<typeof ProductAvailability>;

/** One variant of an item: the catalogue's facts, the seller's choices and what the rules make of them. */
export const ImportVariant = z.object({
  /** The catalogue variant's id. */
  id: z.number().int(),
  sku: z.string(),
  options: z.record(z.string(), z.string()),
  image: z.string().nullable(),
  costCents: z.number().int(),
  stock: z.number().int(),
  outOfStock: z.boolean(),
  selected: z.boolean(),
  /** The cheapest shipping of this variant to the seller's default country; null when nothing ships there. */
  shippingCents: z.number().int().nullable(),
  /** What the seller's default rule set makes of the cost. */
  rulePriceCents: z.number().int(),
  /** The seller's own price, or null: the price follows the rules. */
  priceOverrideCents: z.number().int().nullable(),
  /** The price the item carries: the override, else the rule's. */
  priceCents: z.number().int(),
  /** The seller's own compare-at price, or null: it follows the rules. */
  compareAtOverrideCents: z.number().int().nullable(),
  /** The compare-at price the item carries (the override while above the price, else the rule's), or none. */
  compareAtCents: z.number().int().nullable(),
  /** price − cost − shipping; null when nothing ships to the default country. */
  profitCents: z.number().int().nullable(),
  /** The price does not cover cost and shipping: allowed, but worth a warning. */
  belowCost: z.boolean(),
});
export type ImportVariant = z.infer<typeof ImportVariant>;

/** GET /api/import-list/{id}: one item as the editor shows it. */
export const ImportDraft = z.object({
  id: z.string(),
  productId: z.number().int(),
  addedAt: z.string(),
  updatedAt: z.string(),
  product: z.object({
    title: z.string(),
    /** Every image the catalogue has for the product, main first: what the seller picks from. */
    images: z.array(z.string()),
    options: z.array(OptionAxis),
    costMin: z.number().int(),
    costMax: z.number().int(),
    availability: ProductAvailability,
  }),
  title: z.string(),
  /** Markdown. */
  description: z.string(),
  tags: z.array(z.string()),
  /** Chosen images in order; the first is the main image. */
  images: z.array(z.string()),
  /** The country shipping and profit are for (Setting → Shipping's default). */
  shipTo: z.string(),
  currency: z.literal('USD'),
  variants: z.array(ImportVariant),
});
export type ImportDraft = z.infer<typeof ImportDraft>;

/** GET /api/import-list: newest first, by keyset cursor. */
export const ImportDraftQuery = z.object({
  cursor: z.string().max(40).optional(),
  limit: formNumber(z.number().int().min(1).max(IMPORT_PAGE_MAX)).default(IMPORT_PAGE_SIZE),
});
export const ImportDraftPage = z.object({
  items: z.array(ImportDraft),
  /** Every item of the seller's list, not only this page's. */
  total: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type ImportDraftPage = z.infer<typeof ImportDraftPage>;

export const ImportDraftParams = z.object({ id: z.string().min(1).max(40) });

const price = z.number().int().positive().max(IMPORT_LIMITS.priceCents);

/** One variant's change: leave a field out to keep it; a null price or compare-at goes back to the rules. */
export const ImportVariantPatch = z.object({
  id: z.number().int().positive(),
  selected: z.boolean().optional(),
  priceCents: price.nullable().optional(),
  compareAtCents: price.nullable().optional(),
});
export type ImportVariantPatch = z.infer<typeof ImportVariantPatch>;

/** PATCH /api/import-list/{id}: only the fields given change. */
export const ImportDraftPatch = z.object({
  title: z.string().trim().min(1).max(IMPORT_LIMITS.title).optional(),
  description: z.string().max(IMPORT_LIMITS.description).optional(),
  tags: z.array(z.string().trim().min(1).max(IMPORT_LIMITS.tag)).max(IMPORT_LIMITS.tags).optional(),
  /** A subset of the product's images, in order, the main first. */
  images: z.array(z.string().min(1).max(IMPORT_LIMITS.image)).min(1).max(IMPORT_LIMITS.images).optional(),
  variants: z
    .array(ImportVariantPatch)
    .max(IMPORT_LIMITS.variants)
    .refine((vs) => new Set(vs.map((v) => v.id)).size === vs.length, { message: 'a variant is named twice' })
    .optional(),
});
export type ImportDraftPatch = z.input<typeof ImportDraftPatch>;

/** POST /api/import-list/remove: every id must be one of the seller's items, or nothing is removed. */
export const ImportListRemove = z.object({ ids: z.array(z.string().min(1).max(40)).min(1).max(IMPORT_REMOVE_MAX) });
export type ImportListRemove = z.infer<typeof ImportListRemove>;
export const ImportListRemoveResult = z.object({ removed: z.array(z.string()) });
export type ImportListRemoveResult = z.infer<typeof ImportListRemoveResult>;

/** The profit of a sale at `priceCents`, in USD cents: what the editor shows while the seller types. */
export function importProfit(priceCents: number, costCents: number, shippingCents: number | null): number | null {
  return shippingCents === null ? null : priceCents - costCents - shippingCents;
}
