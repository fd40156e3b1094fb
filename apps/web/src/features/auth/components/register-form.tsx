import { Button, Form, Input, Typography } from 'antd';
import type { LoginResponse } from '@dropport/contracts';
import { Trans, useTranslation } from 'react-i18next';
import { useRegister, type RegisterValues } from '../api/register';
import { startSession } from '../session';
import { BusinessEmailField } from './business-email-field';
import { FormError, errorText } from '@/lib/form-error';
import { isApiError } from '@/lib/http';
import { useSingleSubmit } from '@/lib/use-single-submit';
import { NewPasswordField } from './new-password-field';

interface Props {
  /** Filled in from an invite link; the visitor may change it. */
  inviteCode?: string | undefined;
  onRegistered: (account: LoginResponse) => void;
  onBackToLogin: () => void;
}

export function RegisterForm({ inviteCode, onRegistered, onBackToLogin }: Props) {
  const { t } = useTranslation();
  const registration = useRegister();
  const [form] = Form.useForm<RegisterValues>();

  const { submit, submitting } = useSingleSubmit(async (values: RegisterValues) => {
    try {
      const account = await registration.mutateAsync(values);
      startSession(account, false, 'signUp');
      onRegistered(account);
    } catch (error) {
      // The rest is shown above the form; an unknown invite code belongs to its own field.
      if (isApiError(error, 'INVITE_CODE_UNKNOWN')) {
        form.setFields([{ name: 'inviteCode', errors: [errorText(error)] }]);
        form.scrollToField('inviteCode', { block: 'center' });
      }
    }
  });

  return (
    <Form<RegisterValues>
      form={form}
      name="register"
      layout="vertical"
      size="large"
      requiredMark={false}
      initialValues={inviteCode ? { inviteCode } : undefined}
      onFinish={(v) => void submit(v)}
    >
      <FormError error={isApiError(registration.error, 'INVITE_CODE_UNKNOWN') ? null : registration.error} />
      <BusinessEmailField />
      <NewPasswordField label={t('auth.register.password.label')} />
      <Form.Item name="inviteCode" label={t('auth.register.inviteCode.label')}>
        <Input autoComplete="off" maxLength={32} placeholder={t('auth.register.inviteCode.placeholder')} />
      </Form.Item>
      <Typography.Paragraph type="secondary" style={{ fontSize: 13 }}>
        {/* A new tab, so that reading the texts does not lose what was typed here. */}
        <Trans
          i18nKey="auth.register.terms"
          components={{
            terms: <Typography.Link href="/text#terms" target="_blank" rel="noopener noreferrer" />,
            privacy: <Typography.Link href="/text#privacy" target="_blank" rel="noopener noreferrer" />,
          }}
        />
      </Typography.Paragraph>
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {t('auth.register.submit')}
      </Button>
      <Button type="text" block onClick={onBackToLogin} style={{ marginTop: 8 }}>
        {t('auth.register.haveAccount')}
      </Button>
    </Form>
  );
}
