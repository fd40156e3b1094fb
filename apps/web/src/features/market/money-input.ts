import { COST_FILTER_MAX } from '@dropport/contracts';

/** A typed amount of dollars: empty, a whole number of cents, or not an amount. */
export type DollarInput = { kind: 'empty' } | { kind: 'cents'; cents: number } | { kind: 'invalid' };

// Whole dollars, then a point or a comma (the decimal mark of es-ES and pt-BR) and at most two decimals.
const AMOUNT = /^(\d{0,6})(?:[.,](\d{0,2}))?$/;

/**
 * Reads dollars as typed ("12", "12.5", "12,50", "$ 8") into cents, from the digits themselves and never through
 * a floating-point number; more than two decimals, grouping marks or an amount past the filter's limit are invalid.
 */
export function parseDollars(text: string): DollarInput {
  const s = text.replace(/\s+/g, '').replace(/^(US)?\$/i, '');
  if (s === '') return { kind: 'empty' };
  const m = AMOUNT.exec(s);
  if (!m || (m[1] === '' && !m[2])) return { kind: 'invalid' };
  const cents = Number(m[1] || '0') * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return cents <= COST_FILTER_MAX ? { kind: 'cents', cents } : { kind: 'invalid' };
}

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
