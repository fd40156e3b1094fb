import { Button, Card, Empty, Flex, Segmented, Select, Skeleton, Typography } from 'antd';
import { NOTIFICATION_CATEGORIES, type Notification, type NotificationCategory } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { feedback } from '@/lib/feedback';
import { LoadFailed } from '@/lib/load-state';
import { useSessionStore } from '@/stores/session-store';
import { useNotifications } from '../api/list-notifications';
import { isMarking, useMarkRead } from '../api/mark-read';
import type { NotificationFilter } from '../api/notifications-keys';
import { useUnreadCount } from '../api/unread-count';
import { NotificationRow } from '../components/notification-row';

const isCategory = (v: string | null): v is NotificationCategory =>
  v !== null && (NOTIFICATION_CATEGORIES as readonly string[]).includes(v);

/** The filters live in the address (`?show=unread&type=order`), so a filtered view can be reloaded and shared. */
function readFilter(params: URLSearchParams): NotificationFilter {
  const type = params.get('type');
  return { unread: params.get('show') === 'unread', category: isCategory(type) ? type : null };
}

/** Home → Notifications: every notification of the seller, filtered by unread and type, a page at a time. */
export default function NotificationPage() {
  const { t } = useTranslation();
  const userId = useSessionStore((s) => s.user?.id ?? '');
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params);
  const list = useNotifications(userId, filter);
  const unread = useUnreadCount(userId).data ?? 0;
  const mark = useMarkRead();

  const setFilter = (next: NotificationFilter) => {
    const p = new URLSearchParams();
    if (next.unread) p.set('show', 'unread');
    if (next.category) p.set('type', next.category);
    setParams(p, { replace: true });
  };
  const markAll = () =>
    mark.mutate({ all: true }, { onSuccess: () => void feedback.message.success(t('notifications.allMarked')) });
  const open = (n: Notification) => {
    if (n.readAt === null) mark.mutate({ ids: [n.id] });
  };
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <Card>
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('menu.notification')}
        </Typography.Title>
        <Button disabled={unread === 0} loading={isMarking(mark, null)} onClick={markAll}>
          {t('notifications.markAllRead')}
        </Button>
      </Flex>
      <Typography.Paragraph type="secondary" style={{ margin: '8px 0 16px', maxWidth: 720 }}>
        {t('notifications.page.intro')}
      </Typography.Paragraph>
      <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
        <Segmented<'all' | 'unread'>
          aria-label={t('notifications.page.show')}
          value={filter.unread ? 'unread' : 'all'}
          onChange={(v) => setFilter({ ...filter, unread: v === 'unread' })}
          options={[
            { value: 'all', label: t('notifications.page.all') },
            { value: 'unread', label: t('notifications.page.unread') },
          ]}
        />
        <Select<NotificationCategory | 'all'>
          aria-label={t('notifications.page.type')}
          style={{ minWidth: 220 }}
          value={filter.category ?? 'all'}
          onChange={(v) => setFilter({ ...filter, category: v === 'all' ? null : v })}
          options={[
            { value: 'all', label: t('notifications.page.allTypes') },
            ...NOTIFICATION_CATEGORIES.map((c) => ({ value: c, label: t(`notifications.category.${c}`) })),
          ]}
        />
      </Flex>
      {list.isPending ? (
        <Skeleton active avatar paragraph={{ rows: 2 }} />
      ) : list.isError ? (
        <LoadFailed error={list.error} onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <EmptyList filter={filter} clear={() => setFilter({ unread: false, category: null })} />
      ) : (
        <>
          <ul aria-label={t('menu.notification')} style={{ margin: 0, padding: 0 }}>
            {items.map((n) => (
              <NotificationRow
                key={n.id}
                notification={n}
                onOpen={open}
                onMarkRead={(x) => mark.mutate({ ids: [x.id] })}
                marking={isMarking(mark, n.id)}
              />
            ))}
          </ul>
          {list.hasNextPage ? (
            <Flex justify="center" style={{ marginTop: 16 }}>
              <Button loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
                {t('notifications.page.loadMore')}
              </Button>
            </Flex>
          ) : null}
        </>
      )}
    </Card>
  );
}

function EmptyList({ filter, clear }: { filter: NotificationFilter; clear: () => void }) {
  const { t } = useTranslation();
  const filtered = filter.unread || filter.category !== null;
  const text = !filtered
    ? 'notifications.page.empty'
    : filter.category === null
      ? 'notifications.page.allCaughtUp'
      : 'notifications.page.emptyFiltered';
  return (
    <Empty description={t(text)}>{filtered ? <Button onClick={clear}>{t('notifications.page.showAll')}</Button> : null}</Empty>
  );
}
