import { Button, Form, Input, Typography } from 'antd';
import type { LoginResponse } from '@dropport/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/lib/form-error';
import { isApiError } from '@/lib/http';
import { useLoginByTwoFactor } from '../api/login-two-factor';
import { useSingleSubmit } from '@/lib/use-single-submit';

interface Props {
  challenge: string;
  remember: boolean;
  onSignedIn: (response: LoginResponse) => void;
  /** Back to the email and password (also the way out of an expired challenge). */
  onCancel: () => void;
}

const CODE = /^\s*\d{3}\s?\d{3}\s*$/;
const RECOVERY = /^\s*[a-z0-9]{5}[\s-]?[a-z0-9]{5}\s*$/i;

/** The sign-in's second step for an account with two-factor on: a code from the app, or a recovery code. */
export function TwoFactorStep({ challenge, remember, onSignedIn, onCancel }: Props) {
  const { t } = useTranslation();
  const finish = useLoginByTwoFactor();
  const [useRecovery, setUseRecovery] = useState(false);
  const [form] = Form.useForm<{ code: string }>();
  const expired = isApiError(finish.error, 'TWO_FACTOR_CHALLENGE_EXPIRED');

  const { submit: onFinish, submitting } = useSingleSubmit(async ({ code }: { code: string }) => {
    const value = code.trim();
    try {
      const response = await finish.mutateAsync(
        useRecovery ? { challenge, recoveryCode: value, remember } : { challenge, code: value.replace(/\s/g, ''), remember },
      );
      onSignedIn(response);
    } catch {
      form.setFieldValue('code', '');
    }
  });

  const switchKind = () => {
    setUseRecovery((v) => !v);
    form.resetFields();
    finish.reset();
  };

  const label = t(useRecovery ? 'auth.twoFactor.recoveryLabel' : 'auth.twoFactor.codeLabel');
  return (
    <Form form={form} name="two-factor" layout="vertical" size="large" requiredMark={false} onFinish={(v) => void onFinish(v)}>
      <Typography.Paragraph type="secondary">
        {t(useRecovery ? 'auth.twoFactor.recoveryHint' : 'auth.twoFactor.hint')}
      </Typography.Paragraph>
      <FormError error={finish.error} />
      <Form.Item
        name="code"
        label={label}
        rules={[
          {
            required: true,
            pattern: useRecovery ? RECOVERY : CODE,
            message: t(useRecovery ? 'auth.twoFactor.recoveryInvalid' : 'auth.twoFactor.codeInvalid'),
          },
        ]}
      >
        <Input
          autoFocus
          inputMode={useRecovery ? 'text' : 'numeric'}
          autoComplete="one-time-code"
          maxLength={useRecovery ? 12 : 7}
          placeholder={useRecovery ? 'xxxxx-xxxxx' : '123456'}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting} disabled={expired}>
        {t('auth.twoFactor.submit')}
      </Button>
      <Button type="link" block onClick={switchKind} style={{ marginTop: 8 }}>
        {t(useRecovery ? 'auth.twoFactor.useApp' : 'auth.twoFactor.useRecovery')}
      </Button>
      <Button type="text" block onClick={onCancel}>
        {t('auth.twoFactor.back')}
      </Button>
    </Form>
  );
}
