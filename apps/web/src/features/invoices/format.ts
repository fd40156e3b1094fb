/**
 * The day an invoice was issued, in UTC: its number takes its year in UTC, and the PDF prints the same day, so the
 * list, the filters and the document agree for every reader.
 */
export function formatIssueDay(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** Minor units as money of the invoice's currency, the way the locale writes it. */
export function formatInvoiceMoney(cents: number, currency: string, locale: string): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
  return format.format(cents / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2));
}
