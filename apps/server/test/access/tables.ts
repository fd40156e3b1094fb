import { DEFAULT_PRICE_RULE_SET } from '@dropport/contracts';
import type { IdKind, World } from './world.js';

/** What a call sends besides its path: JSON, a CSV, a multipart form, or a query string. */
export interface Payload {
  json?: unknown;
  csv?: string;
  multipart?: () => FormData;
  query?: string;
}

/**
 * Which of alice's ids each path parameter takes, by path. A parameter named `userId` takes her user id wherever it
 * is (the rule of every /v1/users/{userId}/... path), so only the others are listed. A new operation whose path has
 * a parameter named neither here nor `userId` fails the matrix until someone says here whose id goes there.
 */
export const PATH_IDS: Record<string, Record<string, IdKind>> = {
  '/v1/users/{userId}/sessions/{sessionId}/end': { sessionId: 'session' },
  '/v1/users/{userId}/source/{id}': { id: 'sourcing' },
  '/v1/users/{userId}/source/{id}/cancel': { id: 'sourcing' },
  // The user id under another name.
  '/v1/userTrackSetting/{id}': { id: 'user' },
  // Only her document: avatars, images and praise cards are public by design (unguessable ids, shown in <img> tags).
  '/files/{id}': { id: 'privateFile' },
  // A public product belongs to nobody; the one a sourcing quote made hers alone does.
  '/api/market/products/{id}': { id: 'privateProduct' },
  '/api/import-list/items/{id}': { id: 'importItem' },
  '/api/import-list/{id}': { id: 'importItem' },
  '/api/wallet/recharges/{id}': { id: 'recharge' },
  '/api/wallet/recharges/{id}/confirm': { id: 'recharge' },
  '/api/wallet/recharges/{id}/cancel': { id: 'recharge' },
  '/api/referral/withdrawals/{id}/cancel': { id: 'withdrawal' },
  '/api/cloud-warehouse/skus/{id}': { id: 'sellerSku' },
  '/api/cloud-warehouse/inbound/{id}': { id: 'inbound' },
  '/api/cloud-warehouse/inbound/{id}/ship': { id: 'inbound' },
  // A public product belongs to nobody; the one a sourcing quote made hers alone does.
  '/api/cloud-warehouse/offer/{productId}': { productId: 'privateProduct' },
  '/api/support/tickets/{id}': { id: 'ticket' },
  '/api/support/tickets/{id}/messages': { id: 'ticket' },
  '/api/support/tickets/{id}/rating': { id: 'ticket' },
  '/api/support/tickets/{id}/files/{fileId}': { id: 'ticket', fileId: 'privateFile' },
  '/api/invoices/{id}': { id: 'invoice' },
  '/api/invoices/{id}/pdf': { id: 'invoice' },
  '/api/stores/{id}/check': { id: 'store' },
  '/api/stores/{id}': { id: 'store' },
  // A rule set's scope is `default` (the caller's own) or a store id.
  '/api/pricing-rules/{scope}': { scope: 'store' },
  '/api/listings/push/{batchId}': { batchId: 'pushBatch' },
  '/api/listings/{id}': { id: 'listing' },
  '/api/listings/{id}/prices': { id: 'listing' },
  '/api/listings/{id}/unlist': { id: 'listing' },
  '/api/listings/{id}/sync': { id: 'listing' },
  '/api/listings/{id}/retry': { id: 'listing' },
  '/api/orders/{id}': { id: 'order' },
  '/api/orders/{id}/map': { id: 'order' },
  '/api/orders/{id}/cancel': { id: 'order' },
  '/api/orders/{id}/claims': { id: 'order' },
  '/api/team/members/{id}': { id: 'teamMember' },
  '/v1/users/{userId}/privacy/exports/{exportId}/download': { exportId: 'dataExport' },
  '/api/admin/privacy/exports/{exportId}/download': { exportId: 'dataExport' },
};

/** Paths with a parameter that names nothing a seller owns, and why. */
export const NOT_OWNED: Record<string, string> = {
  '/api/policies/{slug}': 'policy pages are public documents that the admins write; no seller owns one',
};

/**
 * Operations that answer an endless stream, left out of bob's plain reads (a read waits for its whole answer): the
 * live events stream carries only its caller's events, which live.test.ts checks with two sellers' streams.
 */
export const STREAMS: Record<string, string> = {
  'GET /api/events': "the caller's live events (text/event-stream)",
};

/** Admin-only operations are those under this prefix, plus ADMIN_ONLY_ELSEWHERE, minus NOT_ADMIN_UNDER_PREFIX. */
export const ADMIN_PREFIX = '/api/admin/';
/** Operations outside /api/admin/ that need the admin role (none today). */
export const ADMIN_ONLY_ELSEWHERE: string[] = [];
/** Operations under /api/admin/ that a seller may call (none today). */
export const NOT_ADMIN_UNDER_PREFIX: string[] = [];

