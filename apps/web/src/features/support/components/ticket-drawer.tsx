import { Alert, Descriptions, Divider, Drawer, Flex, Typography } from 'antd';
import type { TicketDetail } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { LoadState } from '@/lib/load-state';
import { SectionTitle } from '@/lib/page';
import { RouterLink } from '@/lib/router-link';
import { useLocale } from '@/lib/use-locale';
import { useTicket } from '../api/tickets';
import { ClaimCard } from './claim-card';
import { TicketRatingPart } from './rating-form';
import { ReplyForm } from './reply-form';
import { TicketStatusTag } from './tags';
import { TicketThread } from './ticket-thread';

interface Props {
  /** The ticket to show (`?id=`); null closes the drawer. */
  id: string | null;
  onClose: () => void;
}

/**
 * One ticket: its facts, its claim (when it is a claim's thread), the thread oldest first, the reply box (unless closed)
 * and the rating.
 */
export function TicketDrawer({ id, onClose }: Props) {
  const { t } = useTranslation();
  const ticket = useTicket(id);
  const title = ticket.data && ticket.data.id === id ? ticket.data.subject : t('support.thread.title');
  return (
    <Drawer open={id !== null} onClose={onClose} size={720} destroyOnHidden title={title}>
      {id !== null ? (
        <LoadState queries={[ticket]} rows={8}>
          {(x) => <TicketBody ticket={x} />}
        </LoadState>
      ) : null}
    </Drawer>
  );
}

function TicketBody({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Flex vertical gap={16}>
      <Descriptions size="small" column={{ xs: 1, sm: 2 }} aria-label={t('support.thread.facts')}>
        <Descriptions.Item label={t('support.thread.number')}>{ticket.number}</Descriptions.Item>
        <Descriptions.Item label={t('support.list.columns.status')}>
          <TicketStatusTag status={ticket.status} />
        </Descriptions.Item>
        <Descriptions.Item label={t('support.list.columns.category')}>
          {t(`support.category.${ticket.category}`)}
        </Descriptions.Item>
        <Descriptions.Item label={t('support.thread.opened')}>{formatDateTime(ticket.createdAt, locale)}</Descriptions.Item>
        {ticket.orderId ? (
          <Descriptions.Item label={t('support.list.columns.order')}>
            <RouterLink to={`/orders?id=${encodeURIComponent(ticket.orderId)}`}>{ticket.orderNo ?? ticket.orderId}</RouterLink>
          </Descriptions.Item>
        ) : null}
      </Descriptions>
      {ticket.claim ? <ClaimCard claim={ticket.claim} /> : null}
      <TicketThread messages={ticket.messages} />
      <Divider style={{ margin: 0 }} />
      {ticket.status === 'resolved' ? (
        <Alert
          type="success"
          showIcon
          title={t('support.thread.resolved')}
          description={
            ticket.closesAt
              ? t('support.thread.resolvedCloses', { date: formatDateTime(ticket.closesAt, locale) })
              : t('support.thread.resolvedReopens')
          }
        />
      ) : null}
      {ticket.status === 'closed' ? (
        <Alert type="info" showIcon title={t('support.thread.closed')} description={t('support.thread.closedNew')} />
      ) : (
        <section aria-label={t('support.reply.title')}>
          <SectionTitle>{t('support.reply.title')}</SectionTitle>
          <ReplyForm ticketId={ticket.id} />
        </section>
      )}
      <TicketRatingPart ticket={ticket} />
      {ticket.status === 'closed' && ticket.closedAt ? (
        <Typography.Text type="secondary">
          {t('support.thread.closedAt', { date: formatDateTime(ticket.closedAt, locale) })}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
