import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { useResetPassword, useSendResetCode } from '../api/reset-password';
import { BusinessEmailField } from './business-email-field';
import { FormError } from '@/lib/form-error';
import { NewPasswordField } from './new-password-field';
import { useSingleSubmit } from '@/lib/use-single-submit';

interface Props {
  onDone: (email: string) => void;
  onBackToLogin: () => void;
}

interface ResetValues {
  email: string;
  code: string;
  password: string;
}

/** Two steps: the email address gets a code, then code and new password finish. */
export function ResetPasswordForm({ onDone, onBackToLogin }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ResetValues>();
  const [sentTo, setSentTo] = useState<{ email: string; minutes: number } | null>(null);
  const sendCode = useSendResetCode();
  const reset = useResetPassword();

  const { submit: onFinish, submitting } = useSingleSubmit(async (values: ResetValues) => {
    try {
      if (!sentTo) {
        const answer = await sendCode.mutateAsync({ email: values.email });
        setSentTo({ email: values.email.trim(), minutes: Math.max(1, Math.round(answer.expiresInSeconds / 60)) });
        return;
      }
      await reset.mutateAsync({ email: sentTo.email, code: values.code, password: values.password });
      feedback.message.success(t('auth.reset.done'));
      onDone(sentTo.email);
    } catch {
      // Shown in the form.
    }
  });

  const changeEmail = () => {
    setSentTo(null);
    sendCode.reset();
    reset.reset();
    form.resetFields(['code', 'password']);
  };

  return (
    <Form<ResetValues> form={form} name="reset-password" layout="vertical" size="large" requiredMark={false} onFinish={onFinish}>
      <FormError error={sentTo ? reset.error : sendCode.error} />
      {sentTo ? (
        <Form.Item>
          <Alert type="info" showIcon title={t('auth.reset.codeSent', sentTo)} />
        </Form.Item>
      ) : null}
      <BusinessEmailField disabled={!!sentTo} />
      {sentTo ? (
        <>
          <Form.Item
            name="code"
            label={t('auth.verify.code.label')}
            rules={[{ required: true, pattern: /^\s*\d{6}\s*$/, message: t('auth.verify.code.invalid') }]}
          >
            <Input
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              placeholder={t('auth.verify.code.placeholder')}
            />
          </Form.Item>
          <NewPasswordField label={t('auth.reset.newPassword')} />
        </>
      ) : null}
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {sentTo ? t('auth.reset.submit') : t('auth.reset.sendCode')}
      </Button>
      {sentTo ? (
        <Button type="text" block onClick={changeEmail} style={{ marginTop: 8 }}>
          {t('auth.reset.changeEmail')}
        </Button>
      ) : null}
      <Button type="text" block onClick={onBackToLogin} style={{ marginTop: 8 }}>
        {t('auth.reset.back')}
      </Button>
    </Form>
  );
}
