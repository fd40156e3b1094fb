import { Button, Form, Input, Switch } from 'antd';
import { UserSettingUpdate, type UserSetting } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { FormError } from '@/lib/form-error';
import { rulesFrom } from '@/lib/form-rules';
import { useSaveBasicSetting } from '../api/basic-setting';
import { SettingCard } from '../components/setting-card';
import { useSingleSubmit } from '@/lib/use-single-submit';

interface Values {
  iossEnabled: boolean;
  iossNumber: string;
}

const normalize = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** Setting → IOSS: the seller's EU IOSS number, declared on EU orders under the threshold when on. */
export default function IossSettingPage() {
  return (
    <SettingCard title="menu.settingIOSS" intro="iossSetting.intro">
      {(setting, userId) => <IossForm setting={setting} userId={userId} />}
    </SettingCard>
  );
}

function IossForm({ setting, userId }: { setting: UserSetting; userId: string }) {
  const { t } = useTranslation();
  const save = useSaveBasicSetting(userId);
  const [form] = Form.useForm<Values>();
  const enabled = Form.useWatch('iossEnabled', form);

  const { submit: onFinish, submitting } = useSingleSubmit(async (v: Values) => {
    try {
      await save.mutateAsync({ iossEnabled: v.iossEnabled, iossNumber: normalize(v.iossNumber ?? '') });
      feedback.message.success(t('iossSetting.saved'));
    } catch {
      // Shown in the form.
    }
  });

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      style={{ maxWidth: 480 }}
      initialValues={{ iossEnabled: setting.iossEnabled, iossNumber: setting.iossNumber }}
      onFinish={(v) => void onFinish(v)}
    >
      <FormError error={save.error} />
      <Form.Item name="iossEnabled" label={t('iossSetting.enabled')} valuePropName="checked" extra={t('iossSetting.enabledHint')}>
        <Switch aria-label={t('iossSetting.enabled')} />
      </Form.Item>
      <Form.Item
        name="iossNumber"
        label={t('iossSetting.number')}
        normalize={(value: string) => normalize(value)}
        // The contract lets the number be cleared; the form needs one while IOSS is on.
        rules={[
          { required: !!enabled, message: t('iossSetting.numberRequired') },
          ...rulesFrom(UserSettingUpdate.shape.iossNumber, { pattern: t('iossSetting.numberFormat') }),
        ]}
      >
        <Input placeholder="IM0123456789" maxLength={16} autoComplete="off" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={submitting}>
        {t('iossSetting.save')}
      </Button>
    </Form>
  );
}
