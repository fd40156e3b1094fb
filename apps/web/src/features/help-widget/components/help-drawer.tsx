import { ArrowLeftOutlined, SendOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Drawer, Flex, Form, Input, Tag, Typography, theme } from 'antd';
import { NewTicket, TicketReply, type TicketDetail, type TicketStatus, type TicketSummary } from '@dropport/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useHref, useLinkClickHandler, useLocation } from 'react-router';
import { recentTicketsQueryOptions, useCreateTicket, useReplyToTicket, useTicket } from '@/features/support';
import { AttachmentLink } from '@/lib/attachment-link';
import { feedback } from '@/lib/feedback';
import { FormError } from '@/lib/form-error';
import { rulesFrom } from '@/lib/form-rules';
import { formatDateTime } from '@/lib/format';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { LoadState } from '@/lib/load-state';
import { SectionTitle } from '@/lib/page';
import shared from '@/lib/shared.module.css';
import { SmallText } from '@/lib/small-text';
import { useLocale } from '@/lib/use-locale';
import { useSingleSubmit } from '@/lib/use-single-submit';
import { quickTicket } from '../quick-message';
import { EMPTY_DRAFT, RECENT_LIMIT, type Draft } from './help-state';

/** The support page, where every ticket is. */
const SUPPORT_PAGE = '/home/support-ticket';
/** The contract's longest message. */
const BODY_MAX = 5000;
const DRAWER_WIDTH = 440;

const STATUS_COLORS: Record<TicketStatus, string> = {
  open: 'blue',
  awaiting_support: 'gold',
  awaiting_seller: 'volcano',
  resolved: 'success',
  closed: 'default',
};

interface Props {
  open: boolean;
  onClose: () => void;
  mobile: boolean;
  /** The thread shown, or null for the quick message and the latest tickets. */
  ticketId: string | null;
  onOpenThread: (id: string | null) => void;
  draft: Draft;
  onDraftChange: (draft: Draft) => void;
}

/** The help drawer: a quick message and the latest tickets, or one ticket's thread. Full width on a phone. */
export default function HelpDrawer({ open, onClose, mobile, ticketId, onOpenThread, draft, onDraftChange }: Props) {
  const { t } = useTranslation();
  return (
    <Drawer open={open} onClose={onClose} size={mobile ? '100%' : DRAWER_WIDTH} destroyOnHidden title={t('helpWidget.title')}>
      {ticketId ? (
        <ThreadView key={ticketId} id={ticketId} onBack={() => onOpenThread(null)} onLeave={onClose} />
      ) : (
        <Flex vertical gap={24}>
          <QuickMessage draft={draft} onDraftChange={onDraftChange} onSent={onOpenThread} />
          <RecentTickets onOpen={onOpenThread} onLeave={onClose} />
        </Flex>
      )}
    </Drawer>
  );
}

/** A link inside the console that also closes the drawer (the page it leads to is behind it). */
function DrawerLink({ to, onLeave, children }: { to: string; onLeave: () => void; children: ReactNode }) {
  const href = useHref(to);
  const go = useLinkClickHandler<HTMLElement>(to);
  return (
    <Typography.Link
      href={href}
      onClick={(e) => {
        go(e);
        if (e.defaultPrevented) onLeave();
      }}
    >
      {children}
    </Typography.Link>
  );
}

function StatusTag({ status }: { status: TicketStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLORS[status]} style={{ marginInlineEnd: 0 }}>
      {t(`helpWidget.status.${status}`)}
    </Tag>
  );
}

/**
 * A message to support in one step: topic "something else", subject its first line, with the page it was written
 * on (and the order that page shows). Sent once however often Send is pressed; the new ticket's thread opens.
 */
