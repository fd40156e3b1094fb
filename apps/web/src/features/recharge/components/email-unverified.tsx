import { Alert, Typography } from 'antd';
import type { User } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { VerifyEmailForm } from '@/features/auth';

/** Where the sign-up email is verified: the Workplace's banner holds the code form. */
export const VERIFY_EMAIL_PATH = '/dashboard/workplace';

/** Recharging waits for a verified email: the code form right here, and the way to the Workplace. */
export function EmailUnverified({ user }: { user: User }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="recharge-verify-email"
      title={t('recharge.verify.title')}
      description={
        <>
          <Typography.Paragraph style={{ marginBottom: 12 }}>
            {t('recharge.verify.text', { email: user.email })}
          </Typography.Paragraph>
          <VerifyEmailForm userId={user.id} email={user.email} layout="inline" />
        </>
      }
    />
  );
}

/** The server's refusal of an unverified seller, with the way to verify. */
export function EmailNotVerifiedError({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={message}
      action={<Link to={VERIFY_EMAIL_PATH}>{t('recharge.verify.link')}</Link>}
    />
  );
}
