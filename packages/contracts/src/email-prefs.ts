import { z } from 'zod';
import type { NotificationType } from './notifications.js';

/**
 * The notification types that may also be emailed to the seller. Each is a call to act (on hold, low balance,
 * ticket reply, stock running low) or money or goods moving (shipped, refunded, referral earned or paid out, goods
 * sent in counted), so all are on until turned off.
 */
export const EMAIL_EVENTS = [
  'order.on_hold',
  'order.shipped',
  'order.refunded',
  'wallet.low_balance',
  'ticket.replied',
  'ticket.claim_decided',
  'referral.earned',
  'referral.withdrawal_approved',
  'referral.withdrawal_paid',
  'referral.withdrawal_rejected',
  'stock.low',
  'stock.inbound_received',
] as const satisfies readonly NotificationType[];
export type EmailEvent = (typeof EMAIL_EVENTS)[number];

export function isEmailEvent(value: unknown): value is EmailEvent {
  return typeof value === 'string' && (EMAIL_EVENTS as readonly string[]).includes(value);
}

export const EMAIL_EVENT_DEFAULTS: Record<EmailEvent, boolean> = Object.fromEntries(EMAIL_EVENTS.map((e) => [e, true])) as Record<
  EmailEvent,
  boolean
>;

/** Which events email the seller (GET/POST /v1/users/{userId}/emailPrefs). */
export const EmailPrefs = z.object({
  events: z.object(Object.fromEntries(EMAIL_EVENTS.map((e) => [e, z.boolean()])) as Record<EmailEvent, z.ZodBoolean>),
  updatedAt: z.string().nullable(),
});
export type EmailPrefs = z.infer<typeof EmailPrefs>;

/** The events to change (JSON); those left out keep their value. An unknown name is refused (EMAIL_EVENT_UNKNOWN). */
export const EmailPrefsUpdate = z.object({ events: z.record(z.string().max(64), z.boolean()) });
export type EmailPrefsUpdate = z.infer<typeof EmailPrefsUpdate>;
