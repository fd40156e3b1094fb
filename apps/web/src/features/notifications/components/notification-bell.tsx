import { BellOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Popover, Skeleton } from 'antd';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountId } from '@/stores/session-store';
import { notificationsKeys } from '../api/notifications-keys';
import { useUnreadCount } from '../api/unread-count';

// The latest notifications, with their texts and the error catalogue they use, load when the bell is opened.
const BellPanel = lazy(() => import('./bell-panel'));

/** The navbar's bell: the unread count (polled), and a popover with the latest few. */
export function NotificationBell() {
  const { t } = useTranslation();
  const userId = useAccountId();
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
      content={
        <Suspense
          fallback={
            <Skeleton active avatar paragraph={{ rows: 2 }} style={{ width: 'min(380px, calc(100vw - 24px))', padding: 12 }} />
          }
        >
          <BellPanel userId={userId} count={count} close={() => setOpen(false)} />
        </Suspense>
      }
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
