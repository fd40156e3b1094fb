import { DEFAULT_CURRENCY, commissionOn, type CommissionStatus } from '@dropport/contracts';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.js';
import { inTransaction } from '../../db/group-commit.js';
import type { Database } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';
import { DAY } from '../../lib/time.js';
import { post, type AccountRef } from '../ledger/ledger.js';
import { notify } from '../notifications/notifications.service.js';
import * as repo from './referral.repo.js';
import { readSettings } from './referral-settings.js';

/**
 * Where a commission should stand, from its order's facts and the time: an order refunded or cancelled before the
 * commission became available reverses it; one delivered and past the hold makes it available; else it is pending.
 */
export function commissionVerdict(
  c: Pick<repo.CommissionRow, 'available_at'>,
  o: Pick<repo.OrderFacts, 'status' | 'cancelled_at'>,
  now: number,
): CommissionStatus {
  const ended = o.status === 'refunded' || o.status === 'cancelled';
  const endedAt = o.cancelled_at ?? now;
  if (ended && (c.available_at === null || endedAt < c.available_at)) return 'reversed';
  if (c.available_at !== null && now >= c.available_at) return 'available';
  return 'pending';
}

const pending = (userId: string): AccountRef => ({ referral: userId, bucket: 'pending' });
const available = (userId: string): AccountRef => ({ referral: userId, bucket: 'available' });
const payable: AccountRef = { system: 'referral_payable' };

/** One move of a commission's money, once per commission and kind (its ledger key). */
function move(
  trx: Db,
  c: repo.CommissionRow,
  kind: 'commission_earned' | 'commission_available' | 'commission_reversed',
  now: number,
) {
  const [from, to] =
    kind === 'commission_earned'
      ? [payable, pending(c.referrer_id)]
      : kind === 'commission_available'
        ? [pending(c.referrer_id), available(c.referrer_id)]
        : [pending(c.referrer_id), payable];
  return post(
    trx,
    {
      key: `referral:${kind}:${c.id}`,
      kind,
      currency: c.currency,
      reference: c.order_no,
      memo: `referral commission on order ${c.order_no}`,
      postings: [
        { account: from, amountCents: -c.amount_cents },
        { account: to, amountCents: c.amount_cents },
      ],
    },
    now,
  );
}

/** The commission a paid order earns its buyer's referrer, or null when it earns none. */
async function earn(
  trx: Db,
  o: repo.OrderFacts,
  referee: repo.Member,
  referrerCode: string,
  paidAt: number,
  now: number,
): Promise<repo.CommissionRow | null> {
  // Only a verified referee earns their referrer anything.
  if (referee.email_verified_at === null) return null;
  const referrer = await repo.memberByInviteCode(trx, referrerCode);
  // A closed account earns nothing more: it could never be paid out (closing needed its commissions at zero).
  if (!referrer || referrer.id === referee.id || referrer.closed_at !== null) return null;
  const s = await readSettings(trx);
  if (paidAt >= referee.created_at + s.windowDays * DAY) return null;
  const base = o.products_cents + o.shipping_cents;
  const amount = commissionOn(base, s.rateBp);
  if (amount <= 0) return null;
  const row: repo.CommissionRow = {
    id: newId(now),
    order_id: o.id,
    order_no: o.order_no,
    referrer_id: referrer.id,
    referee_id: referee.id,
    currency: DEFAULT_CURRENCY,
    base_cents: base,
    rate_bp: s.rateBp,
    amount_cents: amount,
    hold_days: s.holdDays,
    status: 'pending',
    paid_at: paidAt,
    delivered_at: null,
    available_at: null,
    reversed_at: null,
    created_at: now,
    updated_at: now,
  };
  await repo.insertCommission(trx, row);
  await move(trx, row, 'commission_earned', now);
  return row;
}

/**
 * Brings an order's commission in line with the order, in the caller's transaction: earned when the order is paid,
 * dated when it is delivered, then available once the hold has passed, or reversed when the order is refunded or
 * cancelled first. Each move is one ledger transaction under a key of its own, and a commission that is available
 * or reversed stays so: calling this again, for any event of the order in any order, changes nothing more.
 */
export async function syncCommission(trx: Db, orderId: string, now: number): Promise<void> {
  const o = await repo.orderFacts(trx, orderId);
  if (o) await syncOrderCommission(trx, o, now);
}

/** syncCommission with the order's facts in hand (the orders module's transition has the row it just wrote). */
export async function syncOrderCommission(trx: Db, o: repo.OrderFacts, now: number): Promise<void> {
  if (o.paid_at === null) return;
  // Only a buyer who signed up with someone's code can earn a commission: every other order costs this one read.
  const buyer = await repo.member(trx, o.user_id);
  if (!buyer?.referred_by) return;
  let c = (await repo.commissionOfOrder(trx, o.id)) ?? (await earn(trx, o, buyer, buyer.referred_by, o.paid_at, now));
  if (!c || c.status !== 'pending') return;
  if (o.delivered_at !== null && c.delivered_at === null) {
    const availableAt = o.delivered_at + c.hold_days * DAY;
    await repo.updateCommission(trx, c.id, { delivered_at: o.delivered_at, available_at: availableAt, updated_at: now });
    c = { ...c, delivered_at: o.delivered_at, available_at: availableAt };
  }
  const verdict = commissionVerdict(c, o, now);
  if (verdict === 'pending') return;
  if (verdict === 'reversed') {
    await move(trx, c, 'commission_reversed', now);
    await repo.updateCommission(trx, c.id, { status: 'reversed', reversed_at: o.cancelled_at ?? now, updated_at: now });
    return;
  }
  await move(trx, c, 'commission_available', now);
  await repo.updateCommission(trx, c.id, { status: 'available', updated_at: now });
  await notify(
    trx,
    {
      userId: c.referrer_id,
      type: 'referral.earned',
      params: { amountCents: c.amount_cents },
      dedupeKey: `referral.earned:${c.id}`,
    },
    now,
  );
}

/**
 * Makes the commissions whose hold has passed available, up to `batch` of them, oldest first (the scheduled job runs
 * it again on its next slot for any left). Answers how many it looked at.
 */
export async function releaseDue(db: Kysely<Database>, now: number, batch = 1_000): Promise<number> {
  const due = await repo.dueCommissions(db, now, batch);
  for (const d of due) await inTransaction(db, (trx) => syncCommission(trx, d.order_id, now));
  return due.length;
}
