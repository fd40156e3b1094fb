import { DatePicker, Form, Input, Modal } from 'antd';
import { AddCheckpoint } from '@dropport/contracts';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { FormError } from '@/lib/form-error';
import { useOrderMove } from '../api/order-moves';
import type { MoveTarget } from './move-target';

interface Values {
  at: Dayjs | null;
  location: string;
  description: string;
}

const fits = (field: 'location' | 'description', v: string | undefined) => AddCheckpoint.shape[field].safeParse(v ?? '').success;

interface Props {
  order: MoveTarget;
  onClose: () => void;
}

/** Admin: a step of the parcel's journey (when, where, what), shown to the seller as tracking. */
export function CheckpointDialog({ order, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const add = useOrderMove();

  const submit = async () => {
    const v = await form.validateFields();
    try {
      await add.mutateAsync({
        action: 'checkpoint',
        id: order.id,
        body: { at: (v.at ?? dayjs()).toISOString(), location: v.location.trim(), description: v.description.trim() },
      });
      feedback.message.success(t('adminOrders.moved.checkpoint', { orderNo: order.orderNo }));
      onClose();
    } catch {
      // Shown in the dialog.
    }
  };

  return (
    <Modal
      open
      title={t('adminOrders.checkpoint.title', { orderNo: order.orderNo })}
      okText={t('adminOrders.checkpoint.ok')}
      okButtonProps={{ loading: add.isPending }}
      cancelButtonProps={{ disabled: add.isPending }}
      cancelText={t('adminOrders.dialog.close')}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ at: dayjs().second(0).millisecond(0) }}
        onValuesChange={() => add.error && add.reset()}
      >
        <Form.Item
          name="at"
          label={t('adminOrders.checkpoint.at')}
          rules={[{ required: true, message: t('adminOrders.checkpoint.atRequired') }]}
        >
          <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="location"
          label={t('adminOrders.checkpoint.location')}
          required
          rules={[
            {
              validator: async (_r, v: string | undefined) => {
                if (!fits('location', v)) throw new Error(t('adminOrders.checkpoint.locationRequired'));
              },
            },
          ]}
        >
          <Input maxLength={120} placeholder={t('adminOrders.checkpoint.locationPlaceholder')} />
        </Form.Item>
        <Form.Item
          name="description"
          label={t('adminOrders.checkpoint.description')}
          required
          rules={[
            {
              validator: async (_r, v: string | undefined) => {
                if (!fits('description', v)) throw new Error(t('adminOrders.checkpoint.descriptionRequired'));
              },
            },
          ]}
        >
          <Input.TextArea rows={2} maxLength={300} showCount placeholder={t('adminOrders.checkpoint.descriptionPlaceholder')} />
        </Form.Item>
        <FormError error={add.error} />
      </Form>
    </Modal>
  );
}
