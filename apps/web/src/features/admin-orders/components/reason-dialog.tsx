import { Alert, Form, Input, Modal } from 'antd';
import { HoldOrder } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { FormError } from '@/lib/form-error';
import { formatMoney } from '@/lib/format';
import { useOrderMove } from '../api/order-moves';
import { refundsOnCancel, type MoveTarget } from './move-target';

const REASON_MAX = 500;

interface Props {
  kind: 'hold' | 'cancel';
  order: MoveTarget;
  onClose: () => void;
}

/** Admin: holds or cancels an order with the reason its seller reads; a cancel says whether money goes back. */
export function ReasonDialog({ kind, order, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const run = useOrderMove();
  const refund = kind === 'cancel' && refundsOnCancel(order);

  const submit = async () => {
    const { reason } = await form.validateFields();
    try {
      await run.mutateAsync({ action: kind, id: order.id, reason: reason.trim() });
      feedback.message.success(t(`adminOrders.moved.${kind}`, { orderNo: order.orderNo }));
      onClose();
    } catch {
      // Shown in the dialog.
    }
  };

  const consequence =
    kind === 'hold'
      ? t('adminOrders.hold.consequence')
      : refund
        ? t('adminOrders.cancel.refund', {
            amount: formatMoney(order.costs.totalCents, i18n.language),
            seller: order.sellerEmail ?? t('adminOrders.cancel.theSeller'),
          })
        : t('adminOrders.cancel.noRefund');

  return (
    <Modal
      open
      title={t(`adminOrders.${kind}.title`, { orderNo: order.orderNo })}
      okText={t(`adminOrders.${kind}.ok`)}
      okButtonProps={{ danger: kind === 'cancel', loading: run.isPending }}
      cancelButtonProps={{ disabled: run.isPending }}
      cancelText={t('adminOrders.dialog.close')}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Alert type={kind === 'cancel' ? 'warning' : 'info'} showIcon title={consequence} style={{ marginBottom: 16 }} />
      <Form form={form} layout="vertical" onValuesChange={() => run.error && run.reset()}>
        <Form.Item
          name="reason"
          label={t('adminOrders.reason.label')}
          required
          rules={[
            {
              validator: async (_rule, value: string | undefined) => {
                // Hold and cancel take the same reason rule.
                if (!HoldOrder.shape.reason.safeParse(value ?? '').success) throw new Error(t('adminOrders.reason.required'));
              },
            },
          ]}
        >
          <Input.TextArea rows={4} maxLength={REASON_MAX} showCount />
        </Form.Item>
        <FormError error={run.error} />
      </Form>
    </Modal>
  );
}
