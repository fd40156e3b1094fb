import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoryTree } from '@dropport/contracts';
import { get } from '@/lib/http';
import type { Locale } from '@/lib/locales';
import { useLocale } from '@/lib/use-locale';
import { marketKeys } from './market-keys';

/** The category tree named in `locale` (the server reads Accept-Language); reference data, kept for the visit. */
export function categoriesQuery(locale: Locale) {
  return queryOptions({
    queryKey: marketKeys.categories(locale),
    queryFn: async () => (await get<CategoryTree>('/api/market/categories', { headers: { 'Accept-Language': locale } })).items,
    staleTime: Infinity,
  });
}

/** The category tree in the console's language; the previous language's tree stays while the new one loads. */
export function useCategories() {
  const locale = useLocale();
  return useQuery({ ...categoriesQuery(locale), placeholderData: (previous) => previous });
}