function QuickMessage({
  draft,
  onDraftChange,
  onSent,
}: {
  draft: Draft;
  onDraftChange: (draft: Draft) => void;
  onSent: (id: string) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ message: string }>();
  const location = useLocation();
  const create = useCreateTicket();

  const { submit, submitting } = useSingleSubmit(async ({ message }: { message: string }) => {
    // The same text sent again (after a lost answer) keeps its key: the server files it once.
    const key = draft.key ?? newIdempotencyKey();
    if (draft.key !== key) onDraftChange({ text: message, key });
    try {
      const saved = await create.mutateAsync(quickTicket(message, location, t('helpWidget.quick.subjectPrefix'), key));
      onDraftChange(EMPTY_DRAFT);
      onSent(saved.id);
    } catch {
      // Shown in the form, in the server's words.
    }
  });

  return (
    <section aria-label={t('helpWidget.quick.title')}>
      <SectionTitle>{t('helpWidget.quick.title')}</SectionTitle>
      <Form<{ message: string }>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ message: draft.text }}
        onFinish={(v) => void submit(v)}
        onValuesChange={(_, all) => {
          onDraftChange({ text: all.message ?? '', key: null });
          if (create.error) create.reset();
        }}
      >
        <Form.Item
          name="message"
          label={t('helpWidget.quick.label')}
          extra={t('helpWidget.quick.hint')}
          rules={rulesFrom(NewTicket.shape.message, { required: t('helpWidget.quick.required'), max: null })}
        >
          <Input.TextArea rows={4} maxLength={BODY_MAX} placeholder={t('helpWidget.quick.placeholder')} />
        </Form.Item>
        <FormError error={create.error} />
        <Flex justify="flex-end">
          <Button type="primary" htmlType="submit" icon={<SendOutlined aria-hidden />} loading={submitting}>
            {t('helpWidget.quick.send')}
          </Button>
        </Flex>
      </Form>
    </section>
  );
}

/** The seller's latest tickets, newest activity first; each opens its thread here. */
function RecentTickets({ onOpen, onLeave }: { onOpen: (id: string) => void; onLeave: () => void }) {
  const { t } = useTranslation();
  const recent = useQuery(recentTicketsQueryOptions(RECENT_LIMIT));
  return (
    <section aria-label={t('helpWidget.recent.title')}>
      <Flex justify="space-between" align="baseline" gap={8} wrap>
        <SectionTitle>{t('helpWidget.recent.title')}</SectionTitle>
        <DrawerLink to={SUPPORT_PAGE} onLeave={onLeave}>
          {t('helpWidget.recent.all')}
        </DrawerLink>
      </Flex>
      <LoadState queries={[recent]} rows={4}>
        {(page) =>
          page.items.length === 0 ? (
            <Typography.Text type="secondary">{t('helpWidget.recent.empty')}</Typography.Text>
          ) : (
            <ul className={shared.plainList} style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
              {page.items.map((ticket) => (
                <li key={ticket.id}>
                  <TicketButton ticket={ticket} onOpen={() => onOpen(ticket.id)} />
                </li>
              ))}
            </ul>
          )
        }
      </LoadState>
    </section>
  );
}

