import { queryOptions, useQuery } from '@tanstack/react-query';
import { FALLBACK_SHIP_TO, type ShippingDefaults } from '@dropport/contracts';
import { get } from '@/lib/http';
import { marketKeys } from './market-keys';

/** Where the seller ships by default (Setting → Shipping), else the platform's fallback, as the market list does. */
export function shipToDefaultQuery(userId: string) {
  return queryOptions({
    queryKey: marketKeys.shipToDefault(userId),
    queryFn: async () =>
      (await get<ShippingDefaults>(`/v1/users/${encodeURIComponent(userId)}/shipping`, { silent: true })).defaultCountryCode ??
      FALLBACK_SHIP_TO,
  });
}

/** Asked only when `enabled` (the page was not handed a ship-to country by the list). */
export function useShipToDefault(userId: string, enabled: boolean) {
  return useQuery({ ...shipToDefaultQuery(userId), enabled: enabled && userId !== '' });
}
