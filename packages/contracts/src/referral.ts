import { z } from 'zod';
import { formNumber } from './form.js';
import { TotpCode } from './two-factor.js';
import { AmountCents, IdempotencyKey, LEDGER_AMOUNT_MAX_CENTS } from './wallet.js';

/**
 * The referral programme ("Recommend"). A seller's invite code is fixed at sign-up on the referee's account; the
 * referrer earns a commission on each of the referee's paid orders (products + shipping, not fees) for a window after
 * the referee signed up. Commissions and withdrawals move money through the ledger: each referrer has three referral
 * accounts per currency, `pending` (earned, order not yet delivered + held), `available` (may be withdrawn) and
 * `held` (asked to be paid out, waiting for the admin), and the platform's `referral_payable` is the other side.
 *
 * Seller (signed in):
 * - GET  /api/referral → ReferralOverview (invite code, the programme's rules, the summary)
 * - GET  /api/referral/referees?cursor&limit → RefereePage (newest sign-up first)
 * - GET  /api/referral/commissions?status&cursor&limit → CommissionPage (one line per referee order, newest first)
 * - GET  /api/referral/statement?cursor&limit (and /api/referral/statement.csv) → ReferralMovementPage: every movement
 *   of the seller's commission money, newest first
 * - GET  /api/referral/earnings?period=week|month → ReferralEarnings (commission earned per period, oldest first)
 * - GET  /api/referral/withdrawals?cursor&limit → WithdrawalPage
 * - POST /api/referral/withdrawals JSON WithdrawalRequest → Withdrawal (to the wallet: `completed` at once; out:
 *   `requested`, the amount held until the admin's outcome)
 * - POST /api/referral/withdrawals/:id/cancel → Withdrawal (only while `requested`; the amount is available again)
 *
 * Admin:
 * - GET  /api/admin/referral/settings → ReferralSettingsView; PUT JSON ReferralSettings → ReferralSettingsView
 * - GET  /api/admin/referral/withdrawals?status&cursor&limit → AdminWithdrawalPage (oldest first: a queue)
 * - POST /api/admin/referral/withdrawals/:id/approve JSON {idempotencyKey?} | /paid JSON {reference, idempotencyKey?} |
 *   /reject JSON {reason, idempotencyKey?} → AdminWithdrawal
 * - GET  /api/admin/referral/referrers?q&cursor&limit → ReferrerPage
 * - GET  /api/admin/referral/attribution/:userId → ReferralAttribution (who referred a seller, what they earned)
 */

/** The programme's rules as an admin sets them; every commission keeps the rate and hold it was earned under. */
export const ReferralSettings = z.object({
  /** Basis points of the order's products + shipping: 300 = 3 %. */
  rateBp: z.number().int().min(0).max(5000),
  /** Orders paid this many days after the referee signed up still earn. */
  windowDays: z.number().int().min(1).max(3650),
  /** Days after delivery before a commission may be withdrawn (a refund before then reverses it). */
  holdDays: z.number().int().min(0).max(365),
  /** The least amount paid out (PayPal or bank); withdrawing to the wallet has no minimum. */
  minPayoutCents: z.number().int().min(0).max(LEDGER_AMOUNT_MAX_CENTS),
  /** A fixed fee taken from each payout out (not from withdrawals to the wallet). */
  payoutFeeCents: z.number().int().min(0).max(100_000),
  /** How many payouts out a seller may have waiting at once. */
  maxOpenPayouts: z.number().int().min(1).max(20),
});
export type ReferralSettings = z.infer<typeof ReferralSettings>;

/** The defaults (also in the README): 3 % for 12 months, available 14 days after delivery, payouts from US$20. */
export const REFERRAL_DEFAULTS: ReferralSettings = {
  rateBp: 300,
  windowDays: 365,
  holdDays: 14,
  minPayoutCents: 20_00,
  payoutFeeCents: 0,
  maxOpenPayouts: 3,
};

/** One change of the settings: who, when, before and after. */
export const ReferralSettingsChange = z.object({
  id: z.string(),
  actorEmail: z.string().nullable(),
  before: ReferralSettings,
  after: ReferralSettings,
  changedAt: z.string(),
});
export type ReferralSettingsChange = z.infer<typeof ReferralSettingsChange>;

