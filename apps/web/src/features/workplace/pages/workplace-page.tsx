import { CheckCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';
import { Card, Col, Descriptions, Flex, Row, Skeleton, Statistic, Tag, Typography, theme } from 'antd';
import type { User } from '@dropport/contracts';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '@/lib/format';
import { LoadFailed } from '@/lib/load-state';
import { PageHeader } from '@/lib/page';
import { useAccountId, useGranted, useSessionStore } from '@/stores/session-store';
import { useDashboard } from '../api/dashboard';
import { Shortcuts } from '../components/shortcuts';
import { SignInChart } from '../components/sign-in-chart';
import { BusinessCard } from '../components/business/business-card';
import { TodoCard } from '../components/todo-card';

// Only a seller who has not confirmed the sign-up email sees it (with its form): its code loads for them.
const VerifyEmailBanner = lazy(() => import('../components/verify-email-banner').then((m) => ({ default: m.VerifyEmailBanner })));

/** Morning, afternoon or evening by the seller's clock. */
function partOfDay(hour: number): 'morning' | 'afternoon' | 'evening' {
  if (hour < 12) return 'morning';
  return hour < 18 ? 'afternoon' : 'evening';
}

function displayName(user: User): string {
  return user.username || user.email.split('@')[0] || user.email;
}

/** A figure from the server that opens the page behind it; a placeholder while it loads. */
function CountCard({ title, value, to }: { title: string; value: number | undefined; to: string }) {
  return (
    <Card>
      {value === undefined ? (
        <Skeleton active paragraph={false} />
      ) : (
        <Link to={to}>
          <Statistic title={title} value={value} />
        </Link>
      )}
    </Card>
  );
}

/** Home and Workplace (one dashboard): greeting, what waits on the seller, key figures, the first steps and sign-in activity. */
export default function WorkplacePage() {
  const { t, i18n } = useTranslation();
  const user = useSessionStore((s) => s.user);
  const accountId = useAccountId();
  // A team member sees the business figures only with the orders' permission (the server refuses them otherwise).
  const granted = useGranted();
  const dashboard = useDashboard(accountId);
  const { token } = theme.useToken();
  if (!user) return null;
  const figures = dashboard.data;

  return (
    <Flex vertical gap={16}>
      {user.emailVerified ? null : (
        <Suspense fallback={null}>
          <VerifyEmailBanner user={user} />
        </Suspense>
      )}
      <Card>
        <PageHeader
          title={t(`workplace.greeting.${partOfDay(new Date().getHours())}`, { name: displayName(user) })}
          subtitle={t('workplace.intro')}
        />
      </Card>
      {/* What waits on the seller comes first, above the fold with the balance it compares. */}
      <TodoCard user={user} />
      {/* Whether the business makes money: the range's figures, charts and tables. */}
      {granted === null || granted.has('orders.view') ? <BusinessCard userId={accountId} /> : null}
      {/* The figures wait in their own cards; a failure is told once, above them. */}
      {dashboard.isError ? (
        <LoadFailed title={t('workplace.loadFailed')} error={dashboard.error} onRetry={() => void dashboard.refetch()} />
      ) : null}
      <Row gutter={[16, 16]}>
        <Col xs={12} lg={6}>
          <CountCard title={t('workplace.figures.unread')} value={figures?.unreadNotifications} to="/home/notification" />
        </Col>
        <Col xs={12} lg={6}>
          <CountCard title={t('workplace.figures.sessions')} value={figures?.activeSessions} to="/myAccount" />
        </Col>
        <Col xs={12} lg={6}>
          <Card>
            <Statistic
              title={t('workplace.figures.memberSince')}
              value={formatDate(user.registrationDate, i18n.language, 'medium')}
              styles={{ content: { fontSize: 20, lineHeight: '38px' } }}
            />
          </Card>
        </Col>
        <Col xs={12} lg={6}>
          <Card>
            <Statistic
              title={t('workplace.figures.email')}
              valueRender={() =>
                // Neutral tags with a coloured icon: antd's green and amber text on their pale grounds is hard to
                // read (2:1), the icon carries the colour and the text stays dark.
                user.emailVerified ? (
                  <Tag icon={<CheckCircleFilled aria-hidden style={{ color: token.colorSuccess }} />}>
                    {t('workplace.emailVerified')}
                  </Tag>
                ) : (
                  <Tag icon={<ExclamationCircleFilled aria-hidden style={{ color: token.colorWarning }} />}>
                    {t('workplace.emailUnverified')}
                  </Tag>
                )
              }
            />
          </Card>
        </Col>
      </Row>
      <Shortcuts />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <Card title={t('workplace.chart.title')}>
            {figures ? <SignInChart days={figures.signIns} /> : <Skeleton active style={{ height: 260 }} />}
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <Card title={t('workplace.account')} style={{ height: '100%' }}>
            <Descriptions
              size="small"
              column={1}
              items={[
                { key: 'email', label: t('workplace.fields.email'), children: user.email },
                { key: 'accountId', label: t('workplace.fields.accountId'), children: user.accountId },
                {
                  key: 'inviteCode',
                  label: t('workplace.fields.inviteCode'),
                  children: <Typography.Text copyable>{user.inviteCode}</Typography.Text>,
                },
                { key: 'role', label: t('workplace.fields.role'), children: t(`workplace.roles.${user.role}`) },
              ]}
            />
          </Card>
        </Col>
      </Row>
    </Flex>
  );
}
