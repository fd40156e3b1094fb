import { Alert, Flex, Form, Input, Modal, Radio, Typography } from 'antd';
import {
  CLAIM_REASONS,
  NewClaim,
  PHOTO_REASONS,
  type Claim,
  type ClaimKind,
  type ClaimReason,
  type OrderClaims,
  type OrderDetail,
  type Upload,
} from '@dropport/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHref, useNavigate } from 'react-router';
import { feedback } from '@/lib/feedback';
import { FormError } from '@/lib/form-error';
import { rulesFrom } from '@/lib/form-rules';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { LoadState } from '@/lib/load-state';
import { ModalButtons } from '@/lib/modal-buttons';
import { SmallText } from '@/lib/small-text';
import { useSingleSubmit } from '@/lib/use-single-submit';
import { AttachmentsField } from '@/features/support';
import { useCreateClaim, useOrderClaims } from '../api/order-claims';
import { chosenOf, ClaimLinesField, lineOpen, type ClaimQuantities } from './claim-lines-field';
import { useIneligibleText } from './claim-texts';

const NOTE_MAX = NewClaim.shape.note.maxLength ?? 2000;
const SUPPORT_TICKET = '/home/support-ticket';

interface Props {
  order: OrderDetail;
  onClose: () => void;
}

/**
 * "Claim a refund or resend" on a shipped or delivered order: a modal whose form mounts afresh with each opening, with
 * its own idempotency key.
 */
export function ClaimDialog({ order, onClose }: Props) {
  const { t } = useTranslation();
  const claims = useOrderClaims(order.id);
  return (
    <Modal
      open
      title={t('orders.claims.title', { orderNo: order.orderNo })}
      onCancel={onClose}
      footer={null}
      width="min(720px, 100vw)"
      destroyOnHidden
    >
      <LoadState queries={[claims]} rows={8}>
        {(c) => <ClaimForm order={order} claims={c} onClose={onClose} />}
      </LoadState>
    </Modal>
  );
}

interface Values {
  reason?: ClaimReason;
  kind: ClaimKind;
  quantities: ClaimQuantities;
  note: string;
  attachments: Upload[];
}

const isImage = (u: Upload) => u.mime.startsWith('image/');

