import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminTicketDetail,
  Claim,
  Notification,
  OrderClaims,
  OrderDetail,
  PayOrdersResult,
  TicketDetail,
  Upload,
} from '@dropport/contracts';
import { newId } from '../src/lib/ids.js';
import { DAY } from '../src/lib/time.js';
import { credit } from '../src/modules/ledger/ledger.js';
import { reconcile } from '../src/modules/ledger/reconciliation.js';
import type { OrderItemRow } from '../src/modules/orders/orders.repo.js';
import { linePaidShares } from '../src/modules/orders/line-shares.js';
import { listedVariants, US_ADDRESS } from './cloud-warehouse-support.js';
import { TINY_PNG } from './fuzz/multipart.js';
import { describeEachEngine, type ErrorBody, type Seller } from './harness.js';

type Body<T> = T & ErrorBody;

describe('a line’s share of what an order was paid', () => {
  const item = (id: string, quantity: number, unitCost: number | null, source: string | null = null) =>
    ({ id, quantity, unit_cost_cents: unitCost, source }) as OrderItemRow;

  it('splits the paid total by the lines’ cost, to the cent, the rounding cents to the largest remainders', () => {
    const shares = linePaidShares(1000, [item('a', 1, 100), item('b', 1, 100), item('c', 1, 100)]);
    expect([...shares.values()].reduce((a, b) => a + b, 0)).toBe(1000);
    expect(shares.get('a')).toBe(334);
    expect(shares.get('b')).toBe(333);
    const weighted = linePaidShares(2500, [item('a', 2, 300), item('b', 1, 400)]);
    expect(weighted.get('a')).toBe(1500);
    expect(weighted.get('b')).toBe(1000);
  });

  it('weighs a warehouse line by its fulfilment fee, and by units when no line has a cost', () => {
    const stock = JSON.stringify({
      from: 'stock',
      warehouseCode: 'US-CA',
      warehouseName: 'x',
      reason: 'own_stock',
      available: 3,
      feeCents: 200,
    });
    const shares = linePaidShares(900, [item('a', 1, 400), item('b', 3, 999, stock)]);
    expect(shares.get('a')).toBe(600);
    expect(shares.get('b')).toBe(300);
    const byUnits = linePaidShares(99, [item('a', 1, null), item('b', 2, null)]);
    expect(byUnits.get('a')).toBe(33);
    expect(byUnits.get('b')).toBe(66);
  });
});

