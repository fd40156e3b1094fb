import type { ShopifyCallbackAnswer, StoreView } from '@dropport/contracts';
import { postJson } from '@/lib/http';

/** Hands Shopify's callback query to the server, which verifies it and links (or parks) the store. */
export const finishLink = (query: string) =>
  postJson<ShopifyCallbackAnswer>('/api/stores/shopify/callback', { query }, { silent: true });

/** Binds a parked install to the seller now signed in. */
export const claimStore = (claimToken: string) =>
  postJson<StoreView>('/api/stores/shopify/claim', { claimToken }, { silent: true });

const inFlight = new Map<string, Promise<unknown>>();

/**
 * A callback's state is good once: the same query handed over twice (a page mounted twice, a double click) shares
 * one request instead of failing the second time.
 */
export function once<T>(key: string, run: () => Promise<T>): Promise<T> {
  let p = inFlight.get(key) as Promise<T> | undefined;
  if (!p) {
    p = run();
    inFlight.set(key, p);
  }
  return p;
}
