import { DEFAULT_CURRENCY } from '@dropport/contracts';
import { formatCents } from '@/lib/money-text';

/** The seller's stock is bought and valued in the wallet's currency. */
export const CURRENCY = DEFAULT_CURRENCY;

/** Cents as money in a locale; signed shows + and −. */
export const money = (cents: number, locale: string, signed = false) => formatCents(cents, CURRENCY, locale, signed);

/** A discount in basis points as a percentage: 500 → "5%" ("5 %" in es-ES). */
export function formatPercent(bp: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(bp / 10_000);
}

/** A count in a locale: 1234 → "1,234". */
export const count = (n: number, locale: string) => new Intl.NumberFormat(locale).format(n);
