import type { IncomingHttpHeaders } from 'node:http';
import { canMoveRecharge } from '@dropport/contracts';
import type { Ctx } from '../../context.js';
import { fail } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import { GatewayPayloadError, GatewaySignatureError, paymentGateway, type GatewayEvent } from './gateway.js';
import { load, moveIn, statusOf, succeedIn, tx } from './recharge-flow.js';
import * as repo from './recharge.repo.js';

/**
 * What a notification did, as recorded in gateway_notifications.outcome: `applied` (moved the recharge),
 * `ignored` (a move the flow does not allow, e.g. a success after a success: acknowledged, nothing moves),
 * `unknown_order`, `mismatch:<amount|currency|payment>`, `malformed` (signed, but not an event we can read).
 */
type Outcome = 'applied' | 'ignored' | 'unknown_order' | `mismatch:${'amount' | 'currency' | 'payment'}`;

export interface NotifyAnswer {
  received: true;
  outcome: Outcome | 'duplicate';
}

/** The answer a recorded outcome gets: refusals are errors (the same on every repeat), the rest an acknowledgement. */
function answer(outcome: string, orderNo: string, reference: string, duplicate: boolean): NotifyAnswer {
  if (outcome === 'unknown_order') fail('RECHARGE_NOT_FOUND', { id: orderNo });
  if (outcome.startsWith('mismatch:')) fail('GATEWAY_PAYMENT_MISMATCH', { reference, field: outcome.slice('mismatch:'.length) });
  return { received: true, outcome: duplicate ? 'duplicate' : (outcome as Outcome) };
}

/**
 * Applies one verified gateway event in one transaction: records it under its event id (a repeat finds the first
 * record and changes nothing), checks it against the recharge (order number, amount, currency, payment id), moves the
 * status through RECHARGE_FLOW and, on success, credits the wallet once and issues the invoice.
 */
async function applyEvent(
  ctx: Ctx,
  e: GatewayEvent,
  raw: string,
): Promise<{ outcome: string; duplicate: boolean; reference: string }> {
  return tx(ctx, async (trx) => {
    const now = ctx.now();
    const recordId = newId(now);
    const claimed = await repo.claimNotification(trx, {
      id: recordId,
      event_id: e.id,
      event_type: e.type,
      recharge_id: null,
      raw_body: raw,
      signature_ok: 1,
      outcome: 'processing',
      received_at: now,
    });
    if (!claimed) {
      const first = await repo.notificationByEvent(trx, e.id);
      return { outcome: first?.outcome ?? 'applied', duplicate: true, reference: e.orderNo };
    }
    const settle = async (outcome: Outcome, rechargeId: string | null) => {
      await repo.settleNotification(trx, recordId, outcome, rechargeId);
      return { outcome, duplicate: false, reference: e.orderNo };
    };

    const row = await load(ctx, trx, { reference: e.orderNo });
    if (!row || row.method !== 'card') return settle('unknown_order', null);
    const mismatch =
      e.amountCents !== row.amount_cents
        ? 'amount'
        : e.currency !== row.currency
          ? 'currency'
          : row.gateway_payment_id !== null && row.gateway_payment_id !== e.paymentId
            ? 'payment'
            : null;
    if (mismatch) return settle(`mismatch:${mismatch}`, row.id);

    const from = statusOf(row.status);
    if (e.type === 'payment.succeeded') {
      if (!canMoveRecharge(from, 'succeeded')) return settle('ignored', row.id);
      // Recorded first: the credit goes last in the transaction (see moveIn); a failure below undoes all of it.
      const applied = await settle('applied', row.id);
      await succeedIn(ctx, trx, row, {
        amountCents: e.amountCents,
        actorId: null,
        memo: `Card payment ${e.paymentId}`,
        memoText: { kind: 'card_payment', params: { paymentId: e.paymentId } },
        note: e.id,
        set: { gateway_payment_id: e.paymentId, failure_reason: null },
      });
      return applied;
    }
    const reason = e.failureCode ?? 'card_declined';
    if (from === 'failed') {
      // Another declined card on the same checkout: the status stays, the reason is the latest one.
      await repo.update(trx, row.id, 'failed', { failure_reason: reason, updated_at: now });
      return settle('applied', row.id);
    }
    if (!canMoveRecharge(from, 'failed')) return settle('ignored', row.id);
    await moveIn(ctx, trx, row, { to: 'failed', actorId: null, note: e.id, set: { failure_reason: reason } });
    return settle('applied', row.id);
  });
}

