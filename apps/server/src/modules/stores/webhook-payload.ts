import { SHOP_DOMAIN_PATTERN } from '@dropport/contracts';
import { fail } from '../../lib/app-error.js';
import { sha256 } from '../../lib/secrets.js';

/**
 * Topics that end a shop's link. Their body is the same every time for a shop (the Shop object; shop id and domain),
 * so a captured one could be replayed after the shop is linked again; the job asks Shopify instead whether the app
 * is really gone, and they are never deduplicated by body (a second real uninstall sends the same bytes).
 */
export const CONFIRMED_TOPICS: readonly string[] = ['app/uninstalled', 'shop/redact'];

/**
 * Where Shopify's documented payload of a topic names its shop. Shopify signs the body only, never the
 * X-Shopify-Shop-Domain header, so this field is what says which shop a signed body is about. Order and product
 * bodies name no shop: their ids are bound to the header's store where they are used (see the job).
 */
const SHOP_FIELD: Readonly<Record<string, string>> = {
  'app/uninstalled': 'myshopify_domain',
  'shop/redact': 'shop_domain',
  'customers/redact': 'shop_domain',
  'customers/data_request': 'shop_domain',
};

function parseJson(raw: string): { value: unknown } | null {
  try {
    return { value: JSON.parse(raw) as unknown };
  } catch {
    return null;
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A body as the JSON object it must be, or null. */
export function bodyObject(raw: string): Record<string, unknown> | null {
  const parsed = parseJson(raw);
  return parsed && isObject(parsed.value) ? parsed.value : null;
}

/**
 * Checks a verified delivery before anything is kept: the header's shop is a shop domain, the body a JSON object, and
 * the shop the body names (for topics whose body names one) the header's. Answers the normalised shop and the digest
 * that deduplicates the body (null for the confirmed topics). Fails with VALIDATION_FAILED (400).
 */
export function bindPayload(topic: string, headerShop: string, raw: string): { shop: string; digest: string | null } {
  const shop = headerShop.trim().toLowerCase();
  if (!SHOP_DOMAIN_PATTERN.test(shop)) fail('VALIDATION_FAILED', { field: 'X-Shopify-Shop-Domain', reason: 'format' });
  const parsed = parseJson(raw);
  if (!parsed) fail('VALIDATION_FAILED', { field: 'body', reason: 'body' });
  const body = parsed.value;
  if (!isObject(body)) fail('VALIDATION_FAILED', { field: 'body', reason: 'type' });
  const field = SHOP_FIELD[topic];
  if (field) {
    const named = body[field];
    if (typeof named !== 'string' || named.trim().toLowerCase() !== shop) fail('VALIDATION_FAILED', { field, reason: 'invalid' });
  }
  return { shop, digest: CONFIRMED_TOPICS.includes(topic) ? null : sha256(`${topic}\n${raw}`) };
}
