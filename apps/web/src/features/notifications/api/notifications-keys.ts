import type { NotificationCategory } from '@dropport/contracts';

/** What the list shows: all or only unread, of every type or one category. */
export interface NotificationFilter {
  unread: boolean;
  category: NotificationCategory | null;
}

export const notificationsKeys = {
  all: ['notifications'] as const,
  unreadCount: (userId: string) => [...notificationsKeys.all, 'unread-count', userId] as const,
  lists: () => [...notificationsKeys.all, 'list'] as const,
  list: (userId: string, filter: NotificationFilter, limit: number) =>
    [...notificationsKeys.lists(), userId, filter, limit] as const,
};

/** How often the bell asks for the unread count. */
export const DEFAULT_POLL_MS = 30_000;
/** A shorter interval for a test or a demo, from localStorage; never below a second so the server is not hammered. */
export const POLL_MS_STORAGE_KEY = 'dropport.notifications.pollMs';

export function notificationPollMs(): number {
  try {
    const value = Number(localStorage.getItem(POLL_MS_STORAGE_KEY));
    return Number.isFinite(value) && value >= 1000 ? value : DEFAULT_POLL_MS;
  } catch {
    return DEFAULT_POLL_MS;
  }
}
