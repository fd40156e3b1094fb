import { beforeAll, expect, it } from 'vitest';
import { defaultMenuLayout, menuForRole, type MenuLayout, type MenuLayoutEntry, type MenuNode } from '@dropport/contracts';
import { describeEachEngine, type ErrorBody, type Seller } from './harness.js';

describeEachEngine('the server menu: admins arrange it, every console reads it', (get) => {
  let admin: Seller;
  let seller: Seller;
  const s = () => get();
  const menuOf = async (as: Seller) => (await s().call<MenuNode[]>('POST', '/api/user/menu', { as })).body;
  const put = (entries: MenuLayoutEntry[], as: Seller = admin) =>
    s().call<MenuLayout & ErrorBody>('PUT', '/api/admin/menu', { as, json: { entries, reason: 'Market first' } });

  beforeAll(async () => {
    admin = await s().admin();
    seller = await s().seller({ verified: true });
  });

  it('answers the default menu until an admin arranges it; then each role gets the order and entries chosen', async () => {
    const start = await s().call<MenuLayout>('GET', '/api/admin/menu', { as: admin });
    expect(start.body).toMatchObject({ isDefault: true, updatedBy: null, entries: defaultMenuLayout() });
    expect(await menuOf(seller)).toEqual(menuForRole('user'));
    expect(await menuOf(admin)).toEqual(menuForRole('admin'));

    const d = defaultMenuLayout();
    const market = d.find((e) => e.name === 'Market')!;
    const entries = [market, ...d.filter((e) => e !== market)].map((e) =>
      e.name === 'Tutorial'
        ? { ...e, roles: ['admin' as const] }
        : e.name === 'Setting'
          ? { ...e, children: [...e.children!].reverse() }
          : e,
    );
    const saved = await put(entries);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ isDefault: false, updatedBy: admin.email });

    const sellers = await menuOf(seller);
    expect(sellers.map((n) => n.name).slice(0, 2)).toEqual(['Market', 'Home']);
    expect(sellers.map((n) => n.name)).not.toContain('Tutorial');
    expect(sellers.find((n) => n.name === 'Setting')?.children?.[0]?.name).toBe('SettingEmail');
    expect((await menuOf(admin)).map((n) => n.name)).toEqual(expect.arrayContaining(['Tutorial', 'Admin']));

    const audit = await s()
      .ctx.db.selectFrom('audit_log')
      .select(['actor_user_id', 'after'])
      .where('action', '=', 'menu.update')
      .executeTakeFirstOrThrow();
    expect(audit.actor_user_id).toBe(admin.id);
    expect(JSON.parse(audit.after!)).toMatchObject({ reason: 'Market first' });

    const back = await s().call<MenuLayout>('DELETE', '/api/admin/menu', { as: admin });
    expect(back.body.isDefault).toBe(true);
    expect(await menuOf(seller)).toEqual(menuForRole('user'));
  });

  it('refuses a layout that breaks the menu, with the reason, and keeps the one in force', async () => {
    const d = defaultMenuLayout();
    const before = (await s().call<MenuLayout>('GET', '/api/admin/menu', { as: admin })).body;
    const cases: [MenuLayoutEntry[], string][] = [
      [d.slice(1), 'MENU_LAYOUT_ENTRIES'],
      [d.map((e) => (e.name === 'Admin' ? { ...e, roles: ['user' as const, 'admin' as const] } : e)), 'MENU_LAYOUT_ROLE'],
      [d.map((e) => (e.name === 'Admin' ? { ...e, roles: [] } : e)), 'MENU_LAYOUT_LOCKED'],
    ];
    for (const [entries, code] of cases) {
      const res = await put(entries);
      expect([res.status, res.body.code]).toEqual([400, code]);
    }
    expect((await s().call<MenuLayout>('GET', '/api/admin/menu', { as: admin })).body).toEqual(before);
    // A seller may not arrange it.
    const refused = await put(d, seller);
    expect(refused.status).toBe(403);
  });
});
