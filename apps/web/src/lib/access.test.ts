import { describe, expect, it } from 'vitest';
import { MENU, menuForRole } from '@dropport/contracts';
import { routeTable } from '@/app/route-table';
import {
  buildMenu,
  canAccess,
  firstAccessiblePath,
  flattenRoutes,
  inServerMenu,
  menuItems,
  menuNames,
  openGroupKeys,
  selectedMenuKey,
  type FlatRoute,
} from './access';

const flat = flattenRoutes(routeTable);
const route = (name: string): FlatRoute => {
  const found = flat.find((r) => r.name === name);
  if (!found) throw new Error(`no route ${name}`);
  return found;
};

describe('the access check', () => {
  it('opens public routes and routes without roles to anyone, and role lists only to their roles or a wildcard', () => {
    expect(canAccess({ requiresAuth: false, roles: ['admin'] }, '')).toBe(true);
    expect(canAccess({ requiresAuth: true }, 'user')).toBe(true);
    expect(canAccess({ requiresAuth: true, roles: ['admin'] }, 'user')).toBe(false);
    expect(canAccess({ requiresAuth: true, roles: ['admin'] }, 'admin')).toBe(true);
    expect(canAccess({ requiresAuth: true, roles: ['*'] }, 'user')).toBe(true);
    expect(canAccess({ requiresAuth: true, roles: ['user'] }, '')).toBe(false);
  });
});

describe('the route table', () => {
  it('gives every route a unique name and path', () => {
    expect(new Set(flat.map((r) => r.name)).size).toBe(flat.length);
    expect(new Set(flat.map((r) => r.path)).size).toBe(flat.length);
  });

  it('names every entry of the server menu, so the console can filter by it', () => {
    const names = new Set(flat.map((r) => r.name));
    expect([...menuNames(MENU).keys()].filter((n) => !names.has(n))).toEqual([]);
  });

  it("keeps the sign-in routes public and the console's routes signed-in", () => {
    for (const path of ['/startup', '/text', '/lianlian', '/login', '/oauth2/authorize']) {
      expect(flat.find((r) => r.path === path)?.meta.requiresAuth, path).toBe(false);
    }
    for (const path of ['/pay-success', '/redirect/:path', '/home', '/setting/IOSS', '/hotProducts/:id']) {
      expect(flat.find((r) => r.path === path)?.meta.requiresAuth, path).toBe(true);
    }
    expect(route('PaySuccess').layout).toBe('blank');
    expect(route('SettingEmail').layout).toBe('console');
  });
});

describe('the menu', () => {
  it("shows a seller the 14 menu entries in order, and an admin's view adds the admin section", () => {
    const seller = buildMenu(routeTable, 'user');
    expect(seller.map((e) => e.locale)).toEqual([
      'menu.home',
      'menu.market',
      'menu.importList',
      'menu.addMyStore',
      'menu.myProducts',
      'menu.orders',
      'menu.manualOrders',
      'menu.balance',
      'menu.recommend',
      'menu.myCloudWarehouse',
      'menu.myAccount',
      'menu.setting',
      'menu.tutorial',
      'menu.invoice',
    ]);
    expect(buildMenu(routeTable, 'admin').map((e) => e.locale)).toEqual([...seller.map((e) => e.locale), 'menu.admin']);
  });

  it('lists the setting pages in order and a group page first under its own label', () => {
    const menu = buildMenu(routeTable, 'user');
    const setting = menu.find((e) => e.key === 'Setting:group');
    expect(setting?.children?.map((c) => c.path)).toEqual([
      '/setting/basic',
      '/setting/pricing-rule',
      '/setting/shipping',
      '/setting/praise-card',
      '/setting/IOSS',
      '/setting/email',
    ]);
    const orders = menu.find((e) => e.key === 'Orders:group');
    expect(orders?.children?.map((c) => [c.locale, c.path])).toEqual([
      ['menu.ordersIndex', '/orders'],
      ['menu.shipped', '/orders/shipped'],
    ]);
    expect(menu.find((e) => e.key === 'Market')).toMatchObject({ path: '/allProducts' });
  });

  it('follows the server menu when it is on', () => {
    const server = menuNames(menuForRole('user').filter((n) => ['Home', 'Orders', 'Setting'].includes(n.name)));
    const menu = buildMenu(routeTable, 'user', server);
    expect(menu.map((e) => e.key)).toEqual(['Home:group', 'Orders:group', 'Setting:group']);
    expect(firstAccessiblePath(routeTable, 'user', server)).toBe('/dashboard/workplace');
    expect(inServerMenu(route('OrdersShipped'), server)).toBe(true);
    expect(inServerMenu(route('Balance'), server)).toBe(false);
    // A hidden page is open when the entry it belongs to is.
    expect(inServerMenu(route('ConfirmPayment'), menuNames([{ name: 'Balance', children: [{ name: 'Recharge' }] }]))).toBe(true);
    // The white list and public pages stay open whatever the server says.
    expect(inServerMenu(route('Forbidden'), new Map())).toBe(true);
    expect(inServerMenu(route('login'), new Map())).toBe(true);
    // The gateway's return page is open to every signed-in seller, and so is the (public) payment screen.
    expect(inServerMenu(route('PaySuccess'), server)).toBe(true);
    expect(inServerMenu(route('Lianlian'), new Map())).toBe(true);
    // The admin's recharge queue is in the admin's server menu.
    expect(inServerMenu(route('AdminRecharges'), menuNames(menuForRole('admin')))).toBe(true);
  });

  it("orders the menu as the server menu does, each group's entries among themselves", () => {
    const server = menuNames([
      { name: 'Invoice' },
      { name: 'Orders', children: [{ name: 'OrdersShipped' }] },
      { name: 'Setting', children: [{ name: 'SettingEmail' }, { name: 'SettingBasic' }] },
      { name: 'Home', children: [{ name: 'Workplace' }] },
    ]);
    const menu = buildMenu(routeTable, 'user', server);
    expect(menu.map((e) => e.key)).toEqual(['Invoice', 'Orders:group', 'Setting:group', 'Home:group']);
    expect(menu[2]!.children!.map((e) => e.key)).toEqual(['SettingEmail', 'SettingBasic']);
    expect(firstAccessiblePath(routeTable, 'user', server)).toBe('/invoice');
  });

  it('highlights the page, or the entry it sits under, and opens its group', () => {
    const menu = buildMenu(routeTable, 'user');
    expect(selectedMenuKey(route('OrdersShipped'), menu)).toBe('OrdersShipped');
    expect(selectedMenuKey(route('HotProductsDetail'), menu)).toBe('Market');
    expect(selectedMenuKey(route('Home'), menu)).toBe('Workplace');
    expect(selectedMenuKey(route('ConfirmPayment'), menu)).toBe('Recharge');
    expect(openGroupKeys(menu, 'Recharge')).toEqual(['Balance:group']);
    expect(menuItems(menu).every((i) => i.path && !i.path.includes(':'))).toBe(true);
  });
});