export const ReferralSettingsView = z.object({
  settings: ReferralSettings,
  updatedAt: z.string().nullable(),
  /** The latest changes, newest first. */
  changes: z.array(ReferralSettingsChange),
});
export type ReferralSettingsView = z.infer<typeof ReferralSettingsView>;

/** The money of one referrer, in cents. */
export const ReferralSummary = z.object({
  referees: z.number().int(),
  /** Referees with at least one paid order. */
  refereesOrdered: z.number().int(),
  pendingCents: z.number().int(),
  availableCents: z.number().int(),
  /** Asked to be paid out, waiting for the admin. */
  heldCents: z.number().int(),
  /** Moved to the wallet balance. */
  toWalletCents: z.number().int(),
  /** Paid out by PayPal or bank (fees included). */
  paidOutCents: z.number().int(),
  reversedCents: z.number().int(),
  /** Everything earned and not reversed. */
  lifetimeCents: z.number().int(),
});
export type ReferralSummary = z.infer<typeof ReferralSummary>;

export const ReferralOverview = z.object({
  inviteCode: z.string(),
  currency: z.string(),
  /** The seller's email is verified: withdrawals need it. */
  emailVerified: z.boolean(),
  /** Payouts out need a fresh code from the authenticator app. */
  twoFactorEnabled: z.boolean(),
  programme: ReferralSettings,
  summary: ReferralSummary,
});
export type ReferralOverview = z.infer<typeof ReferralOverview>;

const PageQuery = {
  cursor: z.string().max(200).optional(),
  limit: formNumber(z.number().int().min(1).max(100)).default(20),
};

export const ReferralPageQuery = z.object(PageQuery);
export type ReferralPageQuery = z.input<typeof ReferralPageQuery>;

/** A referee as their referrer sees them: the email masked (`jo***@ex***.com`). */
export const Referee = z.object({
  id: z.string(),
  emailMasked: z.string(),
  signedUpAt: z.string(),
  verified: z.boolean(),
  /** Orders paid after this earn nothing. */
  windowEndsAt: z.string(),
  firstPaidOrderAt: z.string().nullable(),
  /** Their orders that earned a commission (reversed ones included). */
  paidOrders: z.number().int(),
  /** Commission earned from them and not reversed. */
  commissionCents: z.number().int(),
});
export type Referee = z.infer<typeof Referee>;
export const RefereePage = z.object({ items: z.array(Referee), nextCursor: z.string().nullable() });
export type RefereePage = z.infer<typeof RefereePage>;

export const COMMISSION_STATUSES = ['pending', 'available', 'reversed'] as const;
export const CommissionStatus = z.enum(COMMISSION_STATUSES);
export type CommissionStatus = z.infer<typeof CommissionStatus>;

/** One referee order's commission. */
export const Commission = z.object({
  id: z.string(),
  orderNo: z.string(),
  refereeEmailMasked: z.string(),
  /** Products + shipping of the order, the base of the commission. */
  baseCents: z.number().int(),
  rateBp: z.number().int(),
  amountCents: z.number().int(),
  status: CommissionStatus,
  paidAt: z.string(),
  deliveredAt: z.string().nullable(),
  /** When it becomes (or became) available: delivery + the hold; null until delivered. */
  availableAt: z.string().nullable(),
  reversedAt: z.string().nullable(),
});
export type Commission = z.infer<typeof Commission>;

export const CommissionQuery = z.object({ status: CommissionStatus.optional(), ...PageQuery });
export type CommissionQuery = z.input<typeof CommissionQuery>;
export const CommissionPage = z.object({ items: z.array(Commission), nextCursor: z.string().nullable() });
export type CommissionPage = z.infer<typeof CommissionPage>;

/** The kinds of movement of a referrer's commission money (each one ledger transaction). */
export const REFERRAL_MOVEMENT_KINDS = [
  'commission_earned',
  'commission_available',
  'commission_reversed',
  'withdrawn_to_wallet',
  'payout_requested',
  'payout_paid',
  'payout_returned',
] as const;
export const ReferralMovementKind = z.enum(REFERRAL_MOVEMENT_KINDS);
export type ReferralMovementKind = z.infer<typeof ReferralMovementKind>;

