import {
  DEFAULT_CURRENCY,
  RECHARGE_METHODS,
  canMoveRecharge,
  type BankTransferConfirm,
  type Recharge,
  type RechargeMethod,
  type RechargeOptions,
  type RechargePage,
  type RechargeQuery,
} from '@dropport/contracts';
import type { z } from 'zod';
import type { Ctx } from '../../context.js';
import type { Db } from '../../db/database.js';
import { decodeCursor, pageOf } from '../../db/keyset.js';
import { fail } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { newId, newShortCode } from '../../lib/ids.js';
import { DAY, MINUTE } from '../../lib/time.js';
import { requireCurrency } from '../ledger/ledger.js';
import { maxBytes } from '../uploads/uploads.service.js';
import { pullIfWaiting } from './gateway-events.js';
import { GatewayUnavailableError, paymentGateway } from './gateway.js';
import { load, moveIn, statusOf, tx, type Move } from './recharge-flow.js';
import { toRecharge } from './recharge-view.js';
import * as repo from './recharge.repo.js';

type Query = z.output<typeof RechargeQuery>;
type Confirm = z.output<typeof BankTransferConfirm>;

/** Who asks: the seller and whether their email is verified (only verified sellers may recharge). */
export interface Seller {
  userId: string;
  emailVerified: boolean;
}

export interface CreateInput {
  method: RechargeMethod;
  /** As sent: checked here against the configured limits, so the refusal names them. */
  amountCents: number;
  currency: string;
  /** One attempt of the seller's form: a repeat answers the recharge the first call started. */
  idempotencyKey?: string;
}

/** GET /api/wallet/recharge-options */
export function options(ctx: Ctx): RechargeOptions {
  const c = ctx.config;
  return {
    currency: DEFAULT_CURRENCY,
    minCents: c.RECHARGE_MIN_CENTS,
    maxCents: c.RECHARGE_MAX_CENTS,
    methods: [...RECHARGE_METHODS],
    bank: {
      beneficiary: c.BANK_BENEFICIARY,
      bankName: c.BANK_NAME,
      accountNumber: c.BANK_ACCOUNT_NUMBER,
      swift: c.BANK_SWIFT,
      bankAddress: c.BANK_ADDRESS,
    },
    cardExpiresMinutes: c.CARD_PAYMENT_TTL_MINUTES,
    bankExpiresDays: c.BANK_TRANSFER_TTL_DAYS,
    sandboxCards: [...paymentGateway(ctx).testCards],
    proofMaxBytes: maxBytes(ctx, 'document'),
  };
}

/** DPT-7KQ2-M9XH (bank: short enough to type into a bank's reference field) or DPC-… (card: the merchant order no). */
const newReference = (method: RechargeMethod) => {
  const code = newShortCode(8);
  return `${method === 'bank' ? 'DPT' : 'DPC'}-${code.slice(0, 4)}-${code.slice(4)}`;
};

/**
 * Inserts a new recharge with its first event; a reference that happens to be taken already is drawn again. When the
 * seller's idempotency key is taken (a concurrent repeat of the same attempt), answers the recharge holding it instead.
 */
async function insertNew(
  ctx: Ctx,
  method: RechargeMethod,
  build: (reference: string) => repo.RechargeRow,
): Promise<{ row: repo.RechargeRow; repeat: boolean }> {
  for (let attempt = 1; ; attempt++) {
    const row = build(newReference(method));
    try {
      await tx(ctx, async (trx) => {
        await repo.insert(trx, row);
        await repo.insertEvent(trx, {
          id: newId(row.created_at),
          recharge_id: row.id,
          from_status: null,
          to_status: row.status,
          actor_id: row.user_id,
          note: '',
          created_at: row.created_at,
        });
      });
      return { row, repeat: false };
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      const first = row.idempotency_key ? await repo.findAttempt(ctx.db, row.user_id, row.idempotency_key) : undefined;
      if (first) return { row: first, repeat: true };
      if (attempt >= 5) throw err;
    }
  }
}

/** How long a repeat waits for the first call to get its checkout from the gateway (the gateway's own timeout). */
const CHECKOUT_WAIT_MS = 10_000;

