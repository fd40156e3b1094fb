import { currentLocale } from './i18n';

/** A date and time in the active locale (dates go through Intl). */
export function formatDateTime(iso: string, locale: string = currentLocale()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

export function formatDate(iso: string, locale: string = currentLocale(), style: 'long' | 'medium' = 'long'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: style }).format(date);
}

/** USD cents as money in the active locale, labelled `$` or `USD` as the seller's basic setting chooses. */
export function formatMoney(cents: number, locale: string = currentLocale(), display: 'symbol' | 'code' = 'symbol'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', currencyDisplay: display }).format(cents / 100);
}
