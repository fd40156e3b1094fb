import { Menu, type MenuProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MenuEntry } from '@/lib/access';
import { MENU_ICONS } from './menu-icons';
import { useMenu } from './use-menu';

type Item = Required<MenuProps>['items'][number];

function toItems(entries: readonly MenuEntry[], t: (key: string) => string): Item[] {
  return entries.map((e) => {
    const icon = e.icon ? MENU_ICONS[e.icon] : undefined;
    if (e.children) return { key: e.key, icon, label: t(e.locale), children: toItems(e.children, t) };
    return { key: e.key, icon, label: <Link to={e.path ?? '/'}>{t(e.locale)}</Link> };
  });
}

interface Props {
  mode: 'inline' | 'horizontal';
  collapsed?: boolean;
  /** Called after an item is chosen (the phone's menu drawer closes). */
  onNavigate?: () => void;
}

/** The console menu from the route table: the sidebar, the top menu and the phone's drawer all use it. */
export function NavMenu({ mode, collapsed = false, onNavigate }: Props) {
  const { t } = useTranslation();
  const { entries, selected, open } = useMenu();
  // Groups the user opened stay open; on each new page its group opens too.
  const [state, setState] = useState({ selected, keys: open });
  if (state.selected !== selected) setState({ selected, keys: [...new Set([...state.keys, ...open])] });
  const openKeys = collapsed || mode === 'horizontal' ? undefined : state.keys;
  return (
    <Menu
      mode={mode}
      aria-label={t('navbar.menu')}
      selectedKeys={selected ? [selected] : []}
      openKeys={openKeys}
      onOpenChange={(keys) => setState({ selected, keys })}
      inlineCollapsed={mode === 'inline' ? collapsed : undefined}
      items={toItems(entries, t)}
      onClick={onNavigate}
      style={{ borderInlineEnd: 'none', background: 'transparent', flex: mode === 'horizontal' ? 1 : undefined, minWidth: 0 }}
    />
  );
}