/**
 * The answer to a repeat of an attempt: the recharge the first call started, once that call has its hosted checkout
 * (a card recharge is created before the gateway is asked), so the repeat can hand over to the same checkout.
 */
async function firstOfAttempt(ctx: Ctx, row: repo.RechargeRow): Promise<Recharge> {
  const until = Date.now() + CHECKOUT_WAIT_MS;
  let current = row;
  while (current.method === 'card' && current.status === 'pending' && !current.checkout_url && Date.now() < until) {
    await new Promise((done) => setTimeout(done, 50));
    current = (await repo.find(ctx.db, { id: row.id })) ?? current;
  }
  return toRecharge(current, ctx.now());
}

/** One recharge's amount within the configured limits (RECHARGE_AMOUNT_OUT_OF_RANGE names them in money). */
function checkAmount(ctx: Ctx, amount: number, currency: string): void {
  const { RECHARGE_MIN_CENTS: min, RECHARGE_MAX_CENTS: max } = ctx.config;
  if (!Number.isSafeInteger(amount) || amount < min || amount > max) {
    fail('RECHARGE_AMOUNT_OUT_OF_RANGE', { minCents: min, maxCents: max, currency, amount });
  }
}

/**
 * Starts a recharge. Card: a pending recharge and its hosted checkout at the gateway (checkoutUrl). Bank: a transfer
 * reference to quote, awaiting the transfer until it expires.
 */
export async function create(ctx: Ctx, who: Seller, input: CreateInput): Promise<Recharge> {
  if (!who.emailVerified) fail('EMAIL_NOT_VERIFIED');
  const currency = requireCurrency(input.currency);
  const amount = input.amountCents;
  checkAmount(ctx, amount, currency);
  const key = input.idempotencyKey ?? null;
  const earlier = key ? await repo.findAttempt(ctx.db, who.userId, key) : undefined;
  if (earlier) return firstOfAttempt(ctx, earlier);
  const now = ctx.now();
  const id = newId(now);
  const ttl = input.method === 'card' ? ctx.config.CARD_PAYMENT_TTL_MINUTES * MINUTE : ctx.config.BANK_TRANSFER_TTL_DAYS * DAY;
  const { row, repeat } = await insertNew(ctx, input.method, (reference) => ({
    id,
    user_id: who.userId,
    method: input.method,
    status: input.method === 'card' ? 'pending' : 'awaiting_transfer',
    amount_cents: amount,
    currency,
    reference,
    gateway_payment_id: null,
    checkout_url: null,
    failure_reason: null,
    expires_at: now + ttl,
    transfer_date: null,
    transfer_amount_cents: null,
    payer_name: null,
    proof_file_id: null,
    ledger_transaction_id: null,
    invoice_id: null,
    reviewed_by: null,
    reviewed_at: null,
    created_at: now,
    updated_at: now,
    completed_at: null,
    idempotency_key: key,
  }));
  if (repeat) return firstOfAttempt(ctx, row);
  if (row.method === 'bank') return toRecharge(row, now);

  let payment: { paymentId: string; checkoutUrl: string };
  try {
    payment = await paymentGateway(ctx).createPayment({
      orderNo: row.reference,
      amountCents: amount,
      currency,
      description: `Dropport wallet recharge ${row.reference}`,
      notifyUrl: `${ctx.config.APP_URL}/api/payments/gateway/notify`,
      returnUrl: `${ctx.config.APP_URL}/pay-success?recharge=${encodeURIComponent(id)}`,
      expiresAt: Number(row.expires_at),
    });
  } catch (err) {
    if (!(err instanceof GatewayUnavailableError)) throw err;
    ctx.log.error({ err, rechargeId: id }, 'payment gateway refused or unreachable');
    await tx(ctx, async (trx) => {
      const current = await load(ctx, trx, { id });
      if (current?.status === 'pending') {
        await moveIn(ctx, trx, current, { to: 'failed', actorId: null, set: { failure_reason: 'gateway_unavailable' } });
      }
    });
    fail('PAYMENT_GATEWAY_UNAVAILABLE');
  }
  const set = { gateway_payment_id: payment.paymentId, checkout_url: payment.checkoutUrl, updated_at: ctx.now() };
  await repo.update(ctx.db, id, 'pending', set);
  return toRecharge({ ...row, ...set }, ctx.now());
}

