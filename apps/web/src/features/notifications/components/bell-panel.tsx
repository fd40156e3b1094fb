import { Alert, Button, Empty, Flex, Skeleton, Typography } from 'antd';
import type { Notification } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useNotifications } from '../api/list-notifications';
import { isMarking, useMarkRead } from '../api/mark-read';
import { NotificationRow } from './notification-row';
import shared from '@/lib/shared.module.css';

const LATEST = 5;
const ALL = { unread: false, category: null };

/** The bell's popover: the latest few notifications, mark all read, and the way to the full list. */
export default function BellPanel({ userId, count, close }: { userId: string; count: number; close: () => void }) {
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
          <ul className={shared.plainList}>
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
