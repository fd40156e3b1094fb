import { isEmailEvent, notificationLink, type EmailEvent, type Locale } from '@dropport/contracts';
import type { Ctx } from '../../context.js';
import type { Db } from '../../db/database.js';
import { render, type Template } from '../mail/templates.js';
import { EVENT_EMAIL_JOB } from '../notifications/notifications.service.js';
import * as settings from '../settings/settings.service.js';
import { findById } from '../users/users.repo.js';
import * as repo from './email-prefs.repo.js';
import { wantsEmail } from './email-prefs.service.js';

const TEMPLATES: Record<EmailEvent, Template> = {
  'order.on_hold': 'eventOrderOnHold',
  'order.shipped': 'eventOrderShipped',
  'order.refunded': 'eventOrderRefunded',
  'wallet.low_balance': 'eventWalletLowBalance',
  'ticket.replied': 'eventTicketReplied',
  'ticket.claim_decided': 'eventClaimDecided',
  'referral.earned': 'eventReferralEarned',
  'referral.withdrawal_approved': 'eventWithdrawalApproved',
  'referral.withdrawal_paid': 'eventWithdrawalPaid',
  'referral.withdrawal_rejected': 'eventWithdrawalRejected',
  'stock.low': 'eventStockLow',
  'stock.inbound_received': 'eventInboundReceived',
};

const money = (cents: unknown, locale: Locale) =>
  typeof cents === 'number' ? new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(cents / 100) : '';

/** The notification's params as the template shows them: text as is, amounts as money in the reader's language. */
function templateParams(params: Record<string, unknown>, locale: Locale): Record<string, string> {
  const text: Record<string, string> = {};
  for (const [k, v] of Object.entries(params)) if (typeof v === 'string' || typeof v === 'number') text[k] = String(v);
  return { ...text, amount: money(params.amountCents, locale), balance: money(params.balanceCents, locale) };
}

/**
 * Emails one notification to its seller when its type is an email event they have on, in their console language,
 * with a link to the page it is about. Sent through the outbox in `db` (the job's connection).
 */
export async function emailNotification(ctx: Ctx, db: Db, notificationId: string): Promise<boolean> {
  const n = await repo.findNotification(db, notificationId);
  if (!n || !isEmailEvent(n.type)) return false;
  if (!(await wantsEmail(db, n.user_id, n.type))) return false;
  const user = await findById(db, n.user_id);
  if (!user) return false;
  const { locale } = await settings.get(ctx, n.user_id);
  const params = JSON.parse(n.params) as Record<string, unknown>;
  const link = `${ctx.config.APP_URL}${notificationLink(n.type, params) ?? '/'}`;
  const settingsLink = `${ctx.config.APP_URL}/setting/email`;
  const msg = render(TEMPLATES[n.type], locale, { ...templateParams(params, locale), link, settingsLink });
  await ctx.mail.send(db, { channel: 'email', to: user.email, ...msg });
  return true;
}

/** Registers the job that turns a recorded notification into an email (see notify()). */
export function registerEventEmails(ctx: Ctx): void {
  ctx.jobs.register<{ notificationId: string }>(EVENT_EMAIL_JOB, async ({ notificationId }, job) => {
    await emailNotification(ctx, job.db, notificationId);
  });
}