function ClaimForm({ order, claims, onClose }: Props & { claims: OrderClaims }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  // One key per opening: a double click, or a retry after a lost answer, makes one claim.
  const [key] = useState(newIdempotencyKey);
  const create = useCreateClaim(order.id);
  const explain = useIneligibleText(order);
  const navigate = useNavigate();
  const supportHref = useHref(SUPPORT_TICKET);
  const kind = Form.useWatch('kind', form) ?? 'refund';
  const resendable = claims.lines.some((l) => lineOpen(l, 'resend'));
  const eligibility = CLAIM_REASONS.map(
    (reason) => claims.eligibility.find((e) => e.reason === reason) ?? { reason, eligible: false, code: null, date: null },
  );

  const announce = (saved: Claim) => {
    const query = `?id=${encodeURIComponent(saved.ticketId)}`;
    const toastKey = `claim-${saved.id}`;
    feedback.notification.success({
      key: toastKey,
      title: t('orders.claims.sent'),
      duration: 10,
      description: (
        <Flex vertical gap={4} align="flex-start">
          <span>{t('orders.claims.sentText', { number: saved.ticketNumber })}</span>
          <Typography.Link
            href={`${supportHref}${query}`}
            onClick={(e) => {
              // Inside the console without a reload; the toast's own tree may sit outside the router.
              e.preventDefault();
              feedback.notification.destroy(toastKey);
              void navigate(`${SUPPORT_TICKET}${query}`);
            }}
          >
            {t('orders.claims.openTicket', { number: saved.ticketNumber })}
          </Typography.Link>
        </Flex>
      ),
    });
  };

  const { submit, submitting } = useSingleSubmit(async (v: Values) => {
    const lines = claims.lines
      .filter((l) => lineOpen(l, v.kind) && (v.quantities[l.itemId] ?? 0) > 0)
      .map((l) => ({ itemId: l.itemId, quantity: Math.min(v.quantities[l.itemId]!, l.claimable) }));
    try {
      const saved = await create.mutateAsync({
        kind: v.kind,
        reason: v.reason!,
        lines,
        note: v.note.trim(),
        attachmentIds: v.attachments.map((a) => a.id),
        idempotencyKey: key,
      });
      announce(saved);
      onClose();
    } catch {
      // Shown in the form, in the server's words.
    }
  });

  const onValuesChange = (changed: Partial<Values>) => {
    if (create.error) create.reset();
    // Asking for a resend instead: the lines that cannot be resent take no units.
    if (changed.kind === 'resend') {
      const quantities = { ...form.getFieldValue('quantities') } as ClaimQuantities;
      for (const l of claims.lines) if (!lineOpen(l, 'resend')) quantities[l.itemId] = 0;
      form.setFieldsValue({ quantities });
    }
    // Units already chosen may now count for nothing: say so at once, but not before any were chosen.
    if ('kind' in changed && form.isFieldTouched('quantities')) void form.validateFields(['quantities']).catch(() => undefined);
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={{ kind: 'refund', quantities: {}, note: '', attachments: [] }}
      onFinish={(v) => void submit(v)}
      onValuesChange={onValuesChange}
    >
      <Typography.Paragraph type="secondary">{t('orders.claims.intro')}</Typography.Paragraph>
      {eligibility.every((e) => !e.eligible) ? (
        <Alert type="info" showIcon title={t('orders.claims.noReason')} style={{ marginBottom: 16 }} />
      ) : null}
      <Form.Item
        name="reason"
        label={t('orders.claims.reason.label')}
        rules={[{ required: true, message: t('orders.claims.reason.required') }]}
      >
        <Radio.Group style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
          {eligibility.map((e) => (
            <Radio key={e.reason} value={e.reason} disabled={!e.eligible}>
              <Flex vertical>
                <span>{t(`orders.claims.reasons.${e.reason}`)}</span>
                <SmallText type="secondary">{e.eligible ? t(`orders.claims.reasonHint.${e.reason}`) : explain(e)}</SmallText>
              </Flex>
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      <Form.Item
        name="kind"
        label={t('orders.claims.kind.label')}
        extra={resendable ? t(`orders.claims.kind.${kind}Hint`) : t('orders.claims.kind.resendNone')}
      >
        <Radio.Group
          options={[
            { value: 'refund', label: t('orders.claims.kinds.refund') },
            { value: 'resend', label: t('orders.claims.kinds.resend'), disabled: !resendable },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="quantities"
        label={t('orders.claims.lines.label')}
        rules={[
          ({ getFieldValue }) => ({
            validator: async (_rule, value: ClaimQuantities | undefined) => {
              if (chosenOf(claims.lines, value, getFieldValue('kind') as ClaimKind).units === 0)
                throw new Error(t('orders.claims.lines.required'));
            },
          }),
        ]}
      >
        <ClaimLinesField lines={claims.lines} kind={kind} />
      </Form.Item>
      <Form.Item
        name="note"
        label={t('orders.claims.note.label')}
        rules={rulesFrom(NewClaim.shape.note, { required: t('orders.claims.note.required'), max: null })}
      >
        <Input.TextArea rows={4} maxLength={NOTE_MAX} showCount placeholder={t('orders.claims.note.placeholder')} />
      </Form.Item>
      <Form.Item
        name="attachments"
        label={t('orders.claims.files.label')}
        extra={t('orders.claims.files.hint')}
        dependencies={['reason']}
        rules={[
          ({ getFieldValue }) => ({
            validator: async (_rule, value: Upload[] | undefined) => {
              const reason = getFieldValue('reason') as ClaimReason | undefined;
              if (reason && PHOTO_REASONS.includes(reason) && !(value ?? []).some(isImage))
                throw new Error(t('orders.claims.files.photoRequired'));
            },
          }),
        ]}
      >
        <AttachmentsField />
      </Form.Item>
      <FormError error={create.error} />
      <Form.Item style={{ marginBottom: 0 }}>
        <ModalButtons
          submitting={submitting}
          onCancel={onClose}
          cancelText={t('orders.claims.cancel')}
          okText={t('orders.claims.submit')}
        />
      </Form.Item>
    </Form>
  );
}
