import type { NotificationParams, NotificationType } from '@dropport/contracts';
import type { Db } from '../database.js';
import { newId } from '../../lib/ids.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

interface DemoNotification<T extends NotificationType = NotificationType> {
  type: T;
  params: NotificationParams<T>;
  ago: number;
  read: boolean;
}

const demo = <T extends NotificationType>(type: T, params: NotificationParams<T>, ago: number, read = false) =>
  ({ type, params, ago, read }) as DemoNotification;

/** A week of a busy seller's notifications, oldest first; four are still unread. */
const DEMO_NOTIFICATIONS: DemoNotification[] = [
  demo('account.welcome', {}, 9 * DAY, true),
  demo('order.refunded', { orderId: 'demo-order-1038', orderNo: 'DP-1038', amountCents: 23_99 }, 4 * DAY, true),
  demo('ticket.replied', { ticketId: 'demo-ticket-7', subject: 'Parcel stuck in customs' }, 2 * DAY, true),
  demo('referral.earned', { amountCents: 4_50 }, 26 * HOUR),
  demo('order.on_hold', { orderId: 'demo-order-1041', orderNo: 'DP-1041' }, 5 * HOUR),
  demo('wallet.low_balance', { balanceCents: 12_50 }, 3 * HOUR),
  demo('order.shipped', { orderId: 'demo-order-1040', orderNo: 'DP-1040', trackingNumber: 'YT2417391845203' }, 40 * MINUTE),
];

/**
 * Gives the demo seller a notification centre worth looking at. Written straight to the table rather than through
 * notify(), so the seed sends no emails. Only a seller with no notifications yet (a welcome aside) gets them, and
 * each has a dedupe key, so a restart adds nothing.
 */
export async function seedDemoNotifications(db: Db, userId: string, now = Date.now()): Promise<number> {
  const existing = await db.selectFrom('notifications').select(['type']).where('user_id', '=', userId).limit(10).execute();
  if (existing.some((n) => n.type !== 'account.welcome')) return 0;
  const hasWelcome = existing.length > 0;
  const rows = DEMO_NOTIFICATIONS.filter((n) => !(hasWelcome && n.type === 'account.welcome')).map((n, i) => ({
    id: newId(now - n.ago),
    user_id: userId,
    type: n.type,
    params: JSON.stringify(n.params),
    dedupe_key: `demo:${userId}:${i}:${n.type}`,
    read_at: n.read ? now - n.ago + 30 * MINUTE : null,
    created_at: now - n.ago,
  }));
  const res = await db
    .insertInto('notifications')
    .values(rows)
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0);
}
