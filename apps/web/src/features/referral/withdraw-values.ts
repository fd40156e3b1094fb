import type { BankDetails, WithdrawalMethod, WithdrawalRequest } from '@dropport/contracts';
import { typedCents } from './money';

/** What the withdraw form holds: the amount as typed (dollars), the destination of a payout, the authenticator's code. */
export interface WithdrawValues {
  method: WithdrawalMethod;
  amount?: string;
  paypalEmail?: string;
  bank?: Partial<Record<keyof BankDetails, string>>;
  code?: string;
}

/** What bounds an amount: what the seller has, and the programme's rules for payouts out. */
export interface WithdrawLimits {
  availableCents: number;
  minPayoutCents: number;
  payoutFeeCents: number;
}

/** Why a typed amount cannot be sent, as a key under `referral.withdraw`, or null when it can. */
export type AmountProblem =
  'amountRequired' | 'amountZero' | 'amountInvalid' | 'amountBelowMinimum' | 'amountNotAboveFee' | 'amountOverAvailable';

/** A payout out (PayPal or bank): held for the admin, with the minimum, the fee and, with two-factor on, a code. */
export const isPayout = (method: WithdrawalMethod | undefined): method is 'paypal' | 'bank' =>
  method === 'paypal' || method === 'bank';

/** The fee a withdrawal pays: none to the wallet, the programme's fee on a payout. */
export const feeOf = (method: WithdrawalMethod | undefined, limits: WithdrawLimits) =>
  isPayout(method) ? limits.payoutFeeCents : 0;

/** What the console sends: the contract's request, with the amount already in cents. */
export type WithdrawalBody = WithdrawalRequest & { amountCents: number };

/** Checks a typed amount as the server will: the minimum and the fee for payouts, then what is available. */
export function amountProblem(
  typed: string | undefined,
  method: WithdrawalMethod | undefined,
  limits: WithdrawLimits,
): AmountProblem | null {
  const text = (typed ?? '').trim();
  if (text === '') return 'amountRequired';
  // "0" and "0.00" are amounts, just nothing; dollarsToCents refuses them as not positive.
  if (/^(US)?\$?\s*0*([.,]0*)?$/i.test(text)) return 'amountZero';
  const cents = typedCents(text);
  if (cents === null) return 'amountInvalid';
  if (isPayout(method)) {
    if (cents < limits.minPayoutCents) return 'amountBelowMinimum';
    if (cents <= limits.payoutFeeCents) return 'amountNotAboveFee';
  }
  return cents > limits.availableCents ? 'amountOverAvailable' : null;
}

const trimmed = (s: string | undefined) => (s ?? '').trim();

/**
 * The request of checked values: exact cents from the typed dollars, the destination of the method only, and the
 * authenticator's code (spaces taken out) when the seller's account asks for one.
 */
export function toWithdrawalRequest(v: WithdrawValues, idempotencyKey: string, withCode: boolean): WithdrawalBody {
  const amountCents = typedCents(v.amount) ?? 0;
  const code = withCode ? (v.code ?? '').replace(/\s/g, '') : '';
  const second = code ? { code } : {};
  if (v.method === 'paypal') {
    return { method: 'paypal', amountCents, idempotencyKey, paypalEmail: trimmed(v.paypalEmail).toLowerCase(), ...second };
  }
  if (v.method === 'bank') {
    const swift = trimmed(v.bank?.swift).toUpperCase();
    return {
      method: 'bank',
      amountCents,
      idempotencyKey,
      bank: {
        accountName: trimmed(v.bank?.accountName),
        bankName: trimmed(v.bank?.bankName),
        accountNumber: trimmed(v.bank?.accountNumber),
        ...(swift ? { swift } : {}),
        country: trimmed(v.bank?.country).toUpperCase(),
      },
      ...second,
    };
  }
  return { method: 'wallet', amountCents, idempotencyKey };
}
