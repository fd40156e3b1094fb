import { Alert, Button, Form, Input, Typography } from 'antd';
import { isTwoFactorChallenge, type LoginResponse } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/lib/form-error';
import { useLoginByEmailCode } from '../api/login-email-code';
import { useSingleSubmit } from '@/lib/use-single-submit';

interface Props {
  challenge: string;
  /** The address typed at the password step. */
  email: string;
  expiresInSeconds: number;
  /** True once the password step was sent again for a new code. */
  resent: boolean;
  resending: boolean;
  /** A failed attempt to send a new code. */
  resendError: unknown;
  onSignedIn: (response: LoginResponse) => void;
  /** The account has two-factor sign-in on: its step follows, with this challenge. */
  onTwoFactor: (challenge: string) => void;
  onResend: () => void;
  onCancel: () => void;
}

const CODE = /^\s*\d{3}\s?\d{3}\s*$/;

/**
 * The sign-in's extra step while the account (or the network) sees many failed sign-ins and this browser is not
 * one that signed in before: the code emailed to the account. The server asks for it whether or not the password
 * was right, so the text says "if".
 */
export function EmailCodeStep(p: Props) {
  const { t } = useTranslation();
  const finish = useLoginByEmailCode();
  const [form] = Form.useForm<{ code: string }>();
  // A second click or Enter can land before the button shows it is busy; the code must go once.
  const { submit: onFinish, submitting } = useSingleSubmit(async ({ code }: { code: string }) => {
    try {
      const result = await finish.mutateAsync({ challenge: p.challenge, code: code.replace(/\s/g, '') });
      if (isTwoFactorChallenge(result)) p.onTwoFactor(result.challenge);
      else p.onSignedIn(result);
    } catch {
      form.setFieldValue('code', '');
    }
  });

  return (
    <Form form={form} name="email-code" layout="vertical" size="large" requiredMark={false} onFinish={(v) => void onFinish(v)}>
      <Typography.Paragraph type="secondary">
        {t('auth.emailCode.hint', { email: p.email.trim(), minutes: Math.round(p.expiresInSeconds / 60) })}
      </Typography.Paragraph>
      {p.resent && !p.resendError ? (
        <Form.Item>
          <Alert type="info" showIcon title={t('auth.emailCode.resent')} />
        </Form.Item>
      ) : null}
      <FormError error={finish.error ?? p.resendError} />
      <Form.Item
        name="code"
        label={t('auth.emailCode.codeLabel')}
        rules={[{ required: true, pattern: CODE, message: t('auth.emailCode.codeInvalid') }]}
      >
        <Input autoFocus inputMode="numeric" autoComplete="one-time-code" maxLength={7} placeholder="123456" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting} disabled={p.resending}>
        {t('auth.emailCode.submit')}
      </Button>
      <Button type="link" block onClick={p.onResend} loading={p.resending} disabled={finish.isPending} style={{ marginTop: 8 }}>
        {t('auth.emailCode.resend')}
      </Button>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8, textAlign: 'center' }}>
        {t('auth.emailCode.noEmail')}
      </Typography.Paragraph>
      <Button type="text" block onClick={p.onCancel}>
        {t('auth.emailCode.back')}
      </Button>
    </Form>
  );
}
