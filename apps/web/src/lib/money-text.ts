/** Typing money: the pieces every dollar input shares (the market's cost filter, recharge and transfer amounts). */

/** The decimal mark of a locale ("." in en-US, "," in es-ES and pt-BR). */
export function decimalMark(locale: string): string {
  return new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
}

/** How a locale writes the dollar sign before an amount ("$" in en-US, "US$" in es-ES and pt-BR). */
export function dollarSign(locale: string): string {
  return (
    new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).formatToParts(0).find((p) => p.type === 'currency')
      ?.value ?? '$'
  );
}

/** Cents as the seller would type them back: "12", "12.50" (with the locale's decimal mark), no grouping. */
export function centsToInput(cents: number, locale: string): string {
  const whole = Math.floor(cents / 100);
  const rest = cents % 100;
  return rest === 0 ? String(whole) : `${whole}${decimalMark(locale)}${String(rest).padStart(2, '0')}`;
}

/**
 * Minor units of a currency as money in a locale, by Intl (wallet and commission amounts, store prices). A signed
 * amount shows its sign (+ for money in, − for money out, none for zero); otherwise only a minus shows.
 */
export function formatCents(minor: number, currency: string, locale: string, signed = false): string {
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      signDisplay: signed ? 'exceptZero' : 'auto',
    }).format(minor / 100);
  } catch {
    // A currency code Intl does not know: the figure with its code rather than a broken page.
    return `${(minor / 100).toFixed(2)} ${currency}`;
  }
}

/** Minor units of a store currency as money in a locale (store prices, what the buyer paid in the store). */
export const formatStoreMoney = (minor: number, currency: string, locale: string) => formatCents(minor, currency, locale);
