import {
  BankDetailsView,
  DEFAULT_CURRENCY,
  canMoveWithdrawal,
  maskEmail,
  type AdminWithdrawal,
  type AdminWithdrawalPage,
  type AdminWithdrawalQuery,
  type Withdrawal,
  type WithdrawalPage,
  type WithdrawalRequest,
  type WithdrawalStatus,
} from '@dropport/contracts';
import type { z } from 'zod';
import type { Ctx } from '../../context.js';
import type { Db } from '../../db/database.js';
import { inTransaction } from '../../db/group-commit.js';
import { recordAudit } from '../audit/audit-log.js';
import { decodeCursor, pageOf } from '../../db/keyset.js';
import { lockWithdrawalNumbers } from '../../db/locks.js';
import { fail } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import { iso } from '../../lib/time.js';
import type { Principal } from '../../plugins/auth.js';
import { answerOnce } from '../idempotency/request-answers.js';
import { notify } from '../notifications/notifications.service.js';
import { post, type AccountRef, type Posting } from '../ledger/ledger.js';
import { confirmWithSecondFactor } from '../users/two-factor.service.js';
import * as repo from './referral.repo.js';
import { readSettings } from './referral-settings.js';

type Request = z.output<typeof WithdrawalRequest>;
type QueueQuery = z.output<typeof AdminWithdrawalQuery>;

const available = (userId: string): AccountRef => ({ referral: userId, bucket: 'available' });
const held = (userId: string): AccountRef => ({ referral: userId, bucket: 'held' });

function destination(w: repo.WithdrawalRow): string {
  if (w.method === 'paypal') return `PayPal · ${maskEmail(w.paypal_email ?? '')}`;
  if (w.method === 'bank') {
    const bank = w.bank ? BankDetailsView.parse(JSON.parse(w.bank)) : null;
    const digits = bank?.accountNumber.replace(/[^A-Za-z0-9]/g, '') ?? '';
    return `${bank?.bankName ?? 'Bank'} · ****${digits.slice(-4)}`;
  }
  return 'Wallet balance';
}

export const toWithdrawal = (w: repo.WithdrawalRow): Withdrawal => ({
  id: w.id,
  number: w.number,
  method: w.method,
  status: w.status,
  amountCents: w.amount_cents,
  feeCents: w.fee_cents,
  netCents: w.amount_cents - w.fee_cents,
  currency: w.currency,
  destination: destination(w),
  reference: w.reference,
  reason: w.reason,
  createdAt: iso(w.created_at),
  updatedAt: iso(w.updated_at),
});

const toAdminWithdrawal = (w: repo.WithdrawalRow & { email: string }): AdminWithdrawal => ({
  ...toWithdrawal(w),
  userId: w.user_id,
  email: w.email,
  paypalEmail: w.paypal_email,
  bank: w.bank ? BankDetailsView.parse(JSON.parse(w.bank)) : null,
});

/** One movement of a withdrawal's money through the ledger, once per withdrawal and kind. */
function move(
  trx: Db,
  w: repo.WithdrawalRow,
  kind: 'withdrawn_to_wallet' | 'payout_requested' | 'payout_paid' | 'payout_returned',
  actorId: string | null,
  now: number,
) {
  const net = w.amount_cents - w.fee_cents;
  const postings: Posting[] =
    kind === 'withdrawn_to_wallet'
      ? [
          { account: available(w.user_id), amountCents: -w.amount_cents },
          { account: { wallet: w.user_id }, amountCents: w.amount_cents },
        ]
      : kind === 'payout_requested'
        ? [
            { account: available(w.user_id), amountCents: -w.amount_cents },
            { account: held(w.user_id), amountCents: w.amount_cents },
          ]
        : kind === 'payout_returned'
          ? [
              { account: held(w.user_id), amountCents: -w.amount_cents },
              { account: available(w.user_id), amountCents: w.amount_cents },
            ]
          : [
              { account: held(w.user_id), amountCents: -w.amount_cents },
              { account: { system: 'referral_paid_out' }, amountCents: net },
              ...(w.fee_cents > 0 ? [{ account: { system: 'platform_revenue' } as AccountRef, amountCents: w.fee_cents }] : []),
            ];
  return post(
    trx,
    {
      key: `referral:${kind}:${w.id}`,
      kind,
      currency: w.currency,
      reference: w.number,
      memo: `referral withdrawal ${w.number}`,
      ...(kind === 'withdrawn_to_wallet' ? { memoText: { kind: 'referral_withdrawal', params: { number: w.number } } } : {}),
      postings,
      actorId,
    },
    now,
  );
}