/**
 * Ids for admin-only paths. Bob's role is refused before any id is looked up, so these only have to pass validation;
 * real ones are used so that a missing role check would act on something (and show in the database). A parameter not
 * named here gets alice's user id (`userId`) or a value made from its schema.
 */
export const ADMIN_IDS: Record<string, Record<string, (w: World) => string>> = {
  '/api/admin/orders/{id}': { id: (w) => w.ids.order[3]! },
  '/api/admin/recharges/{id}': { id: (w) => w.ids.recharge[3]! },
  '/api/admin/sourcing/{id}': { id: (w) => w.ids.sourcing[0]! },
  '/api/admin/referral/withdrawals/{id}': { id: (w) => w.ids.withdrawal[0]! },
  '/api/admin/cloud-warehouse/warehouses/{id}': { id: () => 'US-CA' },
  '/api/admin/support/tickets/{id}': { id: (w) => w.ids.ticket[0]! },
  '/api/admin/support/claims/{id}': { id: (w) => w.ids.claim[0]! },
  '/api/admin/cloud-warehouse/purchases/{id}': { id: (w) => w.ids.stockPurchase[0]! },
  '/api/admin/cloud-warehouse/inbound/{id}': { id: (w) => w.ids.inbound[1]! },
  '/api/admin/cloud-warehouse/tiers/{productId}': { productId: (w) => String(w.catalogue.productId) },
  '/api/admin/catalogue/products/{id}': { id: (w) => String(w.catalogue.productId) },
  '/api/admin/categories/{id}': { id: (w) => w.catalogue.categoryId },
  '/api/admin/shipping-templates/{id}': { id: (w) => String(w.catalogue.templateId) },
  '/api/admin/policies/{slug}/{locale}': { slug: (w) => w.catalogue.policySlug, locale: () => 'en-US' },
  // The adjustment bob would most like to make is a credit to himself.
  '/api/admin/wallets/{userId}/adjustments': { userId: (w) => w.bob.id },
};

/** The path the table entries above are keyed by, for an admin path with a suffix (`/api/admin/orders/{id}/ship`). */
export function adminIdsFor(path: string): Record<string, (w: World) => string> {
  const exact = ADMIN_IDS[path];
  if (exact) return exact;
  const prefix = Object.keys(ADMIN_IDS)
    .filter((p) => path.startsWith(`${p}/`))
    .sort((a, b) => b.length - a.length)[0];
  return prefix ? ADMIN_IDS[prefix]! : {};
}

const today = () => new Date().toISOString().slice(0, 10);

const BOB_ADDRESS = {
  name: 'Bob Elsewhere',
  address1: '1 Infinite Loop',
  city: 'Cupertino',
  provinceCode: 'CA',
  postalCode: '95014',
  countryCode: 'US',
  phone: '+1 408 996 1010',
};

const csvForm = (name: string, csv: string) => () => {
  const fd = new FormData();
  fd.append('file', new Blob([csv], { type: 'text/csv' }), name);
  return fd;
};

/**
 * What each call sends. Each would do its work if the server let it through (alice's real password, a valid rule
 * set, a line of her own order), so a missing check changes something the snapshot sees. `p` holds the path's values.
 * An operation not here is sent a body made from its schema.
 */
