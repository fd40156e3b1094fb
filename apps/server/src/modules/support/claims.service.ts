import {
  EU_COUNTRIES,
  PHOTO_REASONS,
  type Claim,
  type ClaimEligibility,
  type ClaimReason,
  type Locale,
  type NewClaim,
  type OrderClaims,
  type SupportSettings,
} from '@dropport/contracts';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { Ctx } from '../../context.js';
import type { Db } from '../../db/database.js';
import type { SupportClaimsTable } from '../../db/schema.js';
import { fail } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import { DAY, iso, isoOrNull } from '../../lib/time.js';
import type { Principal } from '../../plugins/auth.js';
import { answerOnce } from '../idempotency/request-answers.js';
import { refund } from '../ledger/ledger.js';
import { publish } from '../live/live-events.js';
import { notify } from '../notifications/notifications.service.js';
import { linePaidShares } from '../orders/line-shares.js';
import { payAtNoCost, transition, withOrder, type Actor } from '../orders/order-flow.js';
import { newOrderRow } from '../orders/order-row.js';
import type { OrderItemRow, OrderRow } from '../orders/orders.repo.js';
import * as orders from '../orders/orders.repo.js';
import { claimSubject } from './claim-texts.js';
import { addMessage, attachmentsOf, openTicket, queueKey, readSettings, requireTicket } from './tickets.service.js';

type ClaimRow = Selectable<SupportClaimsTable>;
type ClaimInput = z.output<typeof NewClaim>;

const day = (ms: number) => iso(ms).slice(0, 10);

/** The days after shipping before a parcel to `country` counts as not received: US and EU nearer, others farther. */
export function delayDays(country: string | null, s: SupportSettings): number {
  const near = country === 'US' || (EU_COUNTRIES as readonly string[]).includes(country ?? '');
  return near ? s.claimDelayDaysNear : s.claimDelayDaysFar;
}

/** Whether each reason can be claimed on the order now, and if not why and from (or until) when. */
export function eligibilityOf(o: OrderRow, s: SupportSettings, now: number): ClaimEligibility[] {
  const shipped = o.shipped_at !== null && (o.status === 'shipped' || o.status === 'delivered');
  const deliveredAt = o.status === 'delivered' ? Number(o.delivered_at ?? o.updated_at) : null;
  const answer = (reason: ClaimReason, code: string | null, date: number | null = null): ClaimEligibility => ({
    reason,
    eligible: code === null,
    code,
    date: date === null ? null : day(date),
  });
  return (['not_received', 'damaged', 'wrong_item', 'missing_item'] as const).map((reason) => {
    if (!shipped) return answer(reason, 'CLAIM_NOT_SHIPPED');
    if (reason === 'not_received') {
      if (deliveredAt !== null) return answer(reason, 'CLAIM_ALREADY_DELIVERED');
      const from = Number(o.shipped_at) + delayDays(o.ship_country, s) * DAY;
      return now < from ? answer(reason, 'CLAIM_TOO_EARLY', from) : answer(reason, null);
    }
    if (deliveredAt === null) return answer(reason, 'CLAIM_NOT_DELIVERED');
    const until = deliveredAt + s.claimWindowDays * DAY;
    return now > until ? answer(reason, 'CLAIM_WINDOW_CLOSED', until) : answer(reason, null);
  });
}

/** The paid amount of `quantity` of a line's units: its share pro rata, the whole share for the whole line. */
const unitsAmount = (share: number, quantity: number, of: number) =>
  quantity >= of ? share : Math.floor((share * quantity) / of);

/** Units of each line that open or granted claims already hold (a rejected claim frees its units). */
async function claimedUnits(db: Db, orderId: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('support_claim_lines as l')
    .innerJoin('support_claims as c', 'c.id', 'l.claim_id')
    .select(['l.item_id', (eb) => eb.fn.sum<number>('l.quantity').as('units')])
    .where('c.order_id', '=', orderId)
    .where('c.status', '!=', 'rejected')
    .groupBy('l.item_id')
    .execute();
  return new Map(rows.map((r) => [r.item_id, Number(r.units)]));
}

