import { createHmac, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { AdminRecharge, Recharge, Upload } from '@dropport/contracts';
import { startSandboxGateway, type SandboxGateway } from '@dropport/sandbox-gateway';
import { walletBalance } from '../src/modules/ledger/ledger.js';
import { engines, startServer, type ErrorBody, type Seller, type TestServer } from './harness.js';
import { PNG } from './sourcing-support.js';

export const MERCHANT = 'dropport-test';
export const SECRET = 'test-merchant-secret-0123456789';
export const CARDS = {
  success: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficient: '4000 0000 0000 9995',
  /** Passes the Luhn check but is no test card: declined. */
  other: '5555 5555 5555 4444',
};

export interface World {
  s: TestServer;
  gateway: SandboxGateway;
}

/**
 * Declares the suite once per engine with a sandbox gateway on a free port of its own and a server pointed at it
 * through its environment; notifications are retried fast (5 attempts within a second).
 */
export function describeWithGateway(name: string, body: (get: () => World) => void, env: Record<string, string> = {}) {
  for (const engine of engines()) {
    describe(`${name} [${engine}]`, () => {
      let world: World | undefined;
      beforeAll(async () => {
        const gateway = await startSandboxGateway({
          port: 0,
          merchants: [{ id: MERCHANT, secret: SECRET, name: 'Dropport Test' }],
          notifyRetryDelaysMs: [0, 50, 100, 200, 400],
        });
        const s = await startServer(engine, {
          PAYMENT_GATEWAY_URL: gateway.url,
          PAYMENT_GATEWAY_MERCHANT_ID: MERCHANT,
          PAYMENT_GATEWAY_SECRET: SECRET,
          ...env,
        });
        world = { s, gateway };
      });
      afterAll(async () => {
        await world?.gateway.close();
        await world?.s.close();
      });
      body(() => {
        if (!world) throw new Error('not started');
        return world;
      });
    });
  }
}

export type RechargeBody = Recharge & ErrorBody;
export type AdminBody = AdminRecharge & ErrorBody;

/** The recharge calls of a test, bound to one engine's server. */
export function rechargeApi(get: () => World) {
  const s = () => get().s;
  const create = (as: Seller, body: Record<string, unknown>, lang = 'en-US') =>
    s().call<RechargeBody>('POST', '/api/wallet/recharges', { as, json: body, headers: { 'accept-language': lang } });
  const one = (as: Seller, id: string) => s().call<RechargeBody>('GET', `/api/wallet/recharges/${id}`, { as });
  const card = async (as: Seller, amountCents = 2500) => {
    const res = await create(as, { method: 'card', amountCents });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body;
  };
  const bank = async (as: Seller, amountCents = 50_000) => {
    const res = await create(as, { method: 'bank', amountCents });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body;
  };
  const confirm = (as: Seller, id: string, body: Record<string, unknown>) =>
    s().call<RechargeBody>('POST', `/api/wallet/recharges/${id}/confirm`, { as, json: body });
  const admin = (as: Seller, id: string, action: 'approve' | 'reject', json?: unknown) =>
    s().call<AdminBody>('POST', `/api/admin/recharges/${id}/${action}`, { as, ...(json === undefined ? {} : { json }) });
  const balance = async (userId: string) => (await walletBalance(s().ctx.db, userId, 'USD')).availableCents;
  const upload = async (as: Seller, purpose = 'document') => {
    const fd = new FormData();
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
    fd.append('purpose', purpose);
    if (purpose === 'image') fd.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'receipt.png');
    else fd.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'transfer.pdf');
    const res = await s().call<Upload>('POST', '/api/uploads', { as, body: fd });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body;
  };
  /** Credits of a recharge in the ledger (its key is recharge:<id>). */
  const credits = async (rechargeId: string) =>
    (
      await s()
        .ctx.db.selectFrom('ledger_transactions')
        .select('id')
        .where('idempotency_key', '=', `recharge:${rechargeId}`)
        .execute()
    ).length;
  const invoices = (rechargeId: string) =>
    s().ctx.db.selectFrom('invoices').selectAll().where('kind', '=', 'recharge').where('source_id', '=', rechargeId).execute();
  return { create, one, card, bank, confirm, admin, balance, upload, credits, invoices };
}

export interface CardResult {
  status: number;
  location: string | null;
  html: string;
}

/** Pays a hosted checkout as a browser would: POST the card form, do not follow the redirect. */
export async function payByCard(checkoutUrl: string, number: string, extra: Record<string, string> = {}): Promise<CardResult> {
  const res = await fetch(checkoutUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card_number: number, expiry: '12/39', cvc: '123', name: 'Jane Seller', ...extra }).toString(),
    redirect: 'manual',
  });
  return { status: res.status, location: res.headers.get('location'), html: await res.text() };
}

/** Polls until `probe` answers something truthy. */
export async function until<T>(what: string, probe: () => Promise<T | undefined | null | false>, timeoutMs = 5000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

export interface NotificationData {
  payment_id: string;
  merchant_order_no: string;
  amount: number;
  currency: string;
  failure_code?: string | null;
}

/** A notification signed as the gateway signs them (or with another secret, to forge one). */
export function signedNotification(
  type: 'payment.succeeded' | 'payment.failed',
  data: NotificationData,
  o: { eventId?: string; secret?: string; timestamp?: number; merchant?: string } = {},
) {
  const id = o.eventId ?? `evt_${randomBytes(8).toString('hex')}`;
  const body = JSON.stringify({
    id,
    type,
    created_at: new Date().toISOString(),
    data: { status: type === 'payment.succeeded' ? 'paid' : 'pending', failure_code: null, failure_message: null, ...data },
  });
  const timestamp = String(o.timestamp ?? Math.floor(Date.now() / 1000));
  const signature = createHmac('sha256', o.secret ?? SECRET)
    .update(`${timestamp}.${body}`)
    .digest('hex');
  return {
    id,
    body,
    headers: {
      'content-type': 'application/json',
      'sandbox-merchant': o.merchant ?? MERCHANT,
      'sandbox-event-id': id,
      'sandbox-timestamp': timestamp,
      'sandbox-signature': signature,
    },
  };
}

/** Posts a notification to the app the way the gateway does. */
export async function deliver(s: TestServer, n: { body: string; headers: Record<string, string> }) {
  const res = await fetch(`${s.url}/api/payments/gateway/notify`, { method: 'POST', headers: n.headers, body: n.body });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as { outcome?: string } & ErrorBody };
}

/** What the gateway knows of a recharge's payment: the notification data a real event would carry. */
export async function paymentData(s: TestServer, rechargeId: string): Promise<NotificationData> {
  const row = await s.ctx.db.selectFrom('recharges').selectAll().where('id', '=', rechargeId).executeTakeFirstOrThrow();
  return {
    payment_id: row.gateway_payment_id ?? '',
    merchant_order_no: row.reference,
    amount: Number(row.amount_cents),
    currency: row.currency,
  };
}
