import { Alert, Button, Card, Descriptions, Flex, Form, Input, Modal, Tag, Typography } from 'antd';
import type { AdminUserActionName, AdminUserDetail } from '@dropport/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { feedback } from '@/lib/feedback';
import { formatMoney } from '@/lib/format';
import { LoadState } from '@/lib/load-state';
import { ModalButtons } from '@/lib/modal-buttons';
import { PageHeader, SectionTitle } from '@/lib/page';
import { RouterLink } from '@/lib/router-link';
import { useDialogSubmit } from '@/lib/use-single-submit';
import { useAdminUser, useUserAction } from '../api/admin-users';
import { AdminPrivacyCard } from '../components/admin-privacy-card';

/** The actions an admin may take on a user as they are now. */
function actionsFor(d: AdminUserDetail): AdminUserActionName[] {
  const u = d.user;
  return [
    u.disabled ? 'enable' : 'disable',
    ...(d.sessions.length > 0 ? (['end_sessions'] as const) : []),
    ...(u.twoFactor ? (['reset_two_factor'] as const) : []),
    ...(u.emailVerified ? [] : (['resend_verification'] as const)),
    u.role === 'admin' ? 'make_seller' : 'make_admin',
    'change_email',
  ];
}

const DANGER: ReadonlySet<AdminUserActionName> = new Set(['disable', 'end_sessions', 'reset_two_factor', 'make_admin']);

/** The dialog of one action: the reason the audit log keeps (and the new address, for a change of email). */
function ActionDialog({ userId, action, onClose }: { userId: string; action: AdminUserActionName; onClose: () => void }) {
  const { t } = useTranslation();
  const run = useUserAction(userId);
  const { submit, submitting, error } = useDialogSubmit(async (v: { reason: string; email?: string }) => {
    await run.mutateAsync({ action, reason: v.reason.trim(), ...(v.email ? { email: v.email.trim() } : {}) });
    feedback.message.success(t('adminUsers.done'));
  }, onClose);
  return (
    <Modal
      open
      title={t(`adminUsers.actions.${action}`)}
      onCancel={submitting ? undefined : onClose}
      footer={null}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t(`adminUsers.explain.${action}`)}</Typography.Paragraph>
      <Form layout="vertical" onFinish={(v: { reason: string; email?: string }) => void submit(v)}>
        {action === 'change_email' ? (
          <Form.Item
            name="email"
            label={t('adminUsers.newEmail')}
            rules={[
              { required: true, message: t('adminUsers.emailRequired') },
              { type: 'email', message: t('adminUsers.emailInvalid') },
            ]}
          >
            <Input type="email" maxLength={254} />
          </Form.Item>
        ) : null}
        <Form.Item
          name="reason"
          label={t('adminUsers.reason')}
          extra={t('adminUsers.reasonHint')}
          rules={[{ required: true, min: 3, whitespace: true, message: t('adminUsers.reasonRequired') }]}
        >
          <Input.TextArea rows={3} maxLength={500} />
        </Form.Item>
        {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} /> : null}
        <ModalButtons
          submitting={submitting}
          onCancel={onClose}
          cancelText={t('adminUsers.cancel')}
          okText={t(`adminUsers.actions.${action}`)}
        />
      </Form>
    </Modal>
  );
}

/**
 * Admin → Users → one user: who they are, their sessions, stores, money, referral, teams, orders and tickets, and their
 * privacy (data exports, closing and erasure).
 */
