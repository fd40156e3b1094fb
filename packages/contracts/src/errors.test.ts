import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, ERRORS, LOCALES, VALIDATION_ISSUES, errorMessage, pickLocale, type ErrorCode } from './errors.js';
import {
  defaultMenuLayout,
  menuForRole,
  menuFromLayout,
  menuLayoutProblem,
  type MenuLayoutEntry,
  type MenuNode,
} from './menu.js';

const codes = Object.keys(ERRORS) as ErrorCode[];

describe('error catalogue', () => {
  it.each(LOCALES)('%s has a message for every error code and validation issue', (locale) => {
    const m = ERROR_MESSAGES[locale];
    for (const code of codes) expect(m.errors[code], `${locale} ${code}`).toEqual(expect.stringMatching(/\S/));
    for (const issue of VALIDATION_ISSUES) expect(m.validation[issue], `${locale} ${issue}`).toEqual(expect.stringMatching(/\S/));
    // Nothing in a locale file that the catalogue does not know.
    expect(Object.keys(m.errors).sort()).toEqual([...codes].sort());
    expect(Object.keys(m.validation).sort()).toEqual([...VALIDATION_ISSUES].sort());
  });

  it.each(['es-ES', 'pt-BR'] as const)('%s is translated, with the same placeholders as English', (locale) => {
    const en = ERROR_MESSAGES['en-US'];
    const m = ERROR_MESSAGES[locale];
    const holes = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort();
    for (const code of codes) {
      expect(m.errors[code], `${locale} ${code}`).not.toBe(en.errors[code]);
      expect(holes(m.errors[code]), `${locale} ${code}`).toEqual(holes(en.errors[code]));
    }
    for (const issue of VALIDATION_ISSUES) {
      expect(m.validation[issue], `${locale} ${issue}`).not.toBe(en.validation[issue]);
      expect(holes(m.validation[issue]), `${locale} ${issue}`).toEqual(holes(en.validation[issue]));
    }
  });

  it('gives every code a 4xx or 5xx status', () => {
    for (const code of codes) expect(ERRORS[code].status, code).toBeGreaterThanOrEqual(400);
  });

  it('fills placeholders in the chosen language', () => {
    expect(errorMessage('TOO_MANY_REQUESTS', 'en-US', { retryAfter: 30 })).toBe(
      'Too many requests. Slow down and try again in 30 seconds.',
    );
    expect(errorMessage('TOO_MANY_REQUESTS', 'es-ES', { retryAfter: 30 })).toContain('30 segundos');
    expect(errorMessage('LOGIN_FAILED', 'pt-BR')).toBe('Erro de login, atualize e tente novamente');
  });
});

describe('pickLocale', () => {
  it.each([
    [undefined, 'en-US'],
    ['', 'en-US'],
    ['es-MX,es;q=0.9', 'es-ES'],
    ['es', 'es-ES'],
    ['pt', 'pt-BR'],
    ['pt-PT', 'pt-BR'],
    ['PT-br', 'pt-BR'],
    ['fr', 'en-US'],
    ['fr-FR,fr;q=0.9,de;q=0.8', 'en-US'],
    ['fr-FR,es;q=0.5,pt;q=0.8', 'pt-BR'],
    ['en;q=0.2,es;q=0.7', 'es-ES'],
    ['es;q=0,pt', 'pt-BR'],
    ['*', 'en-US'],
    ['de, es-AR;q=0.4, en-GB;q=0.4', 'es-ES'],
  ])('%j → %s', (header, locale) => {
    expect(pickLocale(header)).toBe(locale);
  });
});

