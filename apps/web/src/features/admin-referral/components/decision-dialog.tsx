import { Alert, Descriptions, Form, Input, Modal } from 'antd';
import { MarkWithdrawalPaid, RejectWithdrawal, WITHDRAWAL_REASON_MAX, type AdminWithdrawal } from '@dropport/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WithdrawalMethodName } from '@/features/referral';
import { feedback } from '@/lib/feedback';
import { FormError } from '@/lib/form-error';
import { rulesFrom } from '@/lib/form-rules';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { formatStoreMoney } from '@/lib/money-text';
import { useLocale } from '@/lib/use-locale';
import { useSingleSubmit } from '@/lib/use-single-submit';
import { useDecideWithdrawal, type Decision } from '../api/withdrawals';
import { FullDestination } from './destination';

export type DecisionKind = Decision['action'];

interface Props {
  kind: DecisionKind;
  withdrawal: AdminWithdrawal;
  onClose: () => void;
}

const REFERENCE_MAX = 100;

/**
 * Admin: one decision on a payout, after seeing who asked, where it goes and what reaches them: approve it, mark it
 * paid with the payment's reference, or reject it with the reason the seller reads. One idempotency key per dialog:
 * a double click or a retry after a lost answer decides once.
 */
export function DecisionDialog({ kind, withdrawal: w, onClose }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [form] = Form.useForm<{ reference?: string; reason?: string }>();
  const decide = useDecideWithdrawal();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const money = (cents: number) => formatStoreMoney(cents, w.currency, locale);

  const { submit, submitting } = useSingleSubmit(async () => {
    let decision: Decision;
    try {
      const v = await form.validateFields();
      decision =
        kind === 'paid'
          ? { action: 'paid', body: { reference: (v.reference ?? '').trim(), idempotencyKey } }
          : kind === 'reject'
            ? { action: 'reject', body: { reason: (v.reason ?? '').trim(), idempotencyKey } }
            : { action: 'approve', body: { idempotencyKey } };
    } catch {
      // The form shows what is missing.
      return;
    }
    try {
      await decide.mutateAsync({ id: w.id, decision });
      feedback.message.success(t(`adminReferral.decision.${kind}.done`, { number: w.number }));
      onClose();
    } catch {
      // Shown in the dialog.
    }
  });

  return (
    <Modal
      open
      title={t(`adminReferral.decision.${kind}.title`, { number: w.number })}
      okText={t(`adminReferral.decision.${kind}.ok`)}
      okButtonProps={{ loading: submitting, danger: kind === 'reject' }}
      cancelButtonProps={{ disabled: submitting }}
      cancelText={t('adminReferral.decision.close')}
      onOk={() => void submit(undefined)}
      onCancel={() => {
        if (!submitting) onClose();
      }}
      destroyOnHidden
    >
      <Descriptions size="small" column={1} bordered style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('adminReferral.queue.columns.seller')}>{w.email}</Descriptions.Item>
        <Descriptions.Item label={t('adminReferral.queue.columns.method')}>
          <WithdrawalMethodName method={w.method} />
        </Descriptions.Item>
        <Descriptions.Item label={t('adminReferral.queue.columns.destination')}>
          <FullDestination w={w} />
        </Descriptions.Item>
        <Descriptions.Item label={t('adminReferral.queue.columns.amount')}>{money(w.amountCents)}</Descriptions.Item>
        <Descriptions.Item label={t('adminReferral.queue.columns.fee')}>{money(w.feeCents)}</Descriptions.Item>
        <Descriptions.Item label={t('adminReferral.queue.columns.net')}>
          <strong data-testid="net-to-pay">{money(w.netCents)}</strong>
        </Descriptions.Item>
      </Descriptions>
      <Alert
        type={kind === 'reject' ? 'warning' : 'info'}
        showIcon
        title={t(`adminReferral.decision.${kind}.consequence`, { net: money(w.netCents), amount: money(w.amountCents) })}
        style={{ marginBottom: 16 }}
      />
      <Form form={form} layout="vertical" onValuesChange={() => decide.error && decide.reset()}>
        {kind === 'paid' ? (
          <Form.Item
            name="reference"
            label={t('adminReferral.decision.paid.reference')}
            extra={t('adminReferral.decision.paid.referenceHint')}
            rules={rulesFrom(MarkWithdrawalPaid.shape.reference, {
              required: t('adminReferral.decision.paid.referenceRequired'),
              // The field stops at the greatest length.
              max: null,
            })}
          >
            <Input maxLength={REFERENCE_MAX} autoComplete="off" />
          </Form.Item>
        ) : null}
        {kind === 'reject' ? (
          <Form.Item
            name="reason"
            label={t('adminReferral.decision.reject.reason')}
            extra={t('adminReferral.decision.reject.reasonHint')}
            rules={rulesFrom(RejectWithdrawal.shape.reason, {
              required: t('adminReferral.decision.reject.reasonRequired'),
              // The field stops at the greatest length.
              max: null,
            })}
          >
            <Input.TextArea rows={4} maxLength={WITHDRAWAL_REASON_MAX} showCount />
          </Form.Item>
        ) : null}
        <FormError error={decide.error} />
      </Form>
    </Modal>
  );
}
