import { createHmac, timingSafeEqual } from 'node:crypto';

/** The headers of the sandbox protocol (see sandbox-gateway.ts); HTTP header names are case-insensitive. */
export const SANDBOX_HEADERS = {
  merchant: 'sandbox-merchant',
  timestamp: 'sandbox-timestamp',
  signature: 'sandbox-signature',
  eventId: 'sandbox-event-id',
} as const;

/** How far a signed timestamp may be from the receiver's clock, either way. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export const hmacHex = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

/** What a merchant signs for a request to the gateway's API. */
export const requestSigningText = (timestamp: string, method: string, pathAndQuery: string, body: string) =>
  `${timestamp}.${method.toUpperCase()}.${pathAndQuery}.${body}`;

/** What the gateway signs for a notification or an API response. */
export const bodySigningText = (timestamp: string, body: string) => `${timestamp}.${body}`;

export function sameHex(a: string, b: string): boolean {
  const ab = Buffer.from(a, 'utf8');
  const bb = Buffer.from(b, 'utf8');
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}

/** A Unix timestamp (seconds) within the tolerance of `nowMs`. */
export function freshTimestamp(value: string | undefined, nowMs: number): boolean {
  if (value === undefined || !/^\d{1,12}$/.test(value)) return false;
  return Math.abs(nowMs / 1000 - Number(value)) <= SIGNATURE_TOLERANCE_SECONDS;
}

export const unixNow = (nowMs = Date.now()) => String(Math.floor(nowMs / 1000));
