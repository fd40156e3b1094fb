import { Alert, Descriptions, Form, Input, Modal } from 'antd';
import { REJECT_REASON_MAX, RechargeReject, type AdminRecharge } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { FormError, errorText } from '@/lib/form-error';
import { rulesFrom } from '@/lib/form-rules';
import { formatMoney } from '@/lib/format';
import { useApproveRecharge, useRejectRecharge } from '../api/review-recharge';
import { creditedCents } from './reason';

interface Props {
  recharge: AdminRecharge;
  onClose: () => void;
}

/** What an approval credits (the server's rule): the amount the seller confirmed sending. */
const creditOf = (r: AdminRecharge) => creditedCents(r);

/** Admin: approves a transfer after seeing exactly what is credited, and to whom. */
export function ApproveDialog({ recharge: r, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const approve = useApproveRecharge();
  const money = (cents: number) => formatMoney(cents, i18n.language);
  const differs = r.transfer !== null && r.transfer.amountCents !== r.amountCents;

  const submit = async () => {
    try {
      const done = await approve.mutateAsync(r.id);
      feedback.message.success(t('recharge.admin.approved', { amount: money(done.creditedCents ?? creditOf(done)) }));
      onClose();
    } catch {
      // Shown in the dialog.
    }
  };

  return (
    <Modal
      open
      title={t('recharge.admin.approveTitle')}
      okText={t('recharge.admin.approveOk', { amount: money(creditOf(r)) })}
      okButtonProps={{ loading: approve.isPending }}
      cancelButtonProps={{ disabled: approve.isPending }}
      cancelText={t('recharge.admin.close')}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Descriptions size="small" column={1} bordered style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('recharge.admin.drawer.seller')}>{r.sellerEmail}</Descriptions.Item>
        <Descriptions.Item label={t('recharge.bank.reference')}>{r.reference}</Descriptions.Item>
        <Descriptions.Item label={t('recharge.admin.toCredit')}>
          <strong data-testid="credit-amount">{money(creditOf(r))}</strong>
        </Descriptions.Item>
      </Descriptions>
      {differs ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('recharge.admin.mismatch', {
            confirmed: money(r.transfer!.amountCents),
            requested: money(r.amountCents),
          })}
        />
      ) : null}
      {approve.error ? <Alert type="error" showIcon role="alert" title={errorText(approve.error)} /> : null}
    </Modal>
  );
}

/** Admin: rejects a transfer with the reason its seller reads. */
export function RejectDialog({ recharge: r, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const reject = useRejectRecharge();

  const submit = async () => {
    const { reason } = await form.validateFields();
    try {
      await reject.mutateAsync({ id: r.id, body: { reason: reason.trim() } });
      feedback.message.success(t('recharge.admin.rejected'));
      onClose();
    } catch {
      // Shown in the dialog.
    }
  };

  return (
    <Modal
      open
      title={t('recharge.admin.rejectTitle')}
      okText={t('recharge.admin.sendReject')}
      okButtonProps={{ danger: true, loading: reject.isPending }}
      cancelButtonProps={{ disabled: reject.isPending }}
      cancelText={t('recharge.admin.close')}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>
        {r.sellerEmail} · {r.reference} · {formatMoney(r.amountCents, i18n.language)}
      </p>
      <Form form={form} layout="vertical" onValuesChange={() => reject.error && reject.reset()}>
        <Form.Item
          name="reason"
          label={t('recharge.admin.reason')}
          rules={rulesFrom(RechargeReject.shape.reason, {
            required: t('recharge.admin.reasonRequired'),
            min: () => t('recharge.admin.reasonRequired'),
            // The field stops at the greatest length.
            max: null,
          })}
        >
          <Input.TextArea rows={4} maxLength={REJECT_REASON_MAX} showCount />
        </Form.Item>
        <FormError error={reject.error} />
      </Form>
    </Modal>
  );
}
