import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CityList, CityQuery, CountryList, ProvinceList, ProvinceQuery } from '@dropport/contracts';
import { localeOf } from '../../plugins/errors.js';
import * as svc from './regions.service.js';

const tags = ['regions'];
// Reference data: the same for everyone and unchanged between releases, so browsers and proxies may keep it a day.
const CACHE = 'public, max-age=86400';

/** Countries, provinces and cities. Open to the console's public credential too (sign-up forms). */
export const regionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/dataRegion/country',
    {
      schema: {
        tags,
        summary: 'Every country, named in the Accept-Language, with phone code, currency and EU membership',
        response: { 200: CountryList },
      },
    },
    (req, reply) => {
      void reply.header('cache-control', CACHE).header('vary', 'Accept-Language');
      return { items: svc.listCountries(localeOf(req)) };
    },
  );
  app.get(
    '/v1/dataRegion/province',
    {
      schema: {
        tags,
        summary: 'The provinces (states, regions) of a country',
        querystring: ProvinceQuery,
        response: { 200: ProvinceList },
      },
    },
    (req, reply) => {
      const list = svc.listProvinces(req.query.countryCode);
      void reply.header('cache-control', CACHE);
      return list;
    },
  );
  app.get(
    '/v1/dataRegion/city',
    { schema: { tags, summary: 'The cities of a province', querystring: CityQuery, response: { 200: CityList } } },
    (req, reply) => {
      const list = svc.listCities(req.query.countryCode, req.query.provinceCode);
      void reply.header('cache-control', CACHE);
      return list;
    },
  );
};
