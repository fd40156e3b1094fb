import { BellOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Badge, Button, Empty, Flex, Popover, Skeleton, Typography } from 'antd';
import type { Notification } from '@dropport/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSessionStore } from '../../../stores/session-store';
import { useNotifications } from '../api/list-notifications';
import { isMarking, useMarkRead } from '../api/mark-read';
import { notificationsKeys } from '../api/notifications-keys';
import { useUnreadCount } from '../api/unread-count';
import { NotificationRow } from './notification-row';

const LATEST = 5;
const ALL = { unread: false, category: null };

/** The navbar's bell: the unread count (polled), and a popover with the latest few. */
export function NotificationBell() {
  const { t } = useTranslation();
  const userId = useSessionStore((s) => s.user?.id ?? '');
  const count = useUnreadCount(userId).data ?? 0;
  const [open, setOpen] = useState(false);
  useRefreshListsOnNewCount(count);

  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomRight"
      // On a phone the bell sits left of the edge: slide the panel back into the screen rather than cut it.
      align={{ overflow: { adjustX: true, shiftX: true, adjustY: true } }}
      arrow={false}
      destroyOnHidden
      styles={{ container: { padding: 0 } }}
      content={<BellPanel userId={userId} count={count} close={() => setOpen(false)} />}
    >
      <Badge count={count} size="small" overflowCount={99} offset={[-4, 4]}>
        <Button
          type="text"
          shape="circle"
          icon={<BellOutlined />}
          aria-label={count > 0 ? t('notifications.bell.unread', { count }) : t('notifications.bell.label')}
          aria-haspopup="dialog"
          aria-expanded={open}
        />
      </Badge>
    </Popover>
  );
}

/** A poll that finds a different count means something arrived or was read elsewhere: lists shown must follow. */
function useRefreshListsOnNewCount(count: number) {
  const qc = useQueryClient();
  const last = useRef(count);
  useEffect(() => {
    if (last.current !== count) void qc.invalidateQueries({ queryKey: notificationsKeys.lists() });
    last.current = count;
  }, [count, qc]);
}

function BellPanel({ userId, count, close }: { userId: string; count: number; close: () => void }) {
  const { t } = useTranslation();
  const latest = useNotifications(userId, ALL, LATEST);
  const mark = useMarkRead();
  const items = latest.data?.pages[0]?.items ?? [];
  const open = (n: Notification) => {
    if (n.readAt === null) mark.mutate({ ids: [n.id] });
    close();
  };

  return (
    <div role="dialog" aria-label={t('notifications.bell.latest')} style={{ width: 'min(380px, calc(100vw - 24px))' }}>
      <Flex justify="space-between" align="center" style={{ padding: '10px 12px' }}>
        <Typography.Text strong>{t('notifications.bell.label')}</Typography.Text>
        <Button
          size="small"
          type="link"
          disabled={count === 0}
          loading={isMarking(mark, null)}
          onClick={() => mark.mutate({ all: true })}
        >
          {t('notifications.markAllRead')}
        </Button>
      </Flex>
      <div style={{ maxHeight: 420, overflowY: 'auto' }}>
        {latest.isPending ? (
          <Skeleton active avatar paragraph={{ rows: 2 }} style={{ padding: 12 }} />
        ) : latest.isError ? (
          <Alert type="error" showIcon title={t('common.loadFailed')} style={{ margin: 12 }} />
        ) : items.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notifications.bell.empty')} />
        ) : (
          <ul style={{ margin: 0, padding: 0 }}>
            {items.map((n) => (
              <NotificationRow
                key={n.id}
                notification={n}
                compact
                onOpen={open}
                onMarkRead={(x) => mark.mutate({ ids: [x.id] })}
                marking={isMarking(mark, n.id)}
              />
            ))}
          </ul>
        )}
      </div>
      <div style={{ padding: 10, textAlign: 'center' }}>
        <Link to="/home/notification" onClick={close}>
          {t('notifications.bell.viewAll')}
        </Link>
      </div>
    </div>
  );
}
