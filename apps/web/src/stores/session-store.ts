import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Permission, UserInfo } from '@dropport/contracts';
import type { Granted, ViewRole } from '@/lib/access';
import { clearCredential } from '@/lib/credential';
import { queryClient } from '@/lib/query-client';
import { supportWidget } from '@/lib/support-widget';
import { useAppStore } from './app-store';
import { useTabBarStore } from './tab-bar-store';

interface SessionState {
  /** The signed-in user's info, or null until it is loaded (after sign-in or from /api/user/info). */
  user: UserInfo | null;
  /** The admin account's view (the role switch); sellers have none. The server still judges. */
  adminView: boolean;
  setUser: (user: UserInfo | null) => void;
  patchUser: (patch: Partial<UserInfo>) => void;
  /** Toggles an admin account between the seller's view and the admin view. */
  switchRole: () => void;
}

export const SESSION_STORE_ID = 'dropport.session';

/** The session as the UI shows it. The credential itself is kept by lib/credential. */
export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      user: null,
      adminView: true,
      setUser: (user) => set({ user, adminView: true }),
      patchUser: (patch) => set((s) => ({ user: s.user ? { ...s.user, ...patch } : null })),
      switchRole: () => set((s) => ({ adminView: !s.adminView })),
    }),
    {
      name: SESSION_STORE_ID,
      storage: createJSONStorage(() => sessionStorage),
      partialize: (s) => ({ user: s.user, adminView: s.adminView }),
    },
  ),
);

/** The role the console is shown in: an admin account in the seller's view sees what a seller sees. */
export function viewRoleOf(user: UserInfo | null, adminView: boolean): ViewRole {
  if (!user) return '';
  return user.role === 'admin' && !adminView ? 'user' : user.role;
}

export function useViewRole(): ViewRole {
  return useSessionStore((s) => viewRoleOf(s.user, s.adminView));
}

/** The account the console acts for: the team account the session switched to, or the person's own. */
export function accountIdOf(user: UserInfo | null): string {
  return user?.actingFor?.id ?? user?.id ?? '';
}

export function useAccountId(): string {
  return useSessionStore((s) => accountIdOf(s.user));
}

const grantedCache = new WeakMap<object, ReadonlySet<Permission>>();

/** What the person may do for the account: null (everything) unless they act for a team. */
export function grantedOf(user: UserInfo | null): Granted {
  const acting = user?.actingFor;
  if (!acting) return null;
  let set = grantedCache.get(acting);
  if (!set) grantedCache.set(acting, (set = new Set(acting.permissions)));
  return set;
}

export function useGranted(): Granted {
  return useSessionStore((s) => grantedOf(s.user));
}

/**
 * Ends the session in this browser: credential, user info, server menu, tabs and every
 * cached server answer, and the support widget forgets the user.
 */
export function endSession(): void {
  clearCredential();
  useSessionStore.getState().setUser(null);
  useAppStore.getState().clearServerMenu();
  useTabBarStore.getState().reset();
  queryClient.clear();
  supportWidget.clearUser();
}
