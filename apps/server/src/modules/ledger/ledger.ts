import { createHash } from 'node:crypto';
import { CURRENCIES, LEDGER_AMOUNT_MAX_CENTS, type Currency, type LedgerKind, type MemoText } from '@dropport/contracts';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { inTransaction } from '../../db/group-commit.js';
import { fail } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import * as repo from './ledger.repo.js';

/** The platform's own accounts (one per currency, made by the ledger migration); they may go below zero. */
export type SystemAccount =
  'gateway_clearing' | 'bank_receipts' | 'platform_revenue' | 'adjustments' | 'referral_payable' | 'referral_paid_out';

/**
 * A referrer's commission accounts: earned but not yet withdrawable (`pending`), withdrawable (`available`), asked to
 * be paid out and waiting for the admin (`held`). Like wallets, they never go below zero.
 */
export type ReferralBucket = 'pending' | 'available' | 'held';

/** A seller's wallet or commission account, or one of the platform's accounts. */
export type AccountRef = { wallet: string } | { referral: string; bucket: ReferralBucket } | { system: SystemAccount };

export interface Posting {
  account: AccountRef;
  /** Signed integer minor units: positive into the account, negative out of it. */
  amountCents: number;
}

export interface PostInput {
  /** Unique per movement: a repeat returns the first result and moves nothing. */
  key: string;
  kind: LedgerKind;
  currency: string;
  /** Two or more lines on distinct accounts, summing to zero. */
  postings: Posting[];
  reference?: string | null;
  memo?: string;
  /** The memo as a kind and parameters, for statements in the reader's language. */
  memoText?: MemoText;
  actorId?: string | null;
}

export interface PostedEntry {
  accountId: string;
  amountCents: number;
  balanceAfterCents: number;
}

export interface Posted {
  transactionId: string;
  key: string;
  kind: LedgerKind;
  currency: string;
  amountCents: number;
  reference: string | null;
  memo: string;
  createdAt: number;
  entries: PostedEntry[];
  /** True when the key had been used: nothing moved this time. */
  replayed: boolean;
}

export const walletAccountId = (userId: string, currency: string) => `wallet:${currency}:${userId}`;
export const referralAccountId = (userId: string, bucket: ReferralBucket, currency: string) =>
  `referral_${bucket}:${currency}:${userId}`;
export const systemAccountId = (kind: SystemAccount, currency: string) => `${kind}:${currency}`;
const accountId = (a: AccountRef, currency: string) =>
  'wallet' in a
    ? walletAccountId(a.wallet, currency)
    : 'referral' in a
      ? referralAccountId(a.referral, a.bucket, currency)
      : systemAccountId(a.system, currency);

/** The seller's account an AccountRef names (opened on its first movement), or null for a platform account. */
const sellerAccount = (a: AccountRef): { kind: string; userId: string } | null =>
  'wallet' in a
    ? { kind: 'wallet', userId: a.wallet }
    : 'referral' in a
      ? { kind: `referral_${a.bucket}`, userId: a.referral }
      : null;

/** Refuses a currency the platform does not settle in. */
export function requireCurrency(currency: string): Currency {
  if (!(CURRENCIES as readonly string[]).includes(currency)) fail('CURRENCY_UNSUPPORTED', { currency });
  return currency as Currency;
}

/** Checks an amount a person asked to move: whole cents, above zero, not absurd. */
export function requireAmount(amountCents: number): number {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0 || amountCents > LEDGER_AMOUNT_MAX_CENTS) {
    fail('AMOUNT_INVALID', { amount: amountCents, maxCents: LEDGER_AMOUNT_MAX_CENTS });
  }
  return amountCents;
}

/** The rules every transaction keeps; breaking one is a bug in the caller, not a user's mistake. */
export function checkPostings(postings: readonly { accountId: string; amountCents: number }[]): void {
  if (postings.length < 2) throw new Error('a ledger transaction needs two or more entries');
  const seen = new Set<string>();
  let sum = 0;
  for (const p of postings) {
    if (!Number.isSafeInteger(p.amountCents) || p.amountCents === 0) {
      throw new Error(`a ledger entry needs a non-zero whole number of minor units, not ${p.amountCents}`);
    }
    if (Math.abs(p.amountCents) > LEDGER_AMOUNT_MAX_CENTS) throw new Error(`a ledger entry is too large: ${p.amountCents}`);
    if (seen.has(p.accountId)) throw new Error(`a ledger transaction names ${p.accountId} twice`);
    seen.add(p.accountId);
    sum += p.amountCents;
  }
  if (sum !== 0) throw new Error(`a ledger transaction must sum to zero, not ${sum}`);
}

