import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Shopify's query signature: HMAC-SHA256 (hex) under the app secret over the query without `hmac` (and `signature`),
 * its parameters sorted by name and written as a URL-encoded query string.
 */
export function queryHmac(secret: string, params: Record<string, string>): string {
  const message = new URLSearchParams(
    Object.keys(params)
      .filter((k) => k !== 'hmac' && k !== 'signature')
      .sort((a, b) => a.localeCompare(b))
      .map((k): [string, string] => [k, params[k] ?? '']),
  ).toString();
  return createHmac('sha256', secret).update(message).digest('hex');
}

/** The parameters with their `hmac` added, in the order Shopify sends them (alphabetical). */
export function signedQuery(secret: string, params: Record<string, string>): URLSearchParams {
  const sorted = Object.keys(params)
    .sort((a, b) => a.localeCompare(b))
    .map((k): [string, string] => [k, params[k] ?? '']);
  const q = new URLSearchParams(sorted);
  q.set('hmac', queryHmac(secret, params));
  return q;
}

/** X-Shopify-Hmac-Sha256: base64 HMAC-SHA256 of the raw body under the app secret. */
export const webhookHmac = (secret: string, rawBody: string) => createHmac('sha256', secret).update(rawBody).digest('base64');

export function sameText(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}

/** The `host` parameter: base64 of the shop's admin address, without padding, as Shopify sends it. */
export const encodeHost = (shopName: string) =>
  Buffer.from(`admin.shopify.com/store/${shopName}`).toString('base64').replace(/=+$/, '');

export const unixNow = () => String(Math.floor(Date.now() / 1000));
