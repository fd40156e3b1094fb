import http from 'node:http';
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { luhn, startSandboxGateway, type SandboxGateway } from '@dropport/sandbox-gateway';
import {
  GatewaySignatureError,
  GatewayUnavailableError,
  SandboxGatewayClient,
  type GatewayEvent,
} from '../src/modules/recharge/gateway.js';
import { CARDS, MERCHANT, SECRET, payByCard } from './sandbox-gateway-support.js';

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A merchant's notify endpoint: records what arrives, answers with the statuses it is told to, then 200. */
async function receiver() {
  const received: Received[] = [];
  let answers: number[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.statusCode = answers.shift() ?? 200;
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const addr = server.address();
  const url = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}/notify`;
  return {
    url,
    received,
    answer: (statuses: number[]) => (answers = [...statuses]),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('sandbox payment gateway', () => {
  let gateway: SandboxGateway;
  let hook: Awaited<ReturnType<typeof receiver>>;
  let client: SandboxGatewayClient;
  let order = 0;
  const nextOrder = () => `T-${Date.now().toString(36)}-${order++}`;

  beforeAll(async () => {
    gateway = await startSandboxGateway({
      port: 0,
      merchants: [
        { id: MERCHANT, secret: SECRET, name: 'Dropport Test' },
        { id: 'other-shop', secret: 'other-shop-secret-0123456789' },
      ],
      notifyRetryDelaysMs: [0, 30, 60, 90, 120],
    });
    hook = await receiver();
    client = new SandboxGatewayClient({ baseUrl: gateway.url, merchantId: MERCHANT, secret: SECRET });
  });
  afterAll(async () => {
    await gateway.close();
    await hook.close();
  });

  const payment = (over: Record<string, unknown> = {}) => ({
    orderNo: nextOrder(),
    amountCents: 1999,
    currency: 'USD',
    description: 'Wallet recharge',
    notifyUrl: hook.url,
    returnUrl: 'http://shop.example/pay-success?recharge=R1',
    expiresAt: Date.now() + 60_000,
    ...over,
  });

  /** A raw API call signed with the given secret and timestamp (or not signed at all). */
  const rawCall = (method: string, path: string, body: string, o: { secret?: string; ts?: number; merchant?: string } = {}) => {
    const ts = String(o.ts ?? Math.floor(Date.now() / 1000));
    const sig = createHmac('sha256', o.secret ?? SECRET)
      .update(`${ts}.${method}.${path}.${body}`)
      .digest('hex');
    return fetch(gateway.url + path, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        'sandbox-merchant': o.merchant ?? MERCHANT,
        'sandbox-timestamp': ts,
        'sandbox-signature': sig,
      },
      body: body || undefined,
    });
  };

  const verify = (r: Received): GatewayEvent => client.verifyNotification(r.body, r.headers);

  it('refuses API calls without a valid, fresh signature of a known merchant (401)', async () => {
    const body = JSON.stringify({
      merchant_order_no: nextOrder(),
      amount: 100,
      currency: 'USD',
      notify_url: hook.url,
      return_url: 'http://shop.example/back',
    });
    const unsigned = await fetch(`${gateway.url}/v1/payments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(unsigned.status).toBe(401);
    expect((await rawCall('POST', '/v1/payments', body, { secret: 'not-the-secret-at-all' })).status).toBe(401);
    expect((await rawCall('POST', '/v1/payments', body, { ts: Math.floor(Date.now() / 1000) - 3600 })).status).toBe(401);
    expect((await rawCall('POST', '/v1/payments', body, { merchant: 'nobody' })).status).toBe(401);
    // A signature for another path does not carry over.
    const sig = await rawCall('POST', '/v1/payments', body);
    expect(sig.status).toBe(201);
    const bad = await rawCall('POST', '/v1/payments', JSON.stringify({ merchant_order_no: 'x', amount: 'ten' }));
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { code: string } }).error.code).toBe('invalid_request');
  });

  it('creates a payment once per order number; another amount for the same order is a conflict', async () => {
    const req = payment();
    const first = await client.createPayment(req);
    expect(first.checkoutUrl).toBe(`${gateway.publicUrl}/checkout/${first.paymentId}`);
    const again = await client.createPayment(req);
    expect(again.paymentId).toBe(first.paymentId);
    await expect(client.createPayment({ ...req, amountCents: 2000 })).rejects.toThrow(/409/);
    const status = await client.fetchPayment(first.paymentId);
    expect(status).toMatchObject({ orderNo: req.orderNo, amountCents: 1999, currency: 'USD', status: 'pending' });
    // Another merchant cannot see it.
    const foreign = await rawCall('GET', `/v1/payments/${first.paymentId}`, '', {
      merchant: 'other-shop',
      secret: 'other-shop-secret-0123456789',
    });
    expect(foreign.status).toBe(404);
  });

  it('serves a hosted card page with the amount, the merchant, the order and the test cards', async () => {
    const req = payment({ amountCents: 123456 });
    const { checkoutUrl } = await client.createPayment(req);
    const res = await fetch(checkoutUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.headers.get('content-security-policy')).toContain("form-action 'self' http://shop.example");
    const html = await res.text();
    for (const text of ['$1,234.56', 'Dropport Test', req.orderNo, 'name="card_number"', 'name="cvc"', 'name="expiry"']) {
      expect(html).toContain(text);
    }
    for (const card of ['4242 4242 4242 4242', '4000 0000 0000 0002', '4000 0000 0000 9995']) expect(html).toContain(card);
    // "Cancel and return" tells the shop the payer cancelled, so it does not show the last decline as the reason.
    expect(html).toContain('<a href="http://shop.example/pay-success?recharge=R1&amp;result=cancelled">Cancel and return');
    expect((await fetch(`${gateway.url}/checkout/pay_nothing`)).status).toBe(404);
  });

  it('checks the card before trying it: a malformed one is shown again and notifies nothing', async () => {
    expect(luhn('4242424242424242')).toBe(true);
    expect(luhn('4242424242424241')).toBe(false);
    const { checkoutUrl } = await client.createPayment(payment());
    const before = gateway.deliveries().length;
    const cases: [string, Record<string, string>, RegExp][] = [
      ['4242 4242 4242 4241', {}, /card number is not valid/],
      [CARDS.success, { expiry: '13/30' }, /MM\/YY/],
      [CARDS.success, { expiry: '01/20' }, /expired/],
      [CARDS.success, { cvc: '1' }, /CVC/],
      [CARDS.success, { name: '' }, /name on the card/],
    ];
    for (const [number, extra, message] of cases) {
      const res = await payByCard(checkoutUrl, number, extra);
      expect(res.status, number + JSON.stringify(extra)).toBe(422);
      expect(res.html).toMatch(message);
    }
    expect(gateway.deliveries().length).toBe(before);
  });

  it('declines, notifies payment.failed (signed), then takes another card, notifies payment.succeeded and returns', async () => {
    const req = payment();
    const { paymentId, checkoutUrl } = await client.createPayment(req);
    const seen = hook.received.length;

    const declined = await payByCard(checkoutUrl, CARDS.declined);
    expect(declined.status).toBe(402);
    expect(declined.html).toContain('Your card was declined. Try another card.');
    expect(declined.html).toContain('name="card_number"');
    const poor = await payByCard(checkoutUrl, CARDS.insufficient);
    expect(poor.html).toContain('insufficient funds');
    const other = await payByCard(checkoutUrl, CARDS.other);
    expect(other.status).toBe(402);
    await gateway.idle();
    const failures = hook.received.slice(seen).map(verify);
    expect(failures.map((e) => [e.type, e.failureCode])).toEqual([
      ['payment.failed', 'card_declined'],
      ['payment.failed', 'insufficient_funds'],
      ['payment.failed', 'card_declined'],
    ]);
    expect(failures[0]).toMatchObject({ paymentId, orderNo: req.orderNo, amountCents: 1999, currency: 'USD' });

    const paid = await payByCard(checkoutUrl, CARDS.success);
    expect(paid.status).toBe(303);
    expect(paid.location).toBe(`http://shop.example/pay-success?recharge=R1&merchant_order_no=${req.orderNo}`);
    await gateway.idle();
    const success = verify(hook.received.at(-1)!);
    expect(success).toMatchObject({ type: 'payment.succeeded', paymentId, orderNo: req.orderNo, failureCode: null });
    expect(new Set(hook.received.slice(seen).map((r) => r.headers['sandbox-event-id'])).size).toBe(4);
    expect((await client.fetchPayment(paymentId)).status).toBe('paid');

    // Paid: the page says so and takes no card; nothing more is notified.
    expect(await (await fetch(checkoutUrl)).text()).toContain('already been paid');
    const twice = await payByCard(checkoutUrl, CARDS.success);
    expect(twice.status).toBe(409);
    await gateway.idle();
    expect(hook.received.length).toBe(seen + 4);
  });

  it('retries a notification until a 2xx, with a fresh signature each time, and gives up after five attempts', async () => {
    const { checkoutUrl } = await client.createPayment(payment());
    hook.answer([500, 503]);
    const seen = hook.received.length;
    await payByCard(checkoutUrl, CARDS.success);
    await gateway.idle();
    const attempts = hook.received.slice(seen);
    expect(attempts).toHaveLength(3);
    expect(new Set(attempts.map((a) => a.headers['sandbox-event-id'])).size).toBe(1);
    for (const a of attempts) expect(() => verify(a)).not.toThrow();
    expect(gateway.deliveries().at(-1)).toMatchObject({ delivered: true, attempts: 3, last: 200 });

    const second = await client.createPayment(payment());
    hook.answer([500, 500, 500, 500, 500, 500]);
    await payByCard(second.checkoutUrl, CARDS.success);
    await gateway.idle();
    expect(gateway.deliveries().at(-1)).toMatchObject({ delivered: false, attempts: 5, last: 500 });
    hook.answer([]);
  });

  it('the client refuses a tampered or stale notification', async () => {
    const { checkoutUrl } = await client.createPayment(payment());
    await payByCard(checkoutUrl, CARDS.success);
    await gateway.idle();
    const real = hook.received.at(-1)!;
    expect(() => verify(real)).not.toThrow();
    expect(() => client.verifyNotification(real.body.replace('1999', '9999'), real.headers)).toThrow(GatewaySignatureError);
    expect(() => client.verifyNotification(real.body, real.headers, Date.now() + 3600_000)).toThrow(GatewaySignatureError);
    expect(() => client.verifyNotification(real.body, { ...real.headers, 'sandbox-merchant': 'other-shop' })).toThrow(
      GatewaySignatureError,
    );
  });

  it('an expired payment says so and takes no card', async () => {
    const { paymentId, checkoutUrl } = await client.createPayment(payment({ expiresAt: Date.now() + 150 }));
    await new Promise((r) => setTimeout(r, 200));
    const page = await fetch(checkoutUrl);
    expect(await page.text()).toContain('This payment has expired');
    const before = gateway.deliveries().length;
    const res = await payByCard(checkoutUrl, CARDS.success);
    expect(res.status).toBe(410);
    expect(gateway.deliveries().length).toBe(before);
    expect((await client.fetchPayment(paymentId)).status).toBe('expired');
  });

  it('the client trusts no unsigned status answer', async () => {
    const fake = http.createServer((_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ payment_id: 'pay_1', merchant_order_no: 'X', amount: 1, currency: 'USD', status: 'paid' }));
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    const addr = fake.address();
    const forged = new SandboxGatewayClient({
      baseUrl: `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`,
      merchantId: MERCHANT,
      secret: SECRET,
    });
    await expect(forged.fetchPayment('pay_1')).rejects.toThrow(GatewayUnavailableError);
    await new Promise<void>((resolve) => fake.close(() => resolve()));
    const dead = new SandboxGatewayClient({ baseUrl: 'http://127.0.0.1:9', merchantId: MERCHANT, secret: SECRET });
    await expect(dead.createPayment(payment())).rejects.toThrow(GatewayUnavailableError);
  });
});
