import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { RechargeOptions } from '@dropport/contracts';
import { z } from 'zod';
import type { Config } from '../../config.js';
import { SANDBOX_TEST_CARDS } from '@dropport/contracts/sandbox';

/** What Dropport asks the gateway for: a hosted checkout of one merchant order. */
export interface PaymentRequest {
  orderNo: string;
  amountCents: number;
  currency: string;
  description: string;
  notifyUrl: string;
  returnUrl: string;
  expiresAt: number;
}

export interface GatewayPayment {
  paymentId: string;
  orderNo: string;
  amountCents: number;
  currency: string;
  status: 'pending' | 'paid' | 'expired';
  failureCode: string | null;
  checkoutUrl: string;
}

/** A verified notification. */
export interface GatewayEvent {
  id: string;
  type: 'payment.succeeded' | 'payment.failed';
  paymentId: string;
  orderNo: string;
  amountCents: number;
  currency: string;
  failureCode: string | null;
}

/** The gateway could not be reached, or answered something that cannot be trusted. */
export class GatewayUnavailableError extends Error {}
/** A notification whose signature is missing, wrong or stale. */
export class GatewaySignatureError extends Error {}
/** A correctly signed notification whose content is not a notification. */
export class GatewayPayloadError extends Error {}

/** The payment gateway as the recharge service sees it; the sandbox client below is the one implementation. */
export interface PaymentGateway {
  /** The test cards to show the seller (sandbox only; empty for a real gateway). */
  readonly testCards: RechargeOptions['sandboxCards'];
  createPayment(req: PaymentRequest): Promise<{ paymentId: string; checkoutUrl: string }>;
  /** Checks a notification's signature and reads it; throws GatewaySignatureError or GatewayPayloadError. */
  verifyNotification(rawBody: string, headers: IncomingHttpHeaders, now?: number): GatewayEvent;
  /** Asks the gateway where a payment stands (a signed request, a signed answer). */
  fetchPayment(paymentId: string): Promise<GatewayPayment>;
}

const H = {
  merchant: 'sandbox-merchant',
  timestamp: 'sandbox-timestamp',
  signature: 'sandbox-signature',
  eventId: 'sandbox-event-id',
} as const;
const TOLERANCE_SECONDS = 300;

const PaymentView = z.object({
  payment_id: z.string().min(1),
  merchant_order_no: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(['pending', 'paid', 'expired']),
  failure_code: z.string().nullable(),
  checkout_url: z.string(),
});

const Notification = z.object({
  id: z.string().min(1).max(100),
  type: z.enum(['payment.succeeded', 'payment.failed']),
  data: z.object({
    payment_id: z.string().min(1).max(100),
    merchant_order_no: z.string().min(1).max(100),
    amount: z.number().int(),
    currency: z.string().min(1).max(10),
    failure_code: z.string().max(100).nullable().optional(),
  }),
});

const one = (h: IncomingHttpHeaders | Headers, name: string): string | undefined => {
  const v = h instanceof Headers ? h.get(name) : h[name];
  return typeof v === 'string' ? v : undefined;
};

/**
 * The sandbox gateway's protocol (dev/sandbox-gateway/src/sandbox-gateway.ts) over real HTTP: requests
 * signed with the merchant secret, answers and notifications checked against it.
 */
export class SandboxGatewayClient implements PaymentGateway {
  readonly testCards = SANDBOX_TEST_CARDS.map((c) => ({ number: c.number, outcome: c.outcome }));

  constructor(private readonly o: { baseUrl: string; merchantId: string; secret: string; timeoutMs?: number }) {}

  private sign(text: string): string {
    return createHmac('sha256', this.o.secret).update(text).digest('hex');
  }

