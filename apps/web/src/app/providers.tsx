import { App as AntdApp, ConfigProvider, theme as antdTheme, type ThemeConfig } from 'antd';
import enUS from 'antd/es/locale/en_US';
import esES from 'antd/es/locale/es_ES';
import ptBR from 'antd/es/locale/pt_BR';
import type { Locale as AntdLocale } from 'antd/es/locale';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FeedbackBridge } from '../lib/feedback';
import { ForcedLogoutDialog } from '../lib/forced-logout';
import { isLocale, type Locale } from '../lib/locales';
import { queryClient } from '../lib/query-client';
import { BRAND, useAppStore } from '../stores/app-store';

const ANTD_LOCALES: Record<Locale, AntdLocale> = { 'en-US': enUS, 'es-ES': esES, 'pt-BR': ptBR };

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
 * The theme (light or dark, the chosen theme colour) and colour-weak mode, applied to the whole page. Dialogs,
 * drawers and menus open and close without animation for people whose system asks for reduced motion.
 */
function useThemeConfig(): ThemeConfig {
  const reducedMotion = usePrefersReducedMotion();
  const dark = useAppStore((s) => s.theme === 'dark');
  const themeColor = useAppStore((s) => s.themeColor);
  const colorWeak = useAppStore((s) => s.colorWeak);
  useEffect(() => {
    document.documentElement.dataset.theme = dark ? 'dark' : 'light';
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
  }, [dark]);
  useEffect(() => {
    document.documentElement.style.setProperty('--dp-primary', themeColor);
  }, [themeColor]);
  useEffect(() => {
    document.body.style.filter = colorWeak ? 'invert(80%)' : '';
  }, [colorWeak]);
  return useMemo(
    () => ({
      algorithm: dark ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
      token: {
        colorPrimary: themeColor,
        borderRadius: 6,
        motion: !reducedMotion,
        ...(dark ? {} : { colorBgLayout: BRAND.paleGrey }),
      },
    }),
    [dark, themeColor, reducedMotion],
  );
}

/** Server-state cache, antd theme and locale, and the feedback bridge and forced-logout dialog the http client uses. */
export function Providers({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : 'en-US';
  const theme = useThemeConfig();
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={ANTD_LOCALES[locale]} theme={theme}>
        <AntdApp>
          <FeedbackBridge />
          <ForcedLogoutDialog />
          {children}
        </AntdApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
