import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Flex, Skeleton, Tag, Typography } from 'antd';
import type { TwoFactorSetup, User } from '@dropport/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { errorText } from '@/lib/form-error';
import { LoadFailed } from '@/lib/load-state';
import { useSetupTwoFactor, useTwoFactor } from '../api/two-factor';
import { RecoveryCodesView } from './recovery-codes-view';
import { TwoFactorManage } from './two-factor-manage';
import { TwoFactorSetupForm } from './two-factor-setup';

/** Two-factor sign-in: its status, setting it up, recovery codes and turning it off. */
export function TwoFactorPanel({ user }: { user: User }) {
  const { t, i18n } = useTranslation();
  const status = useTwoFactor(user.id);
  const setup = useSetupTwoFactor(user.id);
  const [pending, setPending] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  if (status.isPending) return <Skeleton active />;
  if (status.isError) return <LoadFailed error={status.error} onRetry={() => void status.refetch()} />;

  if (codes) {
    return (
      <RecoveryCodesView
        codes={codes}
        onDone={() => {
          setCodes(null);
          feedback.message.success(t('account.twoFactor.codes.kept'));
        }}
      />
    );
  }

  if (pending) {
    return (
      <TwoFactorSetupForm
        userId={user.id}
        setup={pending}
        onCancel={() => setPending(null)}
        onEnabled={(recoveryCodes) => {
          setPending(null);
          setCodes(recoveryCodes);
          feedback.message.success(t('account.twoFactor.enabled'));
        }}
      />
    );
  }

  const { enabled, enabledAt, recoveryCodesLeft } = status.data;
  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph type="secondary" style={{ maxWidth: 720 }}>
        {t('account.twoFactor.intro')}
      </Typography.Paragraph>
      <Descriptions column={1} bordered size="small" style={{ maxWidth: 560 }}>
        <Descriptions.Item label={t('account.twoFactor.status')}>
          <Tag color={enabled ? 'green' : 'default'} icon={enabled ? <SafetyCertificateOutlined aria-hidden /> : undefined}>
            {t(enabled ? 'account.twoFactor.on' : 'account.twoFactor.off')}
          </Tag>
          {enabled && enabledAt && (
            <Typography.Text type="secondary">
              {t('account.twoFactor.since', {
                date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(enabledAt)),
              })}
            </Typography.Text>
          )}
        </Descriptions.Item>
        {enabled && <Descriptions.Item label={t('account.twoFactor.codesLeft')}>{recoveryCodesLeft}</Descriptions.Item>}
      </Descriptions>
      {enabled && recoveryCodesLeft <= 2 && <Alert type="warning" showIcon title={t('account.twoFactor.codesLow')} />}
      {enabled ? (
        <TwoFactorManage userId={user.id} onNewCodes={setCodes} />
      ) : (
        <div>
          {setup.isError && (
            <Alert type="error" showIcon role="alert" title={errorText(setup.error)} style={{ marginBottom: 16 }} />
          )}
          <Button
            type="primary"
            loading={setup.isPending}
            onClick={() => setup.mutate(undefined, { onSuccess: (s) => setPending(s) })}
          >
            {t('account.twoFactor.setup.start')}
          </Button>
        </div>
      )}
    </Flex>
  );
}