async function toClaims(db: Db, rows: ClaimRow[]): Promise<Claim[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [lines, tickets] = await Promise.all([
    db.selectFrom('support_claim_lines').selectAll().where('claim_id', 'in', ids).execute(),
    db
      .selectFrom('support_tickets')
      .select(['id', 'number'])
      .where(
        'id',
        'in',
        rows.map((r) => r.ticket_id),
      )
      .execute(),
  ]);
  return rows.map((c) => ({
    id: c.id,
    orderId: c.order_id,
    orderNo: c.order_no,
    ticketId: c.ticket_id,
    ticketNumber: tickets.find((t) => t.id === c.ticket_id)?.number ?? '',
    kind: c.kind,
    reason: c.reason,
    status: c.status,
    lines: lines
      .filter((l) => l.claim_id === c.id)
      .map((l) => ({
        itemId: l.item_id,
        title: l.title,
        variantTitle: l.variant_title,
        quantity: Number(l.quantity),
        amountCents: Number(l.amount_cents),
      })),
    amountCents: Number(c.amount_cents),
    refundedCents: c.refunded_cents === null ? null : Number(c.refunded_cents),
    resendOrderId: c.resend_order_id,
    resendOrderNo: c.resend_order_no,
    decisionNote: c.decision_note,
    createdAt: iso(Number(c.created_at)),
    decidedAt: isoOrNull(c.decided_at === null ? null : Number(c.decided_at)),
  }));
}

/** The claim a ticket is the thread of, or null. */
export async function claimOfTicket(db: Db, ticketId: string): Promise<Claim | null> {
  const row = await db.selectFrom('support_claims').selectAll().where('ticket_id', '=', ticketId).executeTakeFirst();
  return row ? ((await toClaims(db, [row]))[0] ?? null) : null;
}

async function requireClaim(db: Db, id: string): Promise<ClaimRow> {
  const row = await db.selectFrom('support_claims').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) fail('CLAIM_NOT_FOUND', { id });
  return row;
}

async function ownOrder(db: Db, caller: Principal, orderId: string): Promise<OrderRow> {
  const o = await orders.byId(db, orderId);
  if (!o || o.user_id !== caller.userId) fail('ORDER_NOT_FOUND', { id: orderId });
  return o;
}

/** GET /api/orders/:id/claims: the order's claims, what each line can still claim, and each reason's eligibility. */
export async function orderClaims(ctx: Ctx, caller: Principal, orderId: string): Promise<OrderClaims> {
  const o = await ownOrder(ctx.db, caller, orderId);
  const [items, claimed, rows, settings] = await Promise.all([
    orders.itemsOf(ctx.db, o.id),
    claimedUnits(ctx.db, o.id),
    ctx.db.selectFrom('support_claims').selectAll().where('order_id', '=', o.id).orderBy('id', 'desc').execute(),
    readSettings(ctx.db),
  ]);
  const shares = linePaidShares(Number(o.paid_cents), items);
  return {
    claims: await toClaims(ctx.db, rows),
    eligibility: eligibilityOf(o, settings, ctx.now()),
    lines: items.map((i) => {
      const qty = Number(i.quantity);
      return {
        itemId: i.id,
        title: i.title,
        variantTitle: i.variant_title,
        image: i.image,
        quantity: qty,
        claimable: Math.max(0, qty - (claimed.get(i.id) ?? 0)),
        paidCents: Math.floor((shares.get(i.id) ?? 0) / Math.max(1, qty)),
        resendable: i.variant_id !== null,
      };
    }),
  };
}

/**
 * POST /api/orders/:id/claims: checks the reason's eligibility, the lines and quantities (never more than a line has
 * left unclaimed), a photo where the reason needs one, then records the claim with its ticket thread (category
 * `claim`, the note as its first message), waiting on support. The order is locked meanwhile, so two claims at once
 * cannot claim the same units twice. Answered once per idempotency key.
 */
