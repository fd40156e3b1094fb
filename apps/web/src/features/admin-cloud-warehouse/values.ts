import { DEFAULT_CURRENCY } from '@dropport/contracts';
import { formatCents } from '@/lib/money-text';

/** Cents as money in a locale (the warehouse side is run in the wallet's currency). */
export const money = (cents: number, locale: string) => formatCents(cents, DEFAULT_CURRENCY, locale);

/** A count in a locale: 1234 → "1,234". */
export const count = (n: number, locale: string) => new Intl.NumberFormat(locale).format(n);

/** Basis points as a percentage: 500 → "5%" ("5 %" in es-ES). */
export const percentText = (bp: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(bp / 10_000);

/**
 * Typed dollars ("12", "12.5", "0,75", "$3") in exact cents, zero allowed; null when not an amount with two
 * decimals at most.
 */
export function typedCents(typed: string | undefined): number | null {
  const m = /^(?:US)?\$?\s*(\d{1,9})(?:[.,](\d{0,2}))?$/i.exec((typed ?? '').trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** A percentage (a number, two decimals at most) in basis points: 5 → 500, 2.5 → 250. */
export const percentToBp = (percent: number) => Math.round(percent * 100);

/** Basis points as the percentage the tiers editor holds: 500 → 5. */
export const bpToPercent = (bp: number) => bp / 100;

/** What is left to put away of a purchase's line. */
export const remainingOf = (line: { quantity: number; putAwayQuantity: number }) =>
  Math.max(0, line.quantity - line.putAwayQuantity);

/** A calendar day ("2026-11-20") in a locale, the same day wherever the console runs. */
export function dayText(day: string, locale: string): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}
