import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Seller } from './harness.js';
import { describeWithShopify, storesApi, uniqueShop, type StoreBody } from './stores-support.js';
import { withStore } from '../src/modules/stores/stores.service.js';

// A built console of one page, so the page's security headers can be read.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'dropport-web-'));
fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Dropport</title>');
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

describeWithShopify(
  'linked stores: list, unlink, revoked tokens, admin view',
  (get) => {
    const api = storesApi(get);
    let alice: Seller;
    let bob: Seller;
    beforeAll(async () => {
      alice = await get().s.seller();
      bob = await get().s.seller();
    });

    it('lists only the seller’s own stores, newest first; another seller’s store is unknown to them', async () => {
      const { s } = get();
      const first = await api.link(alice, uniqueShop('first'));
      const second = await api.link(alice, uniqueShop('second'), { currency: 'CAD' });
      const items = await api.list(alice);
      expect(items.map((st) => st.id).slice(0, 2)).toEqual([second.store.id, first.store.id]);
      expect(items[0]).toMatchObject({ currency: 'CAD', status: 'active' });
      expect(await api.list(bob)).toEqual([]);

      for (const [method, url] of [
        ['DELETE', `/api/stores/${first.store.id}`],
        ['POST', `/api/stores/${first.store.id}/check`],
      ] as const) {
        const res = await s.call(method, url, { as: bob });
        expect(res.status, url).toBe(404);
        expect(res.body.code).toBe('STORE_NOT_FOUND');
      }
      expect((await api.row(first.store.id)).status).toBe('active');
      expect((await s.call('GET', '/api/stores')).status).toBe(401);
    });

    it('unlinks a store: listed as unlinked, its token forgotten, unusable until linked again', async () => {
      const { s } = get();
      const { store } = await api.link(alice, uniqueShop('unlink'));
      const res = await s.call<StoreBody>('DELETE', `/api/stores/${store.id}`, { as: alice });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: store.id, status: 'unlinked' });
      expect((await api.row(store.id)).access_token_enc).toBeNull();
      expect((await api.list(alice)).find((st) => st.id === store.id)?.status).toBe('unlinked');
      const used = await s.call('POST', `/api/stores/${store.id}/check`, { as: alice });
      expect(used.status).toBe(409);
      expect(used.body).toMatchObject({ code: 'STORE_NOT_ACTIVE', params: { status: 'unlinked' } });
      // Again: nothing changes.
      expect((await s.call('DELETE', `/api/stores/${store.id}`, { as: alice })).status).toBe(200);
    });

    it('checks a connection through the Admin API and keeps a renamed shop’s name', async () => {
      const { s, shopify } = get();
      const name = uniqueShop('rename');
      const { store } = await api.link(alice, name);
      shopify.shop(name, { title: 'Renamed Shop' });
      const res = await s.call<StoreBody>('POST', `/api/stores/${store.id}/check`, { as: alice });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ name: 'Renamed Shop', status: 'active' });
    });

    it('a token the store revoked: a clear error for the caller, and the store shows revoked', async () => {
      const { s, shopify } = get();
      const name = uniqueShop('revoked');
      const { store } = await api.link(alice, name);
      expect(shopify.revokeToken(name, 'dropport-test-app')).toBe(true);

      const res = await s.call('POST', `/api/stores/${store.id}/check`, { as: alice, headers: { 'accept-language': 'pt-BR' } });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: 'STORE_ACCESS_REVOKED', params: { shop: `${name}.myshopify.com` } });
      expect(res.body.message).toContain('Conecte-a novamente');
      const row = await api.row(store.id);
      expect(row.status).toBe('revoked');
      expect(row.access_token_enc).toBeNull();
      expect((await api.list(alice)).find((st) => st.id === store.id)?.status).toBe('revoked');

      // What the listing features see through the same door: the store is no longer usable.
      await expect(withStore(s.ctx, { storeId: store.id }, (c) => c.shop())).rejects.toMatchObject({ code: 'STORE_NOT_ACTIVE' });
      // Linking again makes it active with a new token.
      expect((await api.link(alice, name)).store).toMatchObject({ id: store.id, status: 'active' });
    });

    it('lets an admin read a seller’s stores and nobody else', async () => {
      const { s } = get();
      const admin = await s.admin();
      const { store } = await api.link(bob, uniqueShop('admin-view'));
      const seen = await s.call<{ items: StoreBody[] }>('GET', `/api/admin/users/${bob.id}/stores`, { as: admin });
      expect(seen.status).toBe(200);
      expect(seen.body.items.map((st) => st.id)).toEqual([store.id]);
      expect((await s.call('GET', `/api/admin/users/${bob.id}/stores`, { as: alice })).status).toBe(403);
      expect((await s.call('GET', `/api/admin/users/${bob.id}/stores`, { as: bob })).status).toBe(403);
      const unknown = await s.call('GET', '/api/admin/users/NOPE/stores', { as: admin });
      expect(unknown.status).toBe(404);
      // Read-only: the admin cannot unlink someone else's store.
      expect((await s.call('DELETE', `/api/stores/${store.id}`, { as: admin })).status).toBe(404);
    });

    it('lets a linked shop’s admin frame a page opened by its verified launch, and nobody else', async () => {
      const { s, shopify } = get();
      const name = uniqueShop('embedded');
      const { store } = await api.link(alice, name);
      const shop = `${name}.myshopify.com`;
      const launched = await fetch(shopify.launchUrl(name, 'dropport-test-app'), { redirect: 'manual' });
      const page = new URL(launched.headers.get('location')!);
      expect(page.searchParams.get('embed')).toMatch(/^[0-9a-z]+\.[\w-]+$/);
      const csp = async (query: URLSearchParams) =>
        (await fetch(`${s.url}/addMyStore?${query.toString()}`)).headers.get('content-security-policy') ?? '';

      const embedded = await fetch(`${s.url}${page.pathname}${page.search}`);
      expect(embedded.status).toBe(200);
      expect(embedded.headers.get('content-security-policy')).toContain(
        `frame-ancestors https://${shop} https://admin.shopify.com ${shopify.url}`,
      );
      expect(embedded.headers.get('x-frame-options')).toBeNull();

      const plain = await fetch(`${s.url}/addMyStore`);
      expect(plain.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      // Any shop named in the query without a verified launch (the finding: ?shop=anything relaxed framing).
      const host = page.searchParams.get('host')!;
      expect(await csp(new URLSearchParams({ shop, host, embedded: '1' }))).toContain("frame-ancestors 'none'");
      expect(await csp(new URLSearchParams({ shop: 'anything.myshopify.com', host }))).toContain("frame-ancestors 'none'");
      // The mark is for one shop: moved to another it is worthless, and so is a forged or expired one.
      const moved = new URLSearchParams(page.search);
      moved.set('shop', 'anything.myshopify.com');
      expect(await csp(moved)).toContain("frame-ancestors 'none'");
      for (const embed of ['abc.def', `${(Date.now() - 1000).toString(36)}.${page.searchParams.get('embed')!.split('.')[1]}`]) {
        const forged = new URLSearchParams(page.search);
        forged.set('embed', embed);
        expect(await csp(forged)).toContain("frame-ancestors 'none'");
      }
      // Unlinked since, the shop frames the page no more.
      expect((await s.call('DELETE', `/api/stores/${store.id}`, { as: alice })).status).toBe(200);
      expect(await csp(new URLSearchParams(page.search))).toContain("frame-ancestors 'none'");
    });
  },
  { WEB_DIST: webDist },
);
