import { z } from 'zod';
import { formNumber } from './form.js';
import { CountryCode, EU_COUNTRY_CODES } from './regions.js';

/** The market's collections: one console route each, e.g. `all` is `/allProducts`. */
export const MARKET_COLLECTIONS = ['all', 'hot', 'new', 'warehouse', 'private'] as const;
export type MarketCollection = (typeof MARKET_COLLECTIONS)[number];

/** The console path of a collection: `/allProducts`, `/hotProducts` ... */
export const collectionPath = (c: MarketCollection) => `/${c}Products`;

export const MARKET_SORTS = ['relevance', 'newest', 'costAsc', 'costDesc', 'popular'] as const;
export type MarketSort = (typeof MARKET_SORTS)[number];

export const MARKET_PAGE_SIZE = 24;
export const MARKET_PAGE_MAX = 60;
export const MARKET_QUERY_MAX = 100;
/** `new` shows products added within this many days. */
export const NEW_PRODUCT_DAYS = 30;
/** Where the ship-to country defaults when the seller has not chosen one in Setting → Shipping. */
export const FALLBACK_SHIP_TO = 'US';
/** Bounds on cost filters, in cents. */
export const COST_FILTER_MAX = 10_000_000;

const NEAR: Record<string, string> = { US: 'US', GB: 'GB', AU: 'AU', NZ: 'AU', BR: 'BR' };
for (const c of EU_COUNTRY_CODES) NEAR[c] = 'EU';

/** The warehouse region near a buyer in `country` (US, EU, GB, AU, BR), or null where no warehouse is near. */
export function nearRegion(country: string): string | null {
  return NEAR[country] ?? null;
}

const Cents = formNumber(z.number().int().min(0).max(COST_FILTER_MAX));

/** A category id: lower-case words joined by dashes, e.g. `home-garden` or `home-garden-kitchen`. */
export const CategoryId = z
  .string()
  .trim()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  .max(60);

/** GET /api/market/products: one page of a collection, filters and sort in the query (as in the console's URL). */
export const MarketQuery = z.object({
  collection: z.enum(MARKET_COLLECTIONS).default('all'),
  q: z.string().trim().max(MARKET_QUERY_MAX).optional(),
  category: CategoryId.optional(),
  costMin: Cents.optional(),
  costMax: Cents.optional(),
  /** The country a product ships from (its warehouse's country). */
  shipFrom: CountryCode.optional(),
  /** Where the parcel goes: each card's shipping cost and days are for this country. Defaults to the seller's. */
  shipTo: CountryCode.optional(),
  /** Default: relevance with a search, popular in `hot`, newest otherwise. */
  sort: z.enum(MARKET_SORTS).optional(),
  cursor: z.string().max(200).optional(),
  limit: formNumber(z.number().int().min(1).max(MARKET_PAGE_MAX)).default(MARKET_PAGE_SIZE),
});
export type MarketQuery = z.input<typeof MarketQuery>;

/** The cheapest way to ship one unit to the list's ship-to country. */
export const ShippingEstimate = z.object({
  methodCode: z.string(),
  methodName: z.string(),
  costCents: z.number().int(),
  daysMin: z.number().int(),
  daysMax: z.number().int(),
});
export type ShippingEstimate = z.infer<typeof ShippingEstimate>;

export const Warehouse = z.object({
  code: z.string(),
  name: z.string(),
  countryCode: z.string(),
  /** The buyer area it is near to; `CN` is the origin, not near to anyone. */
  region: z.string(),
});
export type Warehouse = z.infer<typeof Warehouse>;
export const WarehouseList = z.object({ items: z.array(Warehouse) });
export type WarehouseList = z.infer<typeof WarehouseList>;

/** A product as a card of the market grid. Costs are USD cents. */
export const ProductCard = z.object({
  id: z.number().int(),
  title: z.string(),
  image: z.string().nullable(),
  costMin: z.number().int(),
  costMax: z.number().int(),
  currency: z.literal('USD'),
  stock: z.number().int(),
  categoryId: z.string(),
  warehouseCode: z.string(),
  shipFromCountry: z.string(),
  /** Null when no method serves the ship-to country. */
  shipping: ShippingEstimate.nullable(),
  popularity: z.number().int(),
  createdAt: z.string(),
  inImportList: z.boolean(),
});
export type ProductCard = z.infer<typeof ProductCard>;

/** A market list counts its matches up to this many; past it, the count says "1,000+" (an exact count costs a scan). */
export const MARKET_COUNT_CAP = 1000;

export const MarketPage = z.object({
  items: z.array(ProductCard),
  nextCursor: z.string().nullable(),
  /**
   * How many products match, on the first page only (null after it): exact up to MARKET_COUNT_CAP, else that cap with
   * `totalCapped`. A search counts within its candidate matches, so its count may also be a lower bound.
   */
  total: z.number().int().nullable(),
  /** The real number is larger than `total` ("1,000+"). */
  totalCapped: z.boolean(),
  /** The ship-to country the estimates are for (the query's, else the seller's default). */
  shipTo: z.string(),
  sort: z.enum(MARKET_SORTS),
});
export type MarketPage = z.infer<typeof MarketPage>;

