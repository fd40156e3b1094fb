import { z } from 'zod';

/** ISO 3166-1 alpha-2 codes of the EU member states (IOSS applies to parcels sent to these). */
export const EU_COUNTRY_CODES = [
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE',
  'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
] as const; // prettier-ignore

/** A country code as given: trimmed and upper-cased; whether it exists is the server's check (COUNTRY_UNKNOWN). */
export const CountryCode = z
  .string()
  .trim()
  .min(1)
  .max(8)
  .transform((v) => v.toUpperCase());

/** One country of the region data (GET /v1/dataRegion/country), named in the caller's language. */
export const Country = z.object({
  code: z.string(),
  name: z.string(),
  /** Dialling code without the plus, e.g. `34`. */
  phoneCode: z.string(),
  /** ISO 4217 currency of the country, e.g. `EUR`. */
  currency: z.string(),
  /** An EU member state (IOSS applies). */
  eu: z.boolean(),
  /** The flag emoji. */
  flag: z.string(),
});
export type Country = z.infer<typeof Country>;

export const CountryList = z.object({ items: z.array(Country) });
export type CountryList = z.infer<typeof CountryList>;

/** A province, state or region of a country. */
export const Province = z.object({ code: z.string(), name: z.string() });
export type Province = z.infer<typeof Province>;
export const ProvinceList = z.object({ items: z.array(Province) });
export type ProvinceList = z.infer<typeof ProvinceList>;

export const City = z.object({ name: z.string() });
export type City = z.infer<typeof City>;
export const CityList = z.object({ items: z.array(City) });
export type CityList = z.infer<typeof CityList>;

const ProvinceCode = z.string().trim().min(1).max(16);
const need = (field: string) => ({ message: `${field} is required`, path: [field] });

/** `?country=ES` (the market's name) or `?countryCode=ES`. */
export const ProvinceQuery = z
  .object({ country: CountryCode.optional(), countryCode: CountryCode.optional() })
  .refine((q) => (q.country ?? q.countryCode) !== undefined, need('country'))
  .transform((q) => ({ countryCode: q.country ?? q.countryCode ?? '' }));

/** `?country=ES&province=MD`, or `countryCode` and `provinceCode`. */
export const CityQuery = z
  .object({
    country: CountryCode.optional(),
    countryCode: CountryCode.optional(),
    province: ProvinceCode.optional(),
    provinceCode: ProvinceCode.optional(),
  })
  .refine((q) => (q.country ?? q.countryCode) !== undefined, need('country'))
  .refine((q) => (q.province ?? q.provinceCode) !== undefined, need('province'))
  .transform((q) => ({ countryCode: q.country ?? q.countryCode ?? '', provinceCode: q.province ?? q.provinceCode ?? '' }));
