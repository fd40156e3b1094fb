import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

/** The business-email field of the register and reset forms: required and shaped like an address. */
export function BusinessEmailField({ disabled = false }: { disabled?: boolean }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="email"
      label={t('auth.register.email.label')}
      rules={[
        { required: true, whitespace: true, message: t('auth.register.email.required') },
        { type: 'email', message: t('auth.register.email.invalid') },
      ]}
    >
      <Input inputMode="email" autoComplete="email" disabled={disabled} placeholder={t('auth.register.email.placeholder')} />
    </Form.Item>
  );
}
