import { Button, Col, Form, InputNumber, Row, type FormRule } from 'antd';
import { SupportSettings } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { FormError } from '@/lib/form-error';
import { LoadState } from '@/lib/load-state';
import { useSingleSubmit } from '@/lib/use-single-submit';
import { useSaveSupportSettings, useSupportSettings } from '../api/settings';

type Field = keyof SupportSettings;
const FIELDS: Field[] = ['firstResponseHours', 'resolutionHours', 'autoCloseDays'];

/** The least and greatest value the contract takes for a field. */
const limitsOf = (field: Field) => {
  const s = SupportSettings.shape[field];
  return { min: s.minValue ?? 1, max: s.maxValue ?? 1000 };
};

/** Admin: the SLA targets (first response, resolution) and after how many days a resolved ticket closes by itself. */
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
      <Row gutter={16}>
        {FIELDS.map((f) => (
          <Col xs={24} sm={8} key={f}>
            <Form.Item name={f} label={k(f)} extra={k(`${f}Hint`)} required rules={whole(f)}>
              <InputNumber precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <FormError error={save.error} />
      <Button type="primary" htmlType="submit" loading={submitting}>
        {k('save')}
      </Button>
    </Form>
  );
}
