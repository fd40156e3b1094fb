import { Button, Col, Form, Input, Row, Switch, Typography } from 'antd';
import {
  CARRIER_NAME_MAX,
  TRACKING_NUMBER_PLACEHOLDER,
  isTrackingUrlTemplate,
  trackingUrl,
  type ShippingMethod,
  type TrackSetting,
} from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { FormError } from '@/lib/form-error';
import { useSaveTrackSetting } from '../api/track-setting';
import { useSingleSubmit } from '@/lib/use-single-submit';

/** The number the live example shows. */
export const SAMPLE_TRACKING_NUMBER = 'DP2026000123US';

interface Values {
  notifyCustomer: boolean;
  trackingUrlTemplate?: string;
  carrierNames?: Record<string, string | undefined>;
}

interface Props {
  userId: string;
  saved: TrackSetting;
  methods: readonly ShippingMethod[];
}

/** Card 2: what the seller's stores receive with a tracking number. */
export function TrackingForm({ userId, saved, methods }: Props) {
  const { t } = useTranslation();
  const save = useSaveTrackSetting(userId);
  const [form] = Form.useForm<Values>();
  const template = (Form.useWatch('trackingUrlTemplate', form) ?? saved.trackingUrlTemplate).trim();

  const { submit: onFinish, submitting } = useSingleSubmit(async (v: Values) => {
    const names = Object.entries(v.carrierNames ?? {})
      .map(([code, name]) => [code, (name ?? '').trim()] as const)
      .filter(([, name]) => name !== '');
    try {
      await save.mutateAsync({
        userId,
        notifyCustomer: v.notifyCustomer,
        trackingUrlTemplate: (v.trackingUrlTemplate ?? '').trim(),
        carrierNames: Object.fromEntries(names),
      });
      feedback.message.success(t('shippingSetting.trackingSaved'));
    } catch {
      // Shown in the form.
    }
  });

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      style={{ maxWidth: 760 }}
      initialValues={{
        notifyCustomer: saved.notifyCustomer,
        trackingUrlTemplate: saved.trackingUrlTemplate,
        carrierNames: saved.carrierNames,
      }}
      onFinish={(v) => void onFinish(v)}
    >
      <FormError error={save.error} />
      <Form.Item
        name="notifyCustomer"
        label={t('shippingSetting.notify')}
        extra={t('shippingSetting.notifyHint')}
        valuePropName="checked"
      >
        <Switch aria-label={t('shippingSetting.notify')} />
      </Form.Item>
      <Form.Item
        name="trackingUrlTemplate"
        label={t('shippingSetting.template')}
        extra={<TemplateExample template={template} />}
        rules={[
          {
            validator: async (_, value: string | undefined) => {
              if (!isTrackingUrlTemplate((value ?? '').trim())) {
                throw new Error(t('shippingSetting.templateInvalid', { placeholder: TRACKING_NUMBER_PLACEHOLDER }));
              }
            },
          },
        ]}
      >
        <Input placeholder={`https://track.example.com/?n=${TRACKING_NUMBER_PLACEHOLDER}`} autoComplete="off" />
      </Form.Item>
      <Typography.Title level={5}>{t('shippingSetting.carrierNames')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('shippingSetting.carrierNamesHint')}</Typography.Paragraph>
      <Row gutter={16}>
        {methods.map((m) => (
          <Col key={m.code} xs={24} md={12}>
            <Form.Item name={['carrierNames', m.code]} label={t('shippingSetting.carrierFor', { method: m.name })}>
              <Input placeholder={m.carrier} maxLength={CARRIER_NAME_MAX} autoComplete="off" />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Button type="primary" htmlType="submit" loading={submitting}>
        {t('shippingSetting.saveTracking')}
      </Button>
    </Form>
  );
}

/** What a buyer would open for a sample parcel, as the template is typed. */
function TemplateExample({ template }: { template: string }) {
  const { t } = useTranslation();
  if (template === '') return t('shippingSetting.templateEmpty');
  if (!isTrackingUrlTemplate(template)) return t('shippingSetting.templateHelp', { placeholder: TRACKING_NUMBER_PLACEHOLDER });
  return (
    <span data-testid="tracking-example">
      {t('shippingSetting.templateExample', { number: SAMPLE_TRACKING_NUMBER })}{' '}
      <Typography.Text code>{trackingUrl(template, SAMPLE_TRACKING_NUMBER)}</Typography.Text>
    </span>
  );
}
