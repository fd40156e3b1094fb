import { randomUUID } from 'node:crypto';
import { webhookHmac } from './signing.js';

export interface WebhookDelivery {
  /** X-Shopify-Webhook-Id: the same on every attempt and on a redelivery. */
  webhookId: string;
  topic: string;
  shop: string;
  url: string;
  body: string;
  apiVersion: string;
  attempts: number;
  /** The last HTTP status, or the network error. */
  last: number | string | null;
  delivered: boolean;
  done: boolean;
  /** When this attempt series began (a redelivery has its own). */
  createdAt: string;
  /** X-Shopify-Triggered-At: when the event happened; a retry or a redelivery keeps it. */
  triggeredAt: string;
}

interface SendInput {
  url: string;
  secret: string;
  topic: string;
  shop: string;
  apiVersion: string;
  payload: unknown;
  webhookId?: string;
}

/**
 * Signed webhook deliveries as Shopify makes them: POST of the JSON body with X-Shopify-Topic, X-Shopify-Hmac-Sha256
 * (base64 HMAC-SHA256 of the raw body under the app secret), X-Shopify-Shop-Domain, X-Shopify-Webhook-Id,
 * X-Shopify-API-Version, X-Shopify-Triggered-At and X-Shopify-Event-Id; retried after a non-2xx answer.
 */
export class WebhookSender {
  private readonly records: WebhookDelivery[] = [];
  private readonly secrets = new Map<string, string>();
  private readonly inFlight = new Set<Promise<void>>();
  private closed = false;

  constructor(private readonly retryDelaysMs: readonly number[]) {}

  send(input: SendInput): WebhookDelivery {
    const at = new Date().toISOString();
    const d: WebhookDelivery = {
      webhookId: input.webhookId ?? randomUUID(),
      topic: input.topic,
      shop: input.shop,
      url: input.url,
      body: JSON.stringify(input.payload),
      apiVersion: input.apiVersion,
      attempts: 0,
      last: null,
      delivered: false,
      done: false,
      createdAt: at,
      triggeredAt: at,
    };
    this.records.push(d);
    this.secrets.set(d.webhookId, input.secret);
    this.start(d, input.secret);
    return d;
  }

  /** Sends a delivery again with the same webhook id and body (what "resend" in a Partner dashboard does). */
  redeliver(webhookId: string): WebhookDelivery | undefined {
    const first = this.records.find((r) => r.webhookId === webhookId);
    const secret = this.secrets.get(webhookId);
    if (!first || secret === undefined) return undefined;
    const again: WebhookDelivery = {
      ...first,
      attempts: 0,
      last: null,
      delivered: false,
      done: false,
      createdAt: new Date().toISOString(),
    };
    this.records.push(again);
    this.start(again, secret);
    return again;
  }

  private start(d: WebhookDelivery, secret: string) {
    if (this.closed) {
      d.done = true;
      return;
    }
    const run = this.deliver(d, secret).finally(() => {
      d.done = true;
      this.inFlight.delete(run);
    });
    this.inFlight.add(run);
  }

  private async deliver(d: WebhookDelivery, secret: string) {
    for (const delay of this.retryDelaysMs) {
      if (delay > 0) await new Promise((r) => setTimeout(r, delay));
      if (this.closed) return;
      d.attempts++;
      try {
        const res = await fetch(d.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-shopify-topic': d.topic,
            'x-shopify-hmac-sha256': webhookHmac(secret, d.body),
            'x-shopify-shop-domain': d.shop,
            'x-shopify-webhook-id': d.webhookId,
            'x-shopify-event-id': d.webhookId,
            'x-shopify-api-version': d.apiVersion,
            'x-shopify-triggered-at': d.triggeredAt,
          },
          body: d.body,
          signal: AbortSignal.timeout(5000),
        });
        await res.arrayBuffer().catch(() => undefined);
        d.last = res.status;
        if (res.ok) {
          d.delivered = true;
          return;
        }
      } catch (err) {
        d.last = err instanceof Error ? err.message : String(err);
      }
    }
  }

  list(): readonly WebhookDelivery[] {
    return this.records;
  }

  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  close() {
    this.closed = true;
  }
}
