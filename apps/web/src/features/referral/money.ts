import { dollarsToCents } from '@dropport/contracts';

export { centsToInput, dollarSign, formatCents } from '@/lib/money-text';

/** A rate in basis points as a percentage in a locale: 300 → "3%", 250 → "2.5%" ("3 %" in es-ES). */
export function formatRate(rateBp: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(rateBp / 10_000);
}

/** Dollars as typed ("25", "25.50", "1,299.99", "25,50") in exact cents, by the digits; null when not a positive amount. */
export function typedCents(typed: string | undefined): number | null {
  return dollarsToCents((typed ?? '').trim());
}
