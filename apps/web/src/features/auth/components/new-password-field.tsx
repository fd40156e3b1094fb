import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN } from '../api/register';

/** The password field of every form that sets a new password (register, reset): required, at least PASSWORD_MIN. */
export function NewPasswordField({ label }: { label: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="password"
      label={label}
      rules={[
        { required: true, message: t('auth.form.password.errMsg') },
        { min: PASSWORD_MIN, message: t('auth.register.password.tooShort', { min: PASSWORD_MIN }) },
      ]}
    >
      <Input.Password autoComplete="new-password" placeholder={t('auth.register.password.placeholder', { min: PASSWORD_MIN })} />
    </Form.Item>
  );
}
