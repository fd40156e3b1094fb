import { Button, Descriptions, Divider, Drawer, Flex, Rate, Typography } from 'antd';
import { WAITING_ON_SUPPORT, type AdminTicketDetail } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { errorText } from '@/lib/form-error';
import { formatDateTime } from '@/lib/format';
import { LoadState } from '@/lib/load-state';
import { SectionTitle } from '@/lib/page';
import { useLocale } from '@/lib/use-locale';
import { useSingleSubmit } from '@/lib/use-single-submit';
import { useSessionStore } from '@/stores/session-store';
import { useAssign, useResolve, useTicket } from '../api/tickets';
import { ClaimPanel } from './claim-panel';
import { ReplyBox } from './reply-box';
import { OverdueTag, StatusTag } from './tags';
import { TicketThread } from './ticket-thread';

interface Props {
  /** The ticket shown; null closes the drawer. */
  id: string | null;
  onClose: () => void;
}

/**
 * One ticket for the admin: who asked about what, the SLA timers, actions, the claim it is the thread of (with its
 * decisions), and the whole thread with internal notes.
 */
export function TicketDrawer({ id, onClose }: Props) {
  const { t } = useTranslation();
  const ticket = useTicket(id);
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size={720}
      destroyOnHidden
      title={ticket.data ? t('adminSupport.ticket.title', { number: ticket.data.number }) : t('adminSupport.ticket.loading')}
    >
      {id !== null ? (
        <LoadState queries={[ticket]} rows={8}>
          {(x) => <TicketDetail ticket={x} />}
        </LoadState>
      ) : null}
    </Drawer>
  );
}

/** Assign to me, unassign, resolve: each sent once, a refusal shown in the server's words. */
function Actions({ ticket: x }: { ticket: AdminTicketDetail }) {
  const { t } = useTranslation();
  const me = useSessionStore((s) => s.user?.id ?? null);
  const assign = useAssign();
  const resolve = useResolve();

  const { submit: doAssign, submitting: assigning } = useSingleSubmit(async (assigneeId: string | null) => {
    try {
      await assign.mutateAsync({ id: x.id, v: assigneeId });
      feedback.message.success(t(assigneeId ? 'adminSupport.ticket.assigned' : 'adminSupport.ticket.unassignedDone'));
    } catch (e) {
      feedback.message.error(errorText(e));
    }
  });
  const { submit: doResolve, submitting: resolving } = useSingleSubmit(async () => {
    try {
      await resolve.mutateAsync({ id: x.id, v: undefined });
      feedback.message.success(t('adminSupport.ticket.resolvedDone', { number: x.number }));
    } catch (e) {
      feedback.message.error(errorText(e));
    }
  });

  const done = x.status === 'resolved' || x.status === 'closed';
  return (
    <Flex gap={8} wrap>
      {me && x.assigneeId !== me ? (
        <Button loading={assigning} onClick={() => void doAssign(me)}>
          {t('adminSupport.ticket.assignToMe')}
        </Button>
      ) : null}
      {x.assigneeId ? (
        <Button loading={assigning} onClick={() => void doAssign(null)}>
          {t('adminSupport.ticket.unassign')}
        </Button>
      ) : null}
      {done ? null : (
        <Button type="primary" loading={resolving} onClick={() => void doResolve(undefined)}>
          {t('adminSupport.ticket.resolve')}
        </Button>
      )}
    </Flex>
  );
}

function TicketDetail({ ticket: x }: { ticket: AdminTicketDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const when = (iso: string) => formatDateTime(iso, locale);
  const k = (key: string) => t(`adminSupport.ticket.${key}`);
  const waiting = WAITING_ON_SUPPORT.includes(x.status);

  return (
    <Flex vertical gap={16}>
      <div>
        <SectionTitle>{x.subject}</SectionTitle>
        <Flex gap={8} wrap align="center">
          <StatusTag status={x.status} />
          <Typography.Text type="secondary">{t(`adminSupport.category.${x.category}`)}</Typography.Text>
        </Flex>
      </div>
      <Descriptions size="small" column={{ xs: 1, sm: 2 }} bordered={false}>
        <Descriptions.Item label={k('seller')}>
          <span style={{ overflowWrap: 'anywhere' }}>{x.sellerEmail}</span>
        </Descriptions.Item>
        <Descriptions.Item label={k('assignee')}>
          {x.assigneeEmail ? (
            <span style={{ overflowWrap: 'anywhere' }}>{x.assigneeEmail}</span>
          ) : (
            <Typography.Text type="secondary">{t('adminSupport.unassigned')}</Typography.Text>
          )}
        </Descriptions.Item>
        {x.orderNo ? <Descriptions.Item label={k('order')}>{x.orderNo}</Descriptions.Item> : null}
        {x.productId !== null ? <Descriptions.Item label={k('product')}>{`#${x.productId}`}</Descriptions.Item> : null}
        {x.rechargeId ? <Descriptions.Item label={k('recharge')}>{x.rechargeId}</Descriptions.Item> : null}
        {x.context ? (
          <Descriptions.Item label={k('context')}>
            <span style={{ overflowWrap: 'anywhere' }}>{x.context}</span>
          </Descriptions.Item>
        ) : null}
        <Descriptions.Item label={k('created')}>{when(x.createdAt)}</Descriptions.Item>
        {waiting && x.timers.waitingSince ? (
          <Descriptions.Item label={k('waitingSince')}>{when(x.timers.waitingSince)}</Descriptions.Item>
        ) : null}
        <Descriptions.Item label={k('firstResponseDue')}>
          <Flex gap={8} wrap align="center">
            {x.timers.firstResponseAt
              ? t('adminSupport.answeredAt', { date: when(x.timers.firstResponseAt) })
              : when(x.timers.firstResponseDueAt)}
            {x.timers.firstResponseOverdue ? <OverdueTag /> : null}
          </Flex>
        </Descriptions.Item>
        <Descriptions.Item label={k('resolutionDue')}>
          <Flex gap={8} wrap align="center">
            {x.resolvedAt ? t('adminSupport.ticket.resolvedAt', { date: when(x.resolvedAt) }) : when(x.timers.resolutionDueAt)}
            {x.timers.resolutionOverdue ? <OverdueTag /> : null}
          </Flex>
        </Descriptions.Item>
        {x.closesAt ? <Descriptions.Item label={k('closesAt')}>{when(x.closesAt)}</Descriptions.Item> : null}
        {x.rating !== null ? (
          <Descriptions.Item label={k('rating')} span="filled">
            <Flex vertical gap={4}>
              <span>
                <Rate disabled value={x.rating} style={{ fontSize: 14 }} />{' '}
                <Typography.Text>{t('adminSupport.ticket.ratingOf', { rating: x.rating })}</Typography.Text>
              </span>
              {x.ratingComment ? (
                <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
                  {x.ratingComment}
                </Typography.Text>
              ) : null}
            </Flex>
          </Descriptions.Item>
        ) : null}
      </Descriptions>
      <Actions ticket={x} />
      {x.claim ? <ClaimPanel ticketId={x.id} claim={x.claim} /> : null}
      <Divider style={{ margin: 0 }} />
      <SectionTitle>{k('thread')}</SectionTitle>
      <TicketThread messages={x.messages} />
      <Divider style={{ margin: 0 }} />
      <ReplyBox key={x.id} ticket={x} />
    </Flex>
  );
}
