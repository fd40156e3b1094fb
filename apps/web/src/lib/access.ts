import type { ComponentType } from 'react';
import type { MenuNode, Permission, Role } from '@dropport/contracts';

/** Menu icons by name; the layout maps them to antd icons. */
export type IconName =
  | 'home'
  | 'market'
  | 'importList'
  | 'store'
  | 'products'
  | 'orders'
  | 'manualOrders'
  | 'balance'
  | 'recommend'
  | 'warehouse'
  | 'account'
  | 'setting'
  | 'policy'
  | 'invoice'
  | 'admin';

/** Route meta: drives the router, the guard, the menu, breadcrumbs and tabs. */
export interface RouteMeta {
  /** i18n key of the menu title, the page title, the breadcrumb and the tab. */
  locale?: string;
  requiresAuth: boolean;
  /** Who may open the route; absent means any signed-in user. */
  roles?: readonly (Role | '*')[];
  /** What a team member acting for the account needs to open it (the server refuses its calls without it). */
  permission?: Permission;
  hideInMenu?: boolean;
  /** Menu position among siblings. */
  order?: number;
  icon?: IconName;
  /** A group whose own page is also a menu item lists it first, under this label. */
  indexLocale?: string;
  /** The page is not kept among the tab bar's cached pages. */
  ignoreCache?: boolean;
  /** The page opens no tab (redirects, error pages). */
  noTab?: boolean;
  /**
   * The page is drawn without antd and with the sign-in strings only, so that it paints before the console's code
   * and strings have loaded (the sign-in page); it loads antd itself for what needs it.
   */
  light?: boolean;
}

export type PageModule = { default: ComponentType };

/** One row of the route table; `children` nest for the menu and breadcrumbs, each with its own full path. */
export interface AppRoute {
  path: string;
  /** Route name, as the server menu names it (`@dropport/contracts` MENU). */
  name: string;
  /** `console` pages render inside the signed-in layout; children inherit it. */
  layout?: 'console' | 'blank';
  page?: () => Promise<PageModule>;
  redirect?: string;
  meta: RouteMeta;
  children?: AppRoute[];
}

/** A route with its ancestors, outermost first. */
export interface FlatRoute extends AppRoute {
  layout: 'console' | 'blank';
  parents: AppRoute[];
}

/** Every row of the table, depth first, each with its ancestors and its (inherited) layout. */
export function flattenRoutes(table: readonly AppRoute[], parents: AppRoute[] = [], layout?: AppRoute['layout']): FlatRoute[] {
  return table.flatMap((route) => {
    const own = route.layout ?? layout ?? 'blank';
    return [{ ...route, layout: own, parents }, ...flattenRoutes(route.children ?? [], [...parents, route], own)];
  });
}

export type ViewRole = Role | '';

/** What the signed-in person may do for the account they act for: every permission (null) unless a team member. */
export type Granted = ReadonlySet<Permission> | null;

/** The one access check: the guard and the menu both call it. */
export function canAccess(meta: RouteMeta, role: ViewRole | undefined, granted: Granted = null): boolean {
  if (!meta.requiresAuth) return true;
  if (meta.permission && granted && !granted.has(meta.permission)) return false;
  if (!meta.roles) return true;
  return meta.roles.includes('*') || (!!role && meta.roles.includes(role));
}

/** A server menu by name: each entry's place in it (children after their group), which orders the menu built from it. */
export type ServerMenu = ReadonlyMap<string, number>;

/** The names in a server menu, children included, with their places. */
export function menuNames(nodes: readonly MenuNode[]): ServerMenu {
  const names = new Map<string, number>();
  const walk = (list: readonly MenuNode[]) => {
    for (const node of list) {
      names.set(node.name, names.size);
      walk(node.children ?? []);
    }
  };
  walk(nodes);
  return names;
}

/**
 * Routes that stay reachable whatever the server menu says (a list of names with no children).
 * PaySuccess is where the payment gateway returns any signed-in seller, whatever their menu holds.
 */
export const MENU_WHITE_LIST: ReadonlySet<string> = new Set(['login', 'notFound', 'Forbidden', 'Redirect', 'Root', 'PaySuccess']);

