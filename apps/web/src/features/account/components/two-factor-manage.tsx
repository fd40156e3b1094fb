import { Button, Divider, Form, Input, Radio, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { FormError } from '@/lib/form-error';
import { useDisableTwoFactor, useRegenerateRecoveryCodes } from '../api/two-factor';
import { AuthenticatorCodeField, CODE_PATTERN } from './authenticator-code-field';
import { useSingleSubmit } from '@/lib/use-single-submit';

const RECOVERY = /^\s*[a-z0-9]{5}[\s-]?[a-z0-9]{5}\s*$/i;

interface Props {
  userId: string;
  onNewCodes: (codes: string[]) => void;
}

/** With two-factor on: a new set of recovery codes, or turning it off (password and a code). */
export function TwoFactorManage({ userId, onNewCodes }: Props) {
  const { t } = useTranslation();
  const regenerate = useRegenerateRecoveryCodes(userId);
  const disable = useDisableTwoFactor(userId);
  const [kind, setKind] = useState<'code' | 'recoveryCode'>('code');
  const [regenForm] = Form.useForm<{ code: string }>();

  const { submit: onRegenerate, submitting: regenerating } = useSingleSubmit(async ({ code }: { code: string }) => {
    try {
      const { recoveryCodes } = await regenerate.mutateAsync(code.replace(/\s/g, ''));
      regenForm.resetFields();
      onNewCodes(recoveryCodes);
    } catch {
      // Shown in the form.
    }
  });

  const { submit: onDisable, submitting: disabling } = useSingleSubmit(
    async ({ password, secondFactor }: { password: string; secondFactor: string }) => {
      const value = secondFactor.trim();
      try {
        await disable.mutateAsync(
          kind === 'code' ? { password, code: value.replace(/\s/g, '') } : { password, recoveryCode: value },
        );
        feedback.message.success(t('account.twoFactor.disabled'));
      } catch {
        // Shown in the form.
      }
    },
  );

  return (
    <div style={{ maxWidth: 480 }}>
      <Typography.Title level={5}>{t('account.twoFactor.regenerate.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('account.twoFactor.regenerate.hint')}</Typography.Paragraph>
      <Form form={regenForm} layout="vertical" name="recovery-codes" onFinish={(v: { code: string }) => void onRegenerate(v)}>
        <FormError error={regenerate.error} />
        <AuthenticatorCodeField />
        <Button htmlType="submit" loading={regenerating}>
          {t('account.twoFactor.regenerate.submit')}
        </Button>
      </Form>
      <Divider />
      <Typography.Title level={5}>{t('account.twoFactor.disable.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('account.twoFactor.disable.hint')}</Typography.Paragraph>
      <Form
        layout="vertical"
        name="two-factor-disable"
        onFinish={(v: { password: string; secondFactor: string }) => void onDisable(v)}
      >
        <FormError error={disable.error} />
        <Form.Item
          name="password"
          label={t('account.twoFactor.disable.password')}
          rules={[{ required: true, message: t('account.password.currentRequired') }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item>
          <Radio.Group
            value={kind}
            onChange={(e) => setKind(e.target.value as 'code' | 'recoveryCode')}
            options={[
              { value: 'code', label: t('account.twoFactor.disable.withCode') },
              { value: 'recoveryCode', label: t('account.twoFactor.disable.withRecovery') },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="secondFactor"
          label={t(kind === 'code' ? 'account.twoFactor.codeLabel' : 'account.twoFactor.recoveryLabel')}
          rules={[
            {
              required: true,
              pattern: kind === 'code' ? CODE_PATTERN : RECOVERY,
              message: t(kind === 'code' ? 'account.twoFactor.codeInvalid' : 'account.twoFactor.recoveryInvalid'),
            },
          ]}
        >
          <Input autoComplete="one-time-code" maxLength={kind === 'code' ? 7 : 12} style={{ maxWidth: 200 }} />
        </Form.Item>
        <Button danger htmlType="submit" loading={disabling}>
          {t('account.twoFactor.disable.submit')}
        </Button>
      </Form>
    </div>
  );
}
