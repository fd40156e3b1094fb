import { Button, Checkbox, Flex, Form, Input } from 'antd';
import { isTwoFactorChallenge, type LoginResponse } from '@dropport/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLogin, type LoginValues } from '../api/login';
import { readRememberedEmail, rememberEmail, startSession } from '../session';
import { FormError } from '../../../lib/form-error';
import { TwoFactorStep } from './two-factor-step';

interface Props {
  /** Prefills the email, e.g. after a password reset; otherwise the remembered one. */
  email?: string;
  onSignedIn: () => void;
  onForgotPassword: () => void;
  onRegister: () => void;
}

export function LoginForm({ email, onSignedIn, onForgotPassword, onRegister }: Props) {
  const { t } = useTranslation();
  const login = useLogin();
  const rememberedEmail = readRememberedEmail();
  // After the right password of an account with two-factor on: the challenge and what was typed.
  const [pending, setPending] = useState<{ challenge: string; values: LoginValues } | null>(null);
  const [typedEmail, setTypedEmail] = useState<string | undefined>();

  const enter = (response: LoginResponse, values: LoginValues) => {
    startSession(response, values.remember);
    rememberEmail(values.remember ? values.username.trim() : null);
    onSignedIn();
  };

  const onFinish = async (values: LoginValues) => {
    try {
      const result = await login.mutateAsync(values);
      if (isTwoFactorChallenge(result)) setPending({ challenge: result.challenge, values });
      else enter(result, values);
    } catch {
      // The mutation's error is shown in the form.
    }
  };

  if (pending) {
    return (
      <TwoFactorStep
        challenge={pending.challenge}
        remember={pending.values.remember}
        onSignedIn={(response) => enter(response, pending.values)}
        onCancel={() => {
          login.reset();
          setTypedEmail(pending.values.username);
          setPending(null);
        }}
      />
    );
  }

  return (
    <Form<LoginValues>
      name="login"
      layout="vertical"
      size="large"
      requiredMark={false}
      initialValues={{ username: typedEmail ?? email ?? rememberedEmail, password: '', remember: rememberedEmail !== '' }}
      onFinish={onFinish}
    >
      <FormError error={login.error} />
      <Form.Item
        name="username"
        label={t('auth.form.username.label')}
        rules={[{ required: true, whitespace: true, message: t('auth.form.username.errMsg') }]}
      >
        <Input inputMode="email" autoComplete="username" placeholder={t('auth.form.username.placeholder')} />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('auth.form.password.label')}
        rules={[{ required: true, message: t('auth.form.password.errMsg') }]}
      >
        <Input.Password autoComplete="current-password" placeholder={t('auth.form.password.placeholder')} />
      </Form.Item>
      <Flex justify="space-between" align="center" style={{ marginBottom: 24 }}>
        <Form.Item name="remember" valuePropName="checked" noStyle>
          <Checkbox>{t('auth.form.rememberPassword')}</Checkbox>
        </Form.Item>
        <Button type="link" onClick={onForgotPassword} style={{ paddingInline: 0 }}>
          {t('auth.form.forgetPassword')}
        </Button>
      </Flex>
      <Button type="primary" htmlType="submit" block loading={login.isPending}>
        {t('auth.form.login')}
      </Button>
      <Button type="text" block onClick={onRegister} style={{ marginTop: 8 }}>
        {t('auth.form.register')}
      </Button>
    </Form>
  );
}