function TicketButton({ ticket, onOpen }: { ticket: TicketSummary; onOpen: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { token } = theme.useToken();
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={ticket.unread ? `${ticket.subject}, ${t('helpWidget.recent.unread')}` : ticket.subject}
      style={{
        display: 'block',
        width: '100%',
        textAlign: 'start',
        padding: '8px 12px',
        cursor: 'pointer',
        font: 'inherit',
        color: 'inherit',
        background: ticket.unread ? token.colorPrimaryBg : token.colorFillQuaternary,
        border: `1px solid ${ticket.unread ? token.colorPrimaryBorder : token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
      }}
    >
      <Typography.Text strong ellipsis style={{ display: 'block' }}>
        {ticket.subject}
      </Typography.Text>
      <Flex gap={6} align="center" wrap style={{ marginTop: 4 }}>
        <StatusTag status={ticket.status} />
        {ticket.unread ? (
          <Tag color="red" style={{ marginInlineEnd: 0 }}>
            {t('helpWidget.recent.unread')}
          </Tag>
        ) : null}
        <SmallText type="secondary">
          {ticket.number} · {formatDateTime(ticket.lastMessageAt, locale)}
        </SmallText>
      </Flex>
    </button>
  );
}

/** One ticket: its messages oldest first (support's internal notes never), and the reply box unless it is closed. */
function ThreadView({ id, onBack, onLeave }: { id: string; onBack: () => void; onLeave: () => void }) {
  const { t } = useTranslation();
  const ticket = useTicket(id);
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Button type="link" icon={<ArrowLeftOutlined aria-hidden />} onClick={onBack} style={{ paddingInline: 0 }}>
          {t('helpWidget.thread.back')}
        </Button>
        <DrawerLink to={`${SUPPORT_PAGE}?id=${encodeURIComponent(id)}`} onLeave={onLeave}>
          {t('helpWidget.thread.full')}
        </DrawerLink>
      </Flex>
      <LoadState queries={[ticket]} rows={6}>
        {(x) => <Thread ticket={x} />}
      </LoadState>
    </Flex>
  );
}

function Thread({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation();
  const shown = ticket.messages
    .filter((m) => !m.internal)
    .sort((a, b) => new Date(a.createdAt).getTime() - new Date(b.createdAt).getTime());
  return (
    <Flex vertical gap={12}>
      <div>
        <Typography.Title level={5} style={{ margin: 0, overflowWrap: 'anywhere' }}>
          {ticket.subject}
        </Typography.Title>
        <Flex gap={6} align="center" wrap style={{ marginTop: 4 }}>
          <StatusTag status={ticket.status} />
          <SmallText type="secondary">{ticket.number}</SmallText>
        </Flex>
      </div>
      <Flex vertical gap={8} role="feed" aria-label={t('helpWidget.thread.label')}>
        {shown.map((m) => (
          <Message key={m.id} message={m} />
        ))}
      </Flex>
      {ticket.status === 'closed' ? (
        <Typography.Text type="secondary">{t('helpWidget.thread.closed')}</Typography.Text>
      ) : (
        <ReplyBox ticketId={ticket.id} />
      )}
    </Flex>
  );
}

function Message({ message }: { message: TicketDetail['messages'][number] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { token } = theme.useToken();
  const mine = message.author === 'seller';
  const who = mine ? t('helpWidget.thread.you') : t('helpWidget.thread.support', { name: message.authorName });
  return (
    <article
      aria-label={who}
      style={{
        padding: '8px 12px',
        borderRadius: token.borderRadiusLG,
        marginInlineStart: mine ? 24 : 0,
        marginInlineEnd: mine ? 0 : 24,
        background: mine ? token.colorFillQuaternary : token.colorPrimaryBg,
        border: `1px solid ${mine ? token.colorBorderSecondary : token.colorPrimaryBorder}`,
      }}
    >
      <Flex gap={8} align="baseline" wrap>
        <Typography.Text strong>{who}</Typography.Text>
        <SmallText type="secondary">{formatDateTime(message.createdAt, locale)}</SmallText>
      </Flex>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: '4px 0 0' }}>
        {message.body}
      </Typography.Paragraph>
      {message.attachments.length > 0 ? (
        <Flex vertical gap={4} role="list" aria-label={t('helpWidget.thread.files')} style={{ marginTop: 4 }}>
          {message.attachments.map((f) => (
            <AttachmentLink key={f.id} file={f} />
          ))}
        </Flex>
      ) : null}
    </article>
  );
}

/** The seller's reply; sent once however often Send is pressed. */
function ReplyBox({ ticketId }: { ticketId: string }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ body: string }>();
  const reply = useReplyToTicket(ticketId);
  const { submit, submitting } = useSingleSubmit(async ({ body }: { body: string }) => {
    try {
      await reply.mutateAsync({ body: body.trim() });
      feedback.message.success(t('helpWidget.reply.sent'));
      form.resetFields();
    } catch {
      // Shown in the form, in the server's words.
    }
  });
  return (
    <Form<{ body: string }>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ body: '' }}
      onFinish={(v) => void submit(v)}
      onValuesChange={() => reply.error && reply.reset()}
    >
      <Form.Item
        name="body"
        label={t('helpWidget.reply.label')}
        rules={rulesFrom(TicketReply.shape.body, { required: t('helpWidget.reply.required'), max: null })}
      >
        <Input.TextArea rows={3} maxLength={BODY_MAX} placeholder={t('helpWidget.reply.placeholder')} />
      </Form.Item>
      <FormError error={reply.error} />
      <Flex justify="flex-end">
        <Button type="primary" htmlType="submit" icon={<SendOutlined aria-hidden />} loading={submitting}>
          {t('helpWidget.reply.send')}
        </Button>
      </Flex>
    </Form>
  );
}