  private signedOk(timestamp: string | undefined, signature: string | undefined, body: string, now: number): boolean {
    if (timestamp === undefined || signature === undefined || !/^\d{1,12}$/.test(timestamp)) return false;
    if (Math.abs(now / 1000 - Number(timestamp)) > TOLERANCE_SECONDS) return false;
    const expected = Buffer.from(this.sign(`${timestamp}.${body}`));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private async request(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
    const raw = body === undefined ? '' : JSON.stringify(body);
    const timestamp = String(Math.floor(Date.now() / 1000));
    let res: Response;
    let text: string;
    try {
      res = await fetch(this.o.baseUrl + path, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          [H.merchant]: this.o.merchantId,
          [H.timestamp]: timestamp,
          [H.signature]: this.sign(`${timestamp}.${method}.${path}.${raw}`),
        },
        body: body === undefined ? undefined : raw,
        signal: AbortSignal.timeout(this.o.timeoutMs ?? 10_000),
      });
      text = await res.text();
    } catch (err) {
      throw new GatewayUnavailableError(`gateway ${method} ${path}: ${err instanceof Error ? err.message : String(err)}`);
    }
    // Only a signed answer is believed: a status query must not be forgeable by whoever sits in between.
    if (!this.signedOk(one(res.headers, H.timestamp), one(res.headers, H.signature), text, Date.now())) {
      throw new GatewayUnavailableError(`gateway ${method} ${path}: answered ${res.status} without a valid signature`);
    }
    try {
      return { status: res.status, json: JSON.parse(text) as unknown };
    } catch {
      throw new GatewayUnavailableError(`gateway ${method} ${path}: answered ${res.status} with a body that is not JSON`);
    }
  }

  async createPayment(req: PaymentRequest) {
    const { status, json } = await this.request('POST', '/v1/payments', {
      merchant_order_no: req.orderNo,
      amount: req.amountCents,
      currency: req.currency,
      description: req.description,
      notify_url: req.notifyUrl,
      return_url: req.returnUrl,
      expires_at: new Date(req.expiresAt).toISOString(),
    });
    const view = PaymentView.safeParse(json);
    if ((status !== 200 && status !== 201) || !view.success) {
      throw new GatewayUnavailableError(`gateway refused the payment (${status}): ${JSON.stringify(json).slice(0, 300)}`);
    }
    return { paymentId: view.data.payment_id, checkoutUrl: view.data.checkout_url };
  }

  async fetchPayment(paymentId: string): Promise<GatewayPayment> {
    const { status, json } = await this.request('GET', `/v1/payments/${encodeURIComponent(paymentId)}`);
    const view = PaymentView.safeParse(json);
    if (status !== 200 || !view.success) throw new GatewayUnavailableError(`gateway status query answered ${status}`);
    const v = view.data;
    return {
      paymentId: v.payment_id,
      orderNo: v.merchant_order_no,
      amountCents: v.amount,
      currency: v.currency,
      status: v.status,
      failureCode: v.failure_code,
      checkoutUrl: v.checkout_url,
    };
  }

  verifyNotification(rawBody: string, headers: IncomingHttpHeaders, now = Date.now()): GatewayEvent {
    if (one(headers, H.merchant) !== this.o.merchantId) throw new GatewaySignatureError('unknown merchant');
    if (!this.signedOk(one(headers, H.timestamp), one(headers, H.signature), rawBody, now)) {
      throw new GatewaySignatureError('bad or stale signature');
    }
    let json: unknown;
    try {
      json = JSON.parse(rawBody);
    } catch {
      throw new GatewayPayloadError('the body is not JSON');
    }
    const n = Notification.safeParse(json);
    if (!n.success) throw new GatewayPayloadError(`not a notification: ${n.error.issues[0]?.message ?? ''}`);
    if (one(headers, H.eventId) !== n.data.id) throw new GatewayPayloadError('the event id header and body disagree');
    return {
      id: n.data.id,
      type: n.data.type,
      paymentId: n.data.data.payment_id,
      orderNo: n.data.data.merchant_order_no,
      amountCents: n.data.data.amount,
      currency: n.data.data.currency,
      failureCode: n.data.data.failure_code ?? null,
    };
  }
}

const gateways = new WeakMap<object, PaymentGateway>();

/** The gateway of a running server: the sandbox client on PAYMENT_GATEWAY_URL unless one was set (tests, bench). */
export function paymentGateway(ctx: { config: Config }): PaymentGateway {
  let g = gateways.get(ctx);
  if (!g) {
    g = new SandboxGatewayClient({
      baseUrl: ctx.config.PAYMENT_GATEWAY_URL,
      merchantId: ctx.config.PAYMENT_GATEWAY_MERCHANT_ID,
      secret: ctx.config.PAYMENT_GATEWAY_SECRET,
    });
    gateways.set(ctx, g);
  }
  return g;
}

export function setPaymentGateway(ctx: object, gateway: PaymentGateway): void {
  gateways.set(ctx, gateway);
}
