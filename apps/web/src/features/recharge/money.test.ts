import { describe, expect, it } from 'vitest';
import { amountProblem, centsToInput, quickAmounts, typedCents } from './money';

describe('the recharge amount in dollars', () => {
  it('reads typed dollars into exact cents', () => {
    expect(typedCents('250')).toBe(25000);
    expect(typedCents('0.29')).toBe(29);
    // 4.35 * 100 is 434.99999999999994 in floating point; the digits give 435.
    expect(typedCents('4.35')).toBe(435);
    expect(typedCents('1,299.99')).toBe(129999);
    expect(typedCents('250,5')).toBe(25050);
    expect(typedCents('US$ 12')).toBe(1200);
  });

  it('names what is wrong with an amount for the limits', () => {
    expect(amountProblem('  ', 1000, 1_000_000)).toBe('amountRequired');
    expect(amountProblem('12.345', 1000, 1_000_000)).toBe('amountInvalid');
    expect(amountProblem('ten', 1000, 1_000_000)).toBe('amountInvalid');
    expect(amountProblem('0', 1000, 1_000_000)).toBe('amountTooLow');
    expect(amountProblem('0.00', 1000, 1_000_000)).toBe('amountTooLow');
    expect(amountProblem('9.99', 1000, 1_000_000)).toBe('amountTooLow');
    expect(amountProblem('10', 1000, 1_000_000)).toBeNull();
    expect(amountProblem('10000', 1000, 1_000_000)).toBeNull();
    expect(amountProblem('10000.01', 1000, 1_000_000)).toBe('amountTooHigh');
  });

  it('writes cents back as the locale types them', () => {
    expect(centsToInput(25000, 'en-US')).toBe('250');
    expect(centsToInput(25050, 'en-US')).toBe('250.50');
    expect(centsToInput(5, 'es-ES')).toBe('0,05');
  });

  it('offers round amounts within the limits', () => {
    expect(quickAmounts(1000, 1_000_000)).toEqual([5000, 10000, 20000, 50000, 100000]);
    expect(quickAmounts(15000, 60000)).toEqual([20000, 50000]);
  });
});