/** One movement: which bucket it left and which it reached, the order or withdrawal it was for. */
export const ReferralMovement = z.object({
  id: z.string(),
  kind: ReferralMovementKind,
  /** The order number for commissions, the withdrawal number for withdrawals. */
  reference: z.string(),
  amountCents: z.number().int(),
  /** Balances of the seller's buckets after this movement. */
  pendingAfterCents: z.number().int(),
  availableAfterCents: z.number().int(),
  at: z.string(),
});
export type ReferralMovement = z.infer<typeof ReferralMovement>;
export const ReferralMovementPage = z.object({ items: z.array(ReferralMovement), nextCursor: z.string().nullable() });
export type ReferralMovementPage = z.infer<typeof ReferralMovementPage>;

/** The statement's CSV columns: `kind` as a code, `description` the same in the reader's language. */
export const REFERRAL_CSV_COLUMNS = [
  'date',
  'kind',
  'description',
  'reference',
  'amount',
  'pending_after',
  'available_after',
  'id',
] as const;

export const EARNINGS_PERIODS = ['week', 'month'] as const;
export const EarningsPeriod = z.enum(EARNINGS_PERIODS);
export type EarningsPeriod = z.infer<typeof EarningsPeriod>;
export const ReferralEarningsQuery = z.object({ period: EarningsPeriod.default('month') });
export type ReferralEarningsQuery = z.input<typeof ReferralEarningsQuery>;

/** Commission per period (UTC weeks from Monday, or months), the last 26 weeks or 12 months, oldest first. */
export const ReferralEarnings = z.object({
  period: EarningsPeriod,
  points: z.array(
    z.object({
      /** The period's first day, YYYY-MM-DD. */
      start: z.string(),
      /** Earned on orders paid in the period (reversed ones not counted). */
      earnedCents: z.number().int(),
      reversedCents: z.number().int(),
      orders: z.number().int(),
    }),
  ),
});
export type ReferralEarnings = z.infer<typeof ReferralEarnings>;

export const WITHDRAWAL_METHODS = ['wallet', 'paypal', 'bank'] as const;
export const WithdrawalMethod = z.enum(WITHDRAWAL_METHODS);
export type WithdrawalMethod = z.infer<typeof WithdrawalMethod>;

/**
 * - wallet: `completed` at once.
 * - paypal, bank: `requested` (amount held) → `approved` → `paid` (with the admin's reference); `rejected` (with a
 *   reason) from requested or approved, `cancelled` by the seller while requested: the held amount returns to
 *   available.
 */
export const WITHDRAWAL_STATUSES = ['requested', 'approved', 'paid', 'rejected', 'cancelled', 'completed'] as const;
export const WithdrawalStatus = z.enum(WITHDRAWAL_STATUSES);
export type WithdrawalStatus = z.infer<typeof WithdrawalStatus>;

export const WITHDRAWAL_FLOW = {
  requested: ['approved', 'rejected', 'cancelled'],
  approved: ['paid', 'rejected'],
  paid: [],
  rejected: [],
  cancelled: [],
  completed: [],
} as const satisfies Record<WithdrawalStatus, readonly WithdrawalStatus[]>;

export function canMoveWithdrawal(from: WithdrawalStatus, to: WithdrawalStatus): boolean {
  return (WITHDRAWAL_FLOW[from] as readonly WithdrawalStatus[]).includes(to);
}

export const BankDetails = z.object({
  accountName: z.string().trim().min(2).max(100),
  bankName: z.string().trim().min(2).max(100),
  /** IBAN or account number, as the bank writes it. */
  accountNumber: z
    .string()
    .trim()
    .min(4)
    .max(40)
    .regex(/^[A-Za-z0-9 -]+$/),
  /** SWIFT/BIC: 8 or 11 letters and digits; optional. */
  swift: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{8}([A-Za-z0-9]{3})?$/)
      .optional(),
  ),
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/)
    .transform((s) => s.toUpperCase()),
});
export type BankDetails = z.infer<typeof BankDetails>;

/** Bank details as stored and shown to the admin. */
export const BankDetailsView = z.object({
  accountName: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  swift: z.string().optional(),
  country: z.string(),
});

/** POST /api/referral/withdrawals. `code`: the authenticator's code, needed for paypal/bank when two-factor is on. */
export const WithdrawalRequest = z.discriminatedUnion('method', [
  z.object({ method: z.literal('wallet'), amountCents: AmountCents, idempotencyKey: IdempotencyKey }),
  z.object({
    method: z.literal('paypal'),
    amountCents: AmountCents,
    idempotencyKey: IdempotencyKey,
    paypalEmail: z.string().trim().toLowerCase().email().max(254),
    code: TotpCode.optional(),
  }),
  z.object({
    method: z.literal('bank'),
    amountCents: AmountCents,
    idempotencyKey: IdempotencyKey,
    bank: BankDetails,
    code: TotpCode.optional(),
  }),
]);
export type WithdrawalRequest = z.input<typeof WithdrawalRequest>;

