import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, ERRORS, LOCALES, VALIDATION_ISSUES, errorMessage, pickLocale, type ErrorCode } from './errors.js';
import { menuForRole, type MenuNode } from './menu.js';

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