/** The seller's recharges, newest first, optionally of one status or method. */
export async function list(ctx: Ctx, userId: string, q: Query): Promise<RechargePage> {
  const after = decodeCursor(repo.RECHARGE_CURSOR, q.cursor);
  const rows = await repo.page(ctx.db, { userId, status: q.status, method: q.method, after, limit: q.limit });
  const now = ctx.now();
  const page = pageOf(rows, q.limit, repo.RECHARGE_CURSOR, (r) => ({ id: r.id }));
  return { items: page.items.map((r) => toRecharge(r, now)), nextCursor: page.nextCursor };
}

async function own(ctx: Ctx, userId: string, id: string): Promise<repo.RechargeRow> {
  const row = await repo.find(ctx.db, { id });
  // Another seller's recharge reads as missing, so ids cannot be probed.
  if (!row || row.user_id !== userId) fail('RECHARGE_NOT_FOUND', { id });
  return row;
}

/**
 * One of the seller's recharges: what /lianlian and /pay-success poll. A card payment still waiting is checked with
 * the gateway (a late notification); coming back to /pay-success credits nothing by itself.
 */
export async function get(ctx: Ctx, userId: string, id: string): Promise<Recharge> {
  let row = await own(ctx, userId, id);
  if (await pullIfWaiting(ctx, row)) row = await own(ctx, userId, id);
  return toRecharge(row, ctx.now());
}

/** A seller's own move of one of their recharges, in one transaction. */
async function moveOwn(
  ctx: Ctx,
  userId: string,
  id: string,
  m: Move & { check?: (trx: Db, row: repo.RechargeRow) => Promise<void> },
) {
  const row = await tx(ctx, async (trx) => {
    const r = await load(ctx, trx, { id });
    if (!r || r.user_id !== userId) fail('RECHARGE_NOT_FOUND', { id });
    const from = statusOf(r.status);
    if (!canMoveRecharge(from, m.to)) fail('RECHARGE_TRANSITION_INVALID', { id, from, to: m.to });
    await m.check?.(trx, r);
    return moveIn(ctx, trx, r, m);
  });
  return toRecharge(row, ctx.now());
}

/** A calendar date that is real and not in the future (a day of slack for time zones), nor more than a year old. */
function checkTransferDate(value: string, now: number): void {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const at = Date.UTC(y, m - 1, d);
  const real = new Date(at).toISOString().slice(0, 10) === value;
  if (!real || at > now + DAY || at < now - 366 * DAY) fail('RECHARGE_TRANSFER_DATE_INVALID', { transferDate: value });
}

/** The seller confirms a bank transfer with the date, the amount sent, the payer and a proof they uploaded. */
export function confirmTransfer(ctx: Ctx, userId: string, id: string, input: Confirm): Promise<Recharge> {
  return moveOwn(ctx, userId, id, {
    to: 'submitted',
    actorId: userId,
    set: {
      transfer_date: input.transferDate,
      transfer_amount_cents: input.amountCents,
      payer_name: input.payerName,
      proof_file_id: input.proofFileId,
    },
    check: async (trx, row) => {
      checkTransferDate(input.transferDate, ctx.now());
      // What an approval will credit: held to the limits a recharge is asked within.
      checkAmount(ctx, input.amountCents, row.currency);
      const upload = await repo.findUpload(trx, input.proofFileId);
      // One answer for "not found", "not yours" and "not a document", so other sellers' file ids cannot be probed.
      if (!upload || upload.user_id !== userId || upload.purpose !== 'document') {
        fail('RECHARGE_PROOF_INVALID', { proofFileId: input.proofFileId });
      }
    },
  });
}

/** The seller drops a bank transfer request not yet confirmed. */
export function cancel(ctx: Ctx, userId: string, id: string): Promise<Recharge> {
  return moveOwn(ctx, userId, id, { to: 'cancelled', actorId: userId, set: { completed_at: ctx.now() } });
}
