import { Button, Flex, Form, Switch, Typography, theme } from 'antd';
import { EMAIL_EVENTS, type EmailEvent, type EmailPrefs } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { FormError } from '@/lib/form-error';
import { useAccountId } from '@/stores/session-store';
import { useEmailPrefs, useSaveEmailPrefs } from '../api/email-prefs';
import { SettingFrame } from '../components/setting-frame';
import { useSingleSubmit } from '@/lib/use-single-submit';

type Values = Record<EmailEvent, boolean>;

/** i18n key part of an event: `order.on_hold` → `order_on_hold` (a dot would nest the key). */
const keyOf = (event: EmailEvent) => event.replace('.', '_');

/** Setting → Email: which events also send the seller an email (the console's notifications always appear). */
export default function EmailPrefsSettingPage() {
  const userId = useAccountId();
  const prefs = useEmailPrefs(userId);
  return (
    <SettingFrame title="menu.settingEmail" intro="emailSetting.intro" query={prefs}>
      {(saved) => <EmailPrefsForm saved={saved} userId={userId} />}
    </SettingFrame>
  );
}

function EmailPrefsForm({ saved, userId }: { saved: EmailPrefs; userId: string }) {
  const { t } = useTranslation();
  const save = useSaveEmailPrefs(userId);
  const { token } = theme.useToken();
  const row = { padding: '12px 0', borderBottom: `1px solid ${token.colorSplit}` };

  const { submit: onFinish, submitting } = useSingleSubmit(async (events: Values) => {
    try {
      await save.mutateAsync({ events });
      feedback.message.success(t('emailSetting.saved'));
    } catch {
      // Shown in the form.
    }
  });

  return (
    <Form<Values> layout="vertical" style={{ maxWidth: 720 }} initialValues={saved.events} onFinish={(v) => void onFinish(v)}>
      <FormError error={save.error} />
      <Flex vertical style={{ marginBottom: 24 }}>
        {EMAIL_EVENTS.map((event) => {
          const title = t(`emailSetting.events.${keyOf(event)}.title`);
          return (
            <Flex key={event} justify="space-between" align="center" gap={16} style={row}>
              <div>
                <Typography.Text strong>{title}</Typography.Text>
                <br />
                <Typography.Text type="secondary">{t(`emailSetting.events.${keyOf(event)}.text`)}</Typography.Text>
              </div>
              <Form.Item name={event} valuePropName="checked" noStyle>
                <Switch aria-label={title} />
              </Form.Item>
            </Flex>
          );
        })}
      </Flex>
      <Button type="primary" htmlType="submit" loading={submitting}>
        {t('emailSetting.save')}
      </Button>
    </Form>
  );
}
