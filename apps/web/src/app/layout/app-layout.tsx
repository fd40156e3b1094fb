import { Layout, Typography, theme } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { HelpWidget, helpButtonClearance, useHelpWidgetShown } from '@/features/help-widget';
import { useAppStore } from '@/stores/app-store';
import { Breadcrumbs } from './breadcrumbs';
import { NavMenu } from './nav-menu';
import { NAVBAR_HEIGHT, Navbar } from './navbar';
import { useServerMenu } from './server-menu';
import { useTabTracking } from './tab-tracking';
import { useDevice } from './use-device';
import { useLiveEvents } from './use-live-events';

// The tab bar is off by default and the settings drawer opens on request: their code loads when first shown.
const TabBar = lazy(() => import('./tab-bar').then((m) => ({ default: m.TabBar })));
// On a phone the menu is in a drawer, whose code only a phone loads.
const PhoneMenuDrawer = lazy(() => import('./phone-menu-drawer').then((m) => ({ default: m.PhoneMenuDrawer })));
const SettingsDrawer = lazy(() => import('./settings-drawer').then((m) => ({ default: m.SettingsDrawer })));

const COLLAPSED_WIDTH = 64;

/** The signed-in frame: navbar, sidebar or top menu, tab bar, breadcrumbs, page, footer, help button; live updates. */
export function AppLayout() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const device = useDevice();
  const location = useLocation();
  const s = useAppStore();
  const [phoneMenuOpen, setPhoneMenuOpen] = useState(false);
  // Once opened, the drawer stays mounted, so that it closes with its animation.
  const [settingsShown, setSettingsShown] = useState(s.globalSettings);
  if (s.globalSettings && !settingsShown) setSettingsShown(true);
  useServerMenu();
  useTabTracking();
  useLiveEvents();
  const help = useHelpWidgetShown();

  const mobile = device === 'mobile';
  const sider = s.menu && !s.topMenu && !s.hideMenu && !mobile;
  const top = s.navbar ? NAVBAR_HEIGHT : 0;
  const padding = mobile ? 12 : 20;
  // Without the footer, the page keeps room at its end for the help button; a bar stuck to the window's bottom keeps
  // clear of its side with `--dp-help-clearance`.
  const clearance = help ? helpButtonClearance(mobile) : 0;
  const paddingBottom = help && !s.footer ? Math.max(padding, clearance) : padding;
  const contentStyle = { padding, paddingBottom, '--dp-help-clearance': `${Math.max(0, clearance - padding)}px` };

  return (
    <Layout style={{ minHeight: '100vh' }}>
      {s.navbar ? <Navbar onOpenMenu={mobile && s.menu ? () => setPhoneMenuOpen(true) : undefined} /> : null}
      <Layout>
        {sider ? (
          <Layout.Sider
            theme="light"
            width={s.menuWidth}
            collapsedWidth={COLLAPSED_WIDTH}
            collapsible
            collapsed={s.menuCollapse}
            onCollapse={(menuCollapse) => s.updateSettings({ menuCollapse })}
            style={{
              position: 'sticky',
              top,
              height: `calc(100vh - ${top}px)`,
              background: token.colorBgContainer,
              borderRight: `1px solid ${token.colorBorderSecondary}`,
            }}
          >
            {/* The menu scrolls inside the space the collapse button leaves, so its last entries stay reachable. */}
            <div style={{ height: '100%', overflowY: 'auto', overflowX: 'hidden' }}>
              <NavMenu mode="inline" collapsed={s.menuCollapse} />
            </div>
          </Layout.Sider>
        ) : null}
        <Layout style={{ minWidth: 0 }}>
          {s.tabBar && !mobile ? (
            <Suspense fallback={null}>
              <TabBar />
            </Suspense>
          ) : null}
          {/* data-location: the address of the page shown, once the router has rendered it (the old page stays
              on screen while a new one's code loads). Browser tests wait on it after moving through the router. */}
          <Layout.Content style={contentStyle} data-location={location.pathname + location.search}>
            {mobile ? null : <Breadcrumbs />}
            <Outlet />
          </Layout.Content>
          {s.footer ? (
            <Layout.Footer style={{ textAlign: 'center', padding: '16px 20px' }}>
              <Typography.Text type="secondary">{t('app.footer', { year: new Date().getFullYear() })}</Typography.Text>
            </Layout.Footer>
          ) : null}
        </Layout>
      </Layout>
      {mobile ? (
        <Suspense fallback={null}>
          <PhoneMenuDrawer open={phoneMenuOpen} onClose={() => setPhoneMenuOpen(false)} width={Math.min(s.menuWidth, 320)} />
        </Suspense>
      ) : null}
      {settingsShown ? (
        <Suspense fallback={null}>
          <SettingsDrawer />
        </Suspense>
      ) : null}
      <HelpWidget />
    </Layout>
  );
}
