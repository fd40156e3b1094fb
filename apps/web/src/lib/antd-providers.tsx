import { App as AntdApp, ConfigProvider, theme as antdTheme, type ThemeConfig } from 'antd';
import enUS from 'antd/es/locale/en_US';
import esES from 'antd/es/locale/es_ES';
import ptBR from 'antd/es/locale/pt_BR';
import type { Locale as AntdLocale } from 'antd/es/locale';
// antd's component styles as one stylesheet (zero-runtime mode below): it loads with this chunk, so the sign-in
// page does not wait for it.
import 'antd/dist/antd.css';
import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FeedbackBridge } from './feedback';
import { ForcedLogoutDialog } from './forced-logout';
import { isLocale, type Locale } from './locales';
import { BRAND, useAppStore } from '@/stores/app-store';

const ANTD_LOCALES: Record<Locale, AntdLocale> = { 'en-US': enUS, 'es-ES': esES, 'pt-BR': ptBR };

/**
 * Secondary text (descriptions, labels, captions) and links in colours that read against the backgrounds they sit
 * on, cards and the page alike (WCAG AA, 4.5:1): antd's defaults are 3.4:1 for secondary text and 4.1:1 for
 * links in the light theme, and 4.4:1 for secondary text on the dark theme's raised surfaces. The pages drawn
 * without antd use the same colours (global.css).
 */
const LIGHT_READABLE = {
  colorTextDescription: 'rgba(0, 0, 0, 0.58)',
  colorTextTertiary: 'rgba(0, 0, 0, 0.58)',
  colorLink: '#165dff',
  colorLinkHover: '#4080ff',
  colorLinkActive: '#0e42d2',
};
const DARK_READABLE = {
  colorTextDescription: 'rgba(255, 255, 255, 0.55)',
  colorTextTertiary: 'rgba(255, 255, 255, 0.55)',
  colorLink: '#4096ff',
  colorLinkHover: '#69b1ff',
  colorLinkActive: '#1677ff',
};

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const subscribeReducedMotion = (onChange: () => void) => {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** Whether the person asked their system for less motion; it can change while the console is open. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribeReducedMotion, () => window.matchMedia(REDUCED_MOTION).matches);
}

/**
 * antd's theme: light or dark and the chosen theme colour. Dialogs, drawers and menus open and close without
 * animation for people whose system asks for reduced motion.
 *
 * Zero-runtime mode: the components take their styles from antd's stylesheet instead of working them out as they
 * first render (that work was most of a console page's first render, hundreds of milliseconds of blocked main
 * thread on a slow machine); the theme still applies at runtime, as CSS variables. The component tests load no
 * stylesheet and read visibility from the elements themselves, so they need no styles at all.
 */
function useThemeConfig(): ThemeConfig {
  const reducedMotion = usePrefersReducedMotion();
  const dark = useAppStore((s) => s.theme === 'dark');
  const themeColor = useAppStore((s) => s.themeColor);
  return useMemo(
    () => ({
      algorithm: dark ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
      zeroRuntime: true,
      token: {
        colorPrimary: themeColor,
        borderRadius: 6,
        motion: !reducedMotion,
        ...(dark ? DARK_READABLE : { ...LIGHT_READABLE, colorBgLayout: BRAND.paleGrey }),
      },
    }),
    [dark, themeColor, reducedMotion],
  );
}

/** antd's theme and locale, and the feedback bridge and forced-logout dialog the http client uses. */
export function AntdProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : 'en-US';
  const theme = useThemeConfig();
  return (
    <ConfigProvider locale={ANTD_LOCALES[locale]} theme={theme}>
      <AntdApp>
        <FeedbackBridge />
        <ForcedLogoutDialog />
        {children}
      </AntdApp>
    </ConfigProvider>
  );
}
