import type { ComponentType } from 'react';
import type { Role } from '@dropport/contracts';

/** Route meta (ARCHITECTURE section 4): drives the router, the guard and the menu alike. */
export interface RouteMeta {
  /** i18n key of the menu title and the page title. */
  locale?: string;
  requiresAuth: boolean;
  /** Who may open the route; absent means any signed-in user. */
  roles?: readonly (Role | '*')[];
  hideInMenu?: boolean;
  order?: number;
}

/** One row of the route table. */
export interface AppRoute {
  path: string;
  /** Route name, as the server menu names it (`@dropport/contracts` MENU). */
  name: string;
  /** `console` pages render inside the signed-in layout. */
  layout?: 'console' | 'blank';
  page?: () => Promise<{ default: ComponentType }>;
  redirect?: string;
  meta: RouteMeta;
}

/** The one access check: the guard and the menu both call it (seed section 6). */
export function canAccess(meta: RouteMeta, role: Role | '' | undefined): boolean {
  if (!meta.requiresAuth || !meta.roles) return true;
  return meta.roles.includes('*') || (!!role && meta.roles.includes(role));
}

/** Menu rows the role may open, in menu order. */
export function menuRoutes(table: readonly AppRoute[], role: Role | '' | undefined): AppRoute[] {
  return table
    .filter((r) => !r.meta.hideInMenu && r.meta.locale && canAccess(r.meta, role))
    .sort((a, b) => (a.meta.order ?? Number.MAX_SAFE_INTEGER) - (b.meta.order ?? Number.MAX_SAFE_INTEGER));
}

/** Where a user goes when a route is closed to them: the first route of their menu. */
export function firstAccessiblePath(table: readonly AppRoute[], role: Role | '' | undefined): string | null {
  return menuRoutes(table, role)[0]?.path ?? null;
}
