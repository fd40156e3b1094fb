import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

/** Six digits, with an optional space in the middle as authenticator apps show them. */
export const CODE_PATTERN = /^\s*\d{3}\s?\d{3}\s*$/;

/** The `code` field of a form: the 6-digit code the authenticator app shows now. */
export function AuthenticatorCodeField() {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="code"
      label={t('account.twoFactor.codeLabel')}
      rules={[{ required: true, pattern: CODE_PATTERN, message: t('account.twoFactor.codeInvalid') }]}
    >
      <Input inputMode="numeric" autoComplete="one-time-code" maxLength={7} style={{ maxWidth: 200 }} />
    </Form.Item>
  );
}
