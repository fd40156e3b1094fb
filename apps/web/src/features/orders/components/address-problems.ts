import type { AddressProblem, OrderAddress } from '@dropport/contracts';

/** The address field each problem is about, so the field itself can be marked. */
export const PROBLEM_FIELD: Record<AddressProblem, keyof OrderAddress> = {
  country_missing: 'countryCode',
  country_unknown: 'countryCode',
  province_unknown: 'province',
  province_missing: 'province',
  postal_code_invalid: 'postalCode',
  phone_invalid: 'phone',
  address_missing: 'address1',
  city_missing: 'city',
  name_missing: 'name',
};

/** The problems found on one field. */
export const problemsOf = (problems: readonly AddressProblem[], field: keyof OrderAddress) =>
  problems.filter((p) => PROBLEM_FIELD[p] === field);
