import { DatePicker, Form, Input, Modal, Typography } from 'antd';
import { InboundShipInput, type InboundShipment } from '@dropport/contracts';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { FormError } from '@/lib/form-error';
import { rulesFrom } from '@/lib/form-rules';
import { useSingleSubmit } from '@/lib/use-single-submit';
import { useShipShipment } from '../api/inbound';
import { DAY } from '../inbound-values';
import { ModalButtons } from '@/lib/modal-buttons';

interface Values {
  carrier?: string;
  trackingNumber?: string;
  expectedAt?: Dayjs | null;
}

/** "Mark as shipped": the carrier and tracking number the warehouse will look for (required), and the expected day. */
export function ShipModal({ shipment, onClose }: { shipment: InboundShipment | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={shipment !== null}
      title={shipment ? t('cloudWarehouse.ship.title', { number: shipment.number }) : null}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      {shipment ? <ShipForm shipment={shipment} onClose={onClose} /> : null}
    </Modal>
  );
}

function ShipForm({ shipment, onClose }: { shipment: InboundShipment; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const ship = useShipShipment();
  const { submit, submitting } = useSingleSubmit(async (v: Values) => {
    try {
      const saved = await ship.mutateAsync({
        id: shipment.id,
        body: {
          carrier: (v.carrier ?? '').trim(),
          trackingNumber: (v.trackingNumber ?? '').trim(),
          expectedAt: v.expectedAt ? v.expectedAt.format(DAY) : null,
        },
      });
      feedback.message.success(t('cloudWarehouse.ship.done', { number: saved.number }));
      onClose();
    } catch {
      // Shown in the form, in the server's words.
    }
  });
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={{
        carrier: shipment.carrier ?? undefined,
        trackingNumber: shipment.trackingNumber ?? undefined,
        expectedAt: shipment.expectedAt ? dayjs(shipment.expectedAt.slice(0, 10), DAY) : null,
      }}
      onFinish={(v) => void submit(v)}
      onValuesChange={() => ship.isError && ship.reset()}
    >
      <Typography.Paragraph type="secondary">{t('cloudWarehouse.ship.text')}</Typography.Paragraph>
      <Form.Item
        name="carrier"
        label={t('cloudWarehouse.inbound.carrier')}
        rules={rulesFrom(InboundShipInput.shape.carrier, { required: t('cloudWarehouse.ship.carrierRequired'), max: null })}
      >
        <Input maxLength={60} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="trackingNumber"
        label={t('cloudWarehouse.inbound.tracking')}
        rules={rulesFrom(InboundShipInput.shape.trackingNumber, {
          required: t('cloudWarehouse.ship.trackingRequired'),
          max: null,
        })}
      >
        <Input maxLength={60} autoComplete="off" />
      </Form.Item>
      <Form.Item name="expectedAt" label={t('cloudWarehouse.inbound.expected')}>
        <DatePicker style={{ width: '100%' }} />
      </Form.Item>
      <FormError error={ship.error} />
      <Form.Item style={{ marginBottom: 0 }}>
        <ModalButtons
          submitting={submitting}
          onCancel={onClose}
          cancelText={t('cloudWarehouse.cancel')}
          okText={t('cloudWarehouse.ship.submit')}
        />
      </Form.Item>
    </Form>
  );
}
