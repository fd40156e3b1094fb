import { z } from 'zod';

const id = z.string().min(1);
const cents = z.number().int();

/** Every notification type and the params its record carries (the console localizes `type` with them). */
export const NOTIFICATION_PARAMS = {
  'account.welcome': z.object({}),
  'account.password_changed': z.object({}),
  'account.email_changed': z.object({ email: z.string() }),
  'account.two_factor_enabled': z.object({}),
  'account.two_factor_disabled': z.object({}),
  /** A download of all the account's data is ready (My Account → Privacy), until `expiresAt`. */
  'account.data_export_ready': z.object({ exportId: id, expiresAt: z.string() }),
  /** `source` (added with manual orders) says which orders page the link opens; store when absent. */
  'order.on_hold': z.object({ orderId: id, orderNo: z.string(), source: z.enum(['store', 'manual']).optional() }),
  'order.shipped': z.object({
    orderId: id,
    orderNo: z.string(),
    trackingNumber: z.string(),
    source: z.enum(['store', 'manual']).optional(),
  }),
  'order.refunded': z.object({
    orderId: id,
    orderNo: z.string(),
    amountCents: cents,
    source: z.enum(['store', 'manual']).optional(),
  }),
  'wallet.low_balance': z.object({ balanceCents: cents }),
  /** An admin's manual credit (positive) or debit (negative), with the reason. */
  'wallet.adjusted': z.object({ amountCents: cents, reason: z.string() }),
  /** A recharge reached the wallet (a card payment, or a bank transfer an admin approved). */
  'wallet.recharged': z.object({ rechargeId: id, method: z.enum(['card', 'bank']), amountCents: cents }),
  /** An admin turned down a bank transfer recharge, with the reason. */
  'wallet.recharge_rejected': z.object({ rechargeId: id, amountCents: cents, reason: z.string() }),
  /** A recharge was not paid (card) or not confirmed (bank) in time. */
  'wallet.recharge_expired': z.object({ rechargeId: id, method: z.enum(['card', 'bank']), amountCents: cents }),
  'ticket.replied': z.object({ ticketId: id, subject: z.string() }),
  /** An admin decided an after-sales claim: refunded (`amountCents`), resent (`resendOrderNo`) or rejected (`note`). */
  'ticket.claim_decided': z.object({
    ticketId: id,
    claimId: id,
    orderId: id,
    orderNo: z.string(),
    decision: z.enum(['refunded', 'resent', 'rejected']),
    amountCents: cents,
    resendOrderNo: z.string(),
    note: z.string(),
  }),
  /** A referral commission became available to withdraw. */
  'referral.earned': z.object({ amountCents: cents }),
  /** An admin approved, paid (with the payment's reference) or rejected (with a reason) a commission payout. */
  'referral.withdrawal_approved': z.object({ withdrawalId: id, number: z.string(), amountCents: cents }),
  'referral.withdrawal_paid': z.object({ withdrawalId: id, number: z.string(), amountCents: cents, reference: z.string() }),
  'referral.withdrawal_rejected': z.object({ withdrawalId: id, number: z.string(), amountCents: cents, reason: z.string() }),
  /** A SKU's available units in a warehouse fell to the seller's low-stock threshold. */
  'stock.low': z.object({
    skuId: id,
    sku: z.string(),
    warehouseCode: z.string(),
    available: z.number().int(),
    threshold: z.number().int(),
  }),
  /** The admin put units of a stock purchase on the shelf (`units` this time; `complete` when all are). */
  'stock.put_away': z.object({ purchaseId: id, number: z.string(), units: z.number().int(), complete: z.boolean() }),
  /** An inbound shipment was counted in; `missing` and `extra` are units short of or over what was sent. */
  'stock.inbound_received': z.object({
    shipmentId: id,
    number: z.string(),
    received: z.number().int(),
    missing: z.number().int(),
    extra: z.number().int(),
  }),
  'sourcing.quoted': z.object({ requestId: id, quoteCents: cents, productId: z.number().int(), productTitle: z.string() }),
  'sourcing.declined': z.object({ requestId: id, reason: z.string() }),
  /** A push to stores finished with some products not pushed (their reasons are on the push and in My Products). */
  'listing.push_failed': z.object({ batchId: id, failed: z.number().int(), total: z.number().int() }),
  /** Sync could not keep a listed product in step with the catalogue (`problem` is an error code). */
  'listing.sync_problem': z.object({
    listingId: id,
    title: z.string(),
    problem: z.string(),
    problemParams: z.record(z.string(), z.unknown()),
  }),
} as const;