export const OptionAxis = z.object({ name: z.string(), values: z.array(z.string()) });
export type OptionAxis = z.infer<typeof OptionAxis>;

export const Variant = z.object({
  id: z.number().int(),
  sku: z.string(),
  /** Option name to value, e.g. `{ Color: 'Red', Size: 'M' }`. */
  options: z.record(z.string(), z.string()),
  costCents: z.number().int(),
  stock: z.number().int(),
  weightG: z.number().int(),
  image: z.string().nullable(),
});
export type Variant = z.infer<typeof Variant>;

export const CategoryRef = z.object({ id: z.string(), name: z.string() });
export type CategoryRef = z.infer<typeof CategoryRef>;

export const Supplier = z.object({
  id: z.number().int(),
  name: z.string(),
  countryCode: z.string(),
  /** 0–5 stars in tenths (45 = 4.5). */
  rating: z.number().int(),
});
export type Supplier = z.infer<typeof Supplier>;

/** GET /api/market/products/{id}. */
export const ProductDetail = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Markdown. */
  description: z.string(),
  images: z.array(z.string()),
  attributes: z.array(z.object({ name: z.string(), value: z.string() })),
  tags: z.array(z.string()),
  options: z.array(OptionAxis),
  variants: z.array(Variant),
  weightG: z.number().int(),
  size: z.object({ lengthMm: z.number().int(), widthMm: z.number().int(), heightMm: z.number().int() }),
  warehouse: Warehouse,
  supplier: Supplier,
  /** From the top of the tree down to the product's category. */
  categoryPath: z.array(CategoryRef),
  costMin: z.number().int(),
  costMax: z.number().int(),
  currency: z.literal('USD'),
  stock: z.number().int(),
  status: z.enum(['active', 'inactive']),
  visibility: z.enum(['public', 'private']),
  popularity: z.number().int(),
  createdAt: z.string(),
  inImportList: z.boolean(),
});
export type ProductDetail = z.infer<typeof ProductDetail>;
export const ProductParams = z.object({ id: formNumber(z.number().int().positive()) });

/** A category of the tree, named in the caller's language. */
export interface CategoryNode {
  id: string;
  name: string;
  children: CategoryNode[];
}
export const CategoryNode: z.ZodType<CategoryNode> = z.lazy(() =>
  z.object({ id: z.string(), name: z.string(), children: z.array(CategoryNode) }),
);
export const CategoryTree = z.object({ items: z.array(CategoryNode) });
export type CategoryTree = z.infer<typeof CategoryTree>;

export const SHIPPING_QUANTITY_MAX = 10_000;

/** GET /v1/shipping/template: what shipping a product (or one variant) costs to a country. */
export const ShippingQuoteQuery = z
  .object({
    productId: formNumber(z.number().int().positive()).optional(),
    variantId: formNumber(z.number().int().positive()).optional(),
    country: CountryCode,
    quantity: formNumber(z.number().int().min(1).max(SHIPPING_QUANTITY_MAX)).default(1),
  })
  .refine((q) => q.productId !== undefined || q.variantId !== undefined, {
    message: 'productId or variantId is required',
    path: ['productId'],
  });
export type ShippingQuoteQuery = z.input<typeof ShippingQuoteQuery>;

export const ShippingQuoteOption = z.object({
  methodCode: z.string(),
  methodName: z.string(),
  carrier: z.string(),
  costCents: z.number().int(),
  daysMin: z.number().int(),
  daysMax: z.number().int(),
});
export type ShippingQuoteOption = z.infer<typeof ShippingQuoteOption>;

export const ShippingQuote = z.object({
  productId: z.number().int(),
  variantId: z.number().int().nullable(),
  countryCode: z.string(),
  quantity: z.number().int(),
  /** The parcel's weight: the variant's (or product's) weight times the quantity. */
  weightG: z.number().int(),
  /** Units in stock now: the variant's, or the product's over all its variants. A larger quantity cannot be ordered. */
  stock: z.number().int(),
  /** Whether the quantity quoted is in stock (`quantity <= stock`); the quote is still given, for planning. */
  inStock: z.boolean(),
  currency: z.literal('USD'),
  /** Cheapest first. */
  items: z.array(ShippingQuoteOption),
});
export type ShippingQuote = z.infer<typeof ShippingQuote>;

/** One rule of a shipping template: a method's price and days to one destination (`*`: every other one). */
export interface TemplateRule {
  firstWeightG: number;
  firstPriceCents: number;
  additionalUnitG: number;
  additionalPriceCents: number;
}

/** First-weight price, then the additional price per started additional unit. */
export function shippingCost(rule: TemplateRule, weightG: number): number {
  const extra = Math.max(0, weightG - rule.firstWeightG);
  return rule.firstPriceCents + Math.ceil(extra / rule.additionalUnitG) * rule.additionalPriceCents;
}
