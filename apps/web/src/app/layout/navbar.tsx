import { MenuOutlined, MoonOutlined, SettingOutlined, SunOutlined } from '@ant-design/icons';
import { Button, Flex, Layout, Tag, Tooltip, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NotificationBell } from '@/features/notifications';
import { LanguagePicker } from '@/lib/language-picker';
import { BRAND, useAppStore } from '@/stores/app-store';
import { useViewRole } from '@/stores/session-store';
import { NavMenu } from './nav-menu';
import { UserMenu } from './user-menu';

export const NAVBAR_HEIGHT = 60;

/** The top bar: brand, the top menu when chosen, language, theme, settings and the user menu. */
export function Navbar({ onOpenMenu }: { onOpenMenu?: () => void }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const dark = useAppStore((s) => s.theme === 'dark');
  const topMenu = useAppStore((s) => s.topMenu);
  const mobile = useAppStore((s) => s.device === 'mobile');
  const toggleTheme = useAppStore((s) => s.toggleTheme);
  const updateSettings = useAppStore((s) => s.updateSettings);
  const role = useViewRole();

  return (
    <Layout.Header
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 100,
        height: NAVBAR_HEIGHT,
        display: 'flex',
        alignItems: 'center',
        gap: 12,
        paddingInline: mobile ? 12 : 20,
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      {onOpenMenu ? <Button type="text" icon={<MenuOutlined />} aria-label={t('navbar.openMenu')} onClick={onOpenMenu} /> : null}
      <Link to="/dashboard/workplace" style={{ display: 'flex', alignItems: 'center', gap: 10, flexShrink: 0 }}>
        <img src="/favicon.svg" alt="" width={28} height={28} />
        {mobile ? null : (
          <Typography.Text strong style={{ fontSize: 18, color: dark ? token.colorText : BRAND.darkGreen }}>
            {t('app.name')}
          </Typography.Text>
        )}
      </Link>
      {role === 'admin' && !mobile ? <Tag color="gold">{t('navbar.adminView')}</Tag> : null}
      {topMenu && !mobile ? <NavMenu mode="horizontal" /> : <div style={{ flex: 1 }} />}
      <Flex align="center" gap={mobile ? 2 : 8}>
        <LanguagePicker />
        <Tooltip title={t(dark ? 'navbar.lightTheme' : 'navbar.darkTheme')}>
          <Button
            type="text"
            shape="circle"
            aria-label={t(dark ? 'navbar.lightTheme' : 'navbar.darkTheme')}
            icon={dark ? <SunOutlined /> : <MoonOutlined />}
            onClick={toggleTheme}
          />
        </Tooltip>
        <NotificationBell />
        <Tooltip title={t('settings.title')}>
          <Button
            type="text"
            shape="circle"
            aria-label={t('settings.title')}
            icon={<SettingOutlined />}
            onClick={() => updateSettings({ globalSettings: true })}
          />
        </Tooltip>
        <UserMenu compact={mobile} />
      </Flex>
    </Layout.Header>
  );
}
