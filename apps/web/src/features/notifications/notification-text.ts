import type { TFunction } from 'i18next';
import { formatDateTime } from '@/lib/format';
import { formatCents } from '@/lib/money-text';
import {
  ERRORS,
  errorMessage,
  isNotificationType,
  notificationCategory,
  notificationLink,
  type Notification,
  type NotificationCategory,
  type NotificationType,
  pickLocale,
  type ErrorCode,
} from '@dropport/contracts';

/** What the console shows of one notification. */
export interface NotificationView {
  title: string;
  text: string;
  category: NotificationCategory | null;
  /** The console path it is about, or null. */
  link: string | null;
}

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '—');
/** A listing's sync problem (an error code) in the reader's language. */
const problem = (code: unknown, params: unknown, locale: string) =>
  typeof code === 'string' && Object.hasOwn(ERRORS, code)
    ? errorMessage(
        code as ErrorCode,
        pickLocale(locale),
        params && typeof params === 'object' ? (params as Record<string, unknown>) : {},
      )
    : '—';
/** A moment (an export's end of life) as a date and time in the reader's language. */
const moment = (v: unknown, locale: string) =>
  typeof v === 'string' && !Number.isNaN(Date.parse(v)) ? formatDateTime(v, locale) : '—';
const money = (v: unknown, locale: string) => (typeof v === 'number' && Number.isFinite(v) ? formatCents(v, 'USD', locale) : '—');

/** The param a type's text counts (units), which picks its plural form. */
const COUNTED: Partial<Record<NotificationType, string>> = {
  'stock.low': 'available',
  'stock.put_away': 'units',
  'stock.inbound_received': 'received',
};

/** Localized title and text of a notification, its params filled in; a type this console does not know gets a generic text. */
export function describeNotification(n: Notification, t: TFunction, locale: string): NotificationView {
  const p = n.params;
  if (!isNotificationType(n.type)) {
    return {
      title: t('notifications.types.unknown.title'),
      text: t('notifications.types.unknown.text'),
      category: null,
      link: null,
    };
  }
  // Every placeholder gets a value, so a record with missing params never shows a raw {{placeholder}}.
  const vars = {
    email: text(p.email),
    orderNo: text(p.orderNo),
    trackingNumber: text(p.trackingNumber),
    subject: text(p.subject),
    amount: money(p.amountCents, locale),
    balance: money(p.balanceCents, locale),
    quote: money(p.quoteCents, locale),
    product: text(p.productTitle),
    reason: text(p.reason),
    failed: text(p.failed),
    total: text(p.total),
    title: text(p.title),
    problem: problem(p.problem, p.problemParams, locale),
    number: text(p.number),
    reference: text(p.reference),
    sku: text(p.sku),
    warehouse: text(p.warehouseCode),
    available: text(p.available),
    threshold: text(p.threshold),
    units: text(p.units),
    received: text(p.received),
    missing: text(p.missing),
    extra: text(p.extra),
    resendOrderNo: text(p.resendOrderNo),
    note: text(p.note),
    expires: moment(p.expiresAt, locale),
    // A claim decision's text says what was decided (text_refunded, text_resent, text_rejected).
    ...(typeof p.decision === 'string' ? { context: p.decision } : {}),
    ...plural(n.type, p),
  };
  return {
    title: t(`notifications.types.${n.type}.title`, vars),
    text: t(`notifications.types.${n.type}.text`, vars),
    category: notificationCategory(n.type),
    link: notificationLink(n.type, p),
  };
}

/**
 * The plural count of a type that counts units (0 when its param is missing, so the text takes its general form),
 * and the `complete` context of a purchase put away in full.
 */
function plural(type: NotificationType, p: Record<string, unknown>): { count?: number; context?: string } {
  const counted = COUNTED[type];
  if (!counted) return {};
  const value = p[counted];
  return {
    count: typeof value === 'number' && Number.isFinite(value) ? value : 0,
    ...(type === 'stock.put_away' && p.complete === true ? { context: 'complete' } : {}),
  };
}
