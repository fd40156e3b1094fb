import { beforeAll, expect, it } from 'vitest';
import type { UserSetting } from '@dropport/contracts';
import { describeEachEngine, type Seller, type ErrorBody } from './harness.js';

describeEachEngine('basic settings API', (get) => {
  let alice: Seller, bob: Seller, admin: Seller;
  beforeAll(async () => {
    ({ alice, bob, admin } = await get().cast());
  });

  const read = (as: Seller, userId = as.id) => get().call<UserSetting>('GET', `/v1/users/${userId}/setting`, { as });
  const change = (as: Seller, query: string, userId = as.id, headers: Record<string, string> = {}) =>
    get().call<UserSetting & ErrorBody>('POST', `/v1/users/${userId}/setting?${query}`, { as, headers });

  it('starts from the defaults', async () => {
    const res = await read(bob);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      locale: 'en-US',
      timeZone: 'UTC',
      dateFormat: 'locale',
      currencyDisplay: 'symbol',
      autoPay: false,
      autoPayDailyLimitCents: 0,
      iossEnabled: false,
      iossNumber: '',
      updatedAt: null,
    });
  });

  it('takes the fields as query parameters, keeps the ones left out, and reads them back', async () => {
    const first = await change(alice, 'locale=es-ES&timeZone=Europe%2FMadrid&dateFormat=DD%2FMM%2FYYYY');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ locale: 'es-ES', timeZone: 'Europe/Madrid', dateFormat: 'DD/MM/YYYY', autoPay: false });
    const second = await change(alice, 'autoPay=true&autoPayDailyLimitCents=25000&currencyDisplay=code');
    expect(second.body).toMatchObject({ locale: 'es-ES', autoPay: true, autoPayDailyLimitCents: 25000, currencyDisplay: 'code' });
    const back = await read(alice);
    expect(back.body).toEqual(second.body);
    expect(back.body.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('refuses auto-pay without a daily limit of at least $1, in the caller’s language, and saves nothing', async () => {
    const before = await read(bob);
    const res = await change(bob, 'autoPay=on&locale=pt-BR', bob.id, { 'Accept-Language': 'pt-BR' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('AUTO_PAY_LIMIT_REQUIRED');
    expect(res.body.message).toContain('limite diário');
    expect((await read(bob)).body).toEqual(before.body);
  });

  it('refuses an unknown time zone, language or date format, and a limit out of range', async () => {
    for (const query of [
      'timeZone=Mars%2FOlympus',
      'locale=fr-FR',
      'dateFormat=YY',
      'autoPayDailyLimitCents=-5',
      'autoPayDailyLimitCents=1e9',
    ]) {
      const res = await change(bob, query, bob.id, { 'Accept-Language': 'es-ES' });
      expect(res.status, query).toBe(400);
      expect(res.body.code, query).toBe('VALIDATION_FAILED');
      expect(res.body.message, query).toMatch(/^\S/);
    }
    expect((await read(bob)).body.updatedAt).toBeNull();
  });

  it("keeps sellers out of each other's settings; an admin may read but not change them", async () => {
    expect((await read(bob, alice.id)).status).toBe(403);
    expect((await change(bob, 'locale=pt-BR', alice.id)).status).toBe(403);
    const seen = await read(admin, alice.id);
    expect(seen.status).toBe(200);
    expect(seen.body.locale).toBe('es-ES');
    expect((await change(admin, 'locale=pt-BR', alice.id)).status).toBe(403);
    expect((await read(alice)).body.locale).toBe('es-ES');
    expect((await get().call('GET', `/v1/users/${alice.id}/setting`, { as: 'public' })).status).toBe(401);
  });

  it('keeps an IOSS number (IM + 10 digits, spaces and case forgiven) and refuses a malformed one or none when on', async () => {
    const carol = await get().seller();
    const bad = await change(carol, 'iossNumber=IM12345', carol.id, { 'Accept-Language': 'es-ES' });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
    expect(bad.body.message).toContain('iossNumber');
    const none = await change(carol, 'iossEnabled=true', carol.id, { 'Accept-Language': 'pt-BR' });
    expect(none.status).toBe(400);
    expect(none.body.code).toBe('IOSS_NUMBER_REQUIRED');
    expect(none.body.message).toContain('IOSS');
    expect((await read(carol)).body.updatedAt).toBeNull();

    const ok = await change(carol, 'iossEnabled=on&iossNumber=im%200123%20456789');
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ iossEnabled: true, iossNumber: 'IM0123456789' });
    // The number cannot be cleared while it is declared.
    expect((await change(carol, 'iossNumber=')).body.code).toBe('IOSS_NUMBER_REQUIRED');
    const off = await change(carol, 'iossEnabled=false&iossNumber=');
    expect(off.body).toMatchObject({ iossEnabled: false, iossNumber: '' });
  });
});
