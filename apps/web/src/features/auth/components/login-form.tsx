import { Button, Checkbox, Flex, Form, Input } from 'antd';
import { isEmailCodeChallenge, isTwoFactorChallenge, type LoginResponse, type LoginResult } from '@dropport/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLogin, type LoginValues } from '../api/login';
import { readRememberedEmail, rememberEmail, startSession } from '../session';
import { FormError } from '../../../lib/form-error';
import { EmailCodeStep } from './email-code-step';
import { TwoFactorStep } from './two-factor-step';
import { useSingleSubmit } from '../../../lib/use-single-submit';

interface Props {
  /** Prefills the email, e.g. after a password reset; otherwise the remembered one. */
  email?: string;
  onSignedIn: () => void;
  onForgotPassword: () => void;
  onRegister: () => void;
}

/** A sign-in waiting for its next step, with what was typed (kept in memory only, to finish or to send again). */
type Pending =
  | { kind: 'twoFactor'; challenge: string; values: LoginValues }
  | { kind: 'emailCode'; challenge: string; expiresInSeconds: number; values: LoginValues; resent: boolean };

export function LoginForm({ email, onSignedIn, onForgotPassword, onRegister }: Props) {
  const { t } = useTranslation();
  const login = useLogin();
  const rememberedEmail = readRememberedEmail();
  const [pending, setPending] = useState<Pending | null>(null);
  const [typedEmail, setTypedEmail] = useState<string | undefined>();

  const enter = (response: LoginResponse, values: LoginValues) => {
    startSession(response, values.remember);
    rememberEmail(values.remember ? values.username.trim() : null);
    onSignedIn();
  };

  const handle = (result: LoginResult, values: LoginValues, resent = false) => {
    if (isTwoFactorChallenge(result)) setPending({ kind: 'twoFactor', challenge: result.challenge, values });
    else if (isEmailCodeChallenge(result)) {
      const { challenge, expiresInSeconds } = result;
      setPending({ kind: 'emailCode', challenge, expiresInSeconds, values, resent });
    } else enter(result, values);
  };

  const { submit: onFinish, submitting } = useSingleSubmit(async (values: LoginValues) => {
    try {
      handle(await login.mutateAsync(values), values);
    } catch {
      // The mutation's error is shown in the form.
    }
  });

  const back = (values: LoginValues) => {
    login.reset();
    setTypedEmail(values.username);
    setPending(null);
  };

  if (pending?.kind === 'twoFactor') {
    return (
      <TwoFactorStep
        challenge={pending.challenge}
        remember={pending.values.remember}
        onSignedIn={(response) => enter(response, pending.values)}
        onCancel={() => back(pending.values)}
      />
    );
  }

  if (pending?.kind === 'emailCode') {
    const { values } = pending;
    return (
      <EmailCodeStep
        key={pending.challenge}
        challenge={pending.challenge}
        email={values.username}
        expiresInSeconds={pending.expiresInSeconds}
        resent={pending.resent}
        resending={login.isPending}
        resendError={login.error}
        onSignedIn={(response) => enter(response, values)}
        onTwoFactor={(challenge) => setPending({ kind: 'twoFactor', challenge, values })}
        onResend={() =>
          void login.mutateAsync(values).then(
            (result) => handle(result, values, true),
            () => undefined,
          )
        }
        onCancel={() => back(values)}
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
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {t('auth.form.login')}
      </Button>
      <Button type="text" block onClick={onRegister} style={{ marginTop: 8 }}>
        {t('auth.form.register')}
      </Button>
    </Form>
  );
}
