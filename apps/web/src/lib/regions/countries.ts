import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Country, CountryList } from '@dropport/contracts';
import { get } from '../http';
import type { Locale } from '../locales';
import { useLocale } from '../use-locale';

export const regionsKeys = {
  all: ['regions'] as const,
  countries: (locale: Locale) => [...regionsKeys.all, 'countries', locale] as const,
};

/**
 * Every country, named in `locale`. Reference data: fetched once per language and kept while the list is non-empty;
 * an empty answer is fetched again on the next use.
 */
export function countriesQuery(locale: Locale) {
  return queryOptions({
    queryKey: regionsKeys.countries(locale),
    queryFn: async () => (await get<CountryList>('/v1/dataRegion/country', { headers: { 'Accept-Language': locale } })).items,
    staleTime: (query) => (query.state.data?.length ? Infinity : 0),
    gcTime: Infinity,
  });
}

/** The country list in the console's current language. */
export function useCountries() {
  const locale = useLocale();
  // While another language's list loads, the one shown stays (a form using it keeps its state).
  return useQuery({
    ...countriesQuery(locale),
    placeholderData: (previous) => previous,
  });
}

/** Countries by code, for showing a stored code by its name. */
export function byCode(countries: readonly Country[] | undefined): Map<string, Country> {
  return new Map((countries ?? []).map((c) => [c.code, c]));
}
