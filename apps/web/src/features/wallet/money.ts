/**
 * Minor units of a currency as money in a locale, by Intl. A signed amount shows its sign (+ for money in, − for
 * money out, none for zero); a balance shows only a minus.
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
