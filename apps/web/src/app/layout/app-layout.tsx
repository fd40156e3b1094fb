import { Button, Flex, Layout, Menu, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { menuRoutes } from '../../lib/access';
import { LanguageSwitch } from '../../lib/language-switch';
import { useSessionStore } from '../../stores/session-store';
import { useLogout } from '../../features/auth';
import { routeTable } from '../route-table';
import styles from './app-layout.module.css';

/** Pages shown under another menu entry (the workplace is the Home dashboard). */
const MENU_ALIASES: Record<string, string> = { '/dashboard/workplace': '/home' };

/** The signed-in frame: navbar (email, language, sign out), a menu from the route table and the page. */
export function AppLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const user = useSessionStore((s) => s.user);
  const logout = useLogout();
  const items = menuRoutes(routeTable, user?.role).map((r) => ({
    key: r.path,
    label: <Link to={r.path}>{t(r.meta.locale ?? r.name)}</Link>,
  }));

  return (
    <Layout className={styles.root}>
      <Layout.Header className={styles.header}>
        <Link to="/home" className={styles.logo}>
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span>{t('app.name')}</span>
        </Link>
        <Flex align="center" gap={12}>
          <LanguageSwitch />
          <Typography.Text className={styles.email} data-testid="navbar-email">
            {user?.email}
          </Typography.Text>
          <Button onClick={() => user && logout.mutate({ userId: user.id })} loading={logout.isPending}>
            {t('navbar.signOut')}
          </Button>
        </Flex>
      </Layout.Header>
      <Layout>
        <Layout.Sider width={220} theme="light" breakpoint="lg" collapsedWidth={0} className={styles.sider}>
          <Menu
            mode="inline"
            aria-label={t('navbar.menu')}
            selectedKeys={[MENU_ALIASES[pathname] ?? pathname]}
            items={items}
            className={styles.menu}
          />
        </Layout.Sider>
        <Layout.Content className={styles.content}>
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