describeEachEngine('after-sales claims: eligibility, refund, resend, reject', (get) => {
  const s = () => get();
  let admin: Seller;
  let variants: number[];

  beforeAll(async () => {
    admin = await s().admin();
    await s().catalogue(20);
    variants = await listedVariants(s().ctx.db, 2, 100);
  });

  const call = <T>(as: Seller, method: string, path: string, json?: unknown) =>
    s().call<Body<T>>(method, path, { as, ...(json === undefined ? {} : { json }) });
  const balance = async (as: Seller) => (await call<{ availableCents: number }>(as, 'GET', '/api/wallet')).body.availableCents;
  const photo = async (as: Seller) => {
    const fd = new FormData();
    fd.append('purpose', 'image');
    fd.append('file', new Blob([new Uint8Array(TINY_PNG)], { type: 'image/png' }), 'broken.png');
    const res = await s().call<Upload>('POST', '/api/uploads', { as, body: fd });
    expect(res.status).toBe(201);
    return res.body.id;
  };

  /** A seller with a paid and shipped manual order of two lines (2 units and 1), shipped `daysAgo` days ago. */
  async function shippedOrder(opts: { daysAgo?: number; country?: string; deliveredDaysAgo?: number } = {}) {
    const seller = await s().seller({ verified: true });
    await credit(s().ctx.db, {
      userId: seller.id,
      amountCents: 1_000_000,
      currency: 'USD',
      key: `fund:${newId()}`,
      kind: 'adjustment_credit',
      from: 'adjustments',
    });
    const address =
      opts.country === 'BR'
        ? {
            name: 'Ana Souza',
            address1: 'Avenida Paulista 1000',
            city: 'São Paulo',
            province: 'São Paulo',
            provinceCode: 'SP',
            postalCode: '01310-100',
            countryCode: 'BR',
            phone: '+55 11 3000 0000',
          }
        : US_ADDRESS;
    const made = await call<OrderDetail>(seller, 'POST', '/api/orders/manual', {
      items: [
        { variantId: variants[0], quantity: 2 },
        { variantId: variants[1], quantity: 1 },
      ],
      address,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const paid = await call<PayOrdersResult>(seller, 'POST', '/api/orders/pay', { orderIds: [made.body.id] });
    expect(paid.body.paidCount, JSON.stringify(paid.body)).toBe(1);
    const shipped = await call<OrderDetail>(admin, 'POST', `/api/admin/orders/${made.body.id}/ship`, {
      carrier: 'USPS',
      trackingNumber: `LZ${newId().slice(-9)}US`,
    });
    expect(shipped.body.status).toBe('shipped');
    const now = s().ctx.now();
    await s()
      .ctx.db.updateTable('orders')
      .set({ shipped_at: now - (opts.daysAgo ?? 0) * DAY })
      .where('id', '=', made.body.id)
      .execute();
    if (opts.deliveredDaysAgo !== undefined) {
      const delivered = await call<OrderDetail>(admin, 'POST', `/api/admin/orders/${made.body.id}/deliver`, {});
      expect(delivered.body.status, JSON.stringify(delivered.body)).toBe('delivered');
      await s()
        .ctx.db.updateTable('orders')
        .set({ delivered_at: now - opts.deliveredDaysAgo * DAY })
        .where('id', '=', made.body.id)
        .execute();
    }
    return { seller, order: shipped.body };
  }
  const claimsOf = (as: Seller, orderId: string) => call<OrderClaims>(as, 'GET', `/api/orders/${orderId}/claims`);
  const claim = (as: Seller, orderId: string, json: Record<string, unknown>) =>
    call<Claim>(as, 'POST', `/api/orders/${orderId}/claims`, { note: 'The buyer says nothing arrived.', ...json });
  const decide = (id: string, json: Record<string, unknown>) =>
    call<Claim>(admin, 'POST', `/api/admin/support/claims/${id}/decide`, json);

  it('says why a reason cannot be claimed yet and from when: not shipped, too early (30 days US, 45 elsewhere), not delivered', async () => {
    const { seller, order } = await shippedOrder({ daysAgo: 10 });
    const view = await claimsOf(seller, order.id);
    expect(view.status).toBe(200);
    const shippedAt = Date.parse(order.shippedAt ?? '') - 10 * DAY;
    const notReceived = view.body.eligibility.find((e) => e.reason === 'not_received');
    expect(notReceived).toMatchObject({ eligible: false, code: 'CLAIM_TOO_EARLY' });
    expect(Math.abs(Date.parse(`${notReceived?.date}T12:00:00Z`) - (shippedAt + 30 * DAY))).toBeLessThan(DAY);
    expect(view.body.eligibility.find((e) => e.reason === 'damaged')).toMatchObject({
      eligible: false,
      code: 'CLAIM_NOT_DELIVERED',
    });
    expect(view.body.lines.map((l) => [l.quantity, l.claimable, l.resendable])).toEqual([
      [2, 2, true],
      [1, 1, true],
    ]);
    // What a unit was paid adds up to the order's total over the lines.
    expect(view.body.lines.reduce((a, l) => a + l.paidCents * l.quantity, 0)).toBeLessThanOrEqual(order.costs.totalCents);

    const early = await claim(seller, order.id, {
      kind: 'refund',
      reason: 'not_received',
      lines: [{ itemId: view.body.lines[0]?.itemId, quantity: 1 }],
    });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('CLAIM_TOO_EARLY');
    expect(early.body.message).toContain(notReceived?.date ?? 'x');

    const far = await shippedOrder({ daysAgo: 40, country: 'BR' });
    const farView = await claimsOf(far.seller, far.order.id);
    expect(farView.body.eligibility.find((e) => e.reason === 'not_received')).toMatchObject({
      eligible: false,
      code: 'CLAIM_TOO_EARLY',
    });
    const near = await shippedOrder({ daysAgo: 31 });
    expect((await claimsOf(near.seller, near.order.id)).body.eligibility.find((e) => e.reason === 'not_received')?.eligible).toBe(
      true,
    );
  });

  it('a not-received refund claim opens a claim ticket; the admin refunds exactly what the units were paid, once', async () => {
    const { seller, order } = await shippedOrder({ daysAgo: 31 });
    const view = (await claimsOf(seller, order.id)).body;
    const line = view.lines[0];
    if (!line) throw new Error('no line');
    const made = await claim(seller, order.id, {
      kind: 'refund',
      reason: 'not_received',
      lines: [{ itemId: line.itemId, quantity: 1 }],
      idempotencyKey: 'claim-key-0001',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body).toMatchObject({ status: 'pending', kind: 'refund', reason: 'not_received', orderNo: order.orderNo });
    expect(made.body.amountCents).toBe(line.paidCents);
    // The same key answers the same claim; claiming more units than are left is refused.
    const again = await claim(seller, order.id, {
      kind: 'refund',
      reason: 'not_received',
      lines: [{ itemId: line.itemId, quantity: 1 }],
      idempotencyKey: 'claim-key-0001',
    });
    expect(again.body.id).toBe(made.body.id);
    const over = await claim(seller, order.id, {
      kind: 'refund',
      reason: 'not_received',
      lines: [{ itemId: line.itemId, quantity: 2 }],
    });
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({ code: 'CLAIM_QUANTITY_INVALID', params: { claimable: 1 } });
    expect((await claimsOf(seller, order.id)).body.lines[0]?.claimable).toBe(1);

    const ticket = await call<TicketDetail>(seller, 'GET', `/api/support/tickets/${made.body.ticketId}`);
    expect(ticket.body).toMatchObject({ category: 'claim', status: 'open', orderNo: order.orderNo });
    expect(ticket.body.subject).toBe(`Refund claim on order ${order.orderNo}: not received`);
    expect(ticket.body.claim?.id).toBe(made.body.id);
    expect(ticket.body.messages[0]?.body).toBe('The buyer says nothing arrived.');
    const queue = await call<{ items: { id: string }[] }>(admin, 'GET', '/api/admin/support/tickets?category=claim&limit=100');
    expect(queue.body.items.map((t) => t.id)).toContain(made.body.ticketId);

    const before = await balance(seller);
    const [a, b] = await Promise.all([
      decide(made.body.id, { decision: 'refund', note: 'Lost in transit: refunded.' }),
      decide(made.body.id, { decision: 'refund' }),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([200, 409]);
    const won = a.status === 200 ? a.body : b.body;
    expect(won).toMatchObject({ status: 'refunded', refundedCents: line.paidCents });
    expect(await balance(seller)).toBe(before + line.paidCents);
    const detail = await call<OrderDetail>(seller, 'GET', `/api/orders/${order.id}`);
    expect(detail.body.refundedCents).toBe(line.paidCents);
    expect(detail.body.status).toBe('shipped');
    expect(detail.body.events.map((e) => e.action)).toEqual(expect.arrayContaining(['claim_opened', 'claim_refunded']));
    const thread = await call<AdminTicketDetail>(admin, 'GET', `/api/admin/support/tickets/${made.body.ticketId}`);
    expect(thread.body.status).toBe('resolved');
    expect(thread.body.claim?.status).toBe('refunded');
    const notes = await call<{ items: Notification[] }>(seller, 'GET', '/api/notifications?type=ticket.claim_decided');
    expect(notes.body.items[0]?.params).toMatchObject({
      decision: 'refunded',
      amountCents: line.paidCents,
      orderNo: order.orderNo,
    });
    expect((await reconcile(s().ctx.db, Date.now())).ok).toBe(true);

    // Deciding a decided claim is refused and moves no money.
    const late = await decide(made.body.id, { decision: 'resend' });
    expect(late.body.code).toBe('CLAIM_ALREADY_DECIDED');
    expect(await balance(seller)).toBe(before + line.paidCents);
  });

  it('never refunds more than the order has left: the whole order claimed twice over cannot pass its paid total', async () => {
    const { seller, order } = await shippedOrder({ daysAgo: 31 });
    const view = (await claimsOf(seller, order.id)).body;
    const all = view.lines.map((l) => ({ itemId: l.itemId, quantity: l.quantity }));
    const whole = await claim(seller, order.id, { kind: 'refund', reason: 'not_received', lines: all });
    expect(whole.body.amountCents).toBe(order.costs.totalCents);
    const before = await balance(seller);
    expect((await decide(whole.body.id, { decision: 'refund' })).body.refundedCents).toBe(order.costs.totalCents);
    expect(await balance(seller)).toBe(before + order.costs.totalCents);
    const more = await claim(seller, order.id, { kind: 'refund', reason: 'not_received', lines: [all[1]] });
    expect(more.body.code).toBe('CLAIM_QUANTITY_INVALID');
  });

  it('two claims at once on the same units: one is taken, the other refused', async () => {
    const { seller, order } = await shippedOrder({ daysAgo: 31 });
    const line = (await claimsOf(seller, order.id)).body.lines[1];
    const both = await Promise.all(
      [1, 2].map(() =>
        claim(seller, order.id, { kind: 'refund', reason: 'not_received', lines: [{ itemId: line?.itemId, quantity: 1 }] }),
      ),
    );
    expect(both.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it('a damaged-item claim needs a photo and the delivery window; not received cannot be claimed once delivered', async () => {
    const { seller, order } = await shippedOrder({ daysAgo: 20, deliveredDaysAgo: 5 });
    const line = (await claimsOf(seller, order.id)).body.lines[0];
    const lines = [{ itemId: line?.itemId, quantity: 1 }];
    const noPhoto = await claim(seller, order.id, { kind: 'refund', reason: 'damaged', lines, note: 'Arrived broken.' });
    expect(noPhoto.status).toBe(400);
    expect(noPhoto.body.code).toBe('CLAIM_PHOTO_REQUIRED');
    expect(noPhoto.body.message).toMatch(/photo/);
    const lost = await claim(seller, order.id, { kind: 'refund', reason: 'not_received', lines });
    expect(lost.body.code).toBe('CLAIM_ALREADY_DELIVERED');
    const withPhoto = await claim(seller, order.id, {
      kind: 'refund',
      reason: 'damaged',
      lines,
      note: 'Arrived broken.',
      attachmentIds: [await photo(seller)],
    });
    expect(withPhoto.status, JSON.stringify(withPhoto.body)).toBe(200);
    const ticket = await call<TicketDetail>(seller, 'GET', `/api/support/tickets/${withPhoto.body.ticketId}`);
    expect(ticket.body.messages[0]?.attachments).toHaveLength(1);

    const old = await shippedOrder({ daysAgo: 60, deliveredDaysAgo: 31 });
    const oldLine = (await claimsOf(old.seller, old.order.id)).body.lines[0];
    const closed = await claim(old.seller, old.order.id, {
      kind: 'refund',
      reason: 'missing_item',
      lines: [{ itemId: oldLine?.itemId, quantity: 1 }],
    });
    expect(closed.body.code).toBe('CLAIM_WINDOW_CLOSED');
  });

  it('a resend makes a paid order of the claimed units at no cost, linked to the original; a rejection frees the units', async () => {
    const { seller, order } = await shippedOrder({ daysAgo: 35 });
    const lines = (await claimsOf(seller, order.id)).body.lines;
    const resend = await claim(seller, order.id, {
      kind: 'resend',
      reason: 'not_received',
      lines: [{ itemId: lines[0]?.itemId, quantity: 2 }],
    });
    const stockBefore = await s()
      .ctx.db.selectFrom('product_variants')
      .select('stock')
      .where('id', '=', variants[0] ?? 0)
      .executeTakeFirstOrThrow();
    const before = await balance(seller);
    const decided = await decide(resend.body.id, { decision: 'resend' });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    expect(decided.body.status).toBe('resent');
    expect(await balance(seller)).toBe(before);
    const copy = await call<OrderDetail>(seller, 'GET', `/api/orders/${decided.body.resendOrderId}`);
    expect(copy.body).toMatchObject({ status: 'paid', orderNo: decided.body.resendOrderNo, costs: { totalCents: 0 } });
    expect(copy.body.items.map((i) => [i.variantId, i.quantity])).toEqual([[variants[0], 2]]);
    expect(copy.body.address?.city).toBe(US_ADDRESS.city);
    const row = await s()
      .ctx.db.selectFrom('orders')
      .select('resend_of')
      .where('id', '=', copy.body.id)
      .executeTakeFirstOrThrow();
    expect(row.resend_of).toBe(order.id);
    const stockAfter = await s()
      .ctx.db.selectFrom('product_variants')
      .select('stock')
      .where('id', '=', variants[0] ?? 0)
      .executeTakeFirstOrThrow();
    expect(Number(stockAfter.stock)).toBe(Number(stockBefore.stock) - 2);

    const other = await claim(seller, order.id, {
      kind: 'refund',
      reason: 'not_received',
      lines: [{ itemId: lines[1]?.itemId, quantity: 1 }],
    });
    const noReason = await decide(other.body.id, { decision: 'reject' });
    expect(noReason.status).toBe(400);
    const rejected = await decide(other.body.id, {
      decision: 'reject',
      note: 'The carrier shows it delivered with a signature.',
    });
    expect(rejected.body).toMatchObject({ status: 'rejected', decisionNote: 'The carrier shows it delivered with a signature.' });
    expect((await claimsOf(seller, order.id)).body.lines[1]?.claimable).toBe(1);
    const ticket = await call<TicketDetail>(seller, 'GET', `/api/support/tickets/${other.body.ticketId}`);
    expect(ticket.body.messages.at(-1)?.body).toBe('The carrier shows it delivered with a signature.');
  });

  it('another seller’s order reads as missing; a seller cannot decide a claim', async () => {
    const { seller, order } = await shippedOrder({ daysAgo: 31 });
    const stranger = await s().seller({ verified: true });
    expect((await claimsOf(stranger, order.id)).status).toBe(404);
    const line = (await claimsOf(seller, order.id)).body.lines[0];
    const refused = await claim(stranger, order.id, {
      kind: 'refund',
      reason: 'not_received',
      lines: [{ itemId: line?.itemId, quantity: 1 }],
    });
    expect(refused.status).toBe(404);
    const made = await claim(seller, order.id, {
      kind: 'refund',
      reason: 'not_received',
      lines: [{ itemId: line?.itemId, quantity: 1 }],
    });
    const asSeller = await call<Claim>(seller, 'POST', `/api/admin/support/claims/${made.body.id}/decide`, {
      decision: 'refund',
    });
    expect(asSeller.status).toBe(403);
    expect((await call<Claim>(admin, 'GET', `/api/admin/support/claims/${made.body.id}`)).body.status).toBe('pending');
  });
});
