import { dollarsToCents } from '@dropport/contracts';

export { centsToInput, dollarSign } from '@/lib/money-text';

/**
 * Minor units of a currency as money in a locale, by Intl. A signed amount shows its sign (+ for money in, − for
 * money out, none for zero).
 */
export function formatCents(cents: number, currency: string, locale: string, signed = false): string {
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      signDisplay: signed ? 'exceptZero' : 'auto',
    }).format(cents / 100);
  } catch {
    // A currency code Intl does not know: the figure with its code rather than a broken page.
    return `${(cents / 100).toFixed(2)} ${currency}`;
  }
}

/** A rate in basis points as a percentage in a locale: 300 → "3%", 250 → "2.5%" ("3 %" in es-ES). */
export function formatRate(rateBp: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(rateBp / 10_000);
}

/** Dollars as typed ("25", "25.50", "1,299.99", "25,50") in exact cents, by the digits; null when not a positive amount. */
export function typedCents(typed: string | undefined): number | null {
  return dollarsToCents((typed ?? '').trim());
}
