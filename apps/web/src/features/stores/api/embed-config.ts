import { useQuery } from '@tanstack/react-query';
import type { ShopifyEmbedConfig } from '@dropport/contracts';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { get } from '../../../lib/http';
import { useAppStore } from '../../../stores/app-store';
import { storeKeys } from './store-keys';

export const fetchEmbedConfig = (shop: string, host: string) =>
  get<ShopifyEmbedConfig>('/api/stores/shopify/config', { params: { shop, host }, silent: true });

/**
 * A page Shopify opened (its query has `shop` and `host`): the embedded app's api key and host go into the app
 * settings store's shopifyConfig (seed section 3).
 */
export function useEmbeddedShopifyConfig() {
  const { search } = useLocation();
  const q = new URLSearchParams(search);
  const shop = q.get('shop') ?? '';
  const host = q.get('host') ?? '';
  const updateSettings = useAppStore((s) => s.updateSettings);
  const config = useQuery({
    queryKey: storeKeys.embed(shop, host),
    queryFn: () => fetchEmbedConfig(shop, host),
    enabled: !!shop && !!host,
    staleTime: Infinity,
    retry: false,
  });
  useEffect(() => {
    if (config.data) updateSettings({ shopifyConfig: { apiKey: config.data.apiKey, host: config.data.host } });
  }, [config.data, updateSettings]);
  return config.data ?? null;
}
