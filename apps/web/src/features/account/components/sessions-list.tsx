import { Button, Flex, Popconfirm, Skeleton, Table, Tag, Typography } from 'antd';
import type { SessionInfo, User } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { LoadFailed } from '@/lib/load-state';
import { useLogout } from '@/features/auth';
import { useEndOtherSessions, useEndSession, useSessions } from '../api/sessions';
import { parseDevice } from './device';
import { SmallText } from '@/lib/small-text';

/** The signed-in sessions: device, address, start and last activity; sign out one, the others, or this one. */
export function SessionsList({ user }: { user: User }) {
  const { t, i18n } = useTranslation();
  const sessions = useSessions(user.id);
  const endOne = useEndSession(user.id);
  const endOthers = useEndOtherSessions(user.id);
  const logout = useLogout();
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

  if (sessions.isPending) return <Skeleton active />;
  if (sessions.isError) return <LoadFailed error={sessions.error} onRetry={() => void sessions.refetch()} />;
  const items = sessions.data.items;
  const others = items.filter((s) => !s.current).length;

  const deviceOf = (s: SessionInfo) => {
    const d = parseDevice(s.userAgent);
    if (!d.browser && !d.os) return t('account.sessions.unknownDevice');
    return d.browser && d.os ? t('account.sessions.deviceOn', { browser: d.browser, os: d.os }) : (d.browser ?? d.os);
  };

  return (
    <Flex vertical gap={16}>
      <Table<SessionInfo>
        rowKey="id"
        pagination={false}
        dataSource={items}
        scroll={{ x: 640 }}
        locale={{ emptyText: t('account.sessions.empty') }}
        columns={[
          {
            title: t('account.sessions.device'),
            key: 'device',
            render: (_, s) => (
              <Flex vertical>
                <Typography.Text strong>
                  {deviceOf(s)} {s.current && <Tag color="blue">{t('account.sessions.thisDevice')}</Tag>}
                </Typography.Text>
                <SmallText type="secondary">
                  {t(s.remember ? 'account.sessions.remembered' : 'account.sessions.notRemembered')}
                </SmallText>
              </Flex>
            ),
          },
          { title: t('account.sessions.ip'), dataIndex: 'ip' },
          { title: t('account.sessions.started'), dataIndex: 'createdAt', render: (v: string) => when(v) },
          { title: t('account.sessions.lastSeen'), dataIndex: 'lastSeenAt', render: (v: string) => when(v) },
          {
            title: t('account.sessions.actions'),
            key: 'actions',
            render: (_, s) =>
              s.current ? (
                <Button onClick={() => logout.mutate({ userId: user.id })} loading={logout.isPending}>
                  {t('account.sessions.signOutThis')}
                </Button>
              ) : (
                <Button
                  danger
                  aria-label={t('account.sessions.signOutOne', { device: deviceOf(s) })}
                  loading={endOne.isPending && endOne.variables === s.id}
                  onClick={() =>
                    endOne.mutate(s.id, { onSuccess: () => feedback.message.success(t('account.sessions.signedOut')) })
                  }
                >
                  {t('account.sessions.signOut')}
                </Button>
              ),
          },
        ]}
      />
      <div>
        <Popconfirm
          title={t('account.sessions.confirmOthers', { count: others })}
          okText={t('account.sessions.signOutOthers')}
          cancelText={t('account.cancel')}
          onConfirm={() =>
            endOthers.mutate(undefined, {
              onSuccess: (r) => feedback.message.success(t('account.sessions.othersSignedOut', { count: r.ended })),
            })
          }
        >
          <Button danger disabled={others === 0} loading={endOthers.isPending}>
            {t('account.sessions.signOutOthers')}
          </Button>
        </Popconfirm>
      </div>
    </Flex>
  );
}
