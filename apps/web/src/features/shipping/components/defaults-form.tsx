import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, Empty, Form, Row, Select, Typography } from 'antd';
import { SHIPPING_RULES_MAX, type Country, type ShippingDefaults, type ShippingMethod } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { FormError } from '@/lib/form-error';
import { CountrySelect } from '@/lib/regions/country-select';
import { useSaveShippingDefaults } from '../api/shipping-defaults';
import { ruleChecks, type RuleDraft } from './rule-checks';
import { useSingleSubmit } from '@/lib/use-single-submit';

interface Values {
  defaultCountryCode?: string | null;
  rules?: RuleDraft[];
}

interface Props {
  userId: string;
  saved: ShippingDefaults;
  countries: readonly Country[];
  methods: readonly ShippingMethod[];
}

/** Card 1: the default ship-to country and, per destination, the preferred and the fallback method. */
export function DefaultsForm({ userId, saved, countries, methods }: Props) {
  const { t } = useTranslation();
  const save = useSaveShippingDefaults(userId);
  const [form] = Form.useForm<Values>();
  const methodOptions = methods.map((m) => ({
    value: m.code,
    label: t('shippingSetting.methodOption', { name: m.name, min: m.daysMin, max: m.daysMax }),
  }));
  const rulesNow = (): RuleDraft[] => (form.getFieldValue('rules') as RuleDraft[] | undefined) ?? [];

  const { submit: onFinish, submitting } = useSingleSubmit(async (v: Values) => {
    try {
      await save.mutateAsync({
        defaultCountryCode: v.defaultCountryCode ?? null,
        rules: (v.rules ?? []).map((r) => ({
          countryCode: r.countryCode ?? '',
          preferredMethod: r.preferredMethod ?? '',
          fallbackMethod: r.fallbackMethod ?? null,
        })),
      });
      feedback.message.success(t('shippingSetting.defaultsSaved'));
    } catch {
      // Shown in the form.
    }
  });

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={{ defaultCountryCode: saved.defaultCountryCode ?? undefined, rules: saved.rules }}
      onFinish={(v) => void onFinish(v)}
    >
      <FormError error={save.error} />
      <Form.Item
        name="defaultCountryCode"
        label={t('shippingSetting.defaultCountry')}
        extra={t('shippingSetting.defaultCountryHint')}
        style={{ maxWidth: 420 }}
      >
        <CountrySelect countries={countries} allowClear placeholder={t('shippingSetting.chooseCountry')} />
      </Form.Item>
      <Typography.Title level={5}>{t('shippingSetting.rulesTitle')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('shippingSetting.rulesHint')}</Typography.Paragraph>
      <Form.List name="rules">
        {(fields, { add, remove }) => (
          <>
            {fields.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('shippingSetting.noRules')} />
            ) : (
              <Row gutter={12} aria-hidden style={{ fontWeight: 600, marginBottom: 4 }}>
                <Col xs={0} md={8}>
                  {t('shippingSetting.country')}
                </Col>
                <Col xs={0} md={7}>
                  {t('shippingSetting.preferred')}
                </Col>
                <Col xs={0} md={7}>
                  {t('shippingSetting.fallback')}
                </Col>
              </Row>
            )}
            {fields.map(({ key, name }, index) => (
              <Row key={key} gutter={12} align="top" role="group" aria-label={t('shippingSetting.rule', { n: index + 1 })}>
                <Col xs={24} md={8}>
                  <Form.Item
                    name={[name, 'countryCode']}
                    rules={[
                      { required: true, message: t('shippingSetting.countryRequired') },
                      {
                        validator: async () => {
                          if (ruleChecks.isDuplicate(rulesNow(), name)) throw new Error(t('shippingSetting.duplicate'));
                        },
                      },
                    ]}
                  >
                    <CountrySelect
                      countries={countries}
                      aria-label={t('shippingSetting.rowCountry', { n: index + 1 })}
                      placeholder={t('shippingSetting.chooseCountry')}
                    />
                  </Form.Item>
                </Col>
                <Col xs={24} md={7}>
                  <Form.Item
                    name={[name, 'preferredMethod']}
                    rules={[{ required: true, message: t('shippingSetting.preferredRequired') }]}
                  >
                    <Select
                      options={methodOptions}
                      aria-label={t('shippingSetting.rowPreferred', { n: index + 1 })}
                      placeholder={t('shippingSetting.chooseMethod')}
                    />
                  </Form.Item>
                </Col>
                <Col xs={20} md={7}>
                  <Form.Item
                    name={[name, 'fallbackMethod']}
                    dependencies={[['rules', name, 'preferredMethod']]}
                    rules={[
                      {
                        validator: async () => {
                          if (ruleChecks.isSameFallback(rulesNow()[name])) throw new Error(t('shippingSetting.sameFallback'));
                        },
                      },
                    ]}
                  >
                    <Select
                      options={methodOptions}
                      allowClear
                      aria-label={t('shippingSetting.rowFallback', { n: index + 1 })}
                      placeholder={t('shippingSetting.noFallback')}
                    />
                  </Form.Item>
                </Col>
                <Col xs={4} md={2}>
                  <Button
                    icon={<DeleteOutlined />}
                    aria-label={t('shippingSetting.removeRule', { n: index + 1 })}
                    onClick={() => remove(name)}
                  />
                </Col>
              </Row>
            ))}
            <Form.Item>
              <Button icon={<PlusOutlined />} onClick={() => add({})} disabled={fields.length >= SHIPPING_RULES_MAX}>
                {t('shippingSetting.addRule')}
              </Button>
            </Form.Item>
          </>
        )}
      </Form.List>
      <Button type="primary" htmlType="submit" loading={submitting}>
        {t('shippingSetting.saveDefaults')}
      </Button>
    </Form>
  );
}
