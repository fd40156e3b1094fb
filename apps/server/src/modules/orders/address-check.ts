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

/** The province code for a province name the store sent without one (e.g. "California" → CA), when the data knows it. */
export function provinceCodeOf(country: string | null, province: string | null): string | null {
  if (!country || !province) return null;
  const name = province.trim().toLowerCase();
  const found = stateData()
    .getStatesOfCountry(country.toUpperCase())
    .find((s) => s.name.toLowerCase() === name || s.isoCode.toLowerCase() === name);
  return found?.isoCode ?? null;
}
