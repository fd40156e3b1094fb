import { CustomerServiceOutlined, LockOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Flex, Tag, Typography, theme } from 'antd';
import type { TicketMessage } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { AttachmentLink } from '@/lib/attachment-link';
import { formatDateTime } from '@/lib/format';
import { useLocale } from '@/lib/use-locale';

/** One message: the seller's, support's reply, or an internal note (marked, on the warning background). */
function Message({ message: m }: { message: TicketMessage }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { token } = theme.useToken();
  const seller = m.author === 'seller';
  const who = seller
    ? t('adminSupport.thread.seller', { name: m.authorName })
    : m.internal
      ? t('adminSupport.thread.noteBy', { name: m.authorName })
      : t('adminSupport.thread.supportBy', { name: m.authorName });
  const look = m.internal
    ? { background: token.colorWarningBg, border: token.colorWarningBorder }
    : seller
      ? { background: token.colorFillQuaternary, border: token.colorBorderSecondary }
      : { background: token.colorPrimaryBg, border: token.colorPrimaryBorder };
  return (
    <article
      aria-label={who}
      data-internal={m.internal ? 'true' : undefined}
      style={{
        padding: 12,
        borderRadius: token.borderRadiusLG,
        background: look.background,
        border: `1px ${m.internal ? 'dashed' : 'solid'} ${look.border}`,
      }}
    >
      <Flex gap={8} align="center" wrap style={{ marginBottom: 8 }}>
        <Avatar size="small" icon={seller ? <UserOutlined /> : <CustomerServiceOutlined />} aria-hidden />
        <Typography.Text strong>{m.authorName}</Typography.Text>
        <Typography.Text type="secondary">{formatDateTime(m.createdAt, locale)}</Typography.Text>
        {m.internal ? (
          <Tag color="warning" icon={<LockOutlined />} style={{ marginInlineEnd: 0, whiteSpace: 'normal' }}>
            {t('adminSupport.thread.internal')}
          </Tag>
        ) : null}
      </Flex>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0 }}>
        {m.body}
      </Typography.Paragraph>
      {m.attachments.length > 0 ? (
        <Flex vertical gap={4} role="list" aria-label={t('adminSupport.thread.files')} style={{ marginTop: 8 }}>
          {m.attachments.map((f) => (
            <AttachmentLink key={f.id} file={f} />
          ))}
        </Flex>
      ) : null}
    </article>
  );
}

/** The ticket's messages and internal notes, oldest first. */
export function TicketThread({ messages }: { messages: TicketMessage[] }) {
  const { t } = useTranslation();
  const shown = [...messages].sort((a, b) => new Date(a.createdAt).getTime() - new Date(b.createdAt).getTime());
  return (
    <Flex vertical gap={12} role="feed" aria-label={t('adminSupport.thread.label')}>
      {shown.map((m) => (
        <Message key={m.id} message={m} />
      ))}
    </Flex>
  );
}
