/**
 * The sandbox payment gateway: a small stand-alone HTTP server that behaves like a hosted card checkout with signed
 * notifications. It keeps everything in memory; no real money moves. Dropport reaches it only through
 * PAYMENT_GATEWAY_URL (apps/server/src/modules/recharge/gateway.ts is its client).
 *
 * PROTOCOL (version 1)
 *
 * Merchant → gateway requests (`/v1/...`) are signed with the merchant's secret:
 *   Sandbox-Merchant:  <merchant id>
 *   Sandbox-Timestamp: <Unix seconds>          (within 300 s of the gateway's clock)
 *   Sandbox-Signature: hex(HMAC-SHA256(secret, `${timestamp}.${METHOD}.${path and query}.${raw body}`))
 * A missing, wrong or stale signature, or an unknown merchant, is 401. Every API answer to a known merchant is signed
 * back the same way as a notification: Sandbox-Timestamp and Sandbox-Signature = hex(HMAC-SHA256(secret,
 * `${timestamp}.${raw response body}`)), so the merchant can trust what a status query says.
 * Errors are `{ "error": { "code", "message" } }`.
 *
 * POST /v1/payments   JSON { merchant_order_no, amount (minor units, integer), currency (ISO 4217), description,
 *                     notify_url, return_url, expires_at (ISO 8601, optional: 30 minutes) }
 *   201 { payment_id, checkout_url, status, ... }. The same merchant_order_no again answers 200 with the same
 *   payment (idempotent), unless the amount or currency differs: 409 order_conflict.
 * GET  /v1/payments/{payment_id}
 *   200 { payment_id, merchant_order_no, amount, currency, status: pending | paid | expired, failure_code,
 *   failure_message, paid_at, expires_at, created_at }. Another merchant's payment is 404.
 *
 * Browser pages (the payer):
 * GET  /checkout/{payment_id}   the hosted card page: amount, merchant, order no, card form, the test cards.
 * POST /checkout/{payment_id}   form fields card_number, expiry (MM/YY), cvc, name.
 *   A malformed card re-renders the page (422) and tries nothing. A decline re-renders it with the reason (402) and
 *   notifies `payment.failed`; the payer may try another card. A success marks the payment paid, notifies
 *   `payment.succeeded` and answers 303 to return_url with `merchant_order_no` added to its query. An expired (410)
 *   or already paid (409) payment says so and takes no card.
 * Test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has insufficient
 * funds; any other number that passes the Luhn check is declined.
 *
 * Gateway → merchant notifications: POST notify_url, JSON
 *   { id: "evt_…", type: "payment.succeeded" | "payment.failed", created_at, data: { payment_id,
 *     merchant_order_no, amount, currency, status, failure_code, failure_message, card_last4 } }
 * with headers Sandbox-Merchant, Sandbox-Event-Id (= id), Sandbox-Timestamp and
 * Sandbox-Signature = hex(HMAC-SHA256(secret, `${timestamp}.${raw body}`)). Each attempt is signed with a fresh
 * timestamp; a notification is retried with backoff (by default 5 attempts over about 8 seconds) until a 2xx answer.
 * The receiver must treat a repeated event id as already handled.
 */
import Fastify from 'fastify';
import { apiRoutes } from './api-routes.js';
import { checkoutRoutes } from './checkout-routes.js';
import { Notifier, type Delivery } from './notifier.js';
import { GatewayError, PaymentStore, type SandboxMerchant } from './payments.js';

export type { SandboxMerchant } from './payments.js';

export interface SandboxGatewayOptions {
  port: number;
  host?: string;
  merchants: SandboxMerchant[];
  /** Where browsers reach this server (checkout links); defaults to http://localhost:<port>. */
  publicUrl?: string;
  /** Waits before each notification attempt (default 0, 0.5, 1, 2, 4 seconds: five attempts). */
  notifyRetryDelaysMs?: readonly number[];
  logLevel?: string;
}

export interface SandboxGateway {
  /** The address it listens on (http://host:port). */
  url: string;
  /** Where browsers reach it. */
  publicUrl: string;
  close(): Promise<void>;
  /** Test hooks: hold back notifications, see what was sent, wait for deliveries to finish. */
  pauseNotifications(paused: boolean): void;
  deliveries(): readonly Delivery[];
  idle(): Promise<void>;
}

const DEFAULT_RETRY_DELAYS = [0, 500, 1000, 2000, 4000];

/** Starts the sandbox gateway on its own port (its own origin). */
export async function startSandboxGateway(opts: SandboxGatewayOptions): Promise<SandboxGateway> {
  const app = Fastify({ logger: opts.logLevel ? { level: opts.logLevel } : false });
  const notifier = new Notifier({
    retryDelaysMs: opts.notifyRetryDelaysMs ?? DEFAULT_RETRY_DELAYS,
    log: (msg, data) => app.log.warn(data, msg),
  });
  const store = new PaymentStore(opts.merchants, notifier);

  app.setErrorHandler((err: Error & { statusCode?: number }, _req, reply) => {
    if (err instanceof GatewayError) {
      return reply.status(err.status).send({ error: { code: err.code, message: err.message } });
    }
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status === 500) app.log.error({ err }, 'sandbox gateway error');
    return reply.status(status).send({ error: { code: status === 500 ? 'internal' : 'invalid_request', message: err.message } });
  });
  await app.register(apiRoutes, { store });
  await app.register(checkoutRoutes, { store });
  app.get('/healthz', async () => ({ ok: true }));

  await app.listen({ port: opts.port, host: opts.host ?? '127.0.0.1' });
  const addr = app.server.address();
  const port = typeof addr === 'object' && addr ? addr.port : opts.port;
  const host = opts.host && opts.host !== '0.0.0.0' && opts.host !== '::' ? opts.host : '127.0.0.1';
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  store.publicUrl = opts.publicUrl?.replace(/\/$/, '') || `http://localhost:${port}`;
  return {
    url,
    publicUrl: store.publicUrl,
    close: async () => {
      notifier.close();
      await app.close();
    },
    pauseNotifications: (paused) => {
      notifier.paused = paused;
    },
    deliveries: () => notifier.list(),
    idle: () => notifier.idle(),
  };
}
