import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

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
 * Wraps antd components in antd's providers. They are normally here already (the route loaded them with its
 * page), and the content renders at once; otherwise `fallback` shows while they load (parts of the sign-in page).
 */
export function AntdFrame({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  // Kept from the first render: switching between the two would mount the content afresh.
  const [Loaded] = useState(() => loaded);
  if (Loaded) return <Loaded>{children}</Loaded>;
  return (
    <Suspense fallback={fallback}>
      <LazyAntdProviders>{children}</LazyAntdProviders>
    </Suspense>
  );
}
