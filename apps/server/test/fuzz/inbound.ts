import { createHmac } from 'node:crypto';
import type { Operation, Schema } from './openapi.js';
import { nastySignatureHeaders } from './payloads.js';
import type { Rng } from './prng.js';
import { isObj } from './schema-values.js';

/** Who signs the webhooks the fixture knows how to sign. */
export interface Signing {
  shopifySecret: string;
  shopDomain: string;
  merchantId: string;
  gatewaySecret: string;
}

/** The Shopify webhook body the fixture signs: an order, loosely, so mutations land in fields the handler reads. */
export const SHOPIFY_ORDER: Schema = {
  type: 'object',
  required: ['id', 'name', 'line_items'],
  properties: {
    id: { type: 'integer', minimum: 1 },
    admin_graphql_api_id: { type: 'string' },
    name: { type: 'string', maxLength: 40 },
    email: { type: 'string', format: 'email' },
    currency: { type: 'string', enum: ['USD', 'EUR'] },
    line_items: {
      type: 'array',
      minItems: 1,
      maxItems: 3,
      items: {
        type: 'object',
        required: ['id', 'variant_id', 'quantity'],
        properties: {
          id: { type: 'integer', minimum: 1 },
          variant_id: { type: 'integer', minimum: 1 },
          quantity: { type: 'integer', minimum: 1, maximum: 5 },
          sku: { type: 'string', maxLength: 40 },
          price: { type: 'string', pattern: '^\\d+\\.\\d\\d$' },
        },
      },
    },
    shipping_address: {
      type: 'object',
      properties: {
        first_name: { type: 'string' },
        address1: { type: 'string' },
        city: { type: 'string' },
        zip: { type: 'string' },
        country_code: { type: 'string', enum: ['US', 'PT'] },
      },
    },
  },
};

/** The payment gateway's signed notification, as the server's own parser describes it. */
export const GATEWAY_NOTIFICATION: Schema = {
  type: 'object',
  required: ['id', 'type', 'data'],
  properties: {
    id: { type: 'string', minLength: 1, maxLength: 100 },
    type: { type: 'string', enum: ['payment.succeeded', 'payment.failed'] },
    data: {
      type: 'object',
      required: ['payment_id', 'merchant_order_no', 'amount', 'currency'],
      properties: {
        payment_id: { type: 'string', minLength: 1, maxLength: 100 },
        merchant_order_no: { type: 'string', minLength: 1, maxLength: 100 },
        amount: { type: 'integer' },
        currency: { type: 'string', minLength: 1, maxLength: 10 },
        failure_code: { type: 'string', nullable: true, maxLength: 100 },
      },
    },
  },
};

const SHOPIFY_TOPICS = [
  'orders/create',
  'orders/updated',
  'orders/cancelled',
  'products/delete',
  'customers/data_request',
  'customers/redact',
];

export type Inbound = 'shopify' | 'gateway' | undefined;
export const inboundOf = (op: Operation): Inbound =>
  op.path.includes('/webhooks/shopify') ? 'shopify' : op.path.includes('/gateway/notify') ? 'gateway' : undefined;

/** Signs an inbound webhook as its sender would (most of the time), so that the handler behind the check runs. */
export function signInbound(
  inbound: 'shopify' | 'gateway',
  signing: Signing,
  rng: Rng,
  mutate: boolean,
  body: Buffer,
  value: unknown,
  headers: Record<string, string>,
  notes: string[],
): void {
  if (mutate && rng.chance(0.35)) {
    const h = rng.pick(nastySignatureHeaders(signing.merchantId, signing.shopDomain));
    Object.assign(headers, h.value);
    notes.push(`signature ← ${h.label}`);
    return;
  }
  if (inbound === 'shopify') {
    headers['x-shopify-topic'] = rng.pick(SHOPIFY_TOPICS);
    headers['x-shopify-shop-domain'] = signing.shopDomain;
    headers['x-shopify-webhook-id'] = `fuzz-${rng.int(1e9).toString(36)}`;
    headers['x-shopify-api-version'] = '2026-01';
    headers['x-shopify-hmac-sha256'] = createHmac('sha256', signing.shopifySecret).update(body).digest('base64');
    notes.push(`signed ${headers['x-shopify-topic']}`);
  } else {
    const timestamp = String(Math.floor(Date.now() / 1000));
    headers['sandbox-merchant'] = signing.merchantId;
    headers['sandbox-timestamp'] = timestamp;
    const id = isObj(value) && typeof value.id === 'string' ? value.id : 'fuzz-event';
    headers['sandbox-event-id'] = id;
    headers['sandbox-signature'] = createHmac('sha256', signing.gatewaySecret)
      .update(`${timestamp}.${body.toString('utf8')}`)
      .digest('hex');
    notes.push('signed notification');
  }
}
