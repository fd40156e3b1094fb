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

export { centsToInput, decimalMark, dollarSign } from '@/lib/money-text';
