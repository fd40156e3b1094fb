import { CheckOutlined } from '@ant-design/icons';
import { Button, Divider, Drawer, Flex, InputNumber, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { BRAND, DEFAULT_SETTINGS, MENU_WIDTH, useAppStore, type AppSettings } from '@/stores/app-store';
import { loadServerMenu } from './server-menu';
import { SectionTitle } from '@/lib/page';

/** Drawer width. */
export const SETTINGS_DRAWER_WIDTH = 300;

type Toggle = 'navbar' | 'menu' | 'topMenu' | 'footer' | 'tabBar' | 'menuFromServer' | 'colorWeak';

const CONTENT: Toggle[] = ['navbar', 'menu', 'topMenu', 'footer', 'tabBar', 'menuFromServer'];
const THEME_COLORS = [DEFAULT_SETTINGS.themeColor, BRAND.darkGreen, '#722ED1', '#F77234'];

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Flex justify="space-between" align="center" style={{ minHeight: 36 }}>
      <Typography.Text>{label}</Typography.Text>
      {children}
    </Flex>
  );
}

/** The settings drawer: what the console shows and how; kept for the browser session. */
export function SettingsDrawer() {
  const { t } = useTranslation();
  const settings = useAppStore();
  const { updateSettings } = settings;

  const toggle = (key: Toggle, on: boolean) => {
    const patch: Partial<AppSettings> = { [key]: on };
    if (key === 'menuFromServer') patch.serverMenu = [];
    updateSettings(patch);
    if (key === 'menuFromServer' && on) void loadServerMenu();
  };
  const switchRow = (key: Toggle) => (
    <Row key={key} label={t(`settings.${key}`)}>
      <Switch size="small" aria-label={t(`settings.${key}`)} checked={settings[key]} onChange={(on) => toggle(key, on)} />
    </Row>
  );

  return (
    <Drawer
      title={t('settings.title')}
      size={SETTINGS_DRAWER_WIDTH}
      open={settings.globalSettings}
      onClose={() => updateSettings({ globalSettings: false })}
      footer={
        <Button block onClick={settings.resetSettings}>
          {t('settings.reset')}
        </Button>
      }
    >
      <SectionTitle>{t('settings.content')}</SectionTitle>
      {CONTENT.map(switchRow)}
      <Row label={t('settings.menuWidth')}>
        <InputNumber
          size="small"
          aria-label={t('settings.menuWidth')}
          min={MENU_WIDTH.min}
          max={MENU_WIDTH.max}
          step={10}
          value={settings.menuWidth}
          onChange={(value) => {
            if (typeof value === 'number') updateSettings({ menuWidth: value });
          }}
          style={{ width: 96 }}
        />
      </Row>
      <Divider />
      <SectionTitle>{t('settings.other')}</SectionTitle>
      {switchRow('colorWeak')}
      <Row label={t('settings.darkTheme')}>
        <Switch
          size="small"
          aria-label={t('settings.darkTheme')}
          checked={settings.theme === 'dark'}
          onChange={(on) => updateSettings({ theme: on ? 'dark' : 'light' })}
        />
      </Row>
      <Row label={t('settings.themeColor')}>
        <Flex gap={6} role="radiogroup" aria-label={t('settings.themeColor')}>
          {THEME_COLORS.map((color) => (
            <button
              key={color}
              type="button"
              role="radio"
              aria-checked={settings.themeColor === color}
              aria-label={color}
              onClick={() => updateSettings({ themeColor: color })}
              style={{
                width: 22,
                height: 22,
                borderRadius: 4,
                border: 'none',
                cursor: 'pointer',
                background: color,
                color: '#fff',
                display: 'grid',
                placeItems: 'center',
              }}
            >
              {settings.themeColor === color ? <CheckOutlined style={{ fontSize: 12 }} /> : null}
            </button>
          ))}
        </Flex>
      </Row>
    </Drawer>
  );
}
