import { beforeEach, describe, expect, it } from 'vitest';
import { APP_STORE_ID, DEFAULT_SETTINGS, useAppStore } from './app-store';

const stored = () => JSON.parse(sessionStorage.getItem(APP_STORE_ID) ?? 'null') as { state: Record<string, unknown> } | null;

describe('the settings store', () => {
  beforeEach(() => useAppStore.setState({ ...DEFAULT_SETTINGS }));

  it('starts from the documented defaults', () => {
    const s = useAppStore.getState();
    expect(s).toMatchObject({
      theme: 'light',
      colorWeak: false,
      navbar: true,
      menu: true,
      topMenu: false,
      hideMenu: false,
      menuCollapse: false,
      footer: true,
      themeColor: '#165DFF',
      menuWidth: 280,
      globalSettings: false,
      device: 'desktop',
      tabBar: false,
      menuFromServer: false,
      serverMenu: [],
      shopifyConfig: {},
    });
  });

  it('keeps the settings in sessionStorage under its store id, without the device or the open drawer', () => {
    useAppStore.getState().updateSettings({ tabBar: true, menuWidth: 320, globalSettings: true, device: 'mobile' });
    useAppStore.getState().toggleTheme();
    const saved = stored()?.state;
    expect(saved).toMatchObject({ tabBar: true, menuWidth: 320, theme: 'dark' });
    expect(saved).not.toHaveProperty('device');
    expect(saved).not.toHaveProperty('globalSettings');
    expect(localStorage.getItem(APP_STORE_ID)).toBeNull();
  });

  it('brings the saved settings back after a reload', async () => {
    sessionStorage.setItem(APP_STORE_ID, JSON.stringify({ state: { footer: false, colorWeak: true }, version: 0 }));
    await useAppStore.persist.rehydrate();
    expect(useAppStore.getState()).toMatchObject({ footer: false, colorWeak: true, navbar: true });
  });

  it('restores the defaults but keeps the loaded server menu and the Shopify parameters', () => {
    const menu = [{ name: 'Home' }];
    useAppStore
      .getState()
      .updateSettings({ footer: false, theme: 'dark', serverMenu: menu, shopifyConfig: { apiKey: 'k', host: 'h' } });
    useAppStore.getState().resetSettings();
    expect(useAppStore.getState()).toMatchObject({
      footer: true,
      theme: 'light',
      serverMenu: menu,
      shopifyConfig: { apiKey: 'k', host: 'h' },
    });
    useAppStore.getState().clearServerMenu();
    expect(useAppStore.getState().serverMenu).toEqual([]);
  });
});
