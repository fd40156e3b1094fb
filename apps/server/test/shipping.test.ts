import { beforeAll, expect, it } from 'vitest';
import type { ShippingDefaults, ShippingMethodList, TrackSetting } from '@dropport/contracts';
import { describeEachEngine, type Seller, type ErrorBody } from './harness.js';

const GOOD = {
  defaultCountryCode: 'US',
  rules: [
    { countryCode: 'DE', preferredMethod: 'DHL_ECOMMERCE', fallbackMethod: 'DP_STANDARD' },
    { countryCode: 'us', preferredMethod: 'USPS_DP_LINE', fallbackMethod: null },
  ],
};

describeEachEngine('shipping methods and defaults API', (get) => {
  let alice: Seller, bob: Seller, admin: Seller;
  beforeAll(async () => {
    ({ alice, bob, admin } = await get().cast());
  });

  const read = (as: Seller, userId = as.id) =>
    get().call<ShippingDefaults & ErrorBody>('GET', `/v1/users/${userId}/shipping`, { as });
  const save = (as: Seller, json: unknown, userId = as.id, lang = 'en-US') =>
    get().call<ShippingDefaults & ErrorBody>('POST', `/v1/users/${userId}/shipping`, {
      as,
      json,
      headers: { 'Accept-Language': lang },
    });

  it('lists the methods on offer to any signed-in user, not to the public credential', async () => {
    const res = await get().call<ShippingMethodList>('GET', '/v1/shipping/methods', { as: bob });
    expect(res.status).toBe(200);
    expect(res.body.items.map((m) => m.code)).toEqual([
      'DP_STANDARD',
      'DP_EXPRESS',
      'ECONOMY_POST',
      'YUNEXPRESS',
      'DHL_ECOMMERCE',
      'USPS_DP_LINE',
    ]);
    expect(res.body.items[1]).toEqual({
      code: 'DP_EXPRESS',
      name: 'Dropport Express',
      carrier: 'Dropport Line',
      daysMin: 3,
      daysMax: 6,
    });
    expect((await get().call('GET', '/v1/shipping/methods', { as: 'public' })).status).toBe(401);
  });

  it('starts empty, then keeps the default country and the rules as saved (codes upper-cased)', async () => {
    expect((await read(alice)).body).toEqual({ defaultCountryCode: null, rules: [], updatedAt: null });
    const res = await save(alice, GOOD);
    expect(res.status).toBe(200);
    const expected = {
      defaultCountryCode: 'US',
      rules: [
        { countryCode: 'DE', preferredMethod: 'DHL_ECOMMERCE', fallbackMethod: 'DP_STANDARD' },
        { countryCode: 'US', preferredMethod: 'USPS_DP_LINE', fallbackMethod: null },
      ],
    };
    expect(res.body).toMatchObject(expected);
    const back = await read(alice);
    expect(back.body).toMatchObject(expected);
    expect(back.body.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('replaces the rules as a whole: a rule left out is gone', async () => {
    const carol = await get().seller();
    await save(carol, GOOD);
    const res = await save(carol, { defaultCountryCode: '', rules: [GOOD.rules[0]] });
    expect(res.status).toBe(200);
    expect((await read(carol)).body).toMatchObject({ defaultCountryCode: null, rules: [GOOD.rules[0]] });
  });

  it('refuses unknown countries and methods, a fallback equal to the preferred one and a repeated country; nothing is saved', async () => {
    const cases: [unknown, string, string][] = [
      [{ ...GOOD, defaultCountryCode: 'XX' }, 'COUNTRY_UNKNOWN', 'No existe ningún país con el código "XX".'],
      [{ ...GOOD, rules: [{ countryCode: 'Atlantis', preferredMethod: 'DP_STANDARD' }] }, 'COUNTRY_UNKNOWN', 'ATLANTIS'],
      [{ ...GOOD, rules: [{ countryCode: 'FR', preferredMethod: 'TELEPORT' }] }, 'SHIPPING_METHOD_UNKNOWN', 'TELEPORT'],
      [
        { ...GOOD, rules: [{ countryCode: 'FR', preferredMethod: 'DP_STANDARD', fallbackMethod: 'CARRIER_PIGEON' }] },
        'SHIPPING_METHOD_UNKNOWN',
        'CARRIER_PIGEON',
      ],
      [
        { ...GOOD, rules: [{ countryCode: 'FR', preferredMethod: 'DP_EXPRESS', fallbackMethod: 'DP_EXPRESS' }] },
        'SHIPPING_FALLBACK_SAME',
        'FR',
      ],
      [
        {
          ...GOOD,
          rules: [
            { countryCode: 'FR', preferredMethod: 'DP_EXPRESS' },
            { countryCode: 'fr', preferredMethod: 'DP_STANDARD' },
          ],
        },
        'SHIPPING_RULE_DUPLICATE',
        'FR',
      ],
    ];
    for (const [json, code, inMessage] of cases) {
      const res = await save(bob, json, bob.id, 'es-ES');
      expect(res.status, code).toBe(400);
      expect(res.body.code, JSON.stringify(json)).toBe(code);
      expect(res.body.message).toContain(inMessage);
    }
    const malformed = await save(bob, { defaultCountryCode: 'US', rules: 'DE' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe('VALIDATION_FAILED');
    expect((await read(bob)).body).toEqual({ defaultCountryCode: null, rules: [], updatedAt: null });
  });

  it("keeps sellers out of each other's defaults; an admin may read but not change them", async () => {
    expect((await read(bob, alice.id)).status).toBe(403);
    const sneaky = await save(bob, { defaultCountryCode: 'FR', rules: [] }, alice.id);
    expect(sneaky.status).toBe(403);
    expect(sneaky.body.code).toBe('FORBIDDEN');
    const seen = await read(admin, alice.id);
    expect(seen.status).toBe(200);
    expect(seen.body.defaultCountryCode).toBe('US');
    expect((await save(admin, { defaultCountryCode: 'FR', rules: [] }, alice.id)).status).toBe(403);
    expect((await read(alice)).body.defaultCountryCode).toBe('US');
    expect((await read(alice)).body.rules).toHaveLength(2);
    expect((await get().call('GET', `/v1/users/${alice.id}/shipping`, { as: 'public' })).status).toBe(401);
  });
});

describeEachEngine('tracking setting API', (get) => {
  let alice: Seller, bob: Seller, admin: Seller;
  beforeAll(async () => {
    ({ alice, bob, admin } = await get().cast());
  });

  const read = (as: Seller, id = as.id) => get().call<TrackSetting & ErrorBody>('GET', `/v1/userTrackSetting/${id}`, { as });
  const save = (as: Seller, json: Record<string, unknown>, lang = 'en-US') =>
    get().call<TrackSetting & ErrorBody>('POST', '/v1/userTrackSetting', {
      as,
      json: { userId: as.id, ...json },
      headers: { 'Accept-Language': lang },
    });
  const TEMPLATE = 'https://track.myshop.com/parcel?n={trackingNumber}&lang=en';

  it("starts by notifying the buyer on the carrier's own page, then keeps what the seller saves", async () => {
    expect((await read(alice)).body).toEqual({
      userId: alice.id,
      notifyCustomer: true,
      trackingUrlTemplate: '',
      carrierNames: {},
      updatedAt: null,
    });
    const res = await save(alice, {
      notifyCustomer: false,
      trackingUrlTemplate: `  ${TEMPLATE} `,
      carrierNames: { DP_STANDARD: ' Dropport Post ', DHL_ECOMMERCE: '', YUNEXPRESS: 'Yun' },
    });
    expect(res.status).toBe(200);
    const expected = {
      userId: alice.id,
      notifyCustomer: false,
      trackingUrlTemplate: TEMPLATE,
      carrierNames: { DP_STANDARD: 'Dropport Post', YUNEXPRESS: 'Yun' },
    };
    expect(res.body).toMatchObject(expected);
    const back = await read(alice);
    expect(back.body).toMatchObject(expected);
    expect(back.body.updatedAt).toMatch(/^\d{4}-/);

    // Saved again, it replaces: an empty template means the carrier's page, a missing name the method's carrier.
    await save(alice, { notifyCustomer: true, trackingUrlTemplate: '', carrierNames: { DP_STANDARD: 'DP' } });
    expect((await read(alice)).body).toMatchObject({
      notifyCustomer: true,
      trackingUrlTemplate: '',
      carrierNames: { DP_STANDARD: 'DP' },
    });
  });

  it('refuses a template that is not an http(s) address with {trackingNumber}, and an unknown method; nothing is saved', async () => {
    for (const template of [
      'https://track.myshop.com/parcel',
      'ftp://track.myshop.com/{trackingNumber}',
      'javascript:alert({trackingNumber})',
      'track.myshop.com/{trackingNumber}',
      `https://track.myshop.com/${'x'.repeat(500)}/{trackingNumber}`,
    ]) {
      const res = await save(bob, { notifyCustomer: false, trackingUrlTemplate: template }, 'pt-BR');
      expect(res.status, template).toBe(400);
      expect(res.body.code, template).toBe('TRACKING_URL_INVALID');
      expect(res.body.message).toContain('{trackingNumber}');
      expect(res.body.message).toContain('rastreamento');
    }
    const unknown = await save(bob, { notifyCustomer: false, carrierNames: { TELEPORT: 'Beam' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('SHIPPING_METHOD_UNKNOWN');
    expect((await read(bob)).body).toMatchObject({ notifyCustomer: true, trackingUrlTemplate: '', updatedAt: null });
  });

  it("keeps sellers out of each other's tracking; an admin may read but not change it", async () => {
    expect((await read(bob, alice.id)).status).toBe(403);
    const sneaky = await get().call<ErrorBody>('POST', '/v1/userTrackSetting', {
      as: bob,
      json: { userId: alice.id, notifyCustomer: false, trackingUrlTemplate: TEMPLATE },
    });
    expect(sneaky.status).toBe(403);
    expect(sneaky.body.code).toBe('FORBIDDEN');
    const seen = await read(admin, alice.id);
    expect(seen.status).toBe(200);
    expect(seen.body.carrierNames).toEqual({ DP_STANDARD: 'DP' });
    const byAdmin = await get().call('POST', '/v1/userTrackSetting', {
      as: admin,
      json: { userId: alice.id, notifyCustomer: false },
    });
    expect(byAdmin.status).toBe(403);
    expect((await read(alice)).body.notifyCustomer).toBe(true);
    expect((await get().call('GET', `/v1/userTrackSetting/${alice.id}`, { as: 'public' })).status).toBe(401);
    expect((await read(admin, 'no-such-user')).status).toBe(404);
  });
});
