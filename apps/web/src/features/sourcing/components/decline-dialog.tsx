import { Form, Input, Modal } from 'antd';
import { SOURCING_NOTE_MAX, SourcingDecline, type AdminSourcingRequest } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { FormError } from '@/lib/form-error';
import { rulesFrom } from '@/lib/form-rules';
import { useDeclineRequest } from '../api/decline-request';
import { requestTitle } from './request-card';

interface Props {
  request: AdminSourcingRequest;
  onClose: () => void;
}

/** Admin: declines a request with the reason its seller reads. */
export function DeclineDialog({ request, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const decline = useDeclineRequest();

  const submit = async () => {
    const { reason } = await form.validateFields();
    try {
      await decline.mutateAsync({ id: request.id, body: { reason: reason.trim() } });
      feedback.message.success(t('sourcing.admin.declined'));
      onClose();
    } catch {
      // Shown in the dialog.
    }
  };

  return (
    <Modal
      open
      title={t('sourcing.admin.declineTitle')}
      okText={t('sourcing.admin.sendDecline')}
      okButtonProps={{ danger: true, loading: decline.isPending }}
      cancelText={t('sourcing.form.close')}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>{requestTitle(request)}</p>
      <Form form={form} layout="vertical" onValuesChange={() => decline.error && decline.reset()}>
        <Form.Item
          name="reason"
          label={t('sourcing.admin.reason')}
          // The field stops at the greatest length.
          rules={rulesFrom(SourcingDecline.shape.reason, { required: t('sourcing.admin.reasonRequired'), max: null })}
        >
          <Input.TextArea rows={4} maxLength={SOURCING_NOTE_MAX} showCount />
        </Form.Item>
        <FormError error={decline.error} />
      </Form>
    </Modal>
  );
}
