import { expect, it } from 'vitest';
import type { CityList, Country, CountryList, ProvinceList } from '@dropport/contracts';
import { describeEachEngine, type ErrorBody } from './harness.js';

describeEachEngine('region data API', (get) => {
  const countries = (lang: string) =>
    get().call<CountryList>('GET', '/v1/dataRegion/country', { headers: { 'Accept-Language': lang } });
  const find = (list: Country[], code: string) => list.find((c) => c.code === code);

  it('lists every country named in the caller’s language, with phone code, currency and EU membership', async () => {
    const en = await countries('en-US');
    expect(en.status).toBe(200);
    expect(en.body.items.length).toBeGreaterThanOrEqual(245);
    expect(find(en.body.items, 'DE')).toEqual({
      code: 'DE',
      name: 'Germany',
      phoneCode: '49',
      currency: 'EUR',
      eu: true,
      flag: '🇩🇪',
    });
    expect(find(en.body.items, 'GB')).toMatchObject({ eu: false, currency: 'GBP', phoneCode: '44' });
    expect(find(en.body.items, 'AS')?.phoneCode).toBe('1-684');
    expect(en.body.items.filter((c) => c.eu)).toHaveLength(27);

    const es = await countries('es-ES');
    expect(find(es.body.items, 'DE')?.name).toBe('Alemania');
    const pt = await countries('pt-BR,pt;q=0.9');
    expect(find(pt.body.items, 'DE')?.name).toBe('Alemanha');
    // Sorted by the name the caller reads.
    const names = es.body.items.map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('es-ES').compare));
  });

  it('is open to the public credential and may be cached per language', async () => {
    const res = await get().call('GET', '/v1/dataRegion/country', { as: 'public' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/max-age=\d+/);
    expect(res.headers.get('vary')).toMatch(/accept-language/i);
    const seller = await get().seller();
    expect((await get().call('GET', '/v1/dataRegion/province?countryCode=ES', { as: seller })).status).toBe(200);
  });

  it('lists the provinces of a country and the cities of a province', async () => {
    const prov = await get().call<ProvinceList>('GET', '/v1/dataRegion/province?countryCode=us');
    expect(prov.status).toBe(200);
    expect(prov.body.items).toContainEqual({ code: 'CA', name: 'California' });
    expect(prov.headers.get('cache-control')).toMatch(/max-age/);
    const cities = await get().call<CityList>('GET', '/v1/dataRegion/city?countryCode=US&provinceCode=CA');
    expect(cities.status).toBe(200);
    expect(cities.body.items).toContainEqual({ name: 'Los Angeles' });
    expect(cities.body.items.length).toBeGreaterThan(500);
  });

  it('takes the short names country and province too', async () => {
    const prov = await get().call<ProvinceList>('GET', '/v1/dataRegion/province?country=ES');
    expect(prov.body.items.map((p) => p.code)).toContain('MD');
    const cities = await get().call<CityList>('GET', '/v1/dataRegion/city?country=ES&province=MD');
    expect(cities.body.items).toContainEqual({ name: 'Madrid' });
    expect((await get().call('GET', '/v1/dataRegion/city?country=ES')).status).toBe(400);
  });

  it('refuses an unknown country or province with a localized message', async () => {
    const prov = await get().call<ErrorBody>('GET', '/v1/dataRegion/province?countryCode=ZZ', {
      headers: { 'Accept-Language': 'es-ES' },
    });
    expect(prov.status).toBe(400);
    expect(prov.body.code).toBe('COUNTRY_UNKNOWN');
    expect(prov.body.message).toBe('No existe ningún país con el código "ZZ".');
    const city = await get().call<ErrorBody>('GET', '/v1/dataRegion/city?countryCode=US&provinceCode=QQ');
    expect(city.status).toBe(400);
    expect(city.body.code).toBe('PROVINCE_UNKNOWN');
    const missing = await get().call<ErrorBody>('GET', '/v1/dataRegion/city?countryCode=US');
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe('VALIDATION_FAILED');
  });
});