export function createClaim(ctx: Ctx, caller: Principal, orderId: string, input: ClaimInput, locale: Locale): Promise<Claim> {
  const run = () =>
    withOrder(ctx, orderId, async (trx, o) => {
      if (o.user_id !== caller.userId) fail('ORDER_NOT_FOUND', { id: orderId });
      const now = ctx.now();
      const verdict = eligibilityOf(o, await readSettings(trx), now).find((e) => e.reason === input.reason);
      if (verdict?.code) fail(verdict.code as 'CLAIM_NOT_SHIPPED', { orderNo: o.order_no, date: verdict.date ?? '' });
      const items = await orders.itemsOf(trx, o.id);
      const claimed = await claimedUnits(trx, o.id);
      const shares = linePaidShares(Number(o.paid_cents), items);
      const seen = new Set<string>();
      const lines = input.lines.map((l) => {
        const item = items.find((i) => i.id === l.itemId);
        const left = item ? Number(item.quantity) - (claimed.get(item.id) ?? 0) : 0;
        if (!item || seen.has(l.itemId) || l.quantity > left)
          fail('CLAIM_QUANTITY_INVALID', { title: item?.title ?? l.itemId, claimable: Math.max(0, left) });
        seen.add(l.itemId);
        if (input.kind === 'resend' && item.variant_id === null) fail('CLAIM_RESEND_UNAVAILABLE', { title: item.title });
        return { item, quantity: l.quantity, amount: unitsAmount(shares.get(item.id) ?? 0, l.quantity, Number(item.quantity)) };
      });
      const attachments = await attachmentsOf(trx, caller.userId, input.attachmentIds);
      if (PHOTO_REASONS.includes(input.reason) && !attachments.some((a) => a.mime.startsWith('image/')))
        fail('CLAIM_PHOTO_REQUIRED', { orderNo: o.order_no });

      const ticketId = await openTicket(trx, {
        userId: caller.userId,
        category: 'claim',
        subject: claimSubject(locale, input.kind, input.reason, o.order_no),
        orderId: o.id,
        orderNo: o.order_no,
        context: null,
        now,
      });
      await addMessage(
        trx,
        { ticketId, author: 'seller', authorId: caller.userId, body: input.note, internal: false, attachments },
        now,
      );
      const id = newId(now);
      await trx
        .insertInto('support_claims')
        .values({
          id,
          user_id: caller.userId,
          order_id: o.id,
          order_no: o.order_no,
          ticket_id: ticketId,
          kind: input.kind,
          reason: input.reason,
          status: 'pending',
          amount_cents: lines.reduce((a, l) => a + l.amount, 0),
          refunded_cents: null,
          resend_order_id: null,
          resend_order_no: null,
          decision_note: null,
          decided_by: null,
          decided_at: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
      await trx
        .insertInto('support_claim_lines')
        .values(
          lines.map((l) => ({
            claim_id: id,
            item_id: l.item.id,
            title: l.item.title,
            variant_title: l.item.variant_title,
            quantity: l.quantity,
            amount_cents: l.amount,
          })),
        )
        .execute();
      await orders.addEvent(
        trx,
        {
          orderId: o.id,
          from: o.status,
          to: o.status,
          action: 'claim_opened',
          actor: 'seller',
          actorId: caller.personId,
          note: input.note,
        },
        now,
      );
      return (await toClaims(trx, [await requireClaim(trx, id)]))[0] as Claim;
    });
  if (!input.idempotencyKey) return run();
  const { idempotencyKey, ...request } = input;
  return answerOnce(
    ctx,
    { userId: caller.userId, scope: 'support.claim', key: idempotencyKey, request: { orderId, ...request } },
    run,
  );
}

/** GET /api/admin/support/claims/:id */
export async function adminClaim(ctx: Ctx, id: string): Promise<Claim> {
  return (await toClaims(ctx.db, [await requireClaim(ctx.db, id)]))[0] as Claim;
}

/**
 * POST /api/admin/support/claims/:id/decide: an admin settles a pending claim, in one transaction with the order
 * locked:
 * - refund: the wallet is credited through the ledger (key per claim, so never twice) with the claimed units' paid
 *   amount, never more than the order has left unrefunded; the order's refunded total grows by it.
 * - resend: a new order of the claimed units at no cost, paid and queued for fulfilment, linked to the original.
 * - reject: with the admin's reason.
 * The claim's ticket is resolved (the admin's note, if any, is posted on it); the seller is notified.
 */
export async function decideClaim(
  ctx: Ctx,
  caller: Principal,
  id: string,
  d: { decision: 'refund' | 'resend' | 'reject'; note?: string | undefined },
): Promise<Claim> {
  const actor: Actor = { kind: 'admin', id: caller.userId };
  const { order_id: orderId } = await requireClaim(ctx.db, id);
  return withOrder(ctx, orderId, async (trx, o) => {
    const c = await requireClaim(trx, id);
    if (c.status !== 'pending') fail('CLAIM_ALREADY_DECIDED', { number: c.order_no, status: c.status });
    const now = ctx.now();
    const ticket = await requireTicket(trx, c.ticket_id, true);
    const note = d.note?.trim() || null;
    let set: Partial<ClaimRow>;
    if (d.decision === 'refund') {
      const amount = Math.min(Number(c.amount_cents), Number(o.paid_cents) - Number(o.refunded_cents));
      if (amount > 0) {
        await refund(
          trx,
          {
            userId: o.user_id,
            amountCents: amount,
            currency: 'USD',
            key: `claim-refund:${c.id}`,
            reference: o.order_no,
            memo: `claim ${ticket.number} on order ${o.order_no}`,
            memoText: { kind: 'claim_refund', params: { orderNo: o.order_no, number: ticket.number } },
            actorId: caller.personId,
          },
          now,
        );
      }
      await transition(
        trx,
        o,
        o.status,
        { action: 'claim_refunded', actor, note, set: { refunded_cents: Number(o.refunded_cents) + amount } },
        now,
      );
      set = { status: 'refunded', refunded_cents: amount };
    } else if (d.decision === 'resend') {
      const resend = await resendOrder(ctx, trx, o, c, actor, now);
      await transition(trx, o, o.status, { action: 'claim_resent', actor, note: resend.order_no }, now);
      set = { status: 'resent', resend_order_id: resend.id, resend_order_no: resend.order_no };
    } else {
      await transition(trx, o, o.status, { action: 'claim_rejected', actor, note }, now);
      set = { status: 'rejected' };
    }
    await trx
      .updateTable('support_claims')
      .set({ ...set, decision_note: note, decided_by: caller.userId, decided_at: now, updated_at: now })
      .where('id', '=', c.id)
      .execute();
    // The admin's note is also their message on the thread, so the seller reads it where they talk.
    if (note)
      await addMessage(
        trx,
        { ticketId: ticket.id, author: 'support', authorId: caller.userId, body: note, internal: false, attachments: [] },
        now,
      );
    const decided = (await toClaims(trx, [await requireClaim(trx, c.id)]))[0] as Claim;
    await settleThread(trx, ticket.id, caller.userId, decided, now);
    return decided;
  });
}

/**
 * The resend of a claim's units: a new order to the same address by the same method, at no cost, paid at once (the
 * supplier's stock taken as for any paid order) and so queued for fulfilment; `resend_of` links it to the original.
 */
async function resendOrder(ctx: Ctx, trx: Db, o: OrderRow, c: ClaimRow, actor: Actor, now: number): Promise<OrderRow> {
  const lines = await trx.selectFrom('support_claim_lines').selectAll().where('claim_id', '=', c.id).execute();
  const items = await orders.itemsOf(trx, o.id);
  const id = newId(now);
  const orderNo = await orders.nextOrderNo(trx);
  const copy: OrderItemRow[] = lines.map((l, k) => {
    const i = items.find((x) => x.id === l.item_id);
    if (!i || i.variant_id === null) fail('CLAIM_RESEND_UNAVAILABLE', { title: l.title });
    return {
      ...i,
      id: newId(now),
      order_id: id,
      position: k,
      store_line_id: null,
      quantity: Number(l.quantity),
      source: null,
      seller_sku_id: null,
    };
  });
  const row = newOrderRow({
    ...pickShipping(o),
    id,
    user_id: o.user_id,
    order_no: orderNo,
    source: 'manual',
    store_order_name: o.store_order_name,
    resend_of: o.id,
    search_text: `${orderNo.toLowerCase()} ${o.search_text}`,
    item_count: copy.length,
    first_item_title: copy[0]?.title ?? null,
    first_item_image: copy[0]?.image ?? null,
    created_at: now,
    updated_at: now,
  });
  await orders.insertOrder(trx, row, copy);
  await orders.addEvent(
    trx,
    { orderId: id, from: null, to: row.status, action: 'created', actor: actor.kind, actorId: actor.id, note: o.order_no },
    now,
  );
  return payAtNoCost(trx, row, actor, now);
}

/** The buyer, address and method of an order, for its resend. */
function pickShipping(o: OrderRow) {
  return {
    customer_name: o.customer_name,
    customer_email: o.customer_email,
    ship_name: o.ship_name,
    ship_company: o.ship_company,
    ship_address1: o.ship_address1,
    ship_address2: o.ship_address2,
    ship_city: o.ship_city,
    ship_province: o.ship_province,
    ship_province_code: o.ship_province_code,
    ship_postal_code: o.ship_postal_code,
    ship_country: o.ship_country,
    ship_phone: o.ship_phone,
    shipping_method_code: o.shipping_method_code,
    shipping_method_chosen: 1,
  };
}

/**
 * A decided claim's thread: the ticket is resolved (the seller can still reply to reopen it), and the seller's open
 * consoles and notifications hear of the decision.
 */
async function settleThread(trx: Db, ticketId: string, adminId: string, c: Claim, now: number): Promise<void> {
  const t = await requireTicket(trx, ticketId);
  await trx
    .updateTable('support_tickets')
    .set({
      status: 'resolved',
      waiting_since: null,
      queue_at: queueKey(null, now),
      first_response_at: t.first_response_at ?? now,
      resolved_at: now,
      last_message_at: now,
      last_support_message_at: now,
      assignee_id: t.assignee_id ?? adminId,
      updated_at: now,
    })
    .where('id', '=', ticketId)
    .execute();
  await notify(
    trx,
    {
      userId: t.user_id,
      type: 'ticket.claim_decided',
      params: {
        ticketId,
        claimId: c.id,
        orderId: c.orderId,
        orderNo: c.orderNo,
        decision: c.status,
        amountCents: c.refundedCents ?? 0,
        resendOrderNo: c.resendOrderNo ?? '',
        note: c.decisionNote ?? '',
      },
      dedupeKey: `ticket.claim_decided:${c.id}`,
    },
    now,
  );
  await publish(trx, t.user_id, { type: 'order', orderId: c.orderId }, now);
}
