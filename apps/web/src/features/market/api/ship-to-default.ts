import { useQuery } from '@tanstack/react-query';
import { FALLBACK_SHIP_TO, type ShippingDefaults } from '@dropport/contracts';
import { shippingDefaultsQueryOptions } from '@/features/shipping';

const shipTo = (defaults: ShippingDefaults) => defaults.defaultCountryCode ?? FALLBACK_SHIP_TO;

/**
 * Where the seller ships by default (Setting → Shipping, whose query this reads), else the platform's fallback, as
 * the market list does. Asked only when `enabled` (the page was not handed a ship-to country by the list).
 */
export function useShipToDefault(userId: string, enabled: boolean) {
  return useQuery({ ...shippingDefaultsQueryOptions(userId), select: shipTo, enabled: enabled && userId !== '' });
}
