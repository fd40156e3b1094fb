import { useMutation } from '@tanstack/react-query';
import type { ShopifyConnectAnswer } from '@dropport/contracts';
import { postJson } from '@/lib/http';

/** Starts linking a Shopify store: the server answers Shopify's authorize page for it. */
export const connectStore = (shop: string) =>
  postJson<ShopifyConnectAnswer>('/api/stores/shopify/connect', { shop }, { silent: true });

export function useConnectStore() {
  return useMutation({ mutationFn: connectStore });
}
