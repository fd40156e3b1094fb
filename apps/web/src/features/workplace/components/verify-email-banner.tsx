import { Alert, Typography } from 'antd';
import type { User } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { VerifyEmailForm } from '@/features/auth';

/** Shown until the seller confirms the sign-up email; recharging and paying wait for it. */
export function VerifyEmailBanner({ user }: { user: User }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="verify-email-banner"
      title={t('workplace.verify.title')}
      description={
        <>
          <Typography.Paragraph style={{ marginBottom: 12 }}>
            {t('workplace.verify.text', { email: user.email })}
          </Typography.Paragraph>
          <VerifyEmailForm userId={user.id} email={user.email} layout="inline" />
        </>
      }
    />
  );
}
