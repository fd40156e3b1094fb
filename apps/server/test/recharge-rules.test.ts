import { beforeAll, expect, it } from 'vitest';
import type { RechargeOptions } from '@dropport/contracts';
import { describeEachEngine, freePort, type ErrorBody, type Seller } from './harness.js';
import { describeWithGateway, rechargeApi } from './sandbox-gateway-support.js';

describeWithGateway('recharge rules: who may recharge, how much, in what', (get) => {
  let alice: Seller, unverified: Seller;
  beforeAll(async () => {
    alice = await get().s.seller({ verified: true });
    unverified = await get().s.seller();
  });
  const api = rechargeApi(get);
  const count = async () =>
    Number(
      (
        await get()
          .s.ctx.db.selectFrom('recharges')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('answers the options: limits, methods, bank details and the sandbox test cards', async () => {
    const res = await get().s.call<RechargeOptions>('GET', '/api/wallet/recharge-options', { as: alice });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      currency: 'USD',
      minCents: 1000,
      maxCents: 1_000_000,
      methods: ['card', 'bank'],
      cardExpiresMinutes: 30,
      bankExpiresDays: 14,
      bank: { bankName: 'Example Sandbox Bank' },
      // The server's upload limit (5 MB by default) is lower than what documents could take: it is the figure.
      proofMaxBytes: 5 * 1024 * 1024,
    });
    expect(res.body.sandboxCards).toEqual([
      { number: '4242 4242 4242 4242', outcome: 'success' },
      { number: '4000 0000 0000 0002', outcome: 'declined' },
      { number: '4000 0000 0000 9995', outcome: 'insufficient_funds' },
    ]);
    expect((await get().s.call('GET', '/api/wallet/recharge-options', { as: 'public' })).status).toBe(401);
  });

  it('documents every recharge endpoint in the OpenAPI document', async () => {
    const res = await get().s.call<{ paths: Record<string, unknown> }>('GET', '/openapi.json');
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/wallet/recharge-options',
        '/api/wallet/recharges',
        '/api/wallet/recharges/{id}',
        '/api/wallet/recharges/{id}/confirm',
        '/api/wallet/recharges/{id}/cancel',
        '/api/admin/recharges',
        '/api/admin/recharges/{id}',
        '/api/admin/recharges/{id}/approve',
        '/api/admin/recharges/{id}/reject',
        '/api/payments/gateway/notify',
      ]),
    );
  });

  it('refuses a seller whose email is not verified (403), writing nothing', async () => {
    const before = await count();
    for (const method of ['card', 'bank']) {
      const res = await api.create(unverified, { method, amountCents: 5000 });
      expect(res.status, method).toBe(403);
      expect(res.body.code).toBe('EMAIL_NOT_VERIFIED');
    }
    expect(await count()).toBe(before);
  });

  it('refuses amounts outside the limits with a message naming them as money, and unknown currencies', async () => {
    const before = await count();
    const balance = await api.balance(alice.id);
    for (const amountCents of [0, -500, 1234.5, 999, 1_000_001, 1e12]) {
      for (const method of ['card', 'bank']) {
        const res = await api.create(alice, { method, amountCents });
        expect(res.status, `${method} ${amountCents}`).toBe(400);
        expect(res.body).toMatchObject({ code: 'RECHARGE_AMOUNT_OUT_OF_RANGE', params: { minCents: 1000, maxCents: 1_000_000 } });
        expect(res.body.message).toBe('Recharge at least $10.00 and at most $10,000.00 at a time, in whole cents.');
      }
    }
    const es = await api.create(alice, { method: 'card', amountCents: 5 }, 'es-ES');
    expect(es.body.message).toMatch(/10,00\sUS\$.*10\.000,00\sUS\$/);
    const pt = await api.create(alice, { method: 'bank', amountCents: 5 }, 'pt-BR');
    expect(pt.body.message).toMatch(/US\$\s10,00.*US\$\s10\.000,00/);

    const eur = await api.create(alice, { method: 'card', amountCents: 5000, currency: 'eur' });
    expect(eur.status).toBe(400);
    expect(eur.body).toMatchObject({ code: 'CURRENCY_UNSUPPORTED', params: { currency: 'EUR' } });
    for (const body of [
      { method: 'card', amountCents: 'ten dollars' },
      { method: 'card' },
      { method: 'paypal', amountCents: 5000 },
      { method: 'card', amountCents: 5000, currency: 'dollars' },
    ]) {
      const res = await api.create(alice, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
    expect(await count()).toBe(before);
    expect(await api.balance(alice.id)).toBe(balance);
  });

  it('takes the limits themselves, and a form-encoded body', async () => {
    expect((await api.create(alice, { method: 'bank', amountCents: 1000 })).status).toBe(201);
    expect((await api.create(alice, { method: 'bank', amountCents: 1_000_000, currency: 'usd' })).status).toBe(201);
    const form = await get().s.call<{ status: string; amountCents: number } & ErrorBody>('POST', '/api/wallet/recharges', {
      as: alice,
      form: { method: 'card', amountCents: '1999' },
    });
    expect(form.status).toBe(201);
    expect(form.body).toMatchObject({ status: 'pending', amountCents: 1999 });
  });
});

describeEachEngine(
  'card recharges while the gateway cannot be reached',
  (get) => {
    it('answers 503 and records the attempt as failed', async () => {
      const s = get();
      const alice = await s.seller({ verified: true });
      const res = await s.call<{ code: string }>('POST', '/api/wallet/recharges', {
        as: alice,
        json: { method: 'card', amountCents: 2000 },
      });
      expect(res.status).toBe(503);
      expect(res.body.code).toBe('PAYMENT_GATEWAY_UNAVAILABLE');
      const rows = await s.ctx.db.selectFrom('recharges').selectAll().where('user_id', '=', alice.id).execute();
      expect(rows.map((r) => [r.status, r.failure_reason, r.checkout_url])).toEqual([['failed', 'gateway_unavailable', null]]);
    });
  },
  { PAYMENT_GATEWAY_URL: `http://127.0.0.1:${await freePort()}` },
);
