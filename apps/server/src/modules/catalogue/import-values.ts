/** Reading the values of an import file's cells: whole numbers, dollar amounts, `|`-separated lists. */

const DIGITS = /^\d{1,15}$/;
const DOLLARS = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/** A whole number within [min, max] written with digits only, else null. */
export function wholeNumber(s: string, min: number, max: number): number | null {
  if (!DIGITS.test(s)) return null;
  const n = Number(s);
  return n >= min && n <= max ? n : null;
}

/**
 * Dollars with a dot and at most two decimals (`12`, `12.5`, `12.50`) to integer cents, by digits rather than
 * floating point, so `0.29` is 29; null for zero, negatives, more decimals, separators or signs, or above `max`.
 */
export function dollarsCents(s: string, max: number): number | null {
  const m = DOLLARS.exec(s);
  if (!m) return null;
  const cents = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return cents > 0 && cents <= max ? cents : null;
}

/** A `|`-separated list: each entry trimmed, empty entries dropped. */
export const splitList = (s: string): string[] =>
  s
    .split('|')
    .map((x) => x.trim())
    .filter((x) => x !== '');
