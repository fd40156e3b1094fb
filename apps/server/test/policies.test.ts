import { beforeAll, expect, it } from 'vitest';
import type { PolicyList, PolicyPage } from '@dropport/contracts';
import { ensureFirstTexts } from '../src/modules/policies/policies.service.js';
import { describeEachEngine, type ErrorBody, type Seller } from './harness.js';

describeEachEngine('policy pages API', (get) => {
  let alice: Seller, bob: Seller, admin: Seller;
  beforeAll(async () => {
    ({ alice, bob, admin } = await get().cast());
  });

  const page = (slug: string, query = '', headers: Record<string, string> = {}) =>
    get().call<PolicyPage & ErrorBody>('GET', `/api/policies/${slug}${query}`, { headers });
  const edit = (as: Seller | 'public', slug: string, locale: string, json: unknown, headers: Record<string, string> = {}) =>
    get().call<PolicyPage & ErrorBody>('PUT', `/api/admin/policies/${slug}/${locale}`, { as, json, headers });

  it('lists the guide pages in menu order and the legal texts apart, without signing in', async () => {
    const guides = await get().call<PolicyList>('GET', '/api/policies?kind=guide');
    expect(guides.status).toBe(200);
    expect(guides.body.items.map((p) => p.slug)).toEqual(['how-to-start', 'shipping-policy', 'refunds', 'ioss']);
    expect(guides.body.items[0]?.title).toBe('How to start');
    const legal = await get().call<PolicyList>('GET', '/api/policies?kind=legal&locale=pt-BR');
    expect(legal.body.items.map((p) => [p.slug, p.locale])).toEqual([
      ['terms', 'pt-BR'],
      ['privacy', 'pt-BR'],
    ]);
    expect((await get().call<PolicyList>('GET', '/api/policies')).body.items).toHaveLength(6);
  });

  it('serves Markdown in the language of the query or of Accept-Language', async () => {
    const es = await page('ioss', '', { 'Accept-Language': 'es-ES,es;q=0.9' });
    expect(es.status).toBe(200);
    expect(es.body).toMatchObject({ slug: 'ioss', kind: 'guide', locale: 'es-ES' });
    expect(es.body.body).toMatch(/^## /m);
    expect(es.body.body).toContain('IM0123456789');
    const pt = await page('terms', '?locale=pt-BR', { 'Accept-Language': 'es-ES' });
    expect(pt.body).toMatchObject({ locale: 'pt-BR', kind: 'legal' });
    expect(pt.body.title).not.toBe(es.body.title);
  });

  it('answers an unknown page with 404 in the reader language', async () => {
    const res = await page('cookies', '', { 'Accept-Language': 'es-ES' });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('POLICY_NOT_FOUND');
    expect(res.body.message).toBe('No existe la página "cookies".');
  });

  it('shows an admin edit to the next reader, in that language only, and keeps it over a restart', async () => {
    const body = '## Plazos\n\nLos pedidos salen en **24 horas**.\n\n### Excepciones\n\nFestivos.';
    const saved = await edit(admin, 'shipping-policy', 'es-ES', { title: 'Política de envíos', body });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ slug: 'shipping-policy', locale: 'es-ES', title: 'Política de envíos', body });
    expect((await page('shipping-policy', '?locale=es-ES')).body.body).toBe(body);
    expect((await page('shipping-policy', '?locale=en-US')).body.body).not.toBe(body);

    // The start-up insertion of the first texts runs again: the edit stays.
    await ensureFirstTexts(get().ctx.db);
    expect((await page('shipping-policy', '?locale=es-ES')).body.title).toBe('Política de envíos');
  });

  it('falls back to en-US when a translation is missing', async () => {
    await get().ctx.db.deleteFrom('policy_pages').where('slug', '=', 'refunds').where('locale', '=', 'pt-BR').execute();
    const res = await page('refunds', '?locale=pt-BR');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ locale: 'en-US', title: 'Refunds' });
    const list = await get().call<PolicyList>('GET', '/api/policies?kind=guide&locale=pt-BR');
    expect(list.body.items.find((p) => p.slug === 'refunds')?.locale).toBe('en-US');
    // An admin writes the missing translation; readers of that language get it from then on.
    const saved = await edit(admin, 'refunds', 'pt-BR', { title: 'Reembolsos', body: '## Quando\n\nSempre ao saldo.' });
    expect(saved.status).toBe(200);
    expect((await page('refunds', '?locale=pt-BR')).body).toMatchObject({ locale: 'pt-BR', title: 'Reembolsos' });
  });

  it('lets only admins edit, and refuses bad input without saving anything', async () => {
    const before = (await page('terms', '?locale=en-US')).body;
    const good = { title: 'Terms', body: '## 1. Changed' };
    expect((await edit(alice, 'terms', 'en-US', good)).status).toBe(403);
    expect((await edit(bob, 'terms', 'en-US', good)).body.code).toBe('FORBIDDEN');
    expect((await edit('public', 'terms', 'en-US', good)).status).toBe(401);

    const empty = await edit(admin, 'terms', 'en-US', { title: '  ', body: 'x' }, { 'Accept-Language': 'pt-BR' });
    expect(empty.status).toBe(400);
    expect(empty.body.code).toBe('VALIDATION_FAILED');
    expect((await edit(admin, 'terms', 'en-US', { title: 'x'.repeat(121), body: 'x' })).status).toBe(400);
    expect((await edit(admin, 'terms', 'en-US', { title: 'T', body: 'x'.repeat(100_001) })).status).toBe(400);
    expect((await edit(admin, 'terms', 'fr-FR', good)).status).toBe(400);
    const unknown = await edit(admin, 'cookies', 'en-US', good);
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('POLICY_NOT_FOUND');

    expect((await page('terms', '?locale=en-US')).body).toEqual(before);
    expect(await get().ctx.db.selectFrom('policy_pages').select('slug').where('slug', '=', 'cookies').execute()).toEqual([]);
  });
});
