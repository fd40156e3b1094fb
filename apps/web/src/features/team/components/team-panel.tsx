import { Alert, Button, Flex, Form, Input, List, Modal, Popconfirm, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Permission, TeamMember, TeamRole } from '@dropport/contracts';
import { feedback } from '@/lib/feedback';
import { LoadState } from '@/lib/load-state';
import { ModalButtons } from '@/lib/modal-buttons';
import { SectionTitle } from '@/lib/page';
import { SmallText } from '@/lib/small-text';
import { useDialogSubmit } from '@/lib/use-single-submit';
import { useAccountId, useSessionStore } from '@/stores/session-store';
import { useChangeRole, useInvite, useRemoveMember, useTeam, useTeamActivity } from '../api/team';
import { RoleFields } from './role-fields';

interface RoleValues {
  role: TeamRole;
  permissions?: Permission[];
  storeIds?: string[];
}

interface InviteValues extends RoleValues {
  email: string;
}

const roleBody = (v: RoleValues) => ({
  role: v.role,
  ...(v.role === 'custom' ? { permissions: v.permissions ?? [] } : {}),
  storeIds: v.storeIds && v.storeIds.length > 0 ? v.storeIds : null,
});

/** The dialog that invites a person by email, or changes a member's role (`member` given). */
function RoleDialog({ member, isOwner, onClose }: { member: TeamMember | null; isOwner: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const accountId = useAccountId();
  const invite = useInvite(accountId);
  const change = useChangeRole(accountId);
  const [form] = Form.useForm<InviteValues>();
  const { submit, submitting, error } = useDialogSubmit(async (v: InviteValues) => {
    if (member) {
      await change.mutateAsync({ id: member.id, body: roleBody(v) });
      feedback.message.success(t('team.saved'));
    } else {
      await invite.mutateAsync({ email: v.email.trim(), ...roleBody(v) });
      feedback.message.success(t('team.invited', { email: v.email.trim() }));
    }
  }, onClose);
  return (
    <Modal
      open
      title={member ? t('team.editTitle', { email: member.email }) : t('team.inviteTitle')}
      onCancel={submitting ? undefined : onClose}
      footer={null}
      destroyOnHidden
    >
      <Form<InviteValues>
        form={form}
        layout="vertical"
        onFinish={(v) => void submit(v)}
        initialValues={
          member
            ? { role: member.role, permissions: member.permissions, storeIds: member.storeIds ?? [] }
            : { role: 'order_processor' }
        }
      >
        {member ? null : (
          <Form.Item
            name="email"
            label={t('team.email')}
            rules={[
              { required: true, message: t('team.emailRequired') },
              { type: 'email', message: t('team.emailInvalid') },
            ]}
          >
            <Input type="email" autoComplete="off" maxLength={254} />
          </Form.Item>
        )}
        <RoleFields isOwner={isOwner} />
        {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} /> : null}
        <ModalButtons
          submitting={submitting}
          onCancel={onClose}
          cancelText={t('team.cancel')}
          okText={member ? t('team.save') : t('team.send')}
        />
      </Form>
    </Modal>
  );
}

/**
 * My Account → Team: the people who act for this account, with their roles, the open invitations, and the team's
 * recent activity. The owner (or a member trusted with the team) invites, changes roles and removes.
 */
export function TeamPanel() {
  const { t, i18n } = useTranslation();
  const accountId = useAccountId();
  const isOwner = useSessionStore((s) => !s.user?.actingFor);
  const team = useTeam(accountId);
  const activity = useTeamActivity(accountId);
  const remove = useRemoveMember(accountId);
  const [dialog, setDialog] = useState<{ member: TeamMember | null } | null>(null);
  const when = (iso: string | null) =>
    iso ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)) : '—';

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text type="secondary">{t('team.intro')}</Typography.Text>
        <Button type="primary" onClick={() => setDialog({ member: null })}>
          {t('team.invite')}
        </Button>
      </Flex>
      <LoadState queries={[team]} rows={3}>
        {(list) => (
          <Table<TeamMember>
            rowKey="id"
            pagination={false}
            dataSource={list.items}
            scroll={{ x: 720 }}
            locale={{ emptyText: t('team.empty') }}
            columns={[
              {
                title: t('team.member'),
                key: 'member',
                render: (_, m) => (
                  <Flex vertical>
                    <Typography.Text strong>{m.name || m.email}</Typography.Text>
                    {m.name ? <SmallText type="secondary">{m.email}</SmallText> : null}
                  </Flex>
                ),
              },
              {
                title: t('team.role.label'),
                key: 'role',
                render: (_, m) => (
                  <Flex vertical gap={2}>
                    <span>{t(`team.roles.${m.role}`)}</span>
                    {m.storeIds ? (
                      <SmallText type="secondary">{t('team.someStores', { count: m.storeIds.length })}</SmallText>
                    ) : null}
                  </Flex>
                ),
              },
              {
                title: t('team.status'),
                key: 'status',
                render: (_, m) =>
                  m.status === 'invited' ? (
                    <Tag color="gold">{t('team.statusInvited', { date: when(m.expiresAt) })}</Tag>
                  ) : (
                    <Tag color="green">{t('team.statusActive')}</Tag>
                  ),
              },
              { title: t('team.lastActive'), dataIndex: 'lastActiveAt', render: (v: string | null) => when(v) },
              {
                title: t('team.actions'),
                key: 'actions',
                render: (_, m) => (
                  <Flex gap={8} wrap>
                    <Button
                      size="small"
                      onClick={() => setDialog({ member: m })}
                      aria-label={t('team.editOne', { email: m.email })}
                    >
                      {t('team.edit')}
                    </Button>
                    <Popconfirm
                      title={m.status === 'invited' ? t('team.withdrawConfirm') : t('team.removeConfirm', { email: m.email })}
                      okText={m.status === 'invited' ? t('team.withdraw') : t('team.remove')}
                      cancelText={t('team.cancel')}
                      okButtonProps={{ danger: true, loading: remove.isPending }}
                      onConfirm={() =>
                        remove.mutateAsync(m.id).then(
                          () => feedback.message.success(t('team.removed', { email: m.email })),
                          () => undefined,
                        )
                      }
                    >
                      <Button
                        size="small"
                        danger
                        loading={remove.isPending && remove.variables === m.id}
                        aria-label={t('team.removeOne', { email: m.email })}
                      >
                        {m.status === 'invited' ? t('team.withdraw') : t('team.remove')}
                      </Button>
                    </Popconfirm>
                  </Flex>
                ),
              },
            ]}
          />
        )}
      </LoadState>
      <SectionTitle>{t('team.activityTitle')}</SectionTitle>
      <LoadState queries={[activity]} rows={3}>
        {(a) => (
          <List
            size="small"
            dataSource={a.items}
            locale={{ emptyText: t('team.activityEmpty') }}
            renderItem={(e) => (
              <List.Item>
                <Flex vertical>
                  <span>{t(`team.log.${e.action}`, { defaultValue: e.action })}</span>
                  <SmallText type="secondary">
                    {when(e.at)} · {e.actorEmail ?? t('team.system')}
                  </SmallText>
                </Flex>
              </List.Item>
            )}
          />
        )}
      </LoadState>
      {dialog ? <RoleDialog member={dialog.member} isOwner={isOwner} onClose={() => setDialog(null)} /> : null}
    </Flex>
  );
}
