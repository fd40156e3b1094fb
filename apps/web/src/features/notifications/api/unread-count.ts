import { useQuery } from '@tanstack/react-query';
import { BACKGROUND_REQUEST_HEADER } from '@dropport/contracts';
import { useEffect } from 'react';
import { get } from '@/lib/http';
import { notificationPollMs, notificationsKeys } from './notifications-keys';

/**
 * The bell asks in the background: a failed poll shows no toast (the badge keeps its last count), and the server
 * is told it is a poll, so an open tab does not keep an idle session alive.
 */
export const fetchUnreadCount = () =>
  get<{ count: number }>('/api/notifications/unread-count', {
    silent: true,
    headers: { [BACKGROUND_REQUEST_HEADER]: '1' },
  });

/** The seller's unread count, polled while the console is open and asked again when the window gets focus. */
export function useUnreadCount(userId: string) {
  const query = useQuery({
    queryKey: notificationsKeys.unreadCount(userId),
    queryFn: fetchUnreadCount,
    enabled: userId !== '',
    staleTime: 0,
    refetchInterval: notificationPollMs(),
    refetchOnWindowFocus: 'always',
    select: (data) => data.count,
  });
  // The query library reacts to the tab being shown again; coming back from another window counts too.
  const { refetch } = query;
  useEffect(() => {
    if (userId === '') return;
    const onFocus = () => void refetch();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [refetch, userId]);
  return query;
}