export const Withdrawal = z.object({
  id: z.string(),
  /** WD-YYYY-NNNNNN: the reference on statements and in emails. */
  number: z.string(),
  method: WithdrawalMethod,
  status: WithdrawalStatus,
  amountCents: z.number().int(),
  feeCents: z.number().int(),
  /** What reaches the seller: amount − fee. */
  netCents: z.number().int(),
  currency: z.string(),
  /** Where it goes, masked: `jo***@ex***.com`, `Bank · ****1234`; "Wallet balance" for the wallet. */
  destination: z.string(),
  /** The admin's payment reference once paid. */
  reference: z.string().nullable(),
  /** The admin's reason when rejected. */
  reason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Withdrawal = z.infer<typeof Withdrawal>;
export const WithdrawalPage = z.object({ items: z.array(Withdrawal), nextCursor: z.string().nullable() });
export type WithdrawalPage = z.infer<typeof WithdrawalPage>;

/** The admin's view of a withdrawal: who asked and the full destination to pay. */
export const AdminWithdrawal = Withdrawal.extend({
  userId: z.string(),
  email: z.string(),
  paypalEmail: z.string().nullable(),
  bank: BankDetailsView.nullable(),
});
export type AdminWithdrawal = z.infer<typeof AdminWithdrawal>;
export const AdminWithdrawalQuery = z.object({ status: WithdrawalStatus.optional(), ...PageQuery });
export type AdminWithdrawalQuery = z.input<typeof AdminWithdrawalQuery>;
export const AdminWithdrawalPage = z.object({ items: z.array(AdminWithdrawal), nextCursor: z.string().nullable() });
export type AdminWithdrawalPage = z.infer<typeof AdminWithdrawalPage>;

export const WITHDRAWAL_REASON_MAX = 500;
/** An admin's decision on a payout; a repeat under the same `idempotencyKey` answers the first outcome. */
export const ApproveWithdrawal = z.object({ idempotencyKey: IdempotencyKey.optional() });
export const MarkWithdrawalPaid = z.object({
  reference: z.string().trim().min(1).max(100),
  idempotencyKey: IdempotencyKey.optional(),
});
export const RejectWithdrawal = z.object({
  reason: z.string().trim().min(1).max(WITHDRAWAL_REASON_MAX),
  idempotencyKey: IdempotencyKey.optional(),
});

export const Referrer = z.object({
  userId: z.string(),
  email: z.string(),
  inviteCode: z.string(),
  referees: z.number().int(),
  summary: ReferralSummary,
});
export type Referrer = z.infer<typeof Referrer>;
export const ReferrerQuery = z.object({ q: z.string().trim().max(200).optional(), ...PageQuery });
export type ReferrerQuery = z.input<typeof ReferrerQuery>;
export const ReferrerPage = z.object({ items: z.array(Referrer), nextCursor: z.string().nullable() });
export type ReferrerPage = z.infer<typeof ReferrerPage>;

/** Who referred a seller, and what the referrer earned from them. */
export const ReferralAttribution = z.object({
  userId: z.string(),
  referrer: z.object({ userId: z.string(), email: z.string(), inviteCode: z.string() }).nullable(),
  windowEndsAt: z.string().nullable(),
  commissions: z.number().int(),
  commissionCents: z.number().int(),
});
export type ReferralAttribution = z.infer<typeof ReferralAttribution>;

/** Masks an email for another seller's eyes: the first two letters of each part, then ***, the top-level domain kept. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return `${email.slice(0, 2)}***`;
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const host = dot < 0 ? domain : domain.slice(0, dot);
  const tld = dot < 0 ? '' : domain.slice(dot);
  return `${local.slice(0, 2)}***@${host.slice(0, 2)}***${tld}`;
}

/** The commission on a base: rate in basis points, rounded once, half up, to whole cents. */
export function commissionOn(baseCents: number, rateBp: number): number {
  return Math.floor((baseCents * rateBp + 5_000) / 10_000);
}
