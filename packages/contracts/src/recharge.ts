import { z } from 'zod';
import { formNumber } from './form.js';
import { AmountCents, CurrencyCode, DEFAULT_CURRENCY, IdempotencyKey } from './wallet.js';

/**
 * Recharging the wallet: by card through the payment gateway (a hosted checkout with signed notifications), or by
 * bank transfer that an admin approves. One record per attempt; only a verified notification (card) or an admin's
 * approval (bank) credits the wallet, once, through the ledger.
 */
export const RECHARGE_METHODS = ['card', 'bank'] as const;
export const RechargeMethod = z.enum(RECHARGE_METHODS);
export type RechargeMethod = z.infer<typeof RechargeMethod>;

/**
 * - card: `pending` (checkout created, waiting for the gateway) -> `succeeded` | `failed` | `expired`. A decline is
 *   `failed`, but the hosted page lets the seller try another card, so a later success still counts; a success
 *   notified after expiry is credited too (the money was taken).
 * - bank: `awaiting_transfer` (reference issued) -> `submitted` (the seller confirmed the transfer with a proof) ->
 *   `succeeded` (approved) | `rejected` (with a reason). Unconfirmed requests expire; the seller may cancel one.
 */
export const RECHARGE_STATUSES = [
  'pending',
  'awaiting_transfer',
  'submitted',
  'succeeded',
  'failed',
  'expired',
  'rejected',
  'cancelled',
] as const;
export const RechargeStatus = z.enum(RECHARGE_STATUSES);
export type RechargeStatus = z.infer<typeof RechargeStatus>;

/** The moves a recharge may make; anything else is RECHARGE_TRANSITION_INVALID. */
export const RECHARGE_FLOW = {
  pending: ['succeeded', 'failed', 'expired'],
  failed: ['succeeded', 'expired'],
  expired: ['succeeded'],
  awaiting_transfer: ['submitted', 'expired', 'cancelled'],
  submitted: ['succeeded', 'rejected'],
  succeeded: [],
  rejected: [],
  cancelled: [],
} as const satisfies Record<RechargeStatus, readonly RechargeStatus[]>;

export function canMoveRecharge(from: RechargeStatus, to: RechargeStatus): boolean {
  return (RECHARGE_FLOW[from] as readonly RechargeStatus[]).includes(to);
}

/** Where the wallet credit of a recharge stands, for /pay-success: done, still waiting, or not going to happen. */
export function rechargeOutcome(status: RechargeStatus): 'success' | 'pending' | 'failure' {
  if (status === 'succeeded') return 'success';
  if (status === 'pending' || status === 'awaiting_transfer' || status === 'submitted') return 'pending';
  return 'failure';
}

/** GET /api/wallet/recharge-options: limits and what each method needs. */
export const RechargeOptions = z.object({
  currency: z.string(),
  minCents: z.number().int(),
  maxCents: z.number().int(),
  methods: z.array(RechargeMethod),
  /** Where a bank transfer goes (from config). */
  bank: z.object({
    beneficiary: z.string(),
    bankName: z.string(),
    accountNumber: z.string(),
    swift: z.string(),
    bankAddress: z.string(),
  }),
  /** How long a card checkout stays payable, and how long a bank reference waits for its confirmation. */
  cardExpiresMinutes: z.number().int(),
  bankExpiresDays: z.number().int(),
  /** Only for the sandbox gateway: the test cards its hosted page documents. */
  sandboxCards: z.array(z.object({ number: z.string(), outcome: z.enum(['success', 'declined', 'insufficient_funds']) })),
  /** The largest transfer proof the server takes (an upload of purpose `document`), in bytes. */
  proofMaxBytes: z.number().int(),
});
export type RechargeOptions = z.infer<typeof RechargeOptions>;

/**
 * POST /api/wallet/recharges: start a recharge. The seller's email must be verified (EMAIL_NOT_VERIFIED). The console
 * sends one `idempotencyKey` per attempt of its form: a repeat with the same key (a double click, a retried request)
 * answers the recharge the first call started rather than starting another.
 */
export const RechargeCreate = z.object({
  method: RechargeMethod,
  amountCents: AmountCents,
  currency: CurrencyCode.default(DEFAULT_CURRENCY),
  idempotencyKey: IdempotencyKey.optional(),
});
export type RechargeCreate = z.input<typeof RechargeCreate>;

export const PAYER_NAME_MAX = 200;

/**
 * POST /api/wallet/recharges/{id}/confirm: the seller's confirmation of a bank transfer. `proofFileId` is the seller's
 * own upload (purpose `document`: PDF or image).
 */
export const BankTransferConfirm = z.object({
  transferDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  amountCents: AmountCents,
  payerName: z.string().trim().min(2).max(PAYER_NAME_MAX),
  proofFileId: z.string().trim().min(1).max(100),
});
export type BankTransferConfirm = z.input<typeof BankTransferConfirm>;

export const REJECT_REASON_MAX = 500;
/** POST /api/admin/recharges/{id}/reject */
export const RechargeReject = z.object({ reason: z.string().trim().min(3).max(REJECT_REASON_MAX) });
export type RechargeReject = z.input<typeof RechargeReject>;

export const Recharge = z.object({
  id: z.string(),
  method: RechargeMethod,
  status: RechargeStatus,
  amountCents: z.number().int(),
  currency: z.string(),
  /** The merchant order number sent to the gateway (card) or the transfer reference to quote (bank). */
  reference: z.string(),
  /** Card: the gateway's hosted checkout while the payment is payable. */
  checkoutUrl: z.string().nullable(),
  /** Card: why the last attempt failed (declined, insufficient funds...). Bank: the admin's rejection reason. */
  failureReason: z.string().nullable(),
  expiresAt: z.string().nullable(),
  /** Bank: what the seller confirmed. */
  transfer: z
    .object({
      transferDate: z.string(),
      amountCents: z.number().int(),
      payerName: z.string(),
      proofFileId: z.string(),
      proofUrl: z.string(),
    })
    .nullable(),
  /** What the wallet was credited, once succeeded: a card the amount paid, a bank transfer the amount confirmed. */
  creditedCents: z.number().int().nullable(),
  /** The ledger transaction that credited the wallet, once succeeded. */
  ledgerTransactionId: z.string().nullable(),
  /** The invoice issued for it, once succeeded. */
  invoiceId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  completedAt: z.string().nullable(),
});
export type Recharge = z.infer<typeof Recharge>;

/** An admin's view adds who it is for and who decided. */
export const AdminRecharge = Recharge.extend({
  userId: z.string(),
  sellerEmail: z.string(),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.string().nullable(),
});
export type AdminRecharge = z.infer<typeof AdminRecharge>;

export const RechargeQuery = z.object({
  status: RechargeStatus.optional(),
  method: RechargeMethod.optional(),
  cursor: z.string().max(100).optional(),
  limit: formNumber(z.number().int().min(1).max(100)).default(20),
});
export type RechargeQuery = z.input<typeof RechargeQuery>;

export const RechargePage = z.object({ items: z.array(Recharge), nextCursor: z.string().nullable() });
export type RechargePage = z.infer<typeof RechargePage>;
export const AdminRechargePage = z.object({ items: z.array(AdminRecharge), nextCursor: z.string().nullable() });
export type AdminRechargePage = z.infer<typeof AdminRechargePage>;
