import { Button, Flex, Form, QRCode, Space, Typography } from 'antd';
import type { TwoFactorSetup as Setup } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/lib/form-error';
import { useEnableTwoFactor } from '../api/two-factor';
import { AuthenticatorCodeField } from './authenticator-code-field';
import { useSingleSubmit } from '@/lib/use-single-submit';

interface Props {
  userId: string;
  setup: Setup;
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}

/** Scanning the QR code (or typing the secret) into an authenticator app, then confirming with its code. */
export function TwoFactorSetupForm({ userId, setup, onEnabled, onCancel }: Props) {
  const { t } = useTranslation();
  const enable = useEnableTwoFactor(userId);

  const { submit: onFinish, submitting } = useSingleSubmit(async ({ code }: { code: string }) => {
    try {
      const { recoveryCodes } = await enable.mutateAsync(code.replace(/\s/g, ''));
      onEnabled(recoveryCodes);
    } catch {
      // Shown in the form.
    }
  });

  return (
    <Flex vertical gap={16} style={{ maxWidth: 560 }}>
      <Typography.Paragraph>{t('account.twoFactor.setup.scan')}</Typography.Paragraph>
      <Flex gap={24} wrap align="center">
        <QRCode value={setup.otpauthUrl} size={180} aria-label={t('account.twoFactor.setup.qr')} />
        <Flex vertical gap={4}>
          <Typography.Text type="secondary">{t('account.twoFactor.setup.manual')}</Typography.Text>
          <Typography.Text code copyable={{ text: setup.secret }} data-testid="two-factor-secret">
            {setup.secret.replace(/(.{4})/g, '$1 ').trim()}
          </Typography.Text>
        </Flex>
      </Flex>
      <Form layout="vertical" name="two-factor-enable" onFinish={(v: { code: string }) => void onFinish(v)}>
        <FormError error={enable.error} />
        <AuthenticatorCodeField />
        <Space>
          <Button type="primary" htmlType="submit" loading={submitting}>
            {t('account.twoFactor.setup.confirm')}
          </Button>
          <Button onClick={onCancel}>{t('account.cancel')}</Button>
        </Space>
      </Form>
    </Flex>
  );
}
