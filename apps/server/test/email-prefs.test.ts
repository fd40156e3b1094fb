import { beforeAll, expect, it } from 'vitest';
import { EMAIL_EVENT_DEFAULTS, type EmailPrefs } from '@dropport/contracts';
import { notify } from '../src/modules/notifications/notifications.service.js';
import { describeEachEngine, type Seller, type TestServer, type ErrorBody } from './harness.js';

const ALL_ON = {
  'order.on_hold': true,
  'order.shipped': true,
  'order.refunded': true,
  'wallet.low_balance': true,
  'ticket.replied': true,
  'ticket.claim_decided': true,
  'referral.earned': true,
  'referral.withdrawal_approved': true,
  'referral.withdrawal_paid': true,
  'referral.withdrawal_rejected': true,
  'stock.low': true,
  'stock.inbound_received': true,
};

describeEachEngine(
  'email preferences API',
  (get) => {
    let alice: Seller, bob: Seller, admin: Seller;
    beforeAll(async () => {
      ({ alice, bob, admin } = await get().cast());
    });

    const read = (as: Seller, userId = as.id) =>
      get().call<EmailPrefs & ErrorBody>('GET', `/v1/users/${userId}/emailPrefs`, { as });
    const save = (as: Seller, json: unknown, userId = as.id, lang = 'en-US') =>
      get().call<EmailPrefs & ErrorBody>('POST', `/v1/users/${userId}/emailPrefs`, {
        as,
        json,
        headers: { 'Accept-Language': lang },
      });
    /** The emails in the outbox for a seller, oldest first, after the queued jobs have run. */
    const inbox = async (s: TestServer, seller: Seller) => {
      await s.ctx.jobs.drain();
      return s.ctx.db
        .selectFrom('outbox')
        .select(['subject', 'body'])
        .where('recipient', '=', seller.email)
        .where('subject', 'not like', '%verification%')
        .orderBy('id')
        .execute();
    };

    it('starts with every event on', async () => {
      const res = await read(bob);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ events: ALL_ON, updatedAt: null });
      expect(EMAIL_EVENT_DEFAULTS).toEqual(ALL_ON);
    });

    it('turns events off and on, keeps the ones left out, and reads them back', async () => {
      const first = await save(alice, { events: { 'order.shipped': false, 'referral.earned': false } });
      expect(first.status).toBe(200);
      expect(first.body.events).toEqual({ ...ALL_ON, 'order.shipped': false, 'referral.earned': false });
      expect(first.body.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
      const second = await save(alice, { events: { 'referral.earned': true, 'wallet.low_balance': false } });
      expect(second.body.events).toEqual({ ...ALL_ON, 'order.shipped': false, 'wallet.low_balance': false });
      expect((await read(alice)).body).toEqual(second.body);
    });

    it('refuses an unknown event in the caller’s language and saves none of the change', async () => {
      const before = (await read(alice)).body;
      const res = await save(alice, { events: { 'order.on_hold': false, 'order.lost': false } }, alice.id, 'es-ES');
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('EMAIL_EVENT_UNKNOWN');
      expect(res.body.params).toMatchObject({ event: 'order.lost' });
      expect(res.body.message).toContain('No existe el evento de correo "order.lost"');
      const notBool = await save(alice, { events: { 'order.on_hold': 'no thanks' } });
      expect(notBool.status).toBe(400);
      expect(notBool.body.code).toBe('VALIDATION_FAILED');
      // The account events are always notified in the console, never emailed: not a choice here.
      const account = await save(alice, { events: { 'account.welcome': false } });
      expect(account.body.code).toBe('EMAIL_EVENT_UNKNOWN');
      expect((await read(alice)).body).toEqual(before);
    });

    it("keeps sellers out of each other's preferences; an admin may read them but not change them", async () => {
      const before = (await read(alice)).body;
      expect((await read(bob, alice.id)).status).toBe(403);
      const bobWrites = await save(bob, { events: { 'order.on_hold': false } }, alice.id);
      expect(bobWrites.status).toBe(403);
      expect(bobWrites.body.code).toBe('FORBIDDEN');
      const adminReads = await read(admin, alice.id);
      expect(adminReads.status).toBe(200);
      expect(adminReads.body).toEqual(before);
      expect((await save(admin, { events: { 'order.on_hold': false } }, alice.id)).status).toBe(403);
      expect((await read(alice)).body).toEqual(before);
    });

    it('emails a notification of an event the seller has on, in their language, with a link to its page', async () => {
      const s = get();
      const carol = await s.seller();
      await s.call('POST', `/v1/users/${carol.id}/setting?locale=es-ES`, { as: carol });
      await notify(s.ctx.db, {
        userId: carol.id,
        type: 'order.refunded',
        params: { orderId: 'O42', orderNo: 'DP-1042', amountCents: 1250 },
      });
      const mails = await inbox(s, carol);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toBe('El pedido DP-1042 se ha reembolsado');
      expect(mails[0]?.body).toContain('12,50');
      expect(mails[0]?.body).toContain('https://console.dropport.test/orders?id=O42');
      expect(mails[0]?.body).toContain('https://console.dropport.test/setting/email');
    });

    it('sends no email for an event the seller turned off, nor for notifications that are not email events', async () => {
      const s = get();
      const dan = await s.seller();
      await save(dan, { events: { 'order.shipped': false } });
      await notify(s.ctx.db, {
        userId: dan.id,
        type: 'order.shipped',
        params: { orderId: 'O7', orderNo: 'DP-7', trackingNumber: 'YT123' },
      });
      await notify(s.ctx.db, { userId: dan.id, type: 'account.password_changed' });
      expect(await inbox(s, dan)).toEqual([]);

      await notify(s.ctx.db, { userId: dan.id, type: 'wallet.low_balance', params: { balanceCents: 480 } });
      const mails = await inbox(s, dan);
      expect(mails.map((m) => m.subject)).toEqual(['Your Dropport balance is low']);
      expect(mails[0]?.body).toContain('$4.80');
      expect(mails[0]?.body).toContain('https://console.dropport.test/balance/recharge');
    });

    it('queues the email with the notification: a rolled-back notification sends nothing, a repeated one sends once', async () => {
      const s = get();
      const erin = await s.seller();
      await s.ctx.db
        .transaction()
        .execute(async (trx) => {
          await notify(trx, { userId: erin.id, type: 'ticket.replied', params: { ticketId: 'T1', subject: 'Where is it?' } });
          throw new Error('roll back');
        })
        .catch(() => undefined);
      expect(await inbox(s, erin)).toEqual([]);
      const reply = {
        userId: erin.id,
        type: 'ticket.replied',
        params: { ticketId: 'T2', subject: 'Late parcel' },
        dedupeKey: 'T2:r1',
      };
      await notify(s.ctx.db, reply);
      await notify(s.ctx.db, reply);
      const mails = await inbox(s, erin);
      expect(mails.map((m) => m.subject)).toEqual(['New reply to your ticket "Late parcel"']);
      expect(mails[0]?.body).toContain('https://console.dropport.test/home/support-ticket?id=T2');
    });
  },
  { APP_URL: 'https://console.dropport.test' },
);