export type NotificationType = keyof typeof NOTIFICATION_PARAMS;
export type NotificationParams<T extends NotificationType> = z.infer<(typeof NOTIFICATION_PARAMS)[T]>;

/** The notification types, in the order the console lists them. */
export const NOTIFICATION_TYPES = Object.keys(NOTIFICATION_PARAMS) as NotificationType[];

export function isNotificationType(value: unknown): value is NotificationType {
  return typeof value === 'string' && Object.hasOwn(NOTIFICATION_PARAMS, value);
}

/** What a notification is about: the part of its type before the dot. The console filters by these. */
export const NOTIFICATION_CATEGORIES = [
  'account',
  'order',
  'wallet',
  'ticket',
  'referral',
  'stock',
  'sourcing',
  'listing',
] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

/** The types of one category, e.g. `order` → order.on_hold, order.shipped, order.refunded. */
export function notificationTypesOf(category: NotificationCategory): NotificationType[] {
  return NOTIFICATION_TYPES.filter((t) => t.startsWith(`${category}.`));
}

/** The category of a type, or null for a type this version does not know. */
export function notificationCategory(type: string): NotificationCategory | null {
  if (!isNotificationType(type)) return null;
  return NOTIFICATION_CATEGORIES.find((c) => type.startsWith(`${c}.`)) ?? null;
}

const withId = (path: string, value: unknown) =>
  typeof value === 'string' && value !== '' ? `${path}${path.includes('?') ? '&' : '?'}id=${encodeURIComponent(value)}` : path;

/**
 * The console path a notification leads to, or null for a type this version does not know. A record whose
 * params lack the id still leads to the right page, just not to the one item.
 */
export function notificationLink(type: string, params: Record<string, unknown> = {}): string | null {
  if (!isNotificationType(type)) return null;
  switch (type) {
    case 'account.welcome':
      return '/tutorial?page=how-to-start';
    case 'account.password_changed':
    case 'account.email_changed':
    case 'account.two_factor_enabled':
    case 'account.two_factor_disabled':
      return '/myAccount';
    case 'account.data_export_ready':
      return '/myAccount?tab=privacy';
    case 'order.on_hold':
    case 'order.refunded':
      return withId(params.source === 'manual' ? '/manualOrders' : '/orders', params.orderId);
    case 'order.shipped':
      return withId(params.source === 'manual' ? '/manualOrders/shipped' : '/orders/shipped', params.orderId);
    case 'wallet.low_balance':
      return '/balance/recharge';
    case 'wallet.adjusted':
      return '/balance';
    case 'wallet.recharged':
    case 'wallet.recharge_rejected':
    case 'wallet.recharge_expired':
      return withId('/balance/recharge', params.rechargeId);
    case 'ticket.replied':
    case 'ticket.claim_decided':
      return withId('/home/support-ticket', params.ticketId);
    case 'referral.earned':
      return '/recommend';
    case 'referral.withdrawal_approved':
    case 'referral.withdrawal_paid':
    case 'referral.withdrawal_rejected':
      return withId('/recommend/withdraw', params.withdrawalId);
    case 'stock.low':
      return '/myCloudWarehouse?tab=inventory&low=1';
    case 'stock.put_away':
      return withId('/myCloudWarehouse?tab=purchases', params.purchaseId);
    case 'stock.inbound_received':
      return withId('/myCloudWarehouse?tab=inbound', params.shipmentId);
    case 'sourcing.quoted':
    case 'sourcing.declined':
      return withId('/sourcing', params.requestId);
    case 'listing.push_failed':
      return '/myProducts?status=failed';
    case 'listing.sync_problem':
      return withId('/myProducts', params.listingId);
  }
}

/** Reads a `type` filter (one type or a comma list); answers the types, or the first name it does not know. */
export function parseNotificationTypes(value: string): { types: NotificationType[] } | { unknown: string } {
  const names = [
    ...new Set(
      value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
  const unknown = names.find((n) => !isNotificationType(n));
  if (unknown !== undefined) return { unknown };
  return { types: names.filter(isNotificationType) };
}
