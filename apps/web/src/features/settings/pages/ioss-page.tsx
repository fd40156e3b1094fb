import { Alert, Button, Card, Form, Input, Skeleton, Switch, Typography } from 'antd';
import { IOSS_PATTERN } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { isApiError } from '../../../lib/http';
import { useSessionStore } from '../../../stores/session-store';
import { useBasicSetting, useSaveBasicSetting } from '../api/basic-setting';

interface Values {
  iossEnabled: boolean;
  iossNumber: string;
}

const normalize = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** Setting → IOSS: the seller's EU IOSS number, declared on EU orders under the threshold when on. */
export default function IossSettingPage() {
  const { t } = useTranslation();
  const userId = useSessionStore((s) => s.user?.id ?? '');
  const setting = useBasicSetting(userId);
  const save = useSaveBasicSetting(userId);
  const [form] = Form.useForm<Values>();
  const enabled = Form.useWatch('iossEnabled', form);

  if (setting.isPending) return <Skeleton active />;
  if (setting.isError) return <Alert type="error" showIcon title={t('common.loadFailed')} description={setting.error.message} />;

  const onFinish = async (v: Values) => {
    try {
      await save.mutateAsync({ iossEnabled: v.iossEnabled, iossNumber: normalize(v.iossNumber ?? '') });
      feedback.message.success(t('iossSetting.saved'));
    } catch {
      // Shown in the form.
    }
  };

  return (
    <Card>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('menu.settingIOSS')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ maxWidth: 720 }}>
        {t('iossSetting.intro')}
      </Typography.Paragraph>
      <Form<Values>
        form={form}
        layout="vertical"
        style={{ maxWidth: 480 }}
        initialValues={{ iossEnabled: setting.data.iossEnabled, iossNumber: setting.data.iossNumber }}
        onFinish={(v) => void onFinish(v)}
      >
        {save.isError ? (
          <Form.Item>
            <Alert
              type="error"
              showIcon
              role="alert"
              title={isApiError(save.error) ? save.error.message : t('common.unexpectedError')}
            />
          </Form.Item>
        ) : null}
        <Form.Item
          name="iossEnabled"
          label={t('iossSetting.enabled')}
          valuePropName="checked"
          extra={t('iossSetting.enabledHint')}
        >
          <Switch aria-label={t('iossSetting.enabled')} />
        </Form.Item>
        <Form.Item
          name="iossNumber"
          label={t('iossSetting.number')}
          normalize={(value: string) => normalize(value)}
          rules={[
            { required: !!enabled, message: t('iossSetting.numberRequired') },
            { pattern: IOSS_PATTERN, message: t('iossSetting.numberFormat') },
          ]}
        >
          <Input placeholder="IM0123456789" maxLength={16} autoComplete="off" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('iossSetting.save')}
        </Button>
      </Form>
    </Card>
  );
}
