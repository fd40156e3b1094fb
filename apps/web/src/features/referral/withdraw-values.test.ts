import { describe, expect, it } from 'vitest';
import { amountProblem, toWithdrawalRequest } from './withdraw-values';

const LIMITS = { availableCents: 8_000, minPayoutCents: 2_000, payoutFeeCents: 150 };

describe('the withdraw form', () => {
  it('checks an amount as the server does: no minimum or fee to the balance, both for payouts, never beyond what is available', () => {
    expect(amountProblem('', 'wallet', LIMITS)).toBe('amountRequired');
    expect(amountProblem('0.00', 'wallet', LIMITS)).toBe('amountZero');
    expect(amountProblem('1.234', 'wallet', LIMITS)).toBe('amountInvalid');
    expect(amountProblem('0.01', 'wallet', LIMITS)).toBeNull();
    expect(amountProblem('80', 'wallet', LIMITS)).toBeNull();
    expect(amountProblem('80.01', 'wallet', LIMITS)).toBe('amountOverAvailable');
    expect(amountProblem('19.99', 'paypal', LIMITS)).toBe('amountBelowMinimum');
    expect(amountProblem('20', 'bank', LIMITS)).toBeNull();
    expect(amountProblem('1.50', 'bank', { ...LIMITS, minPayoutCents: 0 })).toBe('amountNotAboveFee');
    expect(amountProblem('1.51', 'bank', { ...LIMITS, minPayoutCents: 0 })).toBeNull();
    expect(amountProblem('90', 'paypal', LIMITS)).toBe('amountOverAvailable');
  });

  it('sends exact cents and only the chosen destination, with the code only where asked for', () => {
    const bank = { accountName: ' Ana ', bankName: 'Sol', accountNumber: 'DE89 3704', swift: ' ', country: 'de' };
    expect(toWithdrawalRequest({ method: 'wallet', amount: '4.35', paypalEmail: 'x@y.z', code: '123456' }, 'k', true)).toEqual({
      method: 'wallet',
      amountCents: 435,
      idempotencyKey: 'k',
    });
    expect(toWithdrawalRequest({ method: 'paypal', amount: '1,299.99', paypalEmail: ' A@B.example ', bank }, 'k', false)).toEqual(
      {
        method: 'paypal',
        amountCents: 129_999,
        idempotencyKey: 'k',
        paypalEmail: 'a@b.example',
      },
    );
    expect(toWithdrawalRequest({ method: 'bank', amount: '25,50', bank, code: '123 456' }, 'k', true)).toEqual({
      method: 'bank',
      amountCents: 2550,
      idempotencyKey: 'k',
      bank: { accountName: 'Ana', bankName: 'Sol', accountNumber: 'DE89 3704', country: 'DE' },
      code: '123456',
    });
  });
});