/**
 * A seller withdraws available commission: to the wallet at once, or out by PayPal or bank, held until an admin pays
 * or rejects it. Needs a verified email; a payout needs the minimum, a place under the open-payouts limit and, with
 * the caller's own two-factor on, a fresh code of it. Answered once per idempotency key: a repeat gets the first withdrawal.
 */
export function withdraw(ctx: Ctx, caller: Principal, body: Request): Promise<Withdrawal> {
  const { code, ...request } = body as Request & { code?: string };
  return answerOnce(ctx, { userId: caller.userId, scope: 'referral.withdraw', key: body.idempotencyKey, request }, async () => {
    if (!caller.emailVerified) fail('EMAIL_NOT_VERIFIED');
    const s = await readSettings(ctx.db);
    const fee = body.method === 'wallet' ? 0 : s.payoutFeeCents;
    if (body.method !== 'wallet') {
      if (body.amountCents < s.minPayoutCents) fail('PAYOUT_BELOW_MINIMUM', { minCents: s.minPayoutCents });
      if (body.amountCents <= fee) fail('PAYOUT_FEE_EXCEEDS_AMOUNT', { feeCents: fee });
      // Checked again in the transaction; here so that a refused request spends no code.
      if ((await repo.openPayouts(ctx.db, caller.userId)) >= s.maxOpenPayouts)
        fail('PAYOUTS_TOO_MANY', { max: s.maxOpenPayouts });
      // The person sending money out proves it with their own second factor (a team member's, not the owner's).
      await confirmWithSecondFactor(ctx, caller.personId, code);
    }
    return inTransaction(ctx.db, async (trx) => {
      const now = ctx.now();
      await lockWithdrawalNumbers(trx);
      const first = await repo.withdrawalByKey(trx, caller.userId, body.idempotencyKey);
      if (first) return toWithdrawal(first);
      if (body.method !== 'wallet' && (await repo.openPayouts(trx, caller.userId)) >= s.maxOpenPayouts) {
        fail('PAYOUTS_TOO_MANY', { max: s.maxOpenPayouts });
      }
      const row: repo.WithdrawalRow = {
        id: newId(now),
        number: await repo.nextWithdrawalNumber(trx, new Date(now).getUTCFullYear()),
        user_id: caller.userId,
        method: body.method,
        status: body.method === 'wallet' ? 'completed' : 'requested',
        currency: DEFAULT_CURRENCY,
        amount_cents: body.amountCents,
        fee_cents: fee,
        paypal_email: body.method === 'paypal' ? body.paypalEmail : null,
        bank: body.method === 'bank' ? JSON.stringify(body.bank) : null,
        reference: null,
        reason: null,
        idempotency_key: body.idempotencyKey,
        decided_by: null,
        created_at: now,
        updated_at: now,
      };
      await repo.insertWithdrawal(trx, row);
      await move(trx, row, body.method === 'wallet' ? 'withdrawn_to_wallet' : 'payout_requested', caller.personId, now);
      await recordAudit(
        trx,
        {
          actorId: caller.personId,
          accountId: caller.userId,
          action: 'referral.withdraw',
          target: { type: 'withdrawal', id: row.id },
          after: { number: row.number, method: row.method, amountCents: row.amount_cents, feeCents: row.fee_cents },
        },
        now,
      );
      return toWithdrawal(row);
    });
  });
}

/**
 * Moves a withdrawal along its flow in one locked transaction, with the money the move makes; a move the flow does
 * not allow is WITHDRAWAL_TRANSITION_INVALID and changes nothing.
 */
