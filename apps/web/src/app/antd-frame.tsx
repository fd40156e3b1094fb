import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { PageSpinner } from './page-spinner';

type Frame = ComponentType<{ children: ReactNode }>;

let loaded: Frame | null = null;
let loading: Promise<Frame> | null = null;

/** antd's providers (theme, locale, toasts, dialogs): the console's routes load them with their page. */
export function loadAntdProviders(): Promise<Frame> {
  loading ??= import('./antd-providers').then(
    ({ AntdProviders }) => (loaded = AntdProviders),
    (error: unknown) => {
      // A chunk that failed to arrive is asked for again by the next page that needs it.
      loading = null;
      throw error;
    },
  );
  return loading;
}

const LazyAntdProviders = lazy(async () => ({ default: await loadAntdProviders() }));

/**
 * Wraps a page in antd's providers. They are normally here already (the route loaded them with its page), and
 * the page renders at once; otherwise a spinner shows while they load.
 */
export function AntdFrame({ children }: { children: ReactNode }) {
  // Kept from the first render: switching between the two would mount the page afresh.
  const [Loaded] = useState(() => loaded);
  if (Loaded) return <Loaded>{children}</Loaded>;
  return (
    <Suspense fallback={<PageSpinner fullScreen />}>
      <LazyAntdProviders>{children}</LazyAntdProviders>
    </Suspense>
  );
}
