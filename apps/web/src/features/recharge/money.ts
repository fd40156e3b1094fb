import { dollarsToCents } from '@dropport/contracts';

/** Why a typed amount cannot be sent, as a key under `recharge.form`, or null when it can. */
export type AmountProblem = 'amountRequired' | 'amountInvalid' | 'amountTooLow' | 'amountTooHigh';

/**
 * Reads dollars as typed ("250", "250.5", "1,299.99", or "250,50" with a decimal comma) into exact cents, by the
 * digits and never through a floating-point number; null when it is not a positive amount with two decimals at most.
 */
export function typedCents(typed: string | undefined): number | null {
  return dollarsToCents((typed ?? '').trim());
}

/** Checks a typed amount against the recharge limits. */
export function amountProblem(typed: string | undefined, minCents: number, maxCents: number): AmountProblem | null {
  const text = (typed ?? '').trim();
  if (text === '') return 'amountRequired';
  // "0" and "0.00" are amounts, just too small; dollarsToCents refuses them as not positive.
  if (/^(US)?\$?\s*0*([.,]0*)?$/i.test(text)) return 'amountTooLow';
  const cents = typedCents(text);
  if (cents === null) return 'amountInvalid';
  if (cents < minCents) return 'amountTooLow';
  return cents > maxCents ? 'amountTooHigh' : null;
}

export { centsToInput, decimalMark, dollarSign } from '@/lib/money-text';

const QUICK_DOLLARS = [50, 100, 200, 500, 1000, 2000, 5000];

/** Round amounts to pick with one click, within the limits: up to five of them. */
export function quickAmounts(minCents: number, maxCents: number): number[] {
  return QUICK_DOLLARS.map((d) => d * 100)
    .filter((c) => c >= minCents && c <= maxCents)
    .slice(0, 5);
}