export default function AdminUserPage() {
  const { t, i18n } = useTranslation();
  const { userId = '' } = useParams();
  const user = useAdminUser(userId);
  const [action, setAction] = useState<AdminUserActionName | null>(null);
  const when = (iso: string | null) =>
    iso ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)) : '—';

  return (
    <LoadState queries={[user]} rows={8}>
      {(d) => (
        <Flex vertical gap={16}>
          <Card>
            <PageHeader
              title={d.user.email}
              tags={
                <Flex gap={4} wrap>
                  {d.user.role === 'admin' ? <Tag color="purple">{t('adminUsers.roles.admin')}</Tag> : null}
                  {d.user.disabled ? <Tag color="red">{t('adminUsers.disabled')}</Tag> : null}
                </Flex>
              }
              extra={
                <Flex gap={8} wrap>
                  {actionsFor(d).map((a) => (
                    <Button key={a} danger={DANGER.has(a)} onClick={() => setAction(a)}>
                      {t(`adminUsers.actions.${a}`)}
                    </Button>
                  ))}
                </Flex>
              }
            />
          </Card>
          <Card>
            <Descriptions
              column={{ xs: 1, md: 2 }}
              size="small"
              items={[
                {
                  key: 'id',
                  label: t('adminUsers.fields.id'),
                  children: <Typography.Text copyable>{d.user.id}</Typography.Text>,
                },
                { key: 'name', label: t('adminUsers.columns.name'), children: d.user.username || '—' },
                { key: 'org', label: t('adminUsers.fields.organization'), children: d.user.organization || '—' },
                { key: 'phone', label: t('adminUsers.fields.phone'), children: d.user.phone || '—' },
                {
                  key: 'verified',
                  label: t('adminUsers.fields.email'),
                  children: d.user.emailVerified ? t('adminUsers.verified') : t('adminUsers.unverified'),
                },
                {
                  key: '2fa',
                  label: t('adminUsers.fields.twoFactor'),
                  children: d.user.twoFactor ? t('adminUsers.on') : t('adminUsers.off'),
                },
                { key: 'created', label: t('adminUsers.columns.created'), children: when(d.user.createdAt) },
                { key: 'disabledAt', label: t('adminUsers.fields.disabledAt'), children: when(d.user.disabledAt) },
                { key: 'invite', label: t('adminUsers.fields.inviteCode'), children: d.user.inviteCode },
                {
                  key: 'balance',
                  label: t('adminUsers.fields.balance'),
                  children: (
                    <RouterLink to={`/admin/wallets/${d.user.id}`}>{formatMoney(d.balanceCents, i18n.language)}</RouterLink>
                  ),
                },
                {
                  key: 'referrer',
                  label: t('adminUsers.fields.referrer'),
                  children: d.referrer ? <RouterLink to={`/admin/users/${d.referrer.id}`}>{d.referrer.email}</RouterLink> : '—',
                },
                { key: 'referees', label: t('adminUsers.fields.referees'), children: d.refereeCount },
                {
                  key: 'orders',
                  label: t('adminUsers.fields.orders'),
                  children: t('adminUsers.ordersSummary', {
                    total: d.orders.total,
                    waiting: d.orders.awaitingPayment,
                    last: when(d.orders.lastPaidAt),
                  }),
                },
                {
                  key: 'tickets',
                  label: t('adminUsers.fields.tickets'),
                  children: t('adminUsers.ticketsSummary', { open: d.tickets.open, total: d.tickets.total }),
                },
                {
                  key: 'teams',
                  label: t('adminUsers.fields.teams'),
                  children:
                    d.memberOf.length === 0
                      ? t('adminUsers.teamSize', { count: d.teamSize })
                      : d.memberOf.map((m) => `${m.email} (${t(`team.roles.${m.role}`)})`).join(', '),
                },
                {
                  key: 'stores',
                  label: t('adminUsers.fields.stores'),
                  children: d.stores.length === 0 ? '—' : d.stores.map((s) => `${s.shopDomain} (${s.status})`).join(', '),
                },
              ]}
            />
          </Card>
          <Card>
            <SectionTitle>{t('adminUsers.sessionsTitle', { count: d.sessions.length })}</SectionTitle>
            {d.sessions.length === 0 ? (
              <Typography.Text type="secondary">{t('adminUsers.noSessions')}</Typography.Text>
            ) : (
              <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                {d.sessions.map((s) => (
                  <li key={s.id}>
                    <Typography.Text>{s.ip}</Typography.Text> ·{' '}
                    <Typography.Text type="secondary">{when(s.lastSeenAt)}</Typography.Text>
                  </li>
                ))}
              </ul>
            )}
          </Card>
          <AdminPrivacyCard userId={d.user.id} />
          <RouterLink to={`/admin/audit?account=${encodeURIComponent(d.user.id)}`}>{t('adminUsers.toAudit')}</RouterLink>
          {action ? <ActionDialog userId={d.user.id} action={action} onClose={() => setAction(null)} /> : null}
        </Flex>
      )}
    </LoadState>
  );
}
