import { Button, Col, Form, InputNumber, Row, type FormRule } from 'antd';
import { SupportSettings } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { FormError } from '@/lib/form-error';
import { LoadState } from '@/lib/load-state';
import { SectionTitle } from '@/lib/page';
import { useSingleSubmit } from '@/lib/use-single-submit';
import { useSaveSupportSettings, useSupportSettings } from '../api/settings';

type Field = keyof SupportSettings;
/** The settings in two groups: the tickets' targets, and the claims' delays and window. */
const GROUPS: { title: 'tickets' | 'claims'; fields: Field[] }[] = [
  { title: 'tickets', fields: ['firstResponseHours', 'resolutionHours', 'autoCloseDays'] },
  { title: 'claims', fields: ['claimDelayDaysNear', 'claimDelayDaysFar', 'claimWindowDays'] },
];

/** The least and greatest value the contract takes for a field. */
const limitsOf = (field: Field) => {
  const s = SupportSettings.shape[field];
  return { min: s.minValue ?? 1, max: s.maxValue ?? 1000 };
};

/**
 * Admin: the SLA targets (first response, resolution), after how many days a resolved ticket closes by itself, and the
 * claims' rules (days after shipping before a not-received claim, near and far; days after delivery for item claims).
 */
export function SettingsTab() {
  const settings = useSupportSettings();
  return (
    <LoadState queries={[settings]} rows={4}>
      {(s) => <SettingsForm settings={s} />}
    </LoadState>
  );
}

type Values = Record<Field, number | null>;

function SettingsForm({ settings }: { settings: SupportSettings }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const save = useSaveSupportSettings();
  const k = (key: string) => t(`adminSupport.settings.${key}`);

  const { submit, submitting } = useSingleSubmit(async (v: Values) => {
    try {
      const saved = await save.mutateAsync({
        firstResponseHours: v.firstResponseHours ?? 0,
        resolutionHours: v.resolutionHours ?? 0,
        autoCloseDays: v.autoCloseDays ?? 0,
        claimDelayDaysNear: v.claimDelayDaysNear ?? 0,
        claimDelayDaysFar: v.claimDelayDaysFar ?? 0,
        claimWindowDays: v.claimWindowDays ?? 0,
      });
      form.setFieldsValue(saved);
      feedback.message.success(k('saved'));
    } catch {
      // Shown in the form, in the server's words.
    }
  });

  const whole = (field: Field): FormRule[] => {
    const { min, max } = limitsOf(field);
    return [
      {
        validator: async (_rule, value: number | null | undefined) => {
          if (value === null || value === undefined || !Number.isInteger(value) || value < min || value > max)
            throw new Error(t('adminSupport.settings.wholeRange', { min, max }));
        },
      },
    ];
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={settings}
      onFinish={(v) => void submit(v)}
      onValuesChange={() => save.error && save.reset()}
      style={{ maxWidth: 760 }}
    >
      {GROUPS.map((g) => (
        <section key={g.title} aria-label={k(g.title)}>
          <SectionTitle>{k(g.title)}</SectionTitle>
          <Row gutter={16}>
            {g.fields.map((f) => (
              <Col xs={24} sm={8} key={f}>
                <Form.Item name={f} label={k(f)} extra={k(`${f}Hint`)} required rules={whole(f)}>
                  <InputNumber precision={0} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
            ))}
          </Row>
        </section>
      ))}
      <FormError error={save.error} />
      <Button type="primary" htmlType="submit" loading={submitting}>
        {k('save')}
      </Button>
    </Form>
  );
}
