import { describe, expect, it } from 'vitest';
import { amountProblem, toAdjustment } from './adjustment-values';
import { formatCents } from './money';

describe('a manual adjustment as typed', () => {
  it('sends exact cents, read from the digits and never through a floating-point number', () => {
    const body = (amount: string) => toAdjustment({ direction: 'credit', amount, reason: '  Goodwill  ' }, 'key-12345678');
    expect(body('25')).toEqual({
      direction: 'credit',
      amountCents: 2500,
      currency: 'USD',
      reason: 'Goodwill',
      idempotencyKey: 'key-12345678',
    });
    // 0.29 * 100 and 4.35 * 100 are not whole numbers in floating point.
    expect(body('0.29').amountCents).toBe(29);
    expect(body('4.35').amountCents).toBe(435);
    expect(body('12,5').amountCents).toBe(1250);
    expect(body('$1,299.99').amountCents).toBe(129_999);
  });

  it('tells an empty amount, one it cannot read and one past the ledger limit', () => {
    expect(amountProblem('  ')).toBe('amountRequired');
    for (const bad of ['abc', '4.567', '-5', '0', '0.00', '1e3']) expect(amountProblem(bad), bad).toBe('amountInvalid');
    expect(amountProblem('1000000')).toBeNull();
    expect(amountProblem('1000000.01')).toBe('amountTooHigh');
  });

  it('shows money signed for movements and plain for balances, in the locale', () => {
    expect(formatCents(2500, 'USD', 'en-US', true)).toBe('+$25.00');
    expect(formatCents(-450, 'USD', 'en-US', true)).toBe('-$4.50');
    expect(formatCents(0, 'USD', 'en-US', true)).toBe('$0.00');
    expect(formatCents(123_450, 'USD', 'pt-BR')).toBe('US$\u00a01.234,50');
    expect(formatCents(-300, 'USD', 'es-ES')).toBe('-3,00\u00a0US$');
  });
});
