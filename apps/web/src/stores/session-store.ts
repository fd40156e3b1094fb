import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { User } from '@dropport/contracts';
import { clearCredential } from '../lib/credential';
import { queryClient } from '../lib/query-client';

interface SessionState {
  /** The signed-in user's info, or null until it is loaded (after sign-in or from /api/user/info). */
  user: User | null;
  setUser: (user: User | null) => void;
  patchUser: (patch: Partial<User>) => void;
}

/** The session as the UI shows it. The credential itself is kept by lib/credential. */
export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      user: null,
      setUser: (user) => set({ user }),
      patchUser: (patch) => set((s) => ({ user: s.user ? { ...s.user, ...patch } : null })),
    }),
    { name: 'session', storage: createJSONStorage(() => sessionStorage), partialize: (s) => ({ user: s.user }) },
  ),
);

/** Ends the session in this browser: credential, user info and every cached server answer (seed section 4). */
export function endSession(): void {
  clearCredential();
  useSessionStore.getState().setUser(null);
  queryClient.clear();
}
