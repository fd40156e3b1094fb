import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** One open tab. `title` is the i18n key, so tabs follow the language. */
export interface Tab {
  title: string;
  name: string;
  fullPath: string;
  query: Record<string, string>;
  ignoreCache?: boolean;
}

/** The tab every session starts with and that cannot be closed: the default landing page. */
export const DEFAULT_TAB: Tab = {
  title: 'menu.dashboard.workplace',
  name: 'Workplace',
  fullPath: '/dashboard/workplace',
  query: {},
};

interface TabBarState {
  tabs: Tab[];
  /** Names of the pages whose state is kept while their tab is open (a set, kept as a list to persist). */
  cached: string[];
  /** Opens a tab for a page, or points its tab at the page's new address. */
  open: (tab: Tab) => void;
  /** Closes a tab (never the default one); answers the tabs left. */
  close: (name: string) => Tab[];
  /** Closes every tab but the default one and `name`. */
  closeOthers: (name: string) => void;
  /** Drops a page from the cached set, so that its next visit starts afresh (tab reload). */
  uncache: (name: string) => void;
  reset: () => void;
}

export const TAB_BAR_STORE_ID = 'dropport.tabBar';

const withName = (list: string[], name: string) => (list.includes(name) ? list : [...list, name]);

export const useTabBarStore = create<TabBarState>()(
  persist(
    (set, get) => ({
      tabs: [DEFAULT_TAB],
      cached: [DEFAULT_TAB.name],
      open: (tab) =>
        set((s) => {
          const at = s.tabs.findIndex((t) => t.name === tab.name);
          const tabs = at === -1 ? [...s.tabs, tab] : s.tabs.map((t, i) => (i === at ? tab : t));
          return { tabs, cached: tab.ignoreCache ? s.cached : withName(s.cached, tab.name) };
        }),
      close: (name) => {
        if (name === DEFAULT_TAB.name) return get().tabs;
        set((s) => ({ tabs: s.tabs.filter((t) => t.name !== name), cached: s.cached.filter((n) => n !== name) }));
        return get().tabs;
      },
      closeOthers: (name) =>
        set((s) => {
          const keep = (n: string) => n === name || n === DEFAULT_TAB.name;
          return { tabs: s.tabs.filter((t) => keep(t.name)), cached: s.cached.filter(keep) };
        }),
      uncache: (name) => set((s) => ({ cached: s.cached.filter((n) => n !== name) })),
      reset: () => set({ tabs: [DEFAULT_TAB], cached: [DEFAULT_TAB.name] }),
    }),
    {
      name: TAB_BAR_STORE_ID,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ tabs, cached }) => ({ tabs, cached }),
    },
  ),
);
