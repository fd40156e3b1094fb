import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PriceRuleSet, PricingRules, PricingRulesOverview, PricingScopeParams } from '@dropport/contracts';
import type { Ctx } from '../../context.js';
import { principalOf } from '../../plugins/auth.js';
import * as svc from './pricing.service.js';
import { settingChange } from '../audit/setting-change.js';

const tags = ['pricing'];
const security = [{ basic: [] }];

/** Setting → Pricing rule: the caller's rule sets, the default one and one per linked store. */
export const pricingRoutes: FastifyPluginAsyncZod<{ ctx: Ctx }> = async (app, { ctx }) => {
  /** A change to one scope's rule set (`default` or a store), on the audit log with the set before and after. */
  const pricingChange = (req: FastifyRequest, scope: string, write: (accountId: string) => Promise<PricingRules>) =>
    settingChange(ctx, req, 'pricingRule', (id) => svc.getRules(ctx, id, scope), write, { type: 'pricingScope', id: scope });
  app.get(
    '/api/pricing-rules',
    {
      schema: {
        tags,
        security,
        summary: "The caller's default rule set, each store's own set, the exchange rates and the default ship-to country",
        response: { 200: PricingRulesOverview },
      },
    },
    (req) => svc.getOverview(ctx, principalOf(req).userId),
  );
  app.get(
    '/api/pricing-rules/:scope',
    {
      schema: {
        tags,
        security,
        summary: 'The rules a scope prices with (`default`, or a store id) and where they come from',
        params: PricingScopeParams,
        response: { 200: PricingRules },
      },
    },
    (req) => svc.getRules(ctx, principalOf(req).userId, req.params.scope),
  );
  app.put(
    '/api/pricing-rules/:scope',
    {
      schema: {
        tags,
        security,
        summary: "Replace a scope's rule set (JSON PriceRuleSet); a set that leaves a cost unpriced is refused (422)",
        params: PricingScopeParams,
        body: PriceRuleSet,
        response: { 200: PricingRules },
      },
    },
    (req) => pricingChange(req, req.params.scope, (id) => svc.saveRules(ctx, id, req.params.scope, req.body)),
  );
  app.delete(
    '/api/pricing-rules/:scope',
    {
      schema: {
        tags,
        security,
        summary: "Delete a scope's own set: a store falls back to the default set, the default to the built-in one",
        params: PricingScopeParams,
        response: { 200: PricingRules },
      },
    },
    (req) => pricingChange(req, req.params.scope, (id) => svc.deleteRules(ctx, id, req.params.scope)),
  );
};
