import { Button, Col, Form, Input, InputNumber, Row, type FormRule } from 'antd';
import { DEFAULT_CURRENCY, type ReferralSettings, type ReferralSettingsView } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { FormError } from '@/lib/form-error';
import { dollarSign, formatStoreMoney } from '@/lib/money-text';
import { useLocale } from '@/lib/use-locale';
import { useSingleSubmit } from '@/lib/use-single-submit';
import { useSaveReferralSettings } from '../api/settings';
import { limitsOf, percentToBp, toSettings, typedCentsOrZero, valuesOf, type SettingsValues } from '../settings-values';

/** Admin: the programme's rules; a change applies to commissions earned from then on and is recorded. */
export function SettingsForm({ view }: { view: ReferralSettingsView }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [form] = Form.useForm<SettingsValues>();
  const save = useSaveReferralSettings();
  const money = (cents: number) => formatStoreMoney(cents, DEFAULT_CURRENCY, locale);

  const { submit, submitting } = useSingleSubmit(async (v: SettingsValues) => {
    try {
      const saved = await save.mutateAsync(toSettings(v));
      form.setFieldsValue(valuesOf(saved.settings, locale));
      feedback.message.success(t('adminReferral.settings.saved'));
    } catch {
      // Shown in the form.
    }
  });

  /** A whole number within the contract's bounds. */
  const whole = (field: keyof ReferralSettings): FormRule[] => {
    const { min, max } = limitsOf(field);
    return [
      {
        validator: async (_rule, value: number | null | undefined) => {
          if (value === null || value === undefined || !Number.isInteger(value) || value < min || value > max)
            throw new Error(t('adminReferral.settings.wholeRange', { min, max }));
        },
      },
    ];
  };

  /** Dollars with two decimals at most, within the contract's bounds (in cents). */
  const dollars = (field: 'minPayoutCents' | 'payoutFeeCents'): FormRule[] => {
    const { min, max } = limitsOf(field);
    return [
      {
        validator: async (_rule, value: string | undefined) => {
          const cents = typedCentsOrZero(value);
          if (cents === null) throw new Error(t('adminReferral.settings.moneyInvalid'));
          if (cents < min || cents > max)
            throw new Error(t('adminReferral.settings.moneyRange', { min: money(min), max: money(max) }));
        },
      },
    ];
  };

  const rate = limitsOf('rateBp');
  const percent = (bp: number) => (bp / 100).toFixed(2);

  return (
    <Form<SettingsValues>
      form={form}
      layout="vertical"
      initialValues={valuesOf(view.settings, locale)}
      onFinish={(v) => void submit(v)}
      onValuesChange={() => save.error && save.reset()}
    >
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="rate"
            label={t('adminReferral.settings.rate')}
            extra={t('adminReferral.settings.rateHint')}
            required
            rules={[
              {
                validator: async (_rule, value: string | undefined) => {
                  const bp = percentToBp(value);
                  if (bp === null || bp < rate.min || bp > rate.max)
                    throw new Error(t('adminReferral.settings.rateInvalid', { min: percent(rate.min), max: percent(rate.max) }));
                },
              },
            ]}
          >
            <Input suffix="%" inputMode="decimal" autoComplete="off" style={{ maxWidth: 200 }} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="windowDays"
            label={t('adminReferral.settings.windowDays')}
            extra={t('adminReferral.settings.windowHint')}
            required
            rules={whole('windowDays')}
          >
            <InputNumber precision={0} style={{ width: 200 }} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="holdDays"
            label={t('adminReferral.settings.holdDays')}
            extra={t('adminReferral.settings.holdHint')}
            required
            rules={whole('holdDays')}
          >
            <InputNumber precision={0} style={{ width: 200 }} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="maxOpenPayouts"
            label={t('adminReferral.settings.maxOpenPayouts')}
            extra={t('adminReferral.settings.maxOpenHint')}
            required
            rules={whole('maxOpenPayouts')}
          >
            <InputNumber precision={0} style={{ width: 200 }} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="minPayout"
            label={t('adminReferral.settings.minPayout', { currency: DEFAULT_CURRENCY })}
            extra={t('adminReferral.settings.minPayoutHint')}
            required
            rules={dollars('minPayoutCents')}
          >
            <Input prefix={dollarSign(locale)} inputMode="decimal" autoComplete="off" style={{ maxWidth: 200 }} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="payoutFee"
            label={t('adminReferral.settings.payoutFee', { currency: DEFAULT_CURRENCY })}
            extra={t('adminReferral.settings.payoutFeeHint')}
            required
            rules={dollars('payoutFeeCents')}
          >
            <Input prefix={dollarSign(locale)} inputMode="decimal" autoComplete="off" style={{ maxWidth: 200 }} />
          </Form.Item>
        </Col>
      </Row>
      <FormError error={save.error} />
      <Button type="primary" htmlType="submit" loading={submitting}>
        {t('adminReferral.settings.save')}
      </Button>
    </Form>
  );
}
