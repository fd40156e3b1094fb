import { Button, Flex, Form, Radio, Typography } from 'antd';
import { WHEN_SHORT, type CloudSettings } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { FormError } from '@/lib/form-error';
import { LoadState } from '@/lib/load-state';
import { useSingleSubmit } from '@/lib/use-single-submit';
import { useCloudSettings, useSaveCloudSettings } from '../api/settings';

/** What an order does when the seller's stock of a line is short: the supplier ships the line, or the order waits. */
export function SettingsTab() {
  const settings = useCloudSettings();
  return (
    <LoadState queries={[settings]} rows={4}>
      {(s) => <SettingsForm settings={s} />}
    </LoadState>
  );
}

function SettingsForm({ settings }: { settings: CloudSettings }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<CloudSettings>();
  const save = useSaveCloudSettings();
  const { submit, submitting } = useSingleSubmit(async (v: CloudSettings) => {
    try {
      await save.mutateAsync(v);
      feedback.message.success(t('cloudWarehouse.settings.saved'));
    } catch {
      // Shown in the form, in the server's words.
    }
  });
  return (
    <Form<CloudSettings>
      form={form}
      layout="vertical"
      initialValues={settings}
      onFinish={(v) => void submit(v)}
      onValuesChange={() => save.isError && save.reset()}
      style={{ maxWidth: 720 }}
    >
      <Form.Item name="whenShort" label={<Typography.Text strong>{t('cloudWarehouse.settings.whenShort')}</Typography.Text>}>
        <Radio.Group aria-label={t('cloudWarehouse.settings.whenShort')} style={{ width: '100%' }}>
          <Flex vertical gap={12}>
            {WHEN_SHORT.map((w) => (
              <Radio key={w} value={w} style={{ alignItems: 'flex-start', whiteSpace: 'normal' }}>
                <Flex vertical>
                  <Typography.Text>{t(`cloudWarehouse.settings.${w}`)}</Typography.Text>
                  <Typography.Text type="secondary">{t(`cloudWarehouse.settings.${w}Hint`)}</Typography.Text>
                </Flex>
              </Radio>
            ))}
          </Flex>
        </Radio.Group>
      </Form.Item>
      <FormError error={save.error} />
      <Button type="primary" htmlType="submit" loading={submitting}>
        {t('cloudWarehouse.settings.save')}
      </Button>
    </Form>
  );
}
