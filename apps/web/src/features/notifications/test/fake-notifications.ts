import type { Notification } from '@dropport/contracts';
import { CREDENTIAL_STORAGE_KEY } from '@/lib/credential';
import { aUser, consoleReplies } from '@/test/fixtures';
import { mockApi, type Reply, type SentRequest } from '@/test/mock-api';

const MINUTE = 60_000;

/** A notification `minutesAgo` minutes old. */
export function aNotification(
  id: string,
  type: string,
  params: Record<string, unknown>,
  minutesAgo: number,
  read = false,
): Notification {
  const createdAt = new Date(Date.now() - minutesAgo * MINUTE).toISOString();
  return { id, type, params, readAt: read ? createdAt : null, createdAt };
}

/** Five notifications, newest first; three unread. */
export function someNotifications(): Notification[] {
  return [
    aNotification('n5', 'order.shipped', { orderId: 'o-40', orderNo: 'DP-1040', trackingNumber: 'YT2417' }, 5),
    aNotification('n4', 'wallet.low_balance', { balanceCents: 1250 }, 3 * 60),
    aNotification('n3', 'order.on_hold', { orderId: 'o-41', orderNo: 'DP-1041' }, 26 * 60),
    aNotification('n2', 'ticket.replied', { ticketId: 't-7', subject: 'Parcel stuck in customs' }, 2 * 24 * 60, true),
    aNotification('n1', 'account.welcome', {}, 9 * 24 * 60, true),
  ];
}

/**
 * The notifications API as the server answers it (filters, cursor, mark read), over an in-memory list, plus the
 * calls every console page makes. `items` is newest first; tests may push to it to make a notification arrive.
 */
export function fakeNotificationsApi(items: Notification[] = someNotifications(), extra?: (r: SentRequest) => Reply | undefined) {
  sessionStorage.setItem(CREDENTIAL_STORAGE_KEY, JSON.stringify({ userId: 'u-seller', token: 't' }));
  const me = aUser();
  const state = { items, failList: false };
  const api = mockApi((r) => {
    const own = extra?.(r);
    if (own) return own;
    if (r.url === '/api/notifications/unread-count') {
      return { status: 200, data: { count: state.items.filter((n) => n.readAt === null).length } };
    }
    if (r.url === '/api/notifications' && r.method === 'GET') {
      if (state.failList) return { status: 500, data: { code: 'INTERNAL', message: 'Broken on our side.', params: {} } };
      const p = r.params;
      const types = typeof p.type === 'string' ? p.type.split(',') : null;
      const limit = Number(p.limit ?? 20);
      let rows = state.items.filter((n) => (p.unread ? n.readAt === null : true) && (!types || types.includes(n.type)));
      if (typeof p.cursor === 'string') rows = rows.filter((n) => n.id < String(p.cursor));
      const page = rows.slice(0, limit);
      return { status: 200, data: { items: page, nextCursor: rows.length > limit ? (page.at(-1)?.id ?? null) : null } };
    }
    if (r.url === '/api/notifications/read' && r.method === 'POST') {
      const ids = Array.isArray(r.body.ids) ? (r.body.ids as string[]) : null;
      let updated = 0;
      state.items = state.items.map((n) => {
        if (n.readAt !== null || (ids && !ids.includes(n.id))) return n;
        updated++;
        return { ...n, readAt: new Date().toISOString() };
      });
      return { status: 200, data: { updated } };
    }
    return consoleReplies(me)(r);
  });
  const calls = (method: string, url: string) => api.sent.filter((r) => r.method === method && r.url === url);
  return { state, sent: api.sent, calls };
}
