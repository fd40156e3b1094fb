import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { queryClient } from '@/lib/query-client';
import { useAppStore } from '@/stores/app-store';

/**
 * The theme (light or dark, the chosen theme colour) and colour-weak mode on the page itself, for the pages drawn
 * without antd as much as for antd's.
 */
function usePageTheme(): void {
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
}

/**
 * Server-state cache and the page's theme. antd's theme, locale, toasts and dialogs are in `AntdProviders`, which
 * the pages that use antd load with their code (the sign-in page does not).
 */
export function Providers({ children }: { children: ReactNode }) {
  usePageTheme();
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
