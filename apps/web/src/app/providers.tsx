import { App as AntdApp, ConfigProvider, type ThemeConfig } from 'antd';
import enUS from 'antd/es/locale/en_US';
import esES from 'antd/es/locale/es_ES';
import ptBR from 'antd/es/locale/pt_BR';
import type { Locale as AntdLocale } from 'antd/es/locale';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FeedbackBridge } from '../lib/feedback';
import { isLocale, type Locale } from '../lib/locales';
import { queryClient } from '../lib/query-client';

const ANTD_LOCALES: Record<Locale, AntdLocale> = { 'en-US': enUS, 'es-ES': esES, 'pt-BR': ptBR };

/** Seed section 9: theme colour #165DFF. */
const THEME: ThemeConfig = { token: { colorPrimary: '#165DFF', borderRadius: 6 } };

/** Server-state cache, antd theme and locale, and the feedback bridge the http client uses. */
export function Providers({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : 'en-US';
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={ANTD_LOCALES[locale]} theme={THEME}>
        <AntdApp>
          <FeedbackBridge />
          {children}
        </AntdApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
