import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_TAB, TAB_BAR_STORE_ID, useTabBarStore, type Tab } from './tab-bar-store';

const tab = (name: string, extra: Partial<Tab> = {}): Tab => ({
  title: `menu.${name}`,
  name,
  fullPath: `/${name}`,
  query: {},
  ...extra,
});

describe('the tab bar store', () => {
  beforeEach(() => useTabBarStore.getState().reset());

  it('starts with the Workplace tab, which cannot be closed', () => {
    expect(useTabBarStore.getState().tabs).toEqual([DEFAULT_TAB]);
    expect(useTabBarStore.getState().close('Workplace')).toEqual([DEFAULT_TAB]);
  });

  it('opens a tab once per page and points it at the latest address', () => {
    const { open } = useTabBarStore.getState();
    open(tab('orders'));
    open(tab('orders', { fullPath: '/orders?status=paid', query: { status: 'paid' } }));
    const tabs = useTabBarStore.getState().tabs;
    expect(tabs.map((t) => t.name)).toEqual(['Workplace', 'orders']);
    expect(tabs[1]).toMatchObject({ fullPath: '/orders?status=paid', query: { status: 'paid' } });
    expect(useTabBarStore.getState().cached).toEqual(['Workplace', 'orders']);
  });

  it('leaves pages that ignore the cache out of the cached set', () => {
    useTabBarStore.getState().open(tab('confirm', { ignoreCache: true }));
    expect(useTabBarStore.getState().cached).toEqual(['Workplace']);
  });

  it('closes a tab, and closes the others keeping the default one', () => {
    const { open, close, closeOthers } = useTabBarStore.getState();
    for (const name of ['a', 'b', 'c']) open(tab(name));
    expect(close('b').map((t) => t.name)).toEqual(['Workplace', 'a', 'c']);
    expect(useTabBarStore.getState().cached).not.toContain('b');
    closeOthers('c');
    expect(useTabBarStore.getState().tabs.map((t) => t.name)).toEqual(['Workplace', 'c']);
    expect(useTabBarStore.getState().cached).toEqual(['Workplace', 'c']);
  });

  it('persists open tabs in sessionStorage under its store id', () => {
    useTabBarStore.getState().open(tab('orders'));
    const saved = JSON.parse(sessionStorage.getItem(TAB_BAR_STORE_ID) ?? '{}') as { state: { tabs: Tab[] } };
    expect(saved.state.tabs.map((t) => t.name)).toEqual(['Workplace', 'orders']);
  });
});
