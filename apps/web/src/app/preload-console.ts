import { useEffect } from 'react';
import { loadAntdProviders } from '@/lib/antd-frame';
import { loadConsoleMessages } from '@/lib/i18n';
import { landingPage } from './route-table';
import { useCurrentRoute } from './guard';

/** The signed-in frame and the page a sign-in lands on, with antd's providers and the console's strings. */
export const preloadConsole = () =>
  Promise.all([import('./layout/app-layout'), landingPage(), loadAntdProviders(), loadConsoleMessages()]);

const INTERACTIONS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

/**
 * On a page outside the console (sign-in, sign-up), the console's frame and landing page load once the visitor
 * starts on the page (a click, a key, a field focused), so that signing in shows the Workplace without first
 * waiting for their code (a chain of some thirty files), while a visit that goes no further does not load it.
 */
export function usePreloadConsole(): void {
  const outside = useCurrentRoute()?.layout === 'blank';
  useEffect(() => {
    if (!outside || import.meta.env.MODE === 'test') return;
    const start = () => {
      stop();
      void preloadConsole().catch(() => undefined);
    };
    const stop = () => INTERACTIONS.forEach((type) => document.removeEventListener(type, start, true));
    INTERACTIONS.forEach((type) => document.addEventListener(type, start, { capture: true, passive: true }));
    return stop;
  }, [outside]);
}
