import { z } from 'zod';
import { formNumber } from './form.js';

/** Money settles in these currencies (USD only, in integer cents). */
export const CURRENCIES = ['USD'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'USD';

/**
 * What a ledger transaction was. A seller's wallet statement shows these; later features add their own kinds
 * (order payments and refunds, referral payouts, warehouse purchases) through the same ledger service.
 */
/** The kinds of movement a wallet's statement shows (and filters by). */
export const WALLET_LEDGER_KINDS = [
  'recharge_card',
  'recharge_bank',
  'adjustment_credit',
  'adjustment_debit',
  'payment',
  'refund',
  'withdrawn_to_wallet',
] as const;
export const WalletLedgerKind = z.enum(WALLET_LEDGER_KINDS);
export type WalletLedgerKind = z.infer<typeof WalletLedgerKind>;

/**
 * Every kind of ledger transaction: the wallet's, and the referral programme's moves between a referrer's commission
 * accounts (`withdrawn_to_wallet` is both: commission into the wallet).
 */
export const LEDGER_KINDS = [
  ...WALLET_LEDGER_KINDS,
  'commission_earned',
  'commission_available',
  'commission_reversed',
  'payout_requested',
  'payout_paid',
  'payout_returned',
] as const;
export const LedgerKind = z.enum(LEDGER_KINDS);
export type LedgerKind = z.infer<typeof LedgerKind>;

/** The largest single movement the ledger takes: one million dollars (anything above is a typo or an attack). */
export const LEDGER_AMOUNT_MAX_CENTS = 1_000_000_00;

/** A currency code as sent: three letters; whether it is supported is the service's call (CURRENCY_UNSUPPORTED). */
export const CurrencyCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{3}$/)
  .transform((s) => s.toUpperCase());

/** An amount in cents as typed into a form or sent as JSON: a whole number of cents, 1 or more, up to the max. */
export const AmountCents = formNumber(z.number().int().min(1).max(LEDGER_AMOUNT_MAX_CENTS));

