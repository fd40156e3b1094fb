import { AutoComplete, Form, Input, Modal } from 'antd';
import { ShipOrder, TRACKING_NUMBER_MAX } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { FormError } from '@/lib/form-error';
import { useOrderMove } from '../api/order-moves';
import type { MoveTarget } from './move-target';

/** Carriers the supply side uses most; any other name may be typed. */
const CARRIERS = ['YunExpress', '4PX', 'Cainiao', 'China Post', 'DHL', 'FedEx', 'UPS', 'USPS'];

interface Values {
  carrier: string;
  trackingNumber: string;
  trackingUrl?: string;
}

const fits = (field: keyof typeof ShipOrder.shape, value: unknown) => ShipOrder.shape[field].safeParse(value).success;
const isWebAddress = (v: string) => /^https?:\/\//i.test(v.trim()) && fits('trackingUrl', v);

interface Props {
  order: MoveTarget;
  onClose: () => void;
}

/** Admin: the parcel left with a carrier — its carrier, tracking number and (optionally) tracking page. */
export function ShipDialog({ order, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const ship = useOrderMove();

  const submit = async () => {
    const values = await form.validateFields();
    const parsed = ShipOrder.parse(values);
    try {
      await ship.mutateAsync({
        action: 'ship',
        id: order.id,
        body: {
          carrier: parsed.carrier,
          trackingNumber: parsed.trackingNumber,
          ...(parsed.trackingUrl ? { trackingUrl: parsed.trackingUrl } : {}),
        },
      });
      feedback.message.success(t('adminOrders.moved.ship', { orderNo: order.orderNo }));
      onClose();
    } catch {
      // Shown in the dialog.
    }
  };

  return (
    <Modal
      open
      title={t('adminOrders.ship.title', { orderNo: order.orderNo })}
      okText={t('adminOrders.ship.ok')}
      okButtonProps={{ loading: ship.isPending }}
      cancelButtonProps={{ disabled: ship.isPending }}
      cancelText={t('adminOrders.dialog.close')}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onValuesChange={() => ship.error && ship.reset()}>
        <Form.Item
          name="carrier"
          label={t('adminOrders.ship.carrier')}
          required
          rules={[
            {
              validator: async (_r, v: string | undefined) => {
                if (!fits('carrier', v ?? '')) throw new Error(t('adminOrders.ship.carrierInvalid'));
              },
            },
          ]}
        >
          <AutoComplete
            aria-label={t('adminOrders.ship.carrier')}
            options={CARRIERS.map((c) => ({ value: c }))}
            showSearch={{
              filterOption: (input, option) => !!option?.value.toLowerCase().includes(input.trim().toLowerCase()),
            }}
          />
        </Form.Item>
        <Form.Item
          name="trackingNumber"
          label={t('adminOrders.ship.trackingNumber')}
          required
          rules={[
            {
              validator: async (_r, v: string | undefined) => {
                if (!fits('trackingNumber', v ?? ''))
                  throw new Error(t('adminOrders.ship.trackingNumberInvalid', { max: TRACKING_NUMBER_MAX }));
              },
            },
          ]}
        >
          <Input maxLength={TRACKING_NUMBER_MAX + 10} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="trackingUrl"
          label={t('adminOrders.ship.trackingUrl')}
          extra={t('adminOrders.ship.trackingUrlHint')}
          rules={[
            {
              validator: async (_r, v: string | undefined) => {
                if (v?.trim() && !isWebAddress(v)) throw new Error(t('adminOrders.ship.trackingUrlInvalid'));
              },
            },
          ]}
        >
          <Input maxLength={500} placeholder="https://" autoComplete="off" />
        </Form.Item>
        <FormError error={ship.error} />
      </Form>
    </Modal>
  );
}
