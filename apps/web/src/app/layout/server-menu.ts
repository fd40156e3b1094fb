import { useEffect } from 'react';
import { fetchUserMenu } from '@/features/auth';
import { feedback } from '@/lib/feedback';
import { i18n } from '@/lib/i18n';
import { useAppStore } from '@/stores/app-store';

const NOTICE = 'server-menu';

/** Loads the menu from the server into the settings (loading, success or error notices). */
export async function loadServerMenu(): Promise<void> {
  feedback.message.loading({ key: NOTICE, content: i18n.t('settings.serverMenu.loading'), duration: 0 });
  try {
    const menu = await fetchUserMenu();
    useAppStore.getState().updateSettings({ serverMenu: menu });
    feedback.message.success({ key: NOTICE, content: i18n.t('settings.serverMenu.loaded') });
  } catch (error) {
    const reason = error instanceof Error ? error.message : '';
    feedback.message.error({ key: NOTICE, content: i18n.t('settings.serverMenu.failed', { reason }) });
  }
}

/** With the menu from the server on and none loaded yet (a new tab, a sign-in), load it once. */
export function useServerMenu(): void {
  const wanted = useAppStore((s) => s.menuFromServer && s.serverMenu.length === 0);
  useEffect(() => {
    if (wanted) void loadServerMenu();
  }, [wanted]);
}
