import { CheckOutlined, CloseOutlined, RedoOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Flex, Form, Input, Modal, Tag, Typography } from 'antd';
import type { Claim, ClaimStatus } from '@dropport/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { FormError } from '@/lib/form-error';
import { formatDateTime, formatMoney } from '@/lib/format';
import { ModalButtons } from '@/lib/modal-buttons';
import { SectionTitle } from '@/lib/page';
import { useLocale } from '@/lib/use-locale';
import { useSingleSubmit } from '@/lib/use-single-submit';
import shared from '@/lib/shared.module.css';
import { useDecideClaim } from '../api/claims';

type Decision = 'refund' | 'resend' | 'reject';
const COLORS: Record<ClaimStatus, string> = { pending: 'gold', refunded: 'green', resent: 'blue', rejected: 'red' };
/** The contract's longest decision note. */
const NOTE_MAX = 1000;

/** Admin: the claim a ticket is the thread of, its facts and, while it is pending, the three decisions. */
export function ClaimPanel({ ticketId, claim: c }: { ticketId: string; claim: Claim }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const k = (key: string, v?: Record<string, unknown>) => t(`adminSupport.claim.${key}`, v);
  const amount = formatMoney(c.amountCents, locale);
  return (
    <Card size="small" role="region" aria-label={k('title')} title={k('title')}>
      <Descriptions size="small" column={{ xs: 1, sm: 2 }}>
        <Descriptions.Item label={k('order')}>{c.orderNo}</Descriptions.Item>
        <Descriptions.Item label={k('status')}>
          <Tag color={COLORS[c.status]} style={{ marginInlineEnd: 0 }}>
            {k(`statuses.${c.status}`)}
          </Tag>
        </Descriptions.Item>
        <Descriptions.Item label={k('kind')}>{k(`kinds.${c.kind}`)}</Descriptions.Item>
        <Descriptions.Item label={k('reason')}>{k(`reasons.${c.reason}`)}</Descriptions.Item>
        <Descriptions.Item label={k('lines')} span="filled">
          <ul className={shared.plainList}>
            {c.lines.map((l) => (
              <li key={l.itemId} style={{ overflowWrap: 'anywhere' }}>
                {k('line', { title: l.variantTitle ? `${l.title} (${l.variantTitle})` : l.title, count: l.quantity })}
                {' · '}
                <span className={shared.nowrap}>{formatMoney(l.amountCents, locale)}</span>
              </li>
            ))}
          </ul>
        </Descriptions.Item>
        <Descriptions.Item label={k('amount')}>
          <Typography.Text strong className={shared.nowrap}>
            {amount}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={k('opened')}>{formatDateTime(c.createdAt, locale)}</Descriptions.Item>
        {c.decidedAt ? <Descriptions.Item label={k('decided')}>{formatDateTime(c.decidedAt, locale)}</Descriptions.Item> : null}
        {c.refundedCents !== null ? (
          <Descriptions.Item label={k('refunded')}>
            <span className={shared.nowrap}>{formatMoney(c.refundedCents, locale)}</span>
          </Descriptions.Item>
        ) : null}
        {c.resendOrderNo ? <Descriptions.Item label={k('resendOrder')}>{c.resendOrderNo}</Descriptions.Item> : null}
        {c.decisionNote ? (
          <Descriptions.Item label={k('note')} span="filled">
            <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{c.decisionNote}</span>
          </Descriptions.Item>
        ) : null}
      </Descriptions>
      {c.status === 'pending' ? (
        <section aria-label={k('decide')} style={{ marginTop: 12 }}>
          <SectionTitle>{k('decide')}</SectionTitle>
          <Flex gap={8} wrap>
            <Button type="primary" icon={<CheckOutlined aria-hidden />} onClick={() => setDeciding('refund')}>
              {k('refund', { amount })}
            </Button>
            <Button icon={<RedoOutlined aria-hidden />} onClick={() => setDeciding('resend')}>
              {k('resend')}
            </Button>
            <Button danger icon={<CloseOutlined aria-hidden />} onClick={() => setDeciding('reject')}>
              {k('reject')}
            </Button>
          </Flex>
        </section>
      ) : null}
      {deciding ? <DecisionModal ticketId={ticketId} claim={c} decision={deciding} onClose={() => setDeciding(null)} /> : null}
    </Card>
  );
}

interface ModalProps {
  ticketId: string;
  claim: Claim;
  decision: Decision;
  onClose: () => void;
}

/** The confirm step of a decision: what it does, a note (a rejection's reason, which must be given), sent once. */
function DecisionModal({ ticketId, claim: c, decision, onClose }: ModalProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [form] = Form.useForm<{ note: string }>();
  const decide = useDecideClaim(ticketId);
  const amount = formatMoney(c.amountCents, locale);
  const k = (key: string, v?: Record<string, unknown>) => t(`adminSupport.claim.${key}`, v);
  const rejecting = decision === 'reject';

  const { submit, submitting } = useSingleSubmit(async ({ note }: { note: string }) => {
    const text = note.trim();
    try {
      const saved = await decide.mutateAsync({
        claimId: c.id,
        decision: { decision, ...(text ? { note: text } : {}) },
      });
      feedback.message.success(
        k(`done.${decision}`, {
          amount: formatMoney(saved.refundedCents ?? saved.amountCents, locale),
          orderNo: saved.resendOrderNo ?? '',
        }),
      );
      onClose();
    } catch {
      // Shown in the dialog, in the server's words.
    }
  });

  return (
    <Modal
      open
      title={k(`confirm.${decision}Title`, { amount })}
      onCancel={onClose}
      footer={null}
      width="min(520px, 100vw)"
      destroyOnHidden
    >
      <Typography.Paragraph>{k(`confirm.${decision}Text`)}</Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ note: '' }}
        onFinish={(v) => void submit(v)}
        onValuesChange={() => decide.error && decide.reset()}
      >
        <Form.Item
          name="note"
          label={k(rejecting ? 'confirm.reason' : 'confirm.note')}
          rules={rejecting ? [{ required: true, whitespace: true, message: k('confirm.reasonRequired') }] : []}
        >
          <Input.TextArea rows={3} maxLength={NOTE_MAX} showCount />
        </Form.Item>
        <FormError error={decide.error} />
        <Form.Item style={{ marginBottom: 0 }}>
          <ModalButtons
            submitting={submitting}
            onCancel={onClose}
            cancelText={t('adminSupport.cancel')}
            okText={k(`confirm.${decision}Ok`, { amount })}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
