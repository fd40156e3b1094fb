import {
  ADJUSTMENT_REASON_MAX,
  DEFAULT_CURRENCY,
  LEDGER_AMOUNT_MAX_CENTS,
  dollarsToCents,
  type WalletAdjustment,
} from '@dropport/contracts';

export type Direction = WalletAdjustment['direction'];

/** What the adjustment form holds: the amount as typed (dollars). */
export interface AdjustmentValues {
  direction: Direction;
  amount?: string;
  reason?: string;
}

export { ADJUSTMENT_REASON_MAX };

/** Why a typed amount cannot be sent, as a key under `wallet.adjust`, or null when it can. */
export function amountProblem(typed: string | undefined): 'amountRequired' | 'amountInvalid' | 'amountTooHigh' | null {
  const s = (typed ?? '').trim();
  if (s === '') return 'amountRequired';
  const cents = dollarsToCents(s);
  if (cents === null) return 'amountInvalid';
  return cents > LEDGER_AMOUNT_MAX_CENTS ? 'amountTooHigh' : null;
}

/** What the console sends: the contract's adjustment, with the amount already in cents. */
export type AdjustmentBody = WalletAdjustment & { amountCents: number; currency: string };

/** The request body of checked values: exact cents from the typed dollars (by digits, never through a float). */
export function toAdjustment(v: AdjustmentValues, idempotencyKey: string): AdjustmentBody {
  return {
    direction: v.direction,
    amountCents: dollarsToCents((v.amount ?? '').trim()) ?? 0,
    currency: DEFAULT_CURRENCY,
    reason: (v.reason ?? '').trim(),
    idempotencyKey,
  };
}
