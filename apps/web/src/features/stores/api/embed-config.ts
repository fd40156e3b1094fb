import { useQuery } from '@tanstack/react-query';
import type { ShopifyEmbedConfig } from '@dropport/contracts';
import { useLocation } from 'react-router';
import { get } from '@/lib/http';
import { useAppStore } from '@/stores/app-store';
import { storeKeys } from './store-keys';

export const fetchEmbedConfig = (shop: string, host: string) =>
  get<ShopifyEmbedConfig>('/api/stores/shopify/config', { params: { shop, host }, silent: true });

/**
 * A page Shopify opened (its query has `shop` and `host`): the embedded app's api key and host go into the app
 * settings store's shopifyConfig.
 */
export function useEmbeddedShopifyConfig() {
  const { search } = useLocation();
  const q = new URLSearchParams(search);
  const shop = q.get('shop') ?? '';
  const host = q.get('host') ?? '';
  const config = useQuery({
    queryKey: storeKeys.embed(shop, host),
    // Stored as soon as it arrives, even when the page that asked has moved on (the OAuth page hands over to My
    // stores as soon as the link is made, often before this answer).
    queryFn: async () => {
      const answer = await fetchEmbedConfig(shop, host);
      useAppStore.getState().updateSettings({ shopifyConfig: { apiKey: answer.apiKey, host: answer.host } });
      return answer;
    },
    enabled: !!shop && !!host,
    staleTime: Infinity,
    retry: false,
  });
  return config.data ?? null;
}
