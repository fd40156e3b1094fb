import { useMemo } from 'react';
import { buildMenu, menuNames, openGroupKeys, selectedMenuKey, type MenuEntry } from '@/lib/access';
import { useAppStore } from '@/stores/app-store';
import { useGranted, useViewRole } from '@/stores/session-store';
import { useCurrentRoute } from '../guard';
import { routeTable } from '../route-table';

/** The menu for the current view role (and the server menu when it is on), with the entry to highlight. */
export function useMenu(): { entries: MenuEntry[]; selected: string | undefined; open: string[] } {
  const role = useViewRole();
  const granted = useGranted();
  const menuFromServer = useAppStore((s) => s.menuFromServer);
  const serverMenu = useAppStore((s) => s.serverMenu);
  const route = useCurrentRoute();
  const entries = useMemo(
    () => buildMenu(routeTable, role, menuFromServer && serverMenu.length > 0 ? menuNames(serverMenu) : null, granted),
    [role, menuFromServer, serverMenu, granted],
  );
  const selected = route ? selectedMenuKey(route, entries) : undefined;
  return { entries, selected, open: openGroupKeys(entries, selected) };
}
