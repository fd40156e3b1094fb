import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { MenuNode } from '@dropport/contracts';

export type Theme = 'light' | 'dark';
export type Device = 'desktop' | 'mobile';

/** The embedded Shopify app's parameters (an api key and the host from the page query). */
export interface ShopifyConfig {
  apiKey?: string;
  host?: string;
}

/** Application settings. */
export interface AppSettings {
  theme: Theme;
  colorWeak: boolean;
  navbar: boolean;
  menu: boolean;
  topMenu: boolean;
  hideMenu: boolean;
  menuCollapse: boolean;
  footer: boolean;
  themeColor: string;
  menuWidth: number;
  /** Whether the settings drawer is open. */
  globalSettings: boolean;
  device: Device;
  tabBar: boolean;
  menuFromServer: boolean;
  serverMenu: MenuNode[];
  shopifyConfig: ShopifyConfig;
}

/** The settings' defaults: light theme, side menu 280 wide, theme colour #165DFF, no tab bar. */
export const DEFAULT_SETTINGS: AppSettings = {
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
};

/** Menu width bounds offered in the settings drawer. */
export const MENU_WIDTH = { min: 200, max: 400 } as const;

/** The brand's accent and surface colours (dark green, pale green, pale grey). */
export const BRAND = { darkGreen: '#0E4D3A', paleGreen: '#E8F6EF', paleGrey: '#F2F3F5' } as const;

interface AppState extends AppSettings {
  updateSettings: (patch: Partial<AppSettings>) => void;
  toggleTheme: () => void;
  /** Back to the defaults, keeping what follows the window or the session (device, open drawer, server menu, Shopify). */
  resetSettings: () => void;
  clearServerMenu: () => void;
}

/** Store id: the key it persists under in sessionStorage. */
export const APP_STORE_ID = 'dropport.app';

export const useAppStore = create<AppState>()(
  persist(
    (set) => ({
      ...DEFAULT_SETTINGS,
      updateSettings: (patch) => set(patch),
      toggleTheme: () => set((s) => ({ theme: s.theme === 'dark' ? 'light' : 'dark' })),
      resetSettings: () =>
        set((s) => ({
          ...DEFAULT_SETTINGS,
          device: s.device,
          globalSettings: s.globalSettings,
          serverMenu: s.serverMenu,
          shopifyConfig: s.shopifyConfig,
        })),
      clearServerMenu: () => set({ serverMenu: [] }),
    }),
    {
      name: APP_STORE_ID,
      storage: createJSONStorage(() => sessionStorage),
      // The device follows the window and the drawer opens on demand: neither outlives the page.
      partialize: ({
        device: _device,
        globalSettings: _open,
        updateSettings: _u,
        toggleTheme: _t,
        resetSettings: _r,
        clearServerMenu: _c,
        ...kept
      }) => kept,
    },
  ),
);
