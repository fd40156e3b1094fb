import { createHmac } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import type { Notification, Recharge } from '@dropport/contracts';
import type { Seller } from './harness.js';
import {
  CARDS,
  MERCHANT,
  SECRET,
  deliver,
  describeWithGateway,
  payByCard,
  paymentData,
  rechargeApi,
  signedNotification,
} from './sandbox-gateway-support.js';

describeWithGateway('card recharges through the sandbox gateway', (get) => {
  let alice: Seller;
  beforeAll(async () => {
    alice = await get().s.seller({ verified: true });
  });
  const api = rechargeApi(get);
  const row = (id: string) => get().s.ctx.db.selectFrom('recharges').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const notifications = (as: Seller, type: string) =>
    get().s.call<{ items: Notification[] }>('GET', `/api/notifications?type=${type}`, { as });

  it('pays end to end over real HTTP: checkout, card, signed notification, one credit, an invoice, succeeded', async () => {
    const { s, gateway } = get();
    const before = await api.balance(alice.id);
    const created = await api.card(alice, 2500);
    expect(created).toMatchObject({ method: 'card', status: 'pending', amountCents: 2500, currency: 'USD', transfer: null });
    expect(created.reference).toMatch(/^DPC-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(created.checkoutUrl).toMatch(new RegExp(`^${gateway.publicUrl}/checkout/pay_`));
    expect(Date.parse(created.expiresAt!) - Date.now()).toBeGreaterThan(29 * 60_000);

    const page = await (await fetch(created.checkoutUrl!)).text();
    expect(page).toContain('$25.00');
    expect(page).toContain(created.reference);

    const paid = await payByCard(created.checkoutUrl!, CARDS.success);
    expect(paid.status).toBe(303);
    expect(paid.location).toBe(`${s.url}/pay-success?recharge=${created.id}&merchant_order_no=${created.reference}`);
    await gateway.idle();
    // The notification did it (the row is read straight from the database, not through the polled GET).
    expect(gateway.deliveries().at(-1)).toMatchObject({ delivered: true, last: 200, type: 'payment.succeeded' });
    const stored = await row(created.id);
    expect(stored.status).toBe('succeeded');
    expect(await api.balance(alice.id)).toBe(before + 2500);
    expect(await api.credits(created.id)).toBe(1);
    const [invoice, ...more] = await api.invoices(created.id);
    expect(more).toHaveLength(0);
    expect(invoice).toMatchObject({ user_id: alice.id, total_cents: 2500, ledger_transaction_id: stored.ledger_transaction_id });
    expect(JSON.parse(invoice!.lines)).toEqual([
      { item: 'wallet_recharge_card', params: { reference: created.reference }, quantity: 1, unitCents: 2500, amountCents: 2500 },
    ]);

    const shown = await api.one(alice, created.id);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({
      status: 'succeeded',
      checkoutUrl: null,
      failureReason: null,
      invoiceId: invoice!.id,
      ledgerTransactionId: stored.ledger_transaction_id,
    });
    expect(shown.body.completedAt).toMatch(/^\d{4}-/);
    const told = (await notifications(alice, 'wallet.recharged')).body.items;
    expect(told.find((n) => n.params.rechargeId === created.id)?.params).toEqual({
      rechargeId: created.id,
      method: 'card',
      amountCents: 2500,
    });
    const record = await s.ctx.db.selectFrom('gateway_notifications').selectAll().where('recharge_id', '=', created.id).execute();
    expect(record.map((r) => [r.event_type, r.signature_ok, r.outcome])).toEqual([['payment.succeeded', 1, 'applied']]);
  });

  it('a declined card fails the attempt, another card on the same checkout still pays', async () => {
    const { gateway } = get();
    const before = await api.balance(alice.id);
    const created = await api.card(alice, 4000);
    const declined = await payByCard(created.checkoutUrl!, CARDS.declined);
    expect(declined.status).toBe(402);
    expect(declined.html).toContain('declined');
    await gateway.idle();
    const failed = await api.one(alice, created.id);
    expect(failed.body).toMatchObject({ status: 'failed', failureReason: 'card_declined', checkoutUrl: created.checkoutUrl });

    const other = await payByCard(created.checkoutUrl!, CARDS.other);
    expect(other.status).toBe(402);
    const paid = await payByCard(created.checkoutUrl!, CARDS.success);
    expect(paid.status).toBe(303);
    await gateway.idle();
    expect((await row(created.id)).status).toBe('succeeded');
    expect((await api.one(alice, created.id)).body).toMatchObject({ status: 'succeeded', failureReason: null });
    expect(await api.balance(alice.id)).toBe(before + 4000);
    expect(await api.credits(created.id)).toBe(1);
    // No notification to the seller for a failed attempt: only final outcomes.
    const events = await get()
      .s.ctx.db.selectFrom('recharge_events')
      .select(['from_status', 'to_status'])
      .where('recharge_id', '=', created.id)
      .orderBy('id')
      .execute();
    expect(events.map((e) => `${e.from_status}>${e.to_status}`)).toEqual(['null>pending', 'pending>failed', 'failed>succeeded']);
  });

  it('insufficient funds: failed with that reason, still payable, no money', async () => {
    const before = await api.balance(alice.id);
    const created = await api.card(alice, 1500);
    const res = await payByCard(created.checkoutUrl!, CARDS.insufficient);
    expect(res.html).toContain('insufficient funds');
    await get().gateway.idle();
    expect((await api.one(alice, created.id)).body).toMatchObject({
      status: 'failed',
      failureReason: 'insufficient_funds',
      checkoutUrl: created.checkoutUrl,
    });
    expect(await api.balance(alice.id)).toBe(before);
    expect(await api.credits(created.id)).toBe(0);
  });

  it('refuses a forged, tampered or stale notification (401) and changes nothing; the real event id stays usable', async () => {
    const { s } = get();
    const before = await api.balance(alice.id);
    const created = await api.card(alice, 3000);
    const data = await paymentData(s, created.id);
    const eventId = 'evt_forged_then_real_0001';
    const forged = signedNotification('payment.succeeded', data, { eventId, secret: 'someone-elses-secret-123456' });
    const stale = signedNotification('payment.succeeded', data, { eventId, timestamp: Math.floor(Date.now() / 1000) - 3600 });
    const stranger = signedNotification('payment.succeeded', data, { eventId, merchant: 'another-merchant' });
    const genuine = signedNotification('payment.succeeded', data, { eventId });
    const tampered = { ...genuine, body: genuine.body.replace('"amount":3000', '"amount":300000') };
    for (const [name, n] of Object.entries({ forged, stale, stranger, tampered })) {
      const res = await deliver(s, n);
      expect(res.status, name).toBe(401);
      expect(res.body.code, name).toBe('GATEWAY_SIGNATURE_INVALID');
    }
    const missing = await fetch(`${s.url}/api/payments/gateway/notify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: genuine.body,
    });
    expect(missing.status).toBe(401);
    expect((await row(created.id)).status).toBe('pending');
    expect(await api.balance(alice.id)).toBe(before);
    // Nothing of a refused notification is kept: strangers cannot fill the disk with forgeries.
    expect(await s.ctx.db.selectFrom('gateway_notifications').select('id').where('signature_ok', '=', 0).execute()).toEqual([]);

    // The forgeries did not take the event id: the genuine notification with it still applies.
    const real = await deliver(s, genuine);
    expect(real).toMatchObject({ status: 200, body: { received: true, outcome: 'applied' } });
    expect(await api.balance(alice.id)).toBe(before + 3000);
  });

  it('stores nothing for forged notifications, however many and however large', async () => {
    const { s } = get();
    const count = async () =>
      Number(
        (
          await s.ctx.db
            .selectFrom('gateway_notifications')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    // Each one near the route's 64 kB body limit.
    const forged = signedNotification(
      'payment.succeeded',
      { payment_id: 'pay_forged', merchant_order_no: `DPC-${'X'.repeat(60 * 1024)}`, amount: 1000, currency: 'USD' },
      { secret: 'someone-elses-secret-123456' },
    );
    const answers = await Promise.all(Array.from({ length: 40 }, () => deliver(s, forged)));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 401));
    expect(await count()).toBe(before);
  });

  it('a replayed notification and a fresh event for a payment already credited change nothing', async () => {
    const { s, gateway } = get();
    const created = await api.card(alice, 2000);
    await payByCard(created.checkoutUrl!, CARDS.success);
    await gateway.idle();
    const balance = await api.balance(alice.id);
    const delivered = gateway.deliveries().at(-1)!;
    const data = await paymentData(s, created.id);
    const replay = await deliver(s, signedNotification('payment.succeeded', data, { eventId: delivered.eventId }));
    expect(replay).toMatchObject({ status: 200, body: { outcome: 'duplicate' } });
    const fresh = await deliver(s, signedNotification('payment.succeeded', data));
    expect(fresh).toMatchObject({ status: 200, body: { outcome: 'ignored' } });
    // A late decline after the success is acknowledged too, and moves nothing.
    const lateFail = await deliver(s, signedNotification('payment.failed', { ...data, failure_code: 'card_declined' }));
    expect(lateFail).toMatchObject({ status: 200, body: { outcome: 'ignored' } });
    expect(await api.balance(alice.id)).toBe(balance);
    expect(await api.credits(created.id)).toBe(1);
    expect(await api.invoices(created.id)).toHaveLength(1);
    expect((await api.one(alice, created.id)).body.status).toBe('succeeded');
  });

  it('refuses a notification whose amount, currency or payment differs from the recharge (422), repeatably', async () => {
    const { s, gateway } = get();
    const before = await api.balance(alice.id);
    const created = await api.card(alice, 5000);
    const data = await paymentData(s, created.id);
    const cases = [
      ['amount', { ...data, amount: 5001 }],
      ['currency', { ...data, currency: 'EUR' }],
      ['payment', { ...data, payment_id: 'pay_someone_else' }],
    ] as const;
    for (const [field, d] of cases) {
      const n = signedNotification('payment.succeeded', d);
      const res = await deliver(s, n);
      expect(res.status, field).toBe(422);
      expect(res.body).toMatchObject({ code: 'GATEWAY_PAYMENT_MISMATCH', params: { reference: created.reference, field } });
      // The same event again gets the same answer.
      expect((await deliver(s, n)).status, field).toBe(422);
    }
    expect((await row(created.id)).status).toBe('pending');
    expect(await api.balance(alice.id)).toBe(before);
    await payByCard(created.checkoutUrl!, CARDS.success);
    await gateway.idle();
    expect(await api.balance(alice.id)).toBe(before + 5000);
  });

  it('refuses a notification for an order number it does not know (404) and one it cannot read (400)', async () => {
    const { s } = get();
    const n = signedNotification('payment.succeeded', {
      payment_id: 'pay_x',
      merchant_order_no: 'DPC-NOPE-NOPE',
      amount: 100,
      currency: 'USD',
    });
    const res = await deliver(s, n);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('RECHARGE_NOT_FOUND');
    const rec = await s.ctx.db
      .selectFrom('gateway_notifications')
      .selectAll()
      .where('event_id', '=', n.id)
      .executeTakeFirstOrThrow();
    expect(rec).toMatchObject({ outcome: 'unknown_order', recharge_id: null, signature_ok: 1 });

    // A bank recharge's reference is no card order either.
    const bank = await api.bank(alice, 2000);
    const asCard = await deliver(
      s,
      signedNotification('payment.succeeded', {
        payment_id: 'pay_y',
        merchant_order_no: bank.reference,
        amount: 2000,
        currency: 'USD',
      }),
    );
    expect(asCard.status).toBe(404);
    expect((await api.one(alice, bank.id)).body.status).toBe('awaiting_transfer');

    // Correctly signed, but not a notification this protocol has.
    const body = '{"id":"evt_unreadable","type":"payment.refunded"}';
    const timestamp = String(Math.floor(Date.now() / 1000));
    const broken = {
      body,
      headers: {
        'content-type': 'application/json',
        'sandbox-merchant': MERCHANT,
        'sandbox-event-id': 'evt_unreadable',
        'sandbox-timestamp': timestamp,
        'sandbox-signature': createHmac('sha256', SECRET).update(`${timestamp}.${body}`).digest('hex'),
      },
    };
    const unread = await deliver(s, broken);
    expect(unread.status).toBe(400);
    expect(unread.body.code).toBe('VALIDATION_FAILED');
  });

  it('shows a card recharge past its payment window as expired before the schedule has moved it', async () => {
    const { s } = get();
    const card = await api.card(alice, 1100);
    await s.ctx.db
      .updateTable('recharges')
      .set({ expires_at: Date.now() - 1000 })
      .where('id', '=', card.id)
      .execute();
    const listed = await s.call<{ items: Recharge[] }>('GET', '/api/wallet/recharges', { as: alice });
    const row = listed.body.items.find((r) => r.id === card.id);
    expect(row).toMatchObject({ status: 'expired', checkoutUrl: null });
  });

  it('expires unpaid checkouts and unconfirmed transfers on the schedule; a success notified later still credits', async () => {
    const { s } = get();
    const card = await api.card(alice, 1200);
    const declined = await api.card(alice, 1300);
    await payByCard(declined.checkoutUrl!, CARDS.declined);
    await get().gateway.idle();
    const bank = await api.bank(alice, 1400);
    const fresh = await api.card(alice, 1500);
    await s.ctx.db
      .updateTable('recharges')
      .set({ expires_at: Date.now() - 1000 })
      .where('id', 'in', [card.id, declined.id, bank.id])
      .execute();
    const before = await api.balance(alice.id);

    await s.ctx.jobs.drain();
    for (const r of [card, declined, bank]) {
      const shown = await api.one(alice, r.id);
      expect(shown.body.status, r.method).toBe('expired');
      expect(shown.body.checkoutUrl).toBeNull();
    }
    expect((await api.one(alice, fresh.id)).body.status).toBe('pending');
    const told = (await notifications(alice, 'wallet.recharge_expired')).body.items.map((n) => n.params.rechargeId);
    expect(told).toEqual(expect.arrayContaining([card.id, declined.id, bank.id]));
    expect(told).not.toContain(fresh.id);

    // The money was taken after all (the notification came late): it counts.
    const late = await deliver(s, signedNotification('payment.succeeded', await paymentData(s, card.id)));
    expect(late).toMatchObject({ status: 200, body: { outcome: 'applied' } });
    expect((await api.one(alice, card.id)).body.status).toBe('succeeded');
    expect(await api.balance(alice.id)).toBe(before + 1200);
    // A decline of an expired checkout moves nothing.
    const lateDecline = await deliver(s, signedNotification('payment.failed', await paymentData(s, declined.id)));
    expect(lateDecline).toMatchObject({ status: 200, body: { outcome: 'ignored' } });
    expect((await api.one(alice, declined.id)).body.status).toBe('expired');
  });

  it('coming back to /pay-success and polling never credits; only a verified paid status does, once', async () => {
    const { s, gateway } = get();
    const before = await api.balance(alice.id);
    const created = await api.card(alice, 1800);
    await fetch(`${s.url}/pay-success?recharge=${created.id}&merchant_order_no=${created.reference}`);
    for (let i = 0; i < 4; i++) expect((await api.one(alice, created.id)).body.status).toBe('pending');
    expect(await api.balance(alice.id)).toBe(before);
    expect(await api.credits(created.id)).toBe(0);

    // The notification is lost: the polled GET asks the gateway, whose signed answer says paid.
    const lost = await api.card(alice, 1900);
    gateway.pauseNotifications(true);
    try {
      expect((await payByCard(lost.checkoutUrl!, CARDS.success)).status).toBe(303);
    } finally {
      gateway.pauseNotifications(false);
    }
    const polled = await api.one(alice, lost.id);
    expect(polled.body.status).toBe('succeeded');
    expect(await api.balance(alice.id)).toBe(before + 1900);
    for (let i = 0; i < 3; i++) await api.one(alice, lost.id);
    expect(await api.credits(lost.id)).toBe(1);
    const rec = await s.ctx.db.selectFrom('gateway_notifications').selectAll().where('recharge_id', '=', lost.id).execute();
    expect(rec.map((r) => [r.event_id?.startsWith('pull:'), r.outcome])).toEqual([[true, 'applied']]);
  });
});
