import type { AddressProblem, OrderAddress } from '@dropport/contracts';
import { countryData, stateData } from '../regions/region-data.js';

/** Countries whose carriers need the state or province on the label. */
const PROVINCE_REQUIRED = new Set(['US', 'CA', 'AU', 'BR', 'MX']);

/** Postal code shapes of the main destinations (upper-cased, spaces kept as typed); others are not checked. */
const POSTAL_CODES: Record<string, RegExp> = {
  US: /^\d{5}(-\d{4})?$/,
  CA: /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/,
  GB: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/,
  DE: /^\d{5}$/,
  FR: /^\d{5}$/,
  IT: /^\d{5}$/,
  ES: /^\d{5}$/,
  PT: /^\d{4}-\d{3}$/,
  NL: /^\d{4} ?[A-Z]{2}$/,
  BE: /^\d{4}$/,
  AT: /^\d{4}$/,
  CH: /^\d{4}$/,
  DK: /^\d{4}$/,
  SE: /^\d{3} ?\d{2}$/,
  PL: /^\d{2}-\d{3}$/,
  IE: /^[A-Z]\d[\dW] ?[A-Z\d]{4}$/,
  BR: /^\d{5}-?\d{3}$/,
  MX: /^\d{5}$/,
  AU: /^\d{4}$/,
  JP: /^\d{3}-?\d{4}$/,
};

/** A phone number a carrier can dial: digits with an optional +, spaces, dots, dashes and brackets; 6 to 15 digits. */
const phoneOk = (phone: string) => /^\+?[\d\s().-]+$/.test(phone) && /^\d{6,15}$/.test(phone.replace(/\D/g, ''));

const blank = (v: string | null | undefined) => v === null || v === undefined || v.trim() === '';

/**
 * What is wrong with a shipping address, checked against the region data: a known country, a province of that
 * country (required where carriers need it), a postal code of the country's shape, a dialable phone. Empty: shippable.
 */
export function addressProblems(a: OrderAddress | null): AddressProblem[] {
  if (!a) return ['country_missing'];
  const out: AddressProblem[] = [];
  if (blank(a.name)) out.push('name_missing');
  if (blank(a.address1)) out.push('address_missing');
  if (blank(a.city)) out.push('city_missing');
  const country = a.countryCode?.trim().toUpperCase() ?? '';
  if (country === '') out.push('country_missing');
  else if (!countryData().getCountryByCode(country)) out.push('country_unknown');
  else {
    const code = a.provinceCode?.trim().toUpperCase() ?? '';
    if (code !== '') {
      if (!stateData().getStateByCodeAndCountry(code, country)) out.push('province_unknown');
    } else if (PROVINCE_REQUIRED.has(country)) {
      out.push('province_missing');
    }
    const shape = POSTAL_CODES[country];
    const postal = a.postalCode?.trim().toUpperCase() ?? '';
    if (shape && !shape.test(postal)) out.push('postal_code_invalid');
  }
  if (!blank(a.phone) && !phoneOk(a.phone ?? '')) out.push('phone_invalid');
  return out;
}

/** The province of a country named by its code or its name ("CA", "ca", "California"), when the region data knows it. */
function knownProvince(country: string, value: string | null | undefined) {
  const v = value?.trim().toLowerCase() ?? '';
  if (v === '' || country === '') return undefined;
  return stateData()
    .getStatesOfCountry(country)
    .find((s) => s.isoCode.toLowerCase() === v || s.name.toLowerCase() === v);
}

/**
 * The province columns of an address however it arrives (a store's webhook, a manual order, a seller's edit, a CSV
 * row): a code or a name the region data knows becomes its code, so "CA" and "California" both ship to California,
 * whichever field carries them. A province the data does not know is kept as sent, for the check to report and the
 * seller to see.
 */
export function provinceColumns(
  countryCode: string | null | undefined,
  province: string | null | undefined,
  provinceCode: string | null | undefined,
): { ship_province: string | null; ship_province_code: string | null } {
  const country = countryCode?.trim().toUpperCase() ?? '';
  const name = province?.trim() || null;
  const code = provinceCode?.trim().toUpperCase() || null;
  const byCode = knownProvince(country, code);
  const byName = knownProvince(country, name);
  const known = byCode ?? byName;
  // A name that says the same province as the code (or the code typed as the name) is shown by its full name.
  const sameName = name === null || (byName !== undefined && byName === known);
  return { ship_province: known && sameName ? known.name : name, ship_province_code: known?.isoCode ?? code };
}