/**
 * Records a signed notification whose event could not be read (kept without its event id, see migration 010). Only
 * the gateway can sign, so what is kept here is bounded by what the gateway sends.
 */
async function recordMalformed(ctx: Ctx, raw: string): Promise<void> {
  const now = ctx.now();
  await repo.insertNotification(ctx.db, {
    id: newId(now),
    event_id: null,
    event_type: null,
    recharge_id: null,
    raw_body: raw.slice(0, 64 * 1024),
    signature_ok: 1,
    outcome: 'malformed',
    received_at: now,
  });
}

/** POST /api/payments/gateway/notify: a notification from the gateway, verified before anything else is read. */
export async function receiveNotification(
  ctx: Ctx,
  raw: string,
  headers: IncomingHttpHeaders,
  from: string,
): Promise<NotifyAnswer> {
  let event: GatewayEvent;
  try {
    event = paymentGateway(ctx).verifyNotification(raw, headers, ctx.now());
  } catch (err) {
    if (err instanceof GatewaySignatureError) {
      // Anyone can send these: nothing is stored (a stored body per forgery would let strangers fill the disk),
      // a fixed-size line in the log says it happened.
      ctx.log.warn({ from, bytes: Buffer.byteLength(raw) }, 'gateway notification refused: signature invalid');
      ctx.metrics.gatewayNotification('signature_invalid');
      fail('GATEWAY_SIGNATURE_INVALID');
    }
    if (err instanceof GatewayPayloadError) {
      await recordMalformed(ctx, raw);
      ctx.metrics.gatewayNotification('malformed');
      fail('VALIDATION_FAILED', { field: 'body', reason: 'invalid' });
    }
    throw err;
  }
  const r = await applyEvent(ctx, event, raw);
  ctx.metrics.gatewayNotification(r.duplicate ? 'duplicate' : r.outcome);
  return answer(r.outcome, event.orderNo, r.reference, r.duplicate);
}

const PULL_EVERY_MS = 3000;
const lastPull = new Map<string, number>();

/**
 * For a card recharge still waiting (its notification may be late), asks the gateway where the payment stands; a
 * verified `paid` goes through the same idempotent path as a notification. At most one query per recharge every few
 * seconds per process; a gateway that cannot be reached changes nothing.
 */
export async function pullIfWaiting(ctx: Ctx, row: repo.RechargeRow): Promise<boolean> {
  if (row.method !== 'card' || (row.status !== 'pending' && row.status !== 'failed') || !row.gateway_payment_id) return false;
  const now = ctx.now();
  if (now - (lastPull.get(row.id) ?? 0) < PULL_EVERY_MS) return false;
  if (lastPull.size > 10_000) lastPull.clear();
  lastPull.set(row.id, now);
  try {
    const p = await paymentGateway(ctx).fetchPayment(row.gateway_payment_id);
    if (p.status !== 'paid') return false;
    const event: GatewayEvent = {
      id: `pull:${p.paymentId}:paid`,
      type: 'payment.succeeded',
      paymentId: p.paymentId,
      orderNo: p.orderNo,
      amountCents: p.amountCents,
      currency: p.currency,
      failureCode: null,
    };
    const r = await applyEvent(ctx, event, JSON.stringify({ source: 'status query', payment: p }));
    if (r.outcome !== 'applied' && r.outcome !== 'ignored')
      ctx.log.error({ rechargeId: row.id, outcome: r.outcome }, 'paid payment refused');
    return r.outcome === 'applied' && !r.duplicate;
  } catch (err) {
    ctx.log.warn({ err, rechargeId: row.id }, 'payment status query failed');
    return false;
  }
}
