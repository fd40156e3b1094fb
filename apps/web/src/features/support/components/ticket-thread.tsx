import { CustomerServiceOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Flex, Typography, theme } from 'antd';
import type { TicketMessage } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { AttachmentLink } from '@/lib/attachment-link';
import { formatDateTime } from '@/lib/format';
import { useLocale } from '@/lib/use-locale';

/** One message: who wrote it, when, the text as written (its line breaks kept) and its files. */
function Message({ message }: { message: TicketMessage }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { token } = theme.useToken();
  const mine = message.author === 'seller';
  const who = mine ? t('support.thread.you') : t('support.thread.support', { name: message.authorName });
  return (
    <article
      aria-label={who}
      style={{
        padding: 12,
        borderRadius: token.borderRadiusLG,
        background: mine ? token.colorFillQuaternary : token.colorPrimaryBg,
        border: `1px solid ${mine ? token.colorBorderSecondary : token.colorPrimaryBorder}`,
      }}
    >
      <Flex gap={8} align="center" wrap style={{ marginBottom: 8 }}>
        <Avatar size="small" icon={mine ? <UserOutlined /> : <CustomerServiceOutlined />} aria-hidden />
        <Typography.Text strong>{who}</Typography.Text>
        <Typography.Text type="secondary">{formatDateTime(message.createdAt, locale)}</Typography.Text>
      </Flex>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0 }}>
        {message.body}
      </Typography.Paragraph>
      {message.attachments.length > 0 ? (
        <Flex vertical gap={4} role="list" aria-label={t('support.thread.files')} style={{ marginTop: 8 }}>
          {message.attachments.map((f) => (
            <AttachmentLink key={f.id} file={f} />
          ))}
        </Flex>
      ) : null}
    </article>
  );
}

/** The ticket's messages, oldest first (support's internal notes never reach the seller; any sent are left out). */
export function TicketThread({ messages }: { messages: TicketMessage[] }) {
  const { t } = useTranslation();
  const shown = messages
    .filter((m) => !m.internal)
    .sort((a, b) => new Date(a.createdAt).getTime() - new Date(b.createdAt).getTime());
  return (
    <Flex vertical gap={12} role="feed" aria-label={t('support.thread.label')}>
      {shown.map((m) => (
        <Message key={m.id} message={m} />
      ))}
    </Flex>
  );
}
