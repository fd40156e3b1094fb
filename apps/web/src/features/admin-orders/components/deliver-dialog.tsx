import { Alert, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { errorText } from '@/lib/form-error';
import { useOrderMove } from '../api/order-moves';
import type { MoveTarget } from './move-target';

interface Props {
  order: MoveTarget;
  onClose: () => void;
}

/** Admin: marks a shipped order delivered, which cannot be undone, after a confirmation. */
export function DeliverDialog({ order, onClose }: Props) {
  const { t } = useTranslation();
  const run = useOrderMove();

  const submit = async () => {
    try {
      await run.mutateAsync({ action: 'deliver', id: order.id });
      feedback.message.success(t('adminOrders.moved.deliver', { orderNo: order.orderNo }));
      onClose();
    } catch {
      // Shown in the dialog.
    }
  };

  return (
    <Modal
      open
      title={t('adminOrders.deliver.title', { orderNo: order.orderNo })}
      okText={t('adminOrders.deliver.ok')}
      okButtonProps={{ loading: run.isPending }}
      cancelButtonProps={{ disabled: run.isPending }}
      cancelText={t('adminOrders.dialog.close')}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>{t('adminOrders.deliver.body')}</p>
      {run.error ? <Alert type="error" showIcon role="alert" title={errorText(run.error)} /> : null}
    </Modal>
  );
}
