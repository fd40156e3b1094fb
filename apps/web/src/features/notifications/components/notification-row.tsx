import { CheckOutlined } from '@ant-design/icons';
import { Badge, Button, Flex, Tooltip, Typography, theme } from 'antd';
import type { Notification } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '@/lib/format';
import { currentLocale } from '@/lib/i18n';
import { describeNotification } from '../notification-text';
import { relativeTime } from '../relative-time';
import { NotificationIcon } from './notification-icon';
import { SmallText } from '@/lib/small-text';

interface Props {
  notification: Notification;
  /** The bell's short form: two lines of text, an icon button to mark read. */
  compact?: boolean;
  /** Opening one marks it read; the link then takes the seller where it points. */
  onOpen: (n: Notification) => void;
  onMarkRead: (n: Notification) => void;
  marking?: boolean;
}

/** One notification: icon, title (a link to what it is about), text, when, and whether it is still unread. */
export function NotificationRow({ notification: n, compact = false, onOpen, onMarkRead, marking = false }: Props) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const locale = currentLocale();
  const view = describeNotification(n, t, locale);
  const unread = n.readAt === null;
  const title = view.link ? (
    <Link to={view.link} onClick={() => onOpen(n)} style={{ fontWeight: unread ? 600 : 400 }}>
      {view.title}
    </Link>
  ) : (
    <Typography.Link onClick={() => onOpen(n)} style={{ fontWeight: unread ? 600 : 400 }}>
      {view.title}
    </Typography.Link>
  );

  return (
    <li
      aria-label={view.title}
      style={{
        listStyle: 'none',
        padding: compact ? '10px 12px' : '14px 16px',
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        background: unread ? token.colorPrimaryBg : undefined,
      }}
    >
      <Flex gap={compact ? 10 : 14} align="start">
        <NotificationIcon category={view.category} size={compact ? 32 : 40} />
        <div style={{ flex: 1, minWidth: 0 }}>
          <Flex align="center" gap={8} wrap>
            {unread ? (
              <span role="img" aria-label={t('notifications.unreadDot')} title={t('notifications.unreadDot')}>
                <Badge status="processing" />
              </span>
            ) : null}
            {title}
          </Flex>
          <Typography.Paragraph
            type="secondary"
            ellipsis={compact ? { rows: 2 } : false}
            style={{ margin: '2px 0', overflowWrap: 'anywhere' }}
          >
            {view.text}
          </Typography.Paragraph>
          <Flex justify="space-between" align="center" gap={8} wrap>
            <SmallText type="secondary" title={formatDateTime(n.createdAt, locale)}>
              <time dateTime={n.createdAt}>{relativeTime(n.createdAt, locale) ?? t('notifications.justNow')}</time>
            </SmallText>
            {/* Under the text rather than beside it, so a phone keeps the width for the words. */}
            {unread && !compact ? (
              <Button size="small" loading={marking} onClick={() => onMarkRead(n)}>
                {t('notifications.markRead')}
              </Button>
            ) : null}
          </Flex>
        </div>
        {unread && compact ? (
          <Tooltip title={t('notifications.markRead')}>
            <Button
              type="text"
              size="small"
              icon={<CheckOutlined />}
              aria-label={t('notifications.markRead')}
              loading={marking}
              onClick={() => onMarkRead(n)}
            />
          </Tooltip>
        ) : null}
      </Flex>
    </li>
  );
}
