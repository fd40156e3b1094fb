import { createAdminApiClient } from '@shopify/admin-api-client';
import type { ShopifyApp } from './shopify-app.js';
import { ShopifyUnavailableError } from './shopify-http.js';
import { orderMethods, type ShopifyOrderClient } from './shopify-orders.js';
import { QUERIES, type ProductNode } from './shopify-queries.js';

export { ShopifyUnavailableError } from './shopify-http.js';

/** Shopify refused the access token (revoked by the merchant, or the app was uninstalled). */
export class ShopifyAuthError extends Error {}
/** A GraphQL-level refusal: a missing access scope (ACCESS_DENIED), a malformed request. */
export class ShopifyRequestError extends Error {
  constructor(
    message: string,
    readonly codes: string[],
  ) {
    super(message);
  }
}
export interface ShopifyUserError {
  field: string[] | null;
  message: string;
  code?: string | null;
}
/** Shopify validated the input and refused it; `userErrors` say why, field by field. */
export class ShopifyUserErrors extends Error {
  constructor(
    readonly operation: string,
    readonly userErrors: ShopifyUserError[],
  ) {
    super(`${operation}: ${userErrors.map((e) => `${(e.field ?? []).join('.')} ${e.message}`.trim()).join('; ')}`);
  }
}

export interface ShopInfo {
  name: string;
  currencyCode: string;
  myshopifyDomain: string;
}

/** A product to list, in Dropport's terms: money in minor units of the store currency, options by position. */
export interface NewProduct {
  /** Dropport's key for the listing in the store (e.g. `dp-<listing id>`): creating again with it updates, never duplicates. */
  handle: string;
  title: string;
  descriptionHtml?: string;
  vendor?: string;
  productType?: string;
  tags?: string[];
  status?: 'ACTIVE' | 'DRAFT';
  /** Up to three options; none gives the single "Default Title" variant. */
  options: { name: string; values: string[] }[];
  variants: NewVariant[];
  images?: { url: string; alt?: string }[];
}

export interface NewVariant {
  sku: string;
  /** One value per option, in option order (empty when there are no options). */
  optionValues: string[];
  priceMinor: number;
  compareAtMinor?: number | null;
  /** Available quantity at the shop's primary location. */
  quantity?: number;
}

export interface StoreVariant {
  id: string;
  sku: string | null;
  optionValues: string[];
  priceMinor: number;
  compareAtMinor: number | null;
  inventoryItemId: string;
  quantity: number | null;
}

export interface StoreProduct {
  id: string;
  handle: string;
  title: string;
  status: string;
  onlineStoreUrl: string | null;
  imageUrls: string[];
  variants: StoreVariant[];
}

/** The Admin API calls Dropport makes for one store (offline token); every money amount is in minor units. */
export interface ShopifyAdminClient extends ShopifyOrderClient {
  shop(): Promise<ShopInfo>;
  primaryLocationId(): Promise<string>;
  /** Creates the product with its variants, prices, stock and images in one call, or updates the one with this handle. */
  createProduct(product: NewProduct): Promise<StoreProduct>;
  getProduct(productId: string): Promise<StoreProduct | null>;
  findProductByHandle(handle: string): Promise<StoreProduct | null>;
  updateVariantPrices(
    productId: string,
    prices: { variantId: string; priceMinor: number; compareAtMinor?: number | null }[],
  ): Promise<StoreVariant[]>;
  /** Sets available quantities at the primary location (Dropport is the source of truth for supplier stock). */
  setInventory(levels: { inventoryItemId: string; quantity: number }[]): Promise<void>;
  /** Deletes the product; false when the store no longer had it. */
  deleteProduct(productId: string): Promise<boolean>;
}