async function decide(
  ctx: Ctx,
  id: string,
  to: WithdrawalStatus,
  o: { actorId: string; ownerId?: string; set?: { reference?: string; reason?: string } },
): Promise<repo.WithdrawalRow> {
  return inTransaction(ctx.db, async (trx) => {
    const now = ctx.now();
    const w = await repo.lockWithdrawal(trx, id);
    if (!w || (o.ownerId !== undefined && w.user_id !== o.ownerId)) fail('WITHDRAWAL_NOT_FOUND', { id });
    if (!canMoveWithdrawal(w.status, to))
      fail('WITHDRAWAL_TRANSITION_INVALID', { number: w.number, status: w.status, action: to });
    const set = { status: to, updated_at: now, decided_by: o.ownerId === undefined ? o.actorId : w.decided_by, ...o.set };
    await repo.updateWithdrawal(trx, w.id, set);
    if (to === 'paid') await move(trx, w, 'payout_paid', o.actorId, now);
    if (to === 'rejected' || to === 'cancelled') await move(trx, w, 'payout_returned', o.actorId, now);
    const params = { withdrawalId: w.id, number: w.number, amountCents: w.amount_cents };
    const dedupeKey = `referral.withdrawal:${w.id}:${to}`;
    if (to === 'approved') await notify(trx, { userId: w.user_id, type: 'referral.withdrawal_approved', params, dedupeKey }, now);
    if (to === 'paid') {
      const reference = o.set?.reference ?? '';
      await notify(
        trx,
        { userId: w.user_id, type: 'referral.withdrawal_paid', params: { ...params, reference }, dedupeKey },
        now,
      );
    }
    if (to === 'rejected') {
      const reason = o.set?.reason ?? '';
      await notify(
        trx,
        { userId: w.user_id, type: 'referral.withdrawal_rejected', params: { ...params, reason }, dedupeKey },
        now,
      );
    }
    return { ...w, ...set };
  });
}

/** The seller takes back a payout request the admin has not approved yet: the amount is available again. */
export async function cancel(ctx: Ctx, userId: string, id: string): Promise<Withdrawal> {
  return toWithdrawal(await decide(ctx, id, 'cancelled', { actorId: userId, ownerId: userId }));
}

export type AdminDecision = { to: 'approved' } | { to: 'paid'; reference: string } | { to: 'rejected'; reason: string };

/** An admin approves, pays (with the payment's reference) or rejects (with a reason the seller reads) a payout. */
export function adminDecide(
  ctx: Ctx,
  adminId: string,
  id: string,
  d: AdminDecision,
  idempotencyKey: string | undefined,
): Promise<AdminWithdrawal> {
  const run = async () => {
    const set = d.to === 'paid' ? { reference: d.reference } : d.to === 'rejected' ? { reason: d.reason } : {};
    const w = await decide(ctx, id, d.to, { actorId: adminId, set });
    const full = (await repo.withdrawalWithEmail(ctx.db, w.id)) ?? fail('WITHDRAWAL_NOT_FOUND', { id });
    return toAdminWithdrawal(full);
  };
  if (!idempotencyKey) return run();
  return answerOnce(
    ctx,
    { userId: adminId, scope: `referral.withdrawal.${d.to}`, key: idempotencyKey, request: { id, ...d } },
    run,
  );
}

export async function listMine(
  ctx: Ctx,
  userId: string,
  q: { cursor?: string | undefined; limit: number },
): Promise<WithdrawalPage> {
  const rows = await repo.withdrawalsOf(ctx.db, userId, decodeCursor(repo.WITHDRAWAL_CURSOR, q.cursor), q.limit);
  const page = pageOf(rows, q.limit, repo.WITHDRAWAL_CURSOR, (r) => ({ id: r.id }));
  return { items: page.items.map(toWithdrawal), nextCursor: page.nextCursor };
}

export async function queue(ctx: Ctx, q: QueueQuery): Promise<AdminWithdrawalPage> {
  const rows = await repo.withdrawalQueue(ctx.db, q.status, decodeCursor(repo.WITHDRAWAL_CURSOR, q.cursor), q.limit);
  const page = pageOf(rows, q.limit, repo.WITHDRAWAL_CURSOR, (r) => ({ id: r.id }));
  return { items: page.items.map(toAdminWithdrawal), nextCursor: page.nextCursor };
}
