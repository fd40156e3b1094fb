import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Notifier } from './notifier.js';

export interface SandboxMerchant {
  id: string;
  secret: string;
  /** Shown on the checkout page (the id when not given). */
  name?: string;
}

export interface Payment {
  id: string;
  merchantId: string;
  orderNo: string;
  amount: number;
  currency: string;
  description: string;
  notifyUrl: string;
  returnUrl: string;
  expiresAt: number;
  createdAt: number;
  paidAt: number | null;
  failure: { code: string; message: string } | null;
  cardLast4: string | null;
}

/** A refusal of the gateway's API: `{ error: { code, message } }` with the status. */
export class GatewayError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const DEFAULT_TTL_MS = 30 * 60_000;
const httpUrl = z.url({ protocol: /^https?$/ });

export const PaymentCreate = z.object({
  merchant_order_no: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_.:-]+$/),
  amount: z.number().int().min(1).max(100_000_000_00),
  currency: z.string().regex(/^[A-Z]{3}$/),
  description: z.string().max(200).default(''),
  notify_url: httpUrl,
  return_url: httpUrl,
  expires_at: z.iso.datetime({ offset: true }).optional(),
});

const newPublicId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** The sandbox's memory: merchants and their payments (nothing survives a restart; it is a sandbox). */
export class PaymentStore {
  readonly merchants: Map<string, SandboxMerchant>;
  private readonly payments = new Map<string, Payment>();
  private readonly byOrder = new Map<string, string>();
  /** Where browsers reach the checkout pages; known once the server listens. */
  publicUrl = '';

  constructor(
    merchants: SandboxMerchant[],
    private readonly notifier: Notifier,
  ) {
    this.merchants = new Map(merchants.map((m) => [m.id, m]));
  }

  get(id: string): Payment | undefined {
    return this.payments.get(id);
  }

  statusOf(p: Payment, now = Date.now()): 'paid' | 'expired' | 'pending' {
    return p.paidAt !== null ? 'paid' : now >= p.expiresAt ? 'expired' : 'pending';
  }

  /** A payment as the API shows it. */
  view(p: Payment) {
    return {
      payment_id: p.id,
      merchant_order_no: p.orderNo,
      amount: p.amount,
      currency: p.currency,
      description: p.description,
      status: this.statusOf(p),
      failure_code: p.failure?.code ?? null,
      failure_message: p.failure?.message ?? null,
      checkout_url: `${this.publicUrl}/checkout/${p.id}`,
      paid_at: p.paidAt === null ? null : new Date(p.paidAt).toISOString(),
      expires_at: new Date(p.expiresAt).toISOString(),
      created_at: new Date(p.createdAt).toISOString(),
    };
  }

  /** Creates a payment, or answers the one its merchant order number already has (created: false). */
  create(merchantId: string, b: z.output<typeof PaymentCreate>, now = Date.now()): { payment: Payment; created: boolean } {
    const key = `${merchantId}:${b.merchant_order_no}`;
    const existingId = this.byOrder.get(key);
    const existing = existingId === undefined ? undefined : this.payments.get(existingId);
    if (existing) {
      if (existing.amount !== b.amount || existing.currency !== b.currency) {
        throw new GatewayError(409, 'order_conflict', 'This order number was already used with another amount or currency.');
      }
      return { payment: existing, created: false };
    }
    const expiresAt = b.expires_at === undefined ? now + DEFAULT_TTL_MS : Date.parse(b.expires_at);
    if (expiresAt <= now) throw new GatewayError(400, 'invalid_request', 'expires_at: must be in the future');
    const payment: Payment = {
      id: newPublicId('pay'),
      merchantId,
      orderNo: b.merchant_order_no,
      amount: b.amount,
      currency: b.currency,
      description: b.description,
      notifyUrl: b.notify_url,
      returnUrl: b.return_url,
      expiresAt,
      createdAt: now,
      paidAt: null,
      failure: null,
      cardLast4: null,
    };
    this.payments.set(payment.id, payment);
    this.byOrder.set(key, payment.id);
    return { payment, created: true };
  }

  /** Sends the payment's merchant a signed notification of what just happened to it. */
  notify(p: Payment, type: 'payment.succeeded' | 'payment.failed'): void {
    const merchant = this.merchants.get(p.merchantId);
    if (!merchant) return;
    const id = newPublicId('evt');
    const failed = type === 'payment.failed';
    const body = JSON.stringify({
      id,
      type,
      created_at: new Date().toISOString(),
      data: {
        payment_id: p.id,
        merchant_order_no: p.orderNo,
        amount: p.amount,
        currency: p.currency,
        status: this.statusOf(p),
        failure_code: failed ? (p.failure?.code ?? null) : null,
        failure_message: failed ? (p.failure?.message ?? null) : null,
        card_last4: p.cardLast4,
      },
    });
    this.notifier.send({ url: p.notifyUrl, secret: merchant.secret, merchantId: merchant.id, eventId: id, type, body });
  }
}
