import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PolicyEditParams,
  PolicyList,
  PolicyListQuery,
  PolicyPage,
  PolicyParams,
  PolicyQuery,
  PolicyUpdate,
  pickLocale,
} from '@dropport/contracts';
import type { FastifyRequest } from 'fastify';
import type { Ctx } from '../../context.js';
import { principalOf } from '../../plugins/auth.js';
import * as svc from './policies.service.js';

const tags = ['policies'];

/** The language asked for in the query, else the caller's Accept-Language. */
const localeOf = (req: FastifyRequest, query: { locale?: string | undefined }) =>
  pickLocale(query.locale ?? req.headers['accept-language']);

/** Policy and tutorial pages (/tutorial) and the legal texts (/text): anyone reads them. */
export const policiesRoutes: FastifyPluginAsyncZod<{ ctx: Ctx }> = async (app, { ctx }) => {
  app.get(
    '/api/policies',
    {
      schema: { tags, summary: 'The policy pages, in menu order', querystring: PolicyListQuery, response: { 200: PolicyList } },
    },
    (req) => svc.listPages(ctx, localeOf(req, req.query), req.query.kind),
  );
  app.get(
    '/api/policies/:slug',
    {
      schema: {
        tags,
        summary: 'One page in Markdown (in en-US when the language asked for has no translation)',
        params: PolicyParams,
        querystring: PolicyQuery,
        response: { 200: PolicyPage },
      },
    },
    (req) => svc.getPage(ctx, req.params.slug, localeOf(req, req.query)),
  );
};

/** Admins edit the policy pages, one language at a time. */
export const policiesAdminRoutes: FastifyPluginAsyncZod<{ ctx: Ctx }> = async (app, { ctx }) => {
  app.put(
    '/api/admin/policies/:slug/:locale',
    {
      schema: {
        tags,
        security: [{ basic: [] }],
        summary: 'Change one page in one language (admins)',
        params: PolicyEditParams,
        body: PolicyUpdate,
        response: { 200: PolicyPage },
      },
    },
    (req) => svc.savePage(ctx, principalOf(req).userId, req.params.slug, req.params.locale, req.body),
  );
};