/** What a request was, so a repeated key with other content is told apart from a retry. */
export function fingerprint(input: {
  kind: string;
  currency: string;
  reference: string | null;
  postings: { accountId: string; amountCents: number }[];
}): string {
  const lines = [...input.postings].sort((a, b) => a.accountId.localeCompare(b.accountId));
  const text = JSON.stringify([input.kind, input.currency, input.reference, lines.map((l) => [l.accountId, l.amountCents])]);
  return createHash('sha256').update(text).digest('hex');
}

async function replay(db: Db, key: string, print: string): Promise<Posted> {
  const tx = await repo.transactionByKey(db, key);
  if (!tx) throw new Error(`ledger key ${key} was taken but its transaction is missing`);
  if (tx.fingerprint !== print) fail('IDEMPOTENCY_KEY_REUSED', { key });
  const entries = await repo.entriesOf(db, tx.id);
  return toPosted(tx, entries, true);
}

function toPosted(
  tx: repo.TransactionRow,
  entries: { account_id: string; amount_minor: number; balance_after: number }[],
  replayed: boolean,
): Posted {
  return {
    transactionId: tx.id,
    key: tx.idempotency_key,
    kind: tx.kind,
    currency: tx.currency,
    amountCents: Number(tx.amount_minor),
    reference: tx.reference,
    memo: tx.memo,
    createdAt: Number(tx.created_at),
    entries: entries.map((e) => ({
      accountId: e.account_id,
      amountCents: Number(e.amount_minor),
      balanceAfterCents: Number(e.balance_after),
    })),
    replayed,
  };
}

/**
 * Writes one balanced transaction, or returns the one its key already wrote. Pass a transaction to make the move
 * part of a larger change (a payment's status and its credit commit together); otherwise one is opened (on SQLite
 * in a group commit, db/group-commit.ts).
 *
 * Accounts are moved in id order, so two transactions on the same accounts lock them in the same order on
 * PostgreSQL. A wallet that would go below zero stops the whole transaction with INSUFFICIENT_BALANCE.
 */
export async function post(db: Db, input: PostInput, now = Date.now()): Promise<Posted> {
  const currency = requireCurrency(input.currency);
  const postings = input.postings
    .map((p) => ({ ref: p.account, accountId: accountId(p.account, currency), amountCents: p.amountCents }))
    .sort((a, b) => (a.accountId < b.accountId ? -1 : a.accountId > b.accountId ? 1 : 0));
  checkPostings(postings);
  const reference = input.reference ?? null;
  const print = fingerprint({ kind: input.kind, currency, reference, postings });
  const amount = postings.reduce((s, p) => s + Math.max(p.amountCents, 0), 0);

  const run = async (trx: Db): Promise<Posted> => {
    const tx: repo.TransactionRow = {
      id: newId(now),
      idempotency_key: input.key,
      fingerprint: print,
      kind: input.kind,
      currency,
      amount_minor: amount,
      reference,
      memo: input.memo ?? '',
      memo_kind: input.memoText?.kind ?? null,
      memo_params: input.memoText ? JSON.stringify(input.memoText.params) : null,
      actor_id: input.actorId ?? null,
      created_at: now,
    };
    if (!(await repo.claimKey(trx, tx))) return replay(trx, input.key, print);
    const entries: PostedEntry[] = [];
    for (const p of postings) {
      let after = await repo.moveBalance(trx, p.accountId, p.amountCents, now);
      if (after === undefined) {
        const acc = await repo.account(trx, p.accountId);
        const seller = sellerAccount(p.ref);
        if (!acc && seller) {
          // A seller's first movement opens the account (their wallet, a commission account).
          await repo.ensureAccount(trx, { id: p.accountId, ...seller, currency, mayGoNegative: false, now });
          after = await repo.moveBalance(trx, p.accountId, p.amountCents, now);
        } else if (!acc) {
          throw new Error(`ledger account ${p.accountId} does not exist`);
        }
        if (after === undefined) {
          if (seller && seller.kind !== 'wallet') {
            fail('COMMISSION_INSUFFICIENT', { availableCents: Number(acc?.balance_minor ?? 0), neededCents: -p.amountCents });
          }
          fail('INSUFFICIENT_BALANCE', {
            availableCents: Number(acc?.balance_minor ?? 0),
            neededCents: -p.amountCents,
            currency,
          });
        }
      }
      entries.push({ accountId: p.accountId, amountCents: p.amountCents, balanceAfterCents: after });
    }
    await repo.insertEntries(
      trx,
      entries.map((e) => ({
        transaction_id: tx.id,
        account_id: e.accountId,
        amount_minor: e.amountCents,
        balance_after: e.balanceAfterCents,
        created_at: now,
      })),
    );
    return { ...toPosted(tx, [], false), entries };
  };
  return db.isTransaction ? run(db) : inTransaction(db as Kysely<Database>, run);
}