/**
 * Whether the server menu lets a route open: its name is in the menu, or it is a hidden page under an entry
 * that is (a product detail under Market, say).
 */
export function inServerMenu(route: FlatRoute, names: ServerMenu): boolean {
  if (!route.meta.requiresAuth || MENU_WHITE_LIST.has(route.name) || names.has(route.name)) return true;
  if (!route.meta.hideInMenu) return false;
  const parent = route.parents.at(-1);
  return !!parent && names.has(parent.name);
}

/** A menu entry: an item with a path, or a group of entries. */
export interface MenuEntry {
  key: string;
  locale: string;
  icon?: IconName;
  path?: string;
  children?: MenuEntry[];
}

const byOrder = (a: AppRoute, b: AppRoute) =>
  (a.meta.order ?? Number.MAX_SAFE_INTEGER) - (b.meta.order ?? Number.MAX_SAFE_INTEGER);

/** The menu a role sees, in menu order; with a server menu, only the entries it names, in its order. */
export function buildMenu(
  table: readonly AppRoute[],
  role: ViewRole | undefined,
  server?: ServerMenu | null,
  granted: Granted = null,
): MenuEntry[] {
  const visible = (r: AppRoute) =>
    !r.meta.hideInMenu &&
    !!r.meta.locale &&
    r.meta.requiresAuth &&
    canAccess(r.meta, role, granted) &&
    (!server || server.has(r.name));
  const entries: MenuEntry[] = [];
  const inOrder = server ? (a: AppRoute, b: AppRoute) => server.get(a.name)! - server.get(b.name)! : byOrder;
  for (const route of [...table].filter(visible).sort(inOrder)) {
    const children = buildMenu(route.children ?? [], role, server, granted);
    const locale = route.meta.locale ?? route.name;
    if (children.length === 0) {
      if (route.page) entries.push({ key: route.name, locale, icon: route.meta.icon, path: route.path });
      continue;
    }
    const self =
      route.page && route.meta.indexLocale ? [{ key: route.name, locale: route.meta.indexLocale, path: route.path }] : [];
    entries.push({ key: `${route.name}:group`, locale, icon: route.meta.icon, children: [...self, ...children] });
  }
  return entries;
}

/** Menu items (entries with a path), depth first. */
export function menuItems(entries: readonly MenuEntry[]): MenuEntry[] {
  return entries.flatMap((e) => (e.children ? menuItems(e.children) : [e]));
}

/** Where a user goes when a route is closed to them: the first item of their menu. */
export function firstAccessiblePath(
  table: readonly AppRoute[],
  role: ViewRole | undefined,
  server?: ServerMenu | null,
  granted: Granted = null,
) {
  return menuItems(buildMenu(table, role, server, granted))[0]?.path ?? null;
}

/**
 * The menu item to highlight for a route: the route itself, else its nearest ancestor in the menu; a group's
 * own page with no item of its own highlights the group's first item (Home shows the Workplace).
 */
export function selectedMenuKey(route: FlatRoute, entries: readonly MenuEntry[]): string | undefined {
  const items = menuItems(entries);
  for (const candidate of [route, ...[...route.parents].reverse()]) {
    if (items.some((i) => i.key === candidate.name)) return candidate.name;
    const group = findGroup(entries, `${candidate.name}:group`);
    if (group?.children?.[0]) return menuItems([group.children[0]])[0]?.key;
  }
  return undefined;
}

function findGroup(entries: readonly MenuEntry[], key: string): MenuEntry | undefined {
  for (const e of entries) {
    if (e.key === key) return e;
    const inner = e.children ? findGroup(e.children, key) : undefined;
    if (inner) return inner;
  }
  return undefined;
}

/** Keys of the groups holding a menu item, outermost first (the submenus to open). */
export function openGroupKeys(entries: readonly MenuEntry[], itemKey: string | undefined, trail: string[] = []): string[] {
  if (!itemKey) return [];
  for (const e of entries) {
    if (e.key === itemKey) return trail;
    if (e.children) {
      const found = openGroupKeys(e.children, itemKey, [...trail, e.key]);
      if (found.length) return found;
    }
  }
  return [];
}
