import { useEffect } from 'react';
import { landingPage } from './route-table';
import { useCurrentRoute } from './guard';

/** The signed-in frame and the page a sign-in lands on. */
export const preloadConsole = () => Promise.all([import('./layout/app-layout'), landingPage()]);

/**
 * On a page outside the console (sign-in, sign-up), the console's frame and landing page load once the browser is
 * idle, so that signing in shows the Workplace without first waiting for their code (a chain of some thirty files).
 */
export function usePreloadConsole(): void {
  const outside = useCurrentRoute()?.layout === 'blank';
  useEffect(() => {
    if (!outside || import.meta.env.MODE === 'test') return;
    const start = () => void preloadConsole().catch(() => undefined);
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(start, { timeout: 2_000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(start, 500);
    return () => clearTimeout(id);
  }, [outside]);
}
