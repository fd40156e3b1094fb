import { Alert, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { useResendVerification, useVerifyEmail } from '../api/verify-email';
import { FormError, errorText } from '@/lib/form-error';
import { useSingleSubmit } from '@/lib/use-single-submit';

interface Props {
  userId: string;
  email: string;
  onVerified?: () => void;
  /** `inline` fits in a banner; `vertical` is the sign-up step. */
  layout?: 'inline' | 'vertical';
}

/** The 6-digit code input with "resend code": used after sign-up and in the workplace banner. */
export function VerifyEmailForm({ userId, email, onVerified, layout = 'vertical' }: Props) {
  const { t } = useTranslation();
  const verify = useVerifyEmail();
  const resend = useResendVerification();

  const { submit: onFinish, submitting } = useSingleSubmit(async ({ code }: { code: string }) => {
    try {
      await verify.mutateAsync({ userId, code });
      feedback.message.success(t('auth.verify.verified'));
      onVerified?.();
    } catch {
      // Shown in the form.
    }
  });

  const onResend = async () => {
    try {
      await resend.mutateAsync({ userId });
      feedback.message.success(t('auth.verify.resent', { email }));
    } catch {
      // The http client already told the user.
    }
  };

  const inline = layout === 'inline';
  const codeInput = (
    <Form.Item
      name="code"
      label={inline ? undefined : t('auth.verify.code.label')}
      rules={[{ required: true, pattern: /^\s*\d{6}\s*$/, message: t('auth.verify.code.invalid') }]}
      style={inline ? { width: 160 } : undefined}
    >
      <Input
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        aria-label={t('auth.verify.code.label')}
        placeholder={t('auth.verify.code.placeholder')}
      />
    </Form.Item>
  );
  const submit = (
    <Button type="primary" htmlType="submit" loading={submitting} block={!inline}>
      {t('auth.verify.submit')}
    </Button>
  );
  const resendButton = (
    <Button type="link" onClick={onResend} loading={resend.isPending} block={!inline}>
      {t('auth.verify.resend')}
    </Button>
  );

  if (inline) {
    return (
      <>
        <Form name="verify-email-inline" layout="inline" requiredMark={false} onFinish={onFinish}>
          {codeInput}
          <Form.Item>{submit}</Form.Item>
          <Form.Item>{resendButton}</Form.Item>
        </Form>
        {verify.error ? (
          <Alert type="error" showIcon role="alert" title={errorText(verify.error)} style={{ marginTop: 12 }} />
        ) : null}
      </>
    );
  }
  return (
    <Form name="verify-email" layout="vertical" requiredMark={false} onFinish={onFinish}>
      <FormError error={verify.error} />
      {codeInput}
      {submit}
      <div style={{ marginTop: 8 }}>{resendButton}</div>
    </Form>
  );
}
