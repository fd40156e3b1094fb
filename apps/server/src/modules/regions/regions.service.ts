import { EU_COUNTRY_CODES, type CityList, type Country, type Locale, type ProvinceList } from '@dropport/contracts';
import { fail } from '../../lib/app-error.js';
import { cityData, countryData, stateData } from './region-data.js';

const EU = new Set<string>(EU_COUNTRY_CODES);
// The lists never change while the server runs: built once per language.
const byLocale = new Map<Locale, Country[]>();

/** `+1-684` and `1-809 and 1-829` become `1-684` and `1-809`: one dialling code, no plus. */
const phoneCode = (raw: string) => (raw.split(' and ')[0] ?? '').replace(/^\+/, '');

/** Every country, named in the caller's language (Intl.DisplayNames) and sorted by that name. */
export function listCountries(locale: Locale): Country[] {
  const cached = byLocale.get(locale);
  if (cached) return cached;
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
  const collator = new Intl.Collator(locale);
  const list = countryData()
    .getAllCountries()
    .map((c) => ({
      code: c.isoCode,
      name: names.of(c.isoCode) ?? c.name,
      phoneCode: phoneCode(c.phonecode),
      currency: c.currency,
      eu: EU.has(c.isoCode),
      flag: c.flag,
    }))
    .sort((a, b) => collator.compare(a.name, b.name));
  byLocale.set(locale, list);
  return list;
}

export function isKnownCountry(code: string): boolean {
  return countryData().getCountryByCode(code) !== undefined;
}

/** Refuses a country code the region data does not know (COUNTRY_UNKNOWN). */
export function requireCountry(code: string): void {
  if (!isKnownCountry(code)) fail('COUNTRY_UNKNOWN', { code });
}

/** The provinces (states, regions) of a country, by name. */
export function listProvinces(countryCode: string): ProvinceList {
  requireCountry(countryCode);
  const items = stateData()
    .getStatesOfCountry(countryCode)
    .map((s) => ({ code: s.isoCode, name: s.name }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return { items };
}

/** The cities of one province; the city data loads on the first call. */
export function listCities(countryCode: string, provinceCode: string): CityList {
  requireCountry(countryCode);
  const code = provinceCode.toUpperCase();
  if (!stateData().getStateByCodeAndCountry(code, countryCode)) fail('PROVINCE_UNKNOWN', { code, countryCode });
  const items = cityData()
    .getCitiesOfState(countryCode, code)
    .map((c) => ({ name: c.name }));
  return { items };
}
