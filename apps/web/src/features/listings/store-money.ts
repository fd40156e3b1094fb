import { decimalMark, formatStoreMoney } from '@/lib/money-text';

export { formatStoreMoney };

/** "€9.99 – €19.99", or one amount when every variant costs the same. */
export function priceRange(min: number, max: number, currency: string, locale: string): string {
  const lo = formatStoreMoney(min, currency, locale);
  return min === max ? lo : `${lo} – ${formatStoreMoney(max, currency, locale)}`;
}

/** Cents as typed back: "12.50" (the locale's decimal mark), no grouping. */
export function centsText(cents: number, locale: string): string {
  return `${Math.floor(cents / 100)}${decimalMark(locale)}${String(cents % 100).padStart(2, '0')}`;
}

/** What a seller typed ("18,99", "18.9", "18") in cents, or null when it is no positive amount. */
export function typedCents(text: string): number | null {
  const m = /^\s*(\d{1,7})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!m) return null;
  const cents = Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0'));
  return cents > 0 ? cents : null;
}
