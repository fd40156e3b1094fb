import { Alert, Form, Input, Modal, Typography } from 'antd';
import type { OrderDetail } from '@dropport/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { errorText } from '@/lib/form-error';
import { formatMoney } from '@/lib/format';
import { useLocale } from '@/lib/use-locale';
import { useCancelOrder } from '../api/cancel-order';

const REASON_MAX = 500;

/** Cancel an order with an optional reason; a paid order is refunded to the balance, and the dialog says so. */
export function CancelOrderModal({ order, onClose }: { order: OrderDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const cancel = useCancelOrder();
  const [reason, setReason] = useState('');
  const paid = order.paidAt !== null || order.status === 'paid';

  const submit = () =>
    cancel.mutate(
      { id: order.id, reason: reason.trim() || undefined },
      {
        onSuccess: (d) => {
          feedback.message.success(
            d.status === 'refunded'
              ? t('orders.cancel.refunded', { amount: formatMoney(d.refundedCents || d.costs.totalCents, locale) })
              : t('orders.cancel.cancelled'),
          );
          onClose();
        },
      },
    );

  return (
    <Modal
      open
      title={t('orders.cancel.title', { orderNo: order.orderNo })}
      okText={t('orders.cancel.ok')}
      cancelText={t('orders.cancel.keep')}
      okButtonProps={{ danger: true, loading: cancel.isPending }}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>
        {paid
          ? t('orders.cancel.paidText', { amount: formatMoney(order.costs.totalCents, locale) })
          : t('orders.cancel.unpaidText')}
      </Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item label={t('orders.cancel.reason')} htmlFor="order-cancel-reason">
          <Input.TextArea
            id="order-cancel-reason"
            rows={3}
            maxLength={REASON_MAX}
            showCount
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </Form.Item>
      </Form>
      {cancel.isError ? <Alert type="error" showIcon role="alert" title={errorText(cancel.error)} /> : null}
    </Modal>
  );
}
