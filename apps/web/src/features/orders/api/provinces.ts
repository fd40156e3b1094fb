import { useQuery } from '@tanstack/react-query';
import type { ProvinceList } from '@dropport/contracts';
import { get } from '@/lib/http';
import { orderKeys } from './order-keys';

/** GET /v1/dataRegion/province: a country's provinces or states; empty where the region data has none. */
export const fetchProvinces = async (countryCode: string) =>
  (await get<ProvinceList>('/v1/dataRegion/province', { params: { country: countryCode }, silent: true })).items;

export function useProvinces(countryCode: string | undefined) {
  return useQuery({
    queryKey: orderKeys.provinces(countryCode ?? ''),
    queryFn: () => fetchProvinces(countryCode ?? ''),
    enabled: !!countryCode,
    // Reference data: unchanged while the console runs.
    staleTime: Infinity,
  });
}
