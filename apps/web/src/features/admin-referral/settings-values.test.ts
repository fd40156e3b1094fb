import { REFERRAL_DEFAULTS } from '@dropport/contracts';
import { describe, expect, it } from 'vitest';
import { limitsOf, percentToBp, toSettings, typedCentsOrZero, valuesOf } from './settings-values';

describe('the referral settings form', () => {
  it('reads a percentage in exact basis points, with two decimals at most', () => {
    expect(percentToBp('3')).toBe(300);
    expect(percentToBp('2.5')).toBe(250);
    expect(percentToBp('4,25')).toBe(425);
    expect(percentToBp('0.07')).toBe(7);
    expect(percentToBp('1.234')).toBeNull();
    expect(percentToBp('abc')).toBeNull();
    expect(percentToBp('')).toBeNull();
  });

  it('reads dollars in exact cents, zero allowed', () => {
    expect(typedCentsOrZero('0')).toBe(0);
    expect(typedCentsOrZero('0,00')).toBe(0);
    expect(typedCentsOrZero('20.55')).toBe(2055);
    expect(typedCentsOrZero('')).toBeNull();
    expect(typedCentsOrZero('2.555')).toBeNull();
  });

  it('shows the settings in the locale and reads them back unchanged', () => {
    const shown = valuesOf({ ...REFERRAL_DEFAULTS, payoutFeeCents: 105 }, 'pt-BR');
    expect(shown).toMatchObject({ rate: '3,00', minPayout: '20,00', payoutFee: '1,05' });
    expect(toSettings(shown)).toEqual({ ...REFERRAL_DEFAULTS, payoutFeeCents: 105 });
  });

  it('takes the bounds from the contract', () => {
    expect(limitsOf('rateBp')).toEqual({ min: 0, max: 5000 });
    expect(limitsOf('windowDays')).toEqual({ min: 1, max: 3650 });
  });
});
