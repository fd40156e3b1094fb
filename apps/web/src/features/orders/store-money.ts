/** Minor units of a store's currency as money in a locale (what the buyer paid in the store). */
export function formatStoreMoney(minor: number, currency: string, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 100);
  } catch {
    // A currency code Intl does not know: the figure with its code rather than a broken drawer.
    return `${(minor / 100).toFixed(2)} ${currency}`;
  }
}
