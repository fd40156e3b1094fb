import net from 'node:net';
import { expect, it } from 'vitest';
import { basic, describeEachEngine, type ErrorBody, type Seller } from './harness.js';

/**
 * Input an attacker sends on purpose: NUL characters (PostgreSQL text cannot hold them), credentials that do not
 * decode, requests without a credential on protected routes, and numbers written in shapes no form sends. Every one
 * is a 4xx with the catalogue's body, the same on both engines, and changes nothing.
 */
describeEachEngine('hostile input is refused with a 4xx on both engines', (get) => {
  const NUL = '\u0000';
  let seller: Seller | undefined;
  const me = async () => (seller ??= await get().seller({ verified: true }));

  it('refuses a NUL character in sign-in fields, path ids, query values and body text with 400', async () => {
    const s = get();
    const alice = await me();
    const cases: [string, string, Parameters<typeof s.call>[2]][] = [
      ['POST', '/v1/users/loginByPwd', { form: { username: `a${NUL}@shop.com`, password: 'x' } }],
      ['POST', '/v1/users/loginByPwd', { json: { username: 'a@shop.com', password: `pw${NUL}` } }],
      ['POST', '/v1/users/regByPwd', { form: { email: `new${NUL}@shop.com`, password: 'Velvet-Harbor-Kite-42' } }],
      ['GET', `/api/orders/ord${encodeURIComponent(NUL)}1`, { as: alice }],
      ['GET', `/api/orders?q=${encodeURIComponent(`x${NUL}y`)}`, { as: alice }],
      ['GET', `/api/market/products?q=${encodeURIComponent(NUL)}`, { as: alice }],
      ['POST', `/v1/users/${alice.id}/profile`, { as: alice, form: { username: `Ann${NUL}` } }],
      ['POST', '/api/import-list/items', { as: alice, json: { productIds: [1], [`k${NUL}`]: 1 } }],
    ];
    for (const [method, path, opts] of cases) {
      const res = await s.call<ErrorBody>(method, path, opts);
      expect(res.status, `${method} ${path} ${JSON.stringify(opts)}`).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', params: { reason: 'controlChar' } });
      expect(res.body.message).toMatch(/control characters/);
    }
    const es = await s.call<ErrorBody>('GET', `/api/orders?q=${encodeURIComponent(NUL)}`, {
      as: alice,
      headers: { 'accept-language': 'es-ES' },
    });
    expect(es.body.message).toMatch(/caracteres de control/);
    // Nobody was registered by the refused sign-up.
    const users = await s.ctx.db.selectFrom('users').select('email').where('email', 'like', 'new%').execute();
    expect(users).toEqual([]);
  });

  it('answers 401 to a credential that decodes to control characters or to bytes that are not UTF-8; health stays up', async () => {
    const s = get();
    const alice = await me();
    const raws = [
      basic(`${alice.id}${NUL}`, alice.token),
      basic(alice.id, `${alice.token}${NUL}`),
      `Basic ${Buffer.concat([Buffer.from(`${alice.id}:`), Buffer.from([0xff, 0xfe, 0x00, 0x41]), Buffer.alloc(20, 0x61)]).toString('base64')}`,
    ];
    for (const raw of raws) {
      expect((await s.call('GET', '/api/orders', { as: { raw } })).status, raw).toBe(401);
      expect((await s.call('GET', '/healthz', { as: { raw } })).status, raw).toBe(200);
      expect((await s.call('GET', '/readyz', { as: { raw } })).status, raw).toBe(200);
    }
  });

  it('checks who is calling before reading the input: no credential is a 401 whatever the query or body', async () => {
    const s = get();
    const bare = { raw: '' };
    const cases: [string, string, Parameters<typeof s.call>[2]][] = [
      ['GET', '/v1/shipping/template?productId=abc&countryCode=%%', { as: bare }],
      ['POST', '/api/stores/shopify/callback', { as: bare, json: { nothing: true } }],
      ['GET', '/api/orders?status=lost', { as: bare }],
      ['POST', '/api/wallet/recharges', { as: 'public', json: { method: 'gold' } }],
      ['POST', '/v1/userTrackSetting', { as: 'public', json: {} }],
    ];
    for (const [method, path, opts] of cases) {
      const res = await s.call<ErrorBody>(method, path, opts);
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.body.code).toMatch(/^AUTH_REQUIRED|SESSION_EXPIRED$/);
    }
    // A seller is refused an admin route as such, before its body is read.
    const alice = await me();
    expect((await s.call('POST', '/api/admin/recharges/x/reject', { as: alice, json: {} })).status).toBe(403);
  });

  it('takes amounts and quantities as numbers or plain decimal strings only', async () => {
    const s = get();
    const alice = await me();
    const recharge = (amountCents: unknown) =>
      s.call<ErrorBody & { amountCents: number }>('POST', '/api/wallet/recharges', {
        as: alice,
        json: { method: 'bank', amountCents, currency: 'USD' },
      });
    for (const bad of ['0x1F40', [5000], '1e4', true, '5000abc']) {
      const res = await recharge(bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.code, JSON.stringify(bad)).toBe('VALIDATION_FAILED');
    }
    const count = async () =>
      Number(
        (
          await s.ctx.db
            .selectFrom('recharges')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('user_id', '=', alice.id)
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count()).toBe(0);
    expect((await recharge('5000')).body.amountCents).toBe(5000);
    expect((await recharge(6000)).body.amountCents).toBe(6000);
    expect(await count()).toBe(2);

    const quantity = (q: string) =>
      s.call<ErrorBody>('GET', `/v1/shipping/template?productId=1&countryCode=US&quantity=${encodeURIComponent(q)}`, {
        as: alice,
      });
    for (const bad of ['0x2', '1e1', 'true']) expect((await quantity(bad)).status, bad).toBe(400);
    const form = await s.call<ErrorBody>('POST', `/v1/users/${alice.id}/source`, {
      as: alice,
      form: { description: 'A lamp like this one', targetCostCents: '0x1F4', quantity: '10' },
    });
    expect(form.status).toBe(400);
    expect(form.body.params).toMatchObject({ field: 'targetCostCents' });
  });

  it('answers headers past their size limit with 431 and says the connection closes, so a client does not reuse it', async () => {
    const { port } = new URL(get().url);
    const answer = await new Promise<string>((resolve) => {
      const socket = net.connect(Number(port), '127.0.0.1', () =>
        socket.write(`GET /healthz HTTP/1.1\r\nHost: x\r\nAuthorization: Basic ${'x'.repeat(20_000)}\r\n\r\n`),
      );
      let text = '';
      socket.on('data', (d) => (text += d.toString()));
      socket.on('close', () => resolve(text));
      // The server may reset the connection once it has answered: what came before is the answer.
      socket.on('error', () => resolve(text));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer.toLowerCase()).toContain('connection: close');
  });
});
