import { CheckOutlined, LogoutOutlined, SwapOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown, Typography, type MenuProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLogout } from '@/features/auth';
import { useAccountSwitch } from '@/features/team';
import { useSessionStore, viewRoleOf } from '@/stores/session-store';

/**
 * The navbar's user menu: my account, the accounts the person can act for (their own and their teams', when they
 * have any), the admin accounts' role switch (a view mode only) and sign-out.
 */
export function UserMenu({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSessionStore((s) => s.user);
  const adminView = useSessionStore((s) => s.adminView);
  const switchRole = useSessionStore((s) => s.switchRole);
  const logout = useLogout();
  const [opened, setOpened] = useState(false);
  const accountSwitch = useAccountSwitch(opened);
  if (!user) return null;
  const inAdminView = viewRoleOf(user, adminView) === 'admin';
  const acting = user.actingFor;
  const accountItems: MenuProps['items'] =
    accountSwitch.accounts.length > 1
      ? [
          { type: 'divider' as const },
          {
            type: 'group' as const,
            key: 'accounts',
            label: t('navbar.accounts'),
            children: accountSwitch.accounts.map((a) => ({
              key: `account:${a.id}`,
              icon: a.current ? <CheckOutlined aria-hidden /> : <TeamOutlined aria-hidden />,
              disabled: a.current || accountSwitch.switching,
              label: a.role === 'owner' ? t('navbar.ownAccount') : t('navbar.teamAccount', { name: a.name || a.email }),
            })),
          },
        ]
      : [];

  const items: MenuProps['items'] = [
    { key: 'account', icon: <UserOutlined aria-hidden />, label: t('navbar.myAccount') },
    ...(user.role === 'admin'
      ? [
          {
            key: 'switch',
            icon: <SwapOutlined aria-hidden />,
            label: t(inAdminView ? 'navbar.toSellerView' : 'navbar.toAdminView'),
          },
        ]
      : []),
    ...accountItems,
    { type: 'divider' as const },
    { key: 'signOut', icon: <LogoutOutlined aria-hidden />, label: t('navbar.signOut'), danger: true },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'account') void navigate('/myAccount');
    if (key.startsWith('account:')) accountSwitch.switchTo(key.slice('account:'.length));
    if (key === 'switch') {
      switchRole();
      // Each view opens on its own first page: the admin section, or the seller's Workplace.
      void navigate(inAdminView ? '/dashboard/workplace' : '/admin');
    }
    if (key === 'signOut') logout.mutate({ userId: user.id });
  };

  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight" onOpenChange={(o) => o && setOpened(true)}>
      <Button
        type="text"
        // A button's name starts with the text it shows, so that a person using speech input can say what they see.
        aria-label={
          compact
            ? t('navbar.userMenu')
            : `${user.email}${acting ? ` (${acting.name || acting.email})` : ''}, ${t('navbar.userMenu')}`
        }
        style={{ height: 40, paddingInline: 6 }}
        loading={logout.isPending}
      >
        <Avatar size={28} src={user.avatar || undefined} icon={<UserOutlined aria-hidden />} />
        {compact ? null : (
          <Typography.Text ellipsis style={{ maxWidth: 220 }} data-testid="navbar-email">
            {user.email}
          </Typography.Text>
        )}
        {compact || !acting ? null : (
          <Typography.Text type="secondary" ellipsis style={{ maxWidth: 160 }} data-testid="navbar-acting-for">
            {t('navbar.actingFor', { name: acting.name || acting.email })}
          </Typography.Text>
        )}
      </Button>
    </Dropdown>
  );
}
