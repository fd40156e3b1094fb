import { Button, Empty, Flex, Segmented, Select, Skeleton } from 'antd';
import { NOTIFICATION_CATEGORIES, type Notification, type NotificationCategory } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { feedback } from '@/lib/feedback';
import { ListState } from '@/lib/list-state';
import { Page } from '@/lib/page';
import { useAccountId } from '@/stores/session-store';
import { useNotifications } from '../api/list-notifications';
import { isMarking, useMarkRead } from '../api/mark-read';
import type { NotificationFilter } from '../api/notifications-keys';
import { useUnreadCount } from '../api/unread-count';
import { NotificationRow } from '../components/notification-row';
import shared from '@/lib/shared.module.css';

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
  const userId = useAccountId();
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
    <Page
      title={t('menu.notification')}
      subtitle={t('notifications.page.intro')}
      extra={
        <Button disabled={unread === 0} loading={isMarking(mark, null)} onClick={markAll}>
          {t('notifications.markAllRead')}
        </Button>
      }
    >
      <Flex gap={12} wrap align="center">
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
      <ListState
        query={list}
        count={items.length}
        skeleton={<Skeleton active avatar paragraph={{ rows: 2 }} />}
        empty={<EmptyList filter={filter} clear={() => setFilter({ unread: false, category: null })} />}
      >
        <ul aria-label={t('menu.notification')} className={shared.plainList}>
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
      </ListState>
    </Page>
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
