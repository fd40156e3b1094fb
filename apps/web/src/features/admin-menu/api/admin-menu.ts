import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MenuLayout, MenuLayoutUpdate } from '@dropport/contracts';
import { del, get, putJson } from '@/lib/http';
import { useAppStore } from '@/stores/app-store';

const menuKey = ['admin-menu'] as const;

export function useMenuLayout() {
  return useQuery({ queryKey: menuKey, queryFn: () => get<MenuLayout>('/api/admin/menu') });
}

/**
 * Saves a layout (or, with null, goes back to the default one). A console showing the menu from the server loads it
 * again, so the admin sees at once what every user will see at their next load.
 */
export function useSaveMenuLayout() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: MenuLayoutUpdate | null) =>
      body
        ? putJson<MenuLayout>('/api/admin/menu', body, { silent: true })
        : del<MenuLayout>('/api/admin/menu', { silent: true }),
    onSuccess: (layout) => {
      qc.setQueryData(menuKey, layout);
      useAppStore.getState().clearServerMenu();
    },
  });
}
