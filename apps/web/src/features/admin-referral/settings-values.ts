import { ReferralSettings, dollarsToCents } from '@dropport/contracts';
import { decimalMark } from '@/lib/money-text';

/** What the settings form holds: the rate as a percentage and the sums in dollars, as typed; days and counts as numbers. */
export interface SettingsValues {
  rate: string;
  windowDays: number | null;
  holdDays: number | null;
  minPayout: string;
  payoutFee: string;
  maxOpenPayouts: number | null;
}

const two = (n: number) => String(n).padStart(2, '0');

/** Basis points as a percentage with two decimals, in the locale's decimal mark: 300 → "3.00". */
export const bpToPercentInput = (bp: number, locale: string) => `${Math.floor(bp / 100)}${decimalMark(locale)}${two(bp % 100)}`;

/** Cents as dollars with two decimals, in the locale's decimal mark: 2000 → "20.00". */
export const centsToDollarInput = (cents: number, locale: string) =>
  `${Math.floor(cents / 100)}${decimalMark(locale)}${two(cents % 100)}`;

/** A typed percentage ("3", "2.5", "2,75") in exact basis points, by the digits; null when not one. */
export function percentToBp(typed: string | undefined): number | null {
  const m = /^(\d{1,3})(?:[.,](\d{0,2}))?\s*%?$/.exec((typed ?? '').trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** Typed dollars in exact cents, zero allowed ("0", "0.00"); null when not an amount. */
export function typedCentsOrZero(typed: string | undefined): number | null {
  const text = (typed ?? '').trim();
  if (/^(US)?\$?\s*0*([.,]0{0,2})?$/i.test(text) && /\d/.test(text)) return 0;
  return dollarsToCents(text);
}

export const valuesOf = (s: ReferralSettings, locale: string): SettingsValues => ({
  rate: bpToPercentInput(s.rateBp, locale),
  windowDays: s.windowDays,
  holdDays: s.holdDays,
  minPayout: centsToDollarInput(s.minPayoutCents, locale),
  payoutFee: centsToDollarInput(s.payoutFeeCents, locale),
  maxOpenPayouts: s.maxOpenPayouts,
});

/** The settings the server checks, from checked values. */
export const toSettings = (v: SettingsValues): ReferralSettings => ({
  rateBp: percentToBp(v.rate) ?? 0,
  windowDays: v.windowDays ?? 0,
  holdDays: v.holdDays ?? 0,
  minPayoutCents: typedCentsOrZero(v.minPayout) ?? 0,
  payoutFeeCents: typedCentsOrZero(v.payoutFee) ?? 0,
  maxOpenPayouts: v.maxOpenPayouts ?? 0,
});

/** The least and greatest value the contract allows for a setting. */
export function limitsOf(field: keyof ReferralSettings): { min: number; max: number } {
  const schema = ReferralSettings.shape[field];
  return { min: schema.minValue ?? 0, max: schema.maxValue ?? Number.MAX_SAFE_INTEGER };
}