/** GET /api/wallet: the seller's balance. */
export const WalletBalance = z.object({
  currency: z.string(),
  /** What the seller can spend now. */
  availableCents: z.number().int(),
  /** Reserved for payments under way (none yet; orders may hold). */
  heldCents: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type WalletBalance = z.infer<typeof WalletBalance>;

/**
 * What a statement line says, as a kind and its parameters, so each reader sees it in their own language: an order
 * paid or refunded (`orderNo`), a card payment (`paymentId`), a bank transfer (`payerName`, `transferDate`), an
 * admin's adjustment (`reason`, the admin's words as written), referral commission moved to the wallet
 * (`number`, the withdrawal's), stock bought ahead for the cloud warehouse (`number`, the purchase's), the monthly
 * storage fee (`month`, YYYY-MM).
 */
export const MEMO_KINDS = [
  'order_payment',
  'order_refund',
  'claim_refund',
  'card_payment',
  'bank_transfer',
  'adjustment',
  'referral_withdrawal',
  'stock_purchase',
  'storage_fee',
] as const;
export const MemoKind = z.enum(MEMO_KINDS);
export type MemoKind = z.infer<typeof MemoKind>;
export const MemoText = z.object({ kind: MemoKind, params: z.record(z.string(), z.string()) });
export type MemoText = z.infer<typeof MemoText>;

/** One line of a wallet statement: the movement as the wallet saw it (signed) and the balance after it. */
export const WalletTransaction = z.object({
  /** The ledger transaction's id. */
  id: z.string(),
  kind: WalletLedgerKind,
  reference: z.string().nullable(),
  /** The description in English, as recorded; `memoText` is the same to render in the reader's language. */
  memo: z.string(),
  /** Null for a line whose description has no known kind: `memo` is shown as written. */
  memoText: MemoText.nullable(),
  currency: z.string(),
  /** Positive for money in, negative for money out. */
  amountCents: z.number().int(),
  balanceAfterCents: z.number().int(),
  createdAt: z.string(),
});
export type WalletTransaction = z.infer<typeof WalletTransaction>;

const DateOnly = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** GET /api/wallet/transactions (and .csv): filters by kind and by day (UTC, both ends included). */
export const WalletTransactionQuery = z.object({
  kind: WalletLedgerKind.optional(),
  from: DateOnly.optional(),
  to: DateOnly.optional(),
  cursor: z
    .string()
    .regex(/^\d{1,18}$/)
    .optional(),
  limit: formNumber(z.number().int().min(1).max(100)).default(20),
});
export type WalletTransactionQuery = z.input<typeof WalletTransactionQuery>;

export const WalletTransactionPage = z.object({
  items: z.array(WalletTransaction),
  nextCursor: z.string().nullable(),
});
export type WalletTransactionPage = z.infer<typeof WalletTransactionPage>;

/** The columns of the statement export, in order. */
export const WALLET_CSV_COLUMNS = ['date', 'kind', 'reference', 'memo', 'amount', 'balance', 'currency', 'transaction'] as const;

// ---- Admin ----

/** GET /api/admin/wallets: every seller with a wallet (or any seller, searched by email or name). */
export const AdminWalletQuery = z.object({
  q: z.string().trim().max(200).optional(),
  cursor: z.string().max(200).optional(),
  limit: formNumber(z.number().int().min(1).max(100)).default(20),
});
export type AdminWalletQuery = z.input<typeof AdminWalletQuery>;

export const AdminWallet = z.object({
  userId: z.string(),
  email: z.string(),
  name: z.string(),
  currency: z.string(),
  availableCents: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type AdminWallet = z.infer<typeof AdminWallet>;

export const AdminWalletPage = z.object({ items: z.array(AdminWallet), nextCursor: z.string().nullable() });
export type AdminWalletPage = z.infer<typeof AdminWalletPage>;

/** A client's key for one attempt of a form (a UUID from the console): a repeat with the same key changes nothing more. */
export const IdempotencyKey = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_.:-]{8,100}$/);

export const ADJUSTMENT_REASON_MAX = 500;

/**
 * POST /api/admin/wallets/{userId}/adjustments: a manual credit or debit with the reason the seller reads. The
 * console sends a fresh `idempotencyKey` per form, so a double click or a retried request adjusts once.
 */
export const WalletAdjustment = z.object({
  direction: z.enum(['credit', 'debit']),
  amountCents: AmountCents,
  currency: CurrencyCode.default(DEFAULT_CURRENCY),
  reason: z.string().trim().min(3).max(ADJUSTMENT_REASON_MAX),
  idempotencyKey: IdempotencyKey,
});
export type WalletAdjustment = z.input<typeof WalletAdjustment>;

/** GET /api/admin/ledger/reconciliation: what was checked and what, if anything, is wrong. */
export const RECONCILIATION_CHECKS = [
  'transactionsBalanced',
  'currenciesBalanced',
  'cachedBalances',
  'runningBalances',
  'noNegativeWallets',
  'transactionsHaveEntries',
] as const;
export type ReconciliationCheck = (typeof RECONCILIATION_CHECKS)[number];

export const Reconciliation = z.object({
  ok: z.boolean(),
  checkedAt: z.string(),
  transactions: z.number().int(),
  entries: z.number().int(),
  accounts: z.number().int(),
  checks: z.array(
    z.object({
      check: z.enum(RECONCILIATION_CHECKS),
      ok: z.boolean(),
      /** Up to 20 offenders: a transaction, account or currency id with the two figures that disagree. */
      problems: z.array(z.object({ id: z.string(), expected: z.number().int(), actual: z.number().int() })),
    }),
  ),
  /** Each currency's total per account kind (system accounts show what the platform holds or is owed). */
  totals: z.array(z.object({ kind: z.string(), currency: z.string(), balanceCents: z.number().int() })),
});
export type Reconciliation = z.infer<typeof Reconciliation>;