describe('menuForRole', () => {
  const names = (nodes: MenuNode[]): string[] => nodes.flatMap((n) => [n.name, ...names(n.children ?? [])]);

  it('hides the admin section from sellers', () => {
    const menu = names(menuForRole('user'));
    expect(menu).not.toContain('Admin');
    expect(menu).not.toContain('AdminOutbox');
    expect(menu).not.toContain('AdminPolicies');
    expect(menu).toEqual(expect.arrayContaining(['Home', 'Notification', 'Orders', 'Setting', 'SettingEmail']));
  });

  it('shows it to admins, after everything a seller sees', () => {
    const admin = menuForRole('admin');
    expect(admin.at(-1)).toEqual({
      name: 'Admin',
      children: [
        { name: 'AdminOperations' },
        { name: 'AdminUsers' },
        { name: 'AdminAudit' },
        { name: 'AdminMenu' },
        { name: 'AdminOutbox' },
        { name: 'AdminPolicies' },
        { name: 'AdminProducts' },
        { name: 'AdminImports' },
        { name: 'AdminCategories' },
        { name: 'AdminShippingTemplates' },
        { name: 'AdminSourcing' },
        { name: 'AdminWallets' },
        { name: 'AdminReconciliation' },
        { name: 'AdminRecharges' },
        { name: 'AdminOrders' },
        { name: 'AdminReferral' },
        { name: 'AdminReferralWithdrawals' },
        { name: 'AdminCloudWarehouse' },
        { name: 'AdminSupport' },
      ],
    });
    expect(names(admin)).toEqual([
      ...names(menuForRole('user')),
      'Admin',
      'AdminOperations',
      'AdminUsers',
      'AdminAudit',
      'AdminMenu',
      'AdminOutbox',
      'AdminPolicies',
      'AdminProducts',
      'AdminImports',
      'AdminCategories',
      'AdminShippingTemplates',
      'AdminSourcing',
      'AdminWallets',
      'AdminReconciliation',
      'AdminRecharges',
      'AdminOrders',
      'AdminReferral',
      'AdminReferralWithdrawals',
      'AdminCloudWarehouse',
      'AdminSupport',
    ]);
  });
});

describe('menu layouts', () => {
  const moved = (entries: MenuLayoutEntry[], name: string, to: number) => {
    const rest = entries.filter((e) => e.name !== name);
    rest.splice(
      to,
      0,
      entries.find((e) => e.name === name)!,
    );
    return rest;
  };

  it('the default layout is the menu each role sees by default', () => {
    expect(menuLayoutProblem(defaultMenuLayout())).toBeNull();
    for (const role of ['user', 'admin'] as const) expect(menuFromLayout(defaultMenuLayout(), role)).toEqual(menuForRole(role));
  });

  it("keeps a layout's order and hides what a role is not shown", () => {
    const layout = moved(defaultMenuLayout(), 'Invoice', 0).map((e) =>
      e.name === 'Tutorial' ? { ...e, roles: ['admin' as const] } : e,
    );
    expect(menuLayoutProblem(layout)).toBeNull();
    const seller = menuFromLayout(layout, 'user').map((n) => n.name);
    expect(seller[0]).toBe('Invoice');
    expect(seller).not.toContain('Tutorial');
    expect(menuFromLayout(layout, 'admin').map((n) => n.name)).toContain('Tutorial');
  });

  it('refuses a layout that loses, repeats, invents or regroups an entry, shows admin pages to sellers, or locks admins out', () => {
    const d = defaultMenuLayout();
    const home = d.find((e) => e.name === 'Home')!;
    const orders = d.find((e) => e.name === 'Orders')!;
    const admin = d.find((e) => e.name === 'Admin')!;
    const cases: [MenuLayoutEntry[], unknown][] = [
      [d.slice(1), { code: 'MENU_LAYOUT_ENTRIES', params: { name: 'Home' } }],
      [[...d, { name: 'Market', roles: ['user'] }], { code: 'MENU_LAYOUT_ENTRIES', params: { name: 'Market' } }],
      [[...d, { name: 'Elsewhere', roles: ['user'] }], { code: 'MENU_LAYOUT_ENTRIES', params: { name: 'Elsewhere' } }],
      [
        d.map((e) =>
          e === home ? { ...e, children: [...home.children!, orders.children![0]!] } : e === orders ? { ...e, children: [] } : e,
        ),
        { code: 'MENU_LAYOUT_ENTRIES', params: { name: 'OrdersShipped' } },
      ],
      [
        d.map((e) => (e === admin ? { ...e, roles: ['user' as const, 'admin' as const] } : e)),
        { code: 'MENU_LAYOUT_ROLE', params: { name: 'Admin', role: 'user' } },
      ],
      [d.map((e) => (e === admin ? { ...e, roles: [] } : e)), { code: 'MENU_LAYOUT_LOCKED', params: { name: 'Admin' } }],
      [
        d.map((e) =>
          e === admin ? { ...e, children: admin.children!.map((c) => (c.name === 'AdminMenu' ? { ...c, roles: [] } : c)) } : e,
        ),
        { code: 'MENU_LAYOUT_LOCKED', params: { name: 'AdminMenu' } },
      ],
    ];
    for (const [layout, problem] of cases) expect(menuLayoutProblem(layout)).toEqual(problem);
  });
});