interface WalletMove {
  userId: string;
  amountCents: number;
  currency: string;
  key: string;
  reference?: string | null;
  memo?: string;
  memoText?: MemoText;
  actorId?: string | null;
}

/** Money into a seller's wallet from one of the platform's accounts (a recharge, an adjustment, a commission). */
export async function credit(db: Db, m: WalletMove & { kind: LedgerKind; from: SystemAccount }, now?: number): Promise<Posted> {
  const amount = requireAmount(m.amountCents);
  return post(
    db,
    {
      ...m,
      postings: [
        { account: { system: m.from }, amountCents: -amount },
        { account: { wallet: m.userId }, amountCents: amount },
      ],
    },
    now,
  );
}

/** Money out of a seller's wallet to one of the platform's accounts; never below zero. */
export async function debit(db: Db, m: WalletMove & { kind: LedgerKind; to: SystemAccount }, now?: number): Promise<Posted> {
  const amount = requireAmount(m.amountCents);
  return post(
    db,
    {
      ...m,
      postings: [
        { account: { wallet: m.userId }, amountCents: -amount },
        { account: { system: m.to }, amountCents: amount },
      ],
    },
    now,
  );
}

/** A seller pays for something (an order, stock) from the wallet. `reference` names what was paid for. */
export async function pay(db: Db, m: WalletMove & { reference: string }, now?: number): Promise<Posted> {
  return debit(db, { ...m, kind: 'payment', to: 'platform_revenue' }, now);
}

/**
 * Gives back all or part of what was paid under `reference`; refunds under one reference never exceed its
 * payments. Pass the payment's transaction so the check and the refund see the same rows (PostgreSQL locks the
 * wallet row first, so two refunds of one payment take turns).
 */
export async function refund(db: Db, m: WalletMove & { reference: string }, now?: number): Promise<Posted> {
  const amount = requireAmount(m.amountCents);
  const currency = requireCurrency(m.currency);
  const run = async (trx: Db): Promise<Posted> => {
    const first = await repo.transactionByKey(trx, m.key);
    if (!first) {
      const wallet = walletAccountId(m.userId, currency);
      // Touching the wallet row first makes concurrent refunds of one payment wait for each other.
      await repo.moveBalance(trx, wallet, 0, now ?? Date.now());
      const paid = -(await repo.movedUnder(trx, wallet, m.reference, 'payment'));
      const refunded = await repo.movedUnder(trx, wallet, m.reference, 'refund');
      if (refunded + amount > paid) {
        fail('REFUND_EXCEEDS_PAYMENT', { reference: m.reference, paidCents: paid, refundedCents: refunded });
      }
    }
    return credit(trx, { ...m, kind: 'refund', from: 'platform_revenue' }, now);
  };
  return db.isTransaction ? run(db) : inTransaction(db as Kysely<Database>, run);
}

/** A referrer's commissions not yet paid out: pending, available and held for a payout asked for, together. */
export async function referralBalance(db: Db, userId: string, currency: string): Promise<number> {
  const buckets: ReferralBucket[] = ['pending', 'available', 'held'];
  const rows = await Promise.all(buckets.map((b) => repo.account(db, referralAccountId(userId, b, currency))));
  return rows.reduce((sum, a) => sum + (a ? Number(a.balance_minor) : 0), 0);
}

/** A wallet's balance (zero for a seller who never had money). */
export async function walletBalance(db: Db, userId: string, currency: string) {
  const acc = await repo.account(db, walletAccountId(userId, currency));
  return { availableCents: acc ? Number(acc.balance_minor) : 0, updatedAt: acc ? Number(acc.updated_at) : null };
}