export const BODIES: Record<string, (w: World, p: Record<string, string>) => Payload> = {
  'POST /v1/users/{userId}/pwd1': (w) => ({ json: { oldPassword: w.alice.password, password: 'Bob-Owns-This-Account-77' } }),
  'POST /v1/users/{userId}/email': () => ({ json: { email: 'bob.took.over@example.com' } }),
  'POST /v1/users/{userId}/verifyEmail': () => ({ json: {} }),
  'POST /v1/users/{userId}/profile': () => ({ json: { username: 'bob-was-here' } }),
  'POST /v1/users/{userId}/twoFactor/enable': () => ({ json: { code: '123456' } }),
  'POST /v1/users/{userId}/twoFactor/disable': (w) => ({ json: { password: w.alice.password, code: '123456' } }),
  'POST /v1/users/{userId}/twoFactor/recoveryCodes': () => ({ json: { code: '123456' } }),
  'POST /v1/users/{userId}/setting': () => ({ query: 'locale=pt-BR&autoPay=true&autoPayDailyLimitCents=100000' }),
  'POST /v1/users/{userId}/shipping': () => ({ json: { defaultCountryCode: 'BR', rules: [] } }),
  'POST /v1/users/{userId}/praiseCard': () => ({ json: { enabled: false, designUploadId: null, message: '' } }),
  'POST /v1/users/{userId}/emailPrefs': () => ({ json: { events: { 'order.shipped': true } } }),
  'POST /v1/users/{userId}/source': () => ({
    json: { productUrl: 'https://supplier.example/item/bobs', targetCostCents: 100, quantity: 1, images: [] },
  }),
  'PATCH /api/import-list/{id}': () => ({ json: { title: 'Bob was here' } }),
  'POST /api/wallet/recharges/{id}/confirm': (w) => ({
    json: { transferDate: today(), amountCents: 50_000, payerName: 'Bob Elsewhere', proofFileId: w.uploads.document },
  }),
  'PUT /api/pricing-rules/{scope}': () => ({ json: { ...DEFAULT_PRICE_RULE_SET, centsEnding: 49 } }),
  'PATCH /api/listings/{id}/prices': (w, p) => ({
    json: { variants: [{ variantId: w.listingVariants[p.id!]?.[0] ?? 1, priceCents: 1 }] },
  }),
  'PATCH /api/orders/{id}': () => ({ json: { address: BOB_ADDRESS } }),
  'POST /api/orders/{id}/map': (w, p) => ({
    json: { itemId: w.orderItems[p.id!]?.[0] ?? 'none', variantId: w.publicVariant.id },
  }),
  'POST /api/orders/{id}/cancel': () => ({ json: { reason: 'bob cancels' } }),
  'PUT /api/cloud-warehouse/skus/{id}': () => ({ json: { lowStockThreshold: 1 } }),
  'POST /api/support/tickets/{id}/messages': () => ({ json: { body: 'Bob writes on her ticket' } }),
  'POST /api/support/tickets/{id}/rating': () => ({ json: { rating: 1 } }),
  // Bob claims a refund of a line of her shipped order.
  'POST /api/orders/{id}/claims': (w, p) => ({
    json: {
      kind: 'refund',
      reason: 'not_received',
      lines: [{ itemId: w.orderItems[p.id!]?.[0] ?? 'none', quantity: 1 }],
      note: 'Bob claims her order',
    },
  }),
  'PUT /api/cloud-warehouse/inbound/{id}': () => ({
    json: { warehouseCode: 'US-NJ', lines: [{ own: { code: 'BOB-SOAP', name: 'Bob soap', weightG: 5 }, quantity: 9 }] },
  }),
  'POST /api/cloud-warehouse/inbound/{id}/ship': () => ({ json: { carrier: 'Bob Post', trackingNumber: 'BOB1' } }),

  // Admin-only operations.
  'POST /api/admin/support/claims/{id}/decide': () => ({ json: { decision: 'refund' } }),
  'PUT /api/admin/policies/{slug}/{locale}': () => ({ json: { title: 'Bob', body: 'Bob wrote this.' } }),
  'POST /api/admin/sourcing/{id}/quote': (w) => ({ json: { quoteCents: 1, productId: w.privateProduct.id } }),
  'POST /api/admin/sourcing/{id}/decline': () => ({ json: { reason: 'bob declines' } }),
  'POST /api/admin/catalogue/products': (w) => ({ json: w.catalogue.productBody }),
  'PUT /api/admin/catalogue/products/{id}': (w) => ({ json: w.catalogue.productBody }),
  'POST /api/admin/catalogue/products/{id}/status': () => ({ json: { status: 'inactive' } }),
  'POST /api/admin/catalogue/imports': () => ({ multipart: csvForm('bob.csv', 'title\nBob lamp\n') }),
  'POST /api/admin/categories': (w) => ({ json: { ...w.catalogue.categoryBody, id: 'bob-category' } }),
  'PUT /api/admin/categories/{id}': (w) => ({ json: { ...w.catalogue.categoryBody, nameEn: 'Bob' } }),
  'POST /api/admin/shipping-templates': (w) => ({ json: w.catalogue.templateBody }),
  'PUT /api/admin/shipping-templates/{id}': (w) => ({ json: w.catalogue.templateBody }),
  'POST /api/admin/recharges/{id}/reject': () => ({ json: { reason: 'bob rejects' } }),
  'POST /api/admin/wallets/{userId}/adjustments': () => ({
    json: { direction: 'credit', amountCents: 1_000_000, reason: 'bob pays himself', idempotencyKey: 'bob-self-credit-0001' },
  }),
  'POST /api/admin/orders/tracking': () => ({ csv: 'order_no,carrier,tracking_number\nDP1,UPS,1Z999AA10123456784\n' }),
  'POST /api/admin/orders/checkpoints': () => ({
    csv: 'order_no,at,location,description\nDP1,2026-01-01T00:00:00Z,Lisbon,Bob\n',
  }),
  'POST /api/admin/orders/{id}/ship': () => ({ json: { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' } }),
  'POST /api/admin/orders/{id}/hold': () => ({ json: { reason: 'bob holds' } }),
  'POST /api/admin/orders/{id}/cancel': () => ({ json: { reason: 'bob cancels' } }),
  'POST /api/admin/orders/{id}/checkpoints': () => ({
    json: { at: new Date().toISOString(), location: 'Lisbon', description: 'bob was here' },
  }),
};
