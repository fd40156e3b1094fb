import { Button, Form, Input } from 'antd';
import type { LoginResponse } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { useRegister, type RegisterValues } from '../api/register';
import { startSession } from '../session';
import { BusinessEmailField } from './business-email-field';
import { FormError } from '../../../lib/form-error';
import { useSingleSubmit } from '../../../lib/use-single-submit';
import { NewPasswordField } from './new-password-field';

interface Props {
  onRegistered: (account: LoginResponse) => void;
  onBackToLogin: () => void;
}

export function RegisterForm({ onRegistered, onBackToLogin }: Props) {
  const { t } = useTranslation();
  const registration = useRegister();

  const { submit, submitting } = useSingleSubmit(async (values: RegisterValues) => {
    try {
      const account = await registration.mutateAsync(values);
      startSession(account, false, 'signUp');
      onRegistered(account);
    } catch {
      // Shown in the form.
    }
  });

  return (
    <Form<RegisterValues> name="register" layout="vertical" size="large" requiredMark={false} onFinish={(v) => void submit(v)}>
      <FormError error={registration.error} />
      <BusinessEmailField />
      <NewPasswordField label={t('auth.register.password.label')} />
      <Form.Item name="inviteCode" label={t('auth.register.inviteCode.label')}>
        <Input autoComplete="off" maxLength={32} placeholder={t('auth.register.inviteCode.placeholder')} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {t('auth.register.submit')}
      </Button>
      <Button type="text" block onClick={onBackToLogin} style={{ marginTop: 8 }}>
        {t('auth.register.haveAccount')}
      </Button>
    </Form>
  );
}
