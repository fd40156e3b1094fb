import { Card, Descriptions, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { useSessionStore } from '../../../stores/session-store';
import { VerifyEmailBanner } from '../components/verify-email-banner';

export default function WorkplacePage() {
  const { t, i18n } = useTranslation();
  const user = useSessionStore((s) => s.user);
  if (!user) return null;

  return (
    <Flex vertical gap={16}>
      {user.emailVerified ? null : <VerifyEmailBanner user={user} />}
      <Card>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {t('workplace.welcome', { email: user.email })}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('workplace.intro')}</Typography.Paragraph>
        <Descriptions
          bordered
          size="middle"
          column={{ xs: 1, sm: 1, md: 2 }}
          items={[
            { key: 'email', label: t('workplace.fields.email'), children: user.email },
            {
              key: 'status',
              label: t('workplace.fields.emailStatus'),
              children: user.emailVerified ? (
                <Tag color="success">{t('workplace.emailVerified')}</Tag>
              ) : (
                <Tag color="warning">{t('workplace.emailUnverified')}</Tag>
              ),
            },
            { key: 'accountId', label: t('workplace.fields.accountId'), children: user.accountId },
            {
              key: 'inviteCode',
              label: t('workplace.fields.inviteCode'),
              children: <Typography.Text copyable>{user.inviteCode}</Typography.Text>,
            },
            { key: 'role', label: t('workplace.fields.role'), children: t(`workplace.roles.${user.role}`) },
            {
              key: 'since',
              label: t('workplace.fields.registrationDate'),
              children: formatDate(user.registrationDate, i18n.language),
            },
          ]}
        />
      </Card>
    </Flex>
  );
}
