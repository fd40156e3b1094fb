import { beforeAll, expect, it } from 'vitest';
import type { AdminCategory, AdminCategoryList, CategoryTree, MarketPage } from '@dropport/contracts';
import { describeEachEngine, type ErrorBody, type Seller } from './harness.js';

describeEachEngine('admin: categories', (get) => {
  let alice: Seller, admin: Seller;
  beforeAll(async () => {
    ({ alice, admin } = await get().cast());
    await get().catalogue(80);
  });

  const list = (as: Seller = admin) => get().call<AdminCategoryList & ErrorBody>('GET', '/api/admin/categories', { as });
  const one = async (id: string) => (await list()).body.items.find((c) => c.id === id);
  const create = (json: Record<string, unknown>, as: Seller = admin) =>
    get().call<AdminCategory & ErrorBody>('POST', '/api/admin/categories', { as, json });
  const update = (id: string, json: Record<string, unknown>, as: Seller = admin) =>
    get().call<AdminCategory & ErrorBody>('PUT', `/api/admin/categories/${id}`, { as, json });
  const remove = (id: string, as: Seller = admin) => get().call<ErrorBody>('DELETE', `/api/admin/categories/${id}`, { as });
  const names = (en: string) => ({ nameEn: en, nameEs: `${en} (es)`, namePt: `${en} (pt)` });
  /** The PUT body that keeps a category as it is, with some fields changed. */
  const keep = (c: AdminCategory, over: Record<string, unknown> = {}) => ({
    parentId: c.parentId,
    nameEn: c.nameEn,
    nameEs: c.nameEs,
    namePt: c.namePt,
    sort: c.sort,
    ...over,
  });
  const tree = (lang: string) =>
    get().call<CategoryTree>('GET', '/api/market/categories', { as: alice, headers: { 'Accept-Language': lang } });
  const branchIds = async (category: string) => {
    const res = await get().call<MarketPage>('GET', `/api/market/products?category=${category}&limit=60`, { as: alice });
    expect(res.status).toBe(200);
    return res.body.items.map((p) => p.id);
  };
  const productsIn = async (category: string) =>
    (
      await get().ctx.db.selectFrom('products').select(['id', 'root_category_id']).where('category_id', '=', category).execute()
    ).map((p) => ({ id: Number(p.id), root: p.root_category_id }));
  /** Lists a product in the market (the seeded one may be private or inactive). */
  const listed = async (id: number) => {
    await get()
      .ctx.db.updateTable('products')
      .set({ status: 'active', visibility: 'public', listed: 1 })
      .where('id', '=', id)
      .execute();
    return id;
  };

  it('lists every category parents first, with three names, depth and the products each holds', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    const items = res.body.items;
    const at = (id: string) => items.findIndex((c) => c.id === id);
    expect(items.find((c) => c.id === 'home-decor')).toMatchObject({
      parentId: null,
      nameEn: 'Home Decor',
      nameEs: 'Decoración',
      namePt: 'Decoração',
      depth: 1,
      productCount: 0,
    });
    expect(items.find((c) => c.id === 'decor-lighting')).toMatchObject({
      parentId: 'home-decor',
      nameEs: 'Iluminación',
      depth: 2,
    });
    expect(at('home-decor')).toBeLessThan(at('decor-lighting'));
    for (const c of items.filter((c) => c.parentId)) expect(at(c.parentId!), c.id).toBeLessThan(at(c.id));
    const total = await get()
      .ctx.db.selectFrom('products')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(items.reduce((n, c) => n + c.productCount, 0)).toBe(Number(total.n));
  });

  it('is for admins only: a seller gets 403 on every call and writes nothing, the public credential 401', async () => {
    const before = await one('home-decor');
    expect((await list(alice)).status).toBe(403);
    expect((await create({ id: 'seller-made', ...names('Seller') }, alice)).body.code).toBe('FORBIDDEN');
    expect((await update('home-decor', keep(before!, { nameEn: 'Hacked' }), alice)).status).toBe(403);
    expect((await remove('garden-tools', alice)).status).toBe(403);
    expect((await get().call('GET', '/api/admin/categories', { as: 'public' })).status).toBe(401);
    expect(await one('seller-made')).toBeUndefined();
    expect(await one('home-decor')).toEqual(before);
    expect(await one('garden-tools')).toBeDefined();
  });

  it('adds a top-level category and a child (form-encoded too); the market tree shows them at once', async () => {
    const top = await create({ id: 'pet-supplies', ...names('Pet Supplies'), sort: 500 });
    expect(top.status).toBe(201);
    expect(top.body).toMatchObject({ id: 'pet-supplies', parentId: null, depth: 1, productCount: 0, sort: 500 });
    const child = await get().call<AdminCategory>('POST', '/api/admin/categories', {
      as: admin,
      form: { id: 'pet-beds', parentId: 'pet-supplies', nameEn: 'Beds', nameEs: 'Camas', namePt: 'Camas', sort: '' },
    });
    expect(child.status).toBe(201);
    expect(child.body).toMatchObject({ id: 'pet-beds', parentId: 'pet-supplies', depth: 2, sort: 0 });
    const node = (await tree('pt-BR')).body.items.find((n) => n.id === 'pet-supplies');
    expect(node).toEqual({
      id: 'pet-supplies',
      name: 'Pet Supplies (pt)',
      children: [{ id: 'pet-beds', name: 'Camas', children: [] }],
    });
  });

  it('refuses a taken id (409), an unknown parent, a fourth level and bad fields (400); nothing is added', async () => {
    const taken = await create({ id: 'home-decor', ...names('Again') });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: 'CATEGORY_TAKEN', params: { id: 'home-decor' } });
    expect((await one('home-decor'))?.nameEn).toBe('Home Decor');

    const orphan = await create({ id: 'orphan', parentId: 'no-such-parent', ...names('Orphan') });
    expect(orphan.status).toBe(400);
    expect(orphan.body).toMatchObject({ code: 'CATEGORY_UNKNOWN', params: { id: 'no-such-parent' } });

    expect((await create({ id: 'decor-lamps-led', parentId: 'decor-lighting', ...names('LED') })).status).toBe(201);
    const deep = await create({ id: 'decor-lamps-led-mini', parentId: 'decor-lamps-led', ...names('Mini') });
    expect(deep.status).toBe(400);
    expect(deep.body).toMatchObject({ code: 'CATEGORY_TOO_DEEP', params: { max: 3, parentId: 'decor-lamps-led' } });

    const cases: [Record<string, unknown>, string][] = [
      [{ id: 'no-spanish', nameEn: 'A', namePt: 'A' }, 'nameEs'],
      [{ id: 'blank-pt', ...names('B'), namePt: '   ' }, 'namePt'],
      [{ id: 'Not A Slug', ...names('C') }, 'id'],
      [{ id: 'neg-sort', ...names('D'), sort: -1 }, 'sort'],
    ];
    for (const [body, field] of cases) {
      const res = await create(body);
      expect(res.status, field).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', params: { field } });
    }
    const ids = (await list()).body.items.map((c) => c.id);
    for (const id of ['orphan', 'decor-lamps-led-mini', 'no-spanish', 'blank-pt', 'neg-sort']) expect(ids).not.toContain(id);
  });

  it('renames in three languages and re-sorts; the market names it anew in es-ES', async () => {
    const before = (await one('garden-tools'))!;
    const res = await update(
      'garden-tools',
      keep(before, { nameEn: 'Tools', nameEs: 'Herramientas', namePt: 'Ferramentas', sort: 1 }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: 'garden-tools', parentId: 'garden', nameEs: 'Herramientas', sort: 1, depth: 2 });
    expect(res.body.productCount).toBe(before.productCount);
    const garden = (await tree('es-ES')).body.items.find((n) => n.id === 'garden');
    // Sort 1 puts it before its siblings.
    expect(garden?.children[0]).toEqual({ id: 'garden-tools', name: 'Herramientas', children: [] });
    expect((await tree('en-US')).body.items.find((n) => n.id === 'garden')?.children[0]?.name).toBe('Tools');
  });

  it("moves a branch: its products and its subcategories' products change root in the market's branch filter", async () => {
    const lighting = (await productsIn('decor-lighting'))[0]!;
    expect(lighting.root).toBe('home-decor');
    await listed(lighting.id);
    // A product one level further down: in the subcategory made above.
    const [deeper] = await productsIn('decor-wall');
    await get().ctx.db.updateTable('products').set({ category_id: 'decor-lamps-led' }).where('id', '=', deeper!.id).execute();
    await listed(deeper!.id);
    expect(await branchIds('home-decor')).toEqual(expect.arrayContaining([lighting.id, deeper!.id]));

    const before = (await one('decor-lighting'))!;
    const moved = await update('decor-lighting', keep(before, { parentId: 'garden' }));
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ parentId: 'garden', depth: 2 });
    expect((await one('decor-lamps-led'))?.depth).toBe(3);
    for (const p of [...(await productsIn('decor-lighting')), ...(await productsIn('decor-lamps-led'))])
      expect(p.root).toBe('garden');
    const garden = await branchIds('garden');
    expect(garden).toEqual(expect.arrayContaining([lighting.id, deeper!.id]));
    expect(await branchIds('home-decor')).not.toContain(lighting.id);
    const node = (await tree('en-US')).body.items.find((n) => n.id === 'garden');
    expect(node?.children.find((c) => c.id === 'decor-lighting')?.children.map((c) => c.id)).toEqual(['decor-lamps-led']);
  });

  it('moves a whole top-level branch under another and back to the top', async () => {
    const shoes = (await one('shoes'))!;
    const sneakers = (await productsIn('shoes-sneakers'))[0]!;
    expect((await update('shoes', keep(shoes, { parentId: 'mens-clothing' }))).status).toBe(200);
    expect((await one('shoes-sneakers'))?.depth).toBe(3);
    expect((await productsIn('shoes-sneakers')).every((p) => p.root === 'mens-clothing')).toBe(true);
    // Form-encoded, an empty parent is the top.
    const back = await get().call<AdminCategory>('PUT', '/api/admin/categories/shoes', {
      as: admin,
      form: { parentId: '', nameEn: shoes.nameEn, nameEs: shoes.nameEs, namePt: shoes.namePt, sort: String(shoes.sort) },
    });
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ parentId: null, depth: 1 });
    expect((await productsIn('shoes-sneakers')).find((p) => p.id === sneakers.id)?.root).toBe('shoes');
  });

  it('refuses a cycle, a move too deep, an unknown parent and an unknown id; nothing moves', async () => {
    const decor = (await one('home-decor'))!;
    const lighting = (await one('decor-lighting'))!;
    const cases: [string, Record<string, unknown>, number, string][] = [
      ['home-decor', keep(decor, { parentId: 'home-decor' }), 400, 'CATEGORY_CYCLE'],
      ['home-decor', keep(decor, { parentId: 'decor-wall' }), 400, 'CATEGORY_CYCLE'],
      ['decor-lighting', keep(lighting, { parentId: 'decor-lamps-led' }), 400, 'CATEGORY_CYCLE'],
      // decor-lighting has a child: under a subcategory it would make a fourth level.
      ['decor-lighting', keep(lighting, { parentId: 'kitchen-tools' }), 400, 'CATEGORY_TOO_DEEP'],
      ['decor-lighting', keep(lighting, { parentId: 'nowhere' }), 400, 'CATEGORY_UNKNOWN'],
      ['no-such-category', keep(lighting), 404, 'CATEGORY_NOT_FOUND'],
    ];
    for (const [id, body, status, code] of cases) {
      const res = await update(id, body);
      expect(res.status, code).toBe(status);
      expect(res.body.code).toBe(code);
    }
    const missingParent = await update('decor-lighting', { nameEn: 'x', nameEs: 'x', namePt: 'x', sort: 0 });
    expect(missingParent.body).toMatchObject({ code: 'VALIDATION_FAILED', params: { field: 'parentId' } });
    expect(await one('home-decor')).toEqual(decor);
    expect(await one('decor-lighting')).toEqual(lighting);
    expect((await productsIn('decor-lighting')).every((p) => p.root === 'garden')).toBe(true);
  });

  it('deletes only an empty category: one with products or subcategories is 409, an unknown one 404', async () => {
    const withProducts = await remove('garden-tools');
    expect(withProducts.status).toBe(409);
    expect(withProducts.body).toMatchObject({ code: 'CATEGORY_NOT_EMPTY', params: { id: 'garden-tools', subcategories: 0 } });
    expect(withProducts.body.params.products).toBeGreaterThan(0);
    const withChildren = await remove('pet-supplies');
    expect(withChildren.body).toMatchObject({ code: 'CATEGORY_NOT_EMPTY', params: { products: 0, subcategories: 1 } });
    expect(await one('garden-tools')).toBeDefined();
    expect(await one('pet-supplies')).toBeDefined();

    expect((await remove('pet-beds')).status).toBe(204);
    expect((await remove('pet-supplies')).status).toBe(204);
    expect(await one('pet-supplies')).toBeUndefined();
    expect((await tree('en-US')).body.items.map((n) => n.id)).not.toContain('pet-supplies');
    const again = await remove('pet-supplies');
    expect(again.status).toBe(404);
    expect(again.body.code).toBe('CATEGORY_NOT_FOUND');
  });
});
