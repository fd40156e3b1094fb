import { z } from 'zod';

/** A boolean that also accepts the strings a form post sends ("true", "1", "on", "false", "0", "off"). */
export const formBool = z.preprocess((v) => {
  if (typeof v !== 'string') return v;
  const s = v.trim().toLowerCase();
  if (['true', '1', 'on', 'yes'].includes(s)) return true;
  if (['false', '0', 'off', 'no', ''].includes(s)) return false;
  return v;
}, z.boolean());

/** Trimmed text; an empty string is treated as absent. */
export const optionalText = (max: number) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.string().trim().max(max).optional());

const PLAIN_DECIMAL = /^\s*-?\d{1,15}(\.\d{1,15})?\s*$/;

/**
 * A number as JSON sends it, or as a form or query string writes it in plain decimal ("12", "-3", "4.5"; a blank
 * field is 0, as forms have always sent it). Hexadecimal, exponents, arrays and booleans ("0x1F40", "1e2", [5000],
 * true) are refused, where `z.coerce.number()` would take them. The given schema keeps its bounds, in validation and
 * in the OpenAPI document.
 */
export const formNumber = <T extends z.ZodType<number, number>>(n: T) =>
  z.preprocess((v) => {
    if (typeof v !== 'string') return v;
    if (v.trim() === '') return 0;
    return PLAIN_DECIMAL.test(v) ? Number(v) : v;
  }, n);

/** An email address as typed: trimmed and lower-cased. */
export const Email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ error: 'must be an email address' }));
