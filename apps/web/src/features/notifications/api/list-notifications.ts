import { useInfiniteQuery } from '@tanstack/react-query';
import { notificationTypesOf, type Notification } from '@dropport/contracts';
import { get } from '@/lib/http';
import { notificationsKeys, type NotificationFilter } from './notifications-keys';

interface NotificationPage {
  items: Notification[];
  nextCursor: string | null;
}

export function fetchNotifications(filter: NotificationFilter, limit: number, cursor: string | null) {
  return get<NotificationPage>('/api/notifications', {
    params: {
      limit,
      unread: filter.unread ? true : undefined,
      // A category is sent as the comma list of its types.
      type: filter.category ? notificationTypesOf(filter.category).join(',') : undefined,
      cursor: cursor ?? undefined,
    },
    silent: true,
  });
}

/** The seller's notifications, newest first, a page at a time by cursor. */
export function useNotifications(userId: string, filter: NotificationFilter, limit = 20) {
  return useInfiniteQuery({
    queryKey: notificationsKeys.list(userId, filter, limit),
    queryFn: ({ pageParam }) => fetchNotifications(filter, limit, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: userId !== '',
    staleTime: 0,
  });
}
