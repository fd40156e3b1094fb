import { z } from 'zod';
import { StoreCurrency } from './pricing.js';

/**
 * Linked online stores (Shopify first). A store is linked through Shopify's OAuth authorization-code flow; the
 * access token is kept encrypted on the server and never leaves it.
 */
export const STORE_PLATFORMS = ['shopify'] as const;
export const StorePlatform = z.enum(STORE_PLATFORMS);
export type StorePlatform = z.infer<typeof StorePlatform>;

/** active: usable; uninstalled: the app was removed in Shopify; revoked: Shopify refused the token; unlinked: by the seller. */
export const STORE_STATUSES = ['active', 'uninstalled', 'revoked', 'unlinked'] as const;
export const StoreStatus = z.enum(STORE_STATUSES);
export type StoreStatus = z.infer<typeof StoreStatus>;

/** `name.myshopify.com`: a letter or digit first, then letters, digits and dashes. */
export const SHOP_DOMAIN_PATTERN = /^[a-z0-9][a-z0-9-]{0,59}\.myshopify\.com$/;
export const ShopDomain = z.string().trim().toLowerCase().regex(SHOP_DOMAIN_PATTERN);

/**
 * What a seller typed as their store, normalised: `My-Store`, `my-store.myshopify.com`,
 * `https://my-store.myshopify.com/admin` all become `my-store.myshopify.com`. Null when it is no Shopify address.
 */
export function normalizeShopDomain(input: string): string | null {
  let s = input.trim().toLowerCase();
  s = s.replace(/^https?:\/\//, '').replace(/[/?#].*$/, '');
  if (/^[a-z0-9][a-z0-9-]{0,59}$/.test(s)) s = `${s}.myshopify.com`;
  return SHOP_DOMAIN_PATTERN.test(s) ? s : null;
}

export const StoreSummary = z.object({
  id: z.string(),
  platform: StorePlatform,
  shopDomain: z.string(),
  name: z.string(),
  currency: StoreCurrency,
  status: StoreStatus,
  linkedAt: z.string(),
});
export type StoreSummary = z.infer<typeof StoreSummary>;

/** A linked store as its seller (and an admin) sees it: the summary plus the granted scopes and the last change. */
export const StoreView = StoreSummary.extend({
  scopes: z.array(z.string()),
  updatedAt: z.string(),
});
export type StoreView = z.infer<typeof StoreView>;

export const StoreList = z.object({ items: z.array(StoreView) });
export type StoreList = z.infer<typeof StoreList>;

/** POST /api/stores/shopify/connect: the domain is checked by the server (STORE_DOMAIN_INVALID), not only by shape. */
export const ShopifyConnect = z.object({ shop: z.string().max(300) });
export type ShopifyConnect = z.infer<typeof ShopifyConnect>;

export const ShopifyConnectAnswer = z.object({
  /** Where the browser goes next: Shopify's authorize page for this shop. */
  authorizeUrl: z.string(),
  shop: z.string(),
});
export type ShopifyConnectAnswer = z.infer<typeof ShopifyConnectAnswer>;

/** POST /api/stores/shopify/callback: the raw query Shopify sent to /oauth2/authorize (window.location.search). */
export const ShopifyCallback = z.object({ query: z.string().max(4000) });
export type ShopifyCallback = z.infer<typeof ShopifyCallback>;

/**
 * linked: the store is saved for the seller. parked: an install begun from Shopify with no Dropport session; the
 * console keeps `claimToken` and claims the store once the seller has signed in (POST /api/stores/shopify/claim).
 */
export const ShopifyCallbackAnswer = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('linked'), store: StoreView }),
  z.object({ outcome: z.literal('parked'), shop: z.string(), claimToken: z.string(), expiresAt: z.string() }),
]);
export type ShopifyCallbackAnswer = z.infer<typeof ShopifyCallbackAnswer>;

export const ShopifyClaim = z.object({ claimToken: z.string().min(1).max(200) });
export type ShopifyClaim = z.infer<typeof ShopifyClaim>;

/** GET /api/stores/shopify/config?shop=&host=: what the embedded app needs (the console's shopifyConfig setting). */
export const ShopifyEmbedQuery = z.object({ shop: z.string().max(300), host: z.string().max(500) });
export const ShopifyEmbedConfig = z.object({ apiKey: z.string(), host: z.string(), shop: z.string() });
export type ShopifyEmbedConfig = z.infer<typeof ShopifyEmbedConfig>;