/** "12.3" ← 1230; integer arithmetic only. */
export function toMoney(minor: number): string {
  if (!Number.isInteger(minor) || minor < 0) throw new RangeError(`not an amount in minor units: ${minor}`);
  return `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
}

/** 1230 ← "12.30" (or "12.3", "12"). */
export function fromMoney(amount: string): number {
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!m) throw new RangeError(`not a money amount: ${amount}`);
  return Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0'));
}

function productOf(p: ProductNode): StoreProduct {
  return {
    id: p.id,
    handle: p.handle,
    title: p.title,
    status: p.status,
    onlineStoreUrl: p.onlineStoreUrl,
    imageUrls: p.media.nodes.flatMap((m) => (m.image?.url ? [m.image.url] : [])),
    variants: p.variants.nodes.map((v) => ({
      id: v.id,
      sku: v.sku,
      optionValues: v.selectedOptions.map((o) => o.value),
      priceMinor: fromMoney(v.price),
      compareAtMinor: v.compareAtPrice === null ? null : fromMoney(v.compareAtPrice),
      inventoryItemId: v.inventoryItem.id,
      quantity: v.inventoryQuantity,
    })),
  };
}

const DEFAULT_OPTION = { name: 'Title', values: ['Default Title'] };

/** The Admin GraphQL client of one store, over @shopify/admin-api-client with Dropport's transport. */
export function adminClient(app: ShopifyApp, shop: string, accessToken: string): ShopifyAdminClient {
  const client = createAdminApiClient({
    storeDomain: shop,
    apiVersion: app.apiVersion,
    accessToken,
    customFetchApi: app.fetch,
    retries: 1,
    logger: () => undefined,
  });

  async function run<T>(operation: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const res = await client.request<T>(query, { variables });
    const e = res.errors;
    if (e) {
      const status = e.networkStatusCode;
      if (status === 401 || status === 403)
        throw new ShopifyAuthError(`${operation}: Shopify refused the access token (${status})`);
      if (e.graphQLErrors?.length) {
        const codes = e.graphQLErrors.map((g) => String((g as { extensions?: { code?: unknown } }).extensions?.code ?? ''));
        throw new ShopifyRequestError(`${operation}: ${e.graphQLErrors.map((g) => g.message).join('; ')}`, codes);
      }
      if (status === undefined || status === 429 || status >= 500) {
        throw new ShopifyUnavailableError(`${operation}: ${e.message ?? 'no answer'}${status ? ` (${status})` : ''}`);
      }
      throw new ShopifyRequestError(`${operation}: ${e.message ?? status}`, []);
    }
    if (!res.data) throw new ShopifyUnavailableError(`${operation}: an answer without data`);
    return res.data;
  }

  const userErrors = (operation: string, errors: ShopifyUserError[] | undefined) => {
    if (errors?.length) throw new ShopifyUserErrors(operation, errors);
  };

  let location: Promise<string> | undefined;
  const primaryLocationId = () => {
    location ??= run<{ location: { id: string } | null }>('location', QUERIES.primaryLocation).then((d) => {
      if (!d.location) throw new ShopifyRequestError('location: the shop has no primary location', []);
      return d.location.id;
    });
    location.catch(() => {
      location = undefined;
    });
    return location;
  };

  return {
    ...orderMethods(run),
    shop: async () => (await run<{ shop: ShopInfo }>('shop', QUERIES.shop)).shop,
    primaryLocationId,
    createProduct: async (p) => {
      const options = p.options.length ? p.options : [DEFAULT_OPTION];
      const needsStock = p.variants.some((v) => v.quantity !== undefined);
      const locationId = needsStock ? await primaryLocationId() : undefined;
      const input = {
        title: p.title,
        handle: p.handle,
        descriptionHtml: p.descriptionHtml ?? '',
        vendor: p.vendor,
        productType: p.productType,
        tags: p.tags ?? [],
        status: p.status ?? 'ACTIVE',
        productOptions: options.map((o, i) => ({ name: o.name, position: i + 1, values: o.values.map((name) => ({ name })) })),
        files: (p.images ?? []).map((img) => ({ originalSource: img.url, alt: img.alt ?? p.title, contentType: 'IMAGE' })),
        variants: p.variants.map((v, i) => ({
          position: i + 1,
          sku: v.sku,
          price: toMoney(v.priceMinor),
          compareAtPrice: v.compareAtMinor ? toMoney(v.compareAtMinor) : null,
          optionValues: options.map((o, j) => ({
            optionName: o.name,
            name: p.options.length ? (v.optionValues[j] ?? '') : o.values[0],
          })),
          inventoryItem: { sku: v.sku, tracked: true },
          ...(v.quantity !== undefined && locationId
            ? { inventoryQuantities: [{ locationId, name: 'available', quantity: v.quantity }] }
            : {}),
        })),
      };
      const d = await run<{ productSet: { product: ProductNode | null; userErrors: ShopifyUserError[] } }>(
        'productSet',
        QUERIES.productSet,
        { identifier: { handle: p.handle }, input, synchronous: true },
      );
      userErrors('productSet', d.productSet.userErrors);
      if (!d.productSet.product) throw new ShopifyRequestError('productSet: no product in the answer', []);
      return productOf(d.productSet.product);
    },
    getProduct: async (productId) => {
      const d = await run<{ product: ProductNode | null }>('product', QUERIES.product, { id: productId });
      return d.product ? productOf(d.product) : null;
    },
    findProductByHandle: async (handle) => {
      const d = await run<{ productByIdentifier: ProductNode | null }>('productByIdentifier', QUERIES.productByHandle, {
        identifier: { handle },
      });
      return d.productByIdentifier ? productOf(d.productByIdentifier) : null;
    },
    updateVariantPrices: async (productId, prices) => {
      const d = await run<{ productVariantsBulkUpdate: { product: ProductNode | null; userErrors: ShopifyUserError[] } }>(
        'productVariantsBulkUpdate',
        QUERIES.updatePrices,
        {
          productId,
          variants: prices.map((p) => ({
            id: p.variantId,
            price: toMoney(p.priceMinor),
            ...(p.compareAtMinor === undefined ? {} : { compareAtPrice: p.compareAtMinor ? toMoney(p.compareAtMinor) : null }),
          })),
        },
      );
      userErrors('productVariantsBulkUpdate', d.productVariantsBulkUpdate.userErrors);
      const product = d.productVariantsBulkUpdate.product;
      return product ? productOf(product).variants : [];
    },
    setInventory: async (levels) => {
      if (levels.length === 0) return;
      const locationId = await primaryLocationId();
      const d = await run<{ inventorySetQuantities: { userErrors: ShopifyUserError[] } }>(
        'inventorySetQuantities',
        QUERIES.setInventory,
        {
          input: {
            name: 'available',
            reason: 'correction',
            ignoreCompareQuantity: true,
            quantities: levels.map((l) => ({ inventoryItemId: l.inventoryItemId, locationId, quantity: l.quantity })),
          },
        },
      );
      userErrors('inventorySetQuantities', d.inventorySetQuantities.userErrors);
    },
    deleteProduct: async (productId) => {
      const d = await run<{ productDelete: { deletedProductId: string | null; userErrors: ShopifyUserError[] } }>(
        'productDelete',
        QUERIES.deleteProduct,
        { input: { id: productId } },
      );
      const errors = d.productDelete.userErrors;
      if (errors.some((e) => /does not exist/i.test(e.message))) return false;
      userErrors('productDelete', errors);
      return d.productDelete.deletedProductId !== null;
    },
  };
}
