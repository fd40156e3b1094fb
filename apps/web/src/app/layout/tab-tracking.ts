import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTabBarStore, type Tab } from '@/stores/tab-bar-store';
import { useCurrentRoute } from '../guard';

/** Opens (or updates) the tab of each console page visited, whether or not the tab bar is shown. */
export function useTabTracking(): void {
  const route = useCurrentRoute();
  const location = useLocation();
  const open = useTabBarStore((s) => s.open);
  useEffect(() => {
    if (!route || route.layout !== 'console' || route.meta.noTab || !route.meta.locale) return;
    open({
      title: route.meta.locale,
      name: route.name,
      fullPath: location.pathname + location.search,
      query: Object.fromEntries(new URLSearchParams(location.search)),
      ignoreCache: route.meta.ignoreCache,
    });
  }, [route, location.pathname, location.search, open]);
}

/** Re-enters a page afresh through `/redirect` (its cached state dropped). */
export function reloadPath(tab: Tab): string {
  return `/redirect/${encodeURIComponent(tab.fullPath)}`;
}
