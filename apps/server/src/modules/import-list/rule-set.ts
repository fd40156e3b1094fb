import type { PriceRuleSet } from '@dropport/contracts';
import type { Ctx } from '../../context.js';
import type { Db } from '../../db/database.js';
import { ruleSetFor } from '../pricing/pricing.service.js';

/**
 * The rule set import-list prices follow: the seller's default one (for stores without their own), else the
 * platform's. The import list prices in USD; the push step prices again with each store's own set and currency.
 */
export function defaultRuleSet(ctx: Ctx, userId: string, db: Db = ctx.db): Promise<PriceRuleSet> {
  return ruleSetFor(ctx, userId, null, db);
}
