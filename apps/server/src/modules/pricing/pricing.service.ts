import {
  DEFAULT_PRICE_RULE_SET,
  DEFAULT_PRICING_SCOPE,
  PriceRuleSet,
  priceRuleProblemParams,
  validatePriceRules,
  type PricingRules,
  type PricingRulesOverview,
  type StoreCurrency,
} from '@dropport/contracts';
import type { Ctx } from '../../context.js';
import type { Db } from '../../db/database.js';
import { fail } from '../../lib/app-error.js';
import { iso } from '../../lib/time.js';
import { getDefaults } from '../shipping/shipping.service.js';
import * as repo from './pricing.repo.js';
import { isOwnStore } from '../stores/stores.service.js';

/** The store_id of the seller's default set. */
const DEFAULT_KEY = '';

type Row = NonNullable<Awaited<ReturnType<typeof repo.find>>>;

const readSet = (row: Row): PriceRuleSet => PriceRuleSet.parse(JSON.parse(row.rule_set));

function defaultRules(row: Row | undefined): PricingRules {
  return row
    ? {
        scope: DEFAULT_PRICING_SCOPE,
        storeId: null,
        set: readSet(row),
        source: 'default',
        updatedAt: iso(Number(row.updated_at)),
      }
    : { scope: DEFAULT_PRICING_SCOPE, storeId: null, set: DEFAULT_PRICE_RULE_SET, source: 'builtin', updatedAt: null };
}

/** What a scope prices with: its own set, else the seller's default set, else the built-in one. */
function rulesFor(storeId: string | null, own: Row | undefined, fallback: Row | undefined): PricingRules {
  if (storeId === null) return defaultRules(own);
  if (own) return { scope: storeId, storeId, set: readSet(own), source: 'store', updatedAt: iso(Number(own.updated_at)) };
  return { ...defaultRules(fallback), scope: storeId, storeId };
}

/** The store id a scope names (null for the default scope); a store must be one of the seller's (STORE_NOT_FOUND). */
async function storeOfScope(ctx: Ctx, userId: string, scope: string): Promise<string | null> {
  if (scope === DEFAULT_PRICING_SCOPE) return null;
  if (!(await isOwnStore(ctx, userId, scope))) fail('STORE_NOT_FOUND', { id: scope });
  return scope;
}

/**
 * The seller's pricing page: the default set (the built-in one until they save theirs), each linked store's own
 * set, the exchange rates and the default ship-to country that "include shipping" uses.
 */
export async function getOverview(ctx: Ctx, userId: string): Promise<PricingRulesOverview> {
  const rows = await repo.listByUser(ctx.db, userId);
  const stores: PricingRules[] = [];
  for (const row of rows) {
    // A set of a store the seller no longer has stays stored (it comes back if the store is linked again) but unlisted.
    if (row.store_id !== DEFAULT_KEY && (await isOwnStore(ctx, userId, row.store_id)))
      stores.push(rulesFor(row.store_id, row, undefined));
  }
  const shipping = await getDefaults(ctx, userId);
  return {
    default: defaultRules(rows.find((r) => r.store_id === DEFAULT_KEY)),
    stores,
    exchangeRates: ctx.config.EXCHANGE_RATES,
    defaultShippingCountry: shipping.defaultCountryCode,
  };
}

/** The rules a scope prices with (`default`, or one of the seller's store ids) and where they come from. */
export async function getRules(ctx: Ctx, userId: string, scope: string): Promise<PricingRules> {
  const storeId = await storeOfScope(ctx, userId, scope);
  const own = await repo.find(ctx.db, userId, storeId ?? DEFAULT_KEY);
  return rulesFor(storeId, own, storeId === null ? undefined : await repo.find(ctx.db, userId, DEFAULT_KEY));
}

/**
 * Replaces a scope's set. A set with a gap, an end, a reversed range or a markup out of bounds is refused with its
 * code and the rule's number (422), and nothing is written.
 */
export async function saveRules(ctx: Ctx, userId: string, scope: string, set: PriceRuleSet): Promise<PricingRules> {
  const storeId = await storeOfScope(ctx, userId, scope);
  const problem = validatePriceRules(set);
  if (problem) fail(problem.code, priceRuleProblemParams(problem));
  await repo.save(ctx.db, userId, storeId ?? DEFAULT_KEY, JSON.stringify(PriceRuleSet.parse(set)), ctx.now());
  return getRules(ctx, userId, scope);
}

/** Deletes a scope's own set: a store then prices with the default set, the default scope with the built-in one. */
export async function deleteRules(ctx: Ctx, userId: string, scope: string): Promise<PricingRules> {
  const storeId = await storeOfScope(ctx, userId, scope);
  await repo.remove(ctx.db, userId, storeId ?? DEFAULT_KEY);
  return getRules(ctx, userId, scope);
}

/**
 * The rule set that prices a seller's products for a store: the store's own set, else the seller's default set,
 * else DEFAULT_PRICE_RULE_SET; `storeId` null asks for the default set. The import list and the push call it (pass
 * their transaction as `db`). It does not check that the store is the seller's: callers hold a store they checked.
 */
export async function ruleSetFor(
  ctx: Pick<Ctx, 'db'>,
  userId: string,
  storeId: string | null,
  db: Db = ctx.db,
): Promise<PriceRuleSet> {
  if (storeId !== null && storeId !== DEFAULT_KEY) {
    const own = await repo.find(db, userId, storeId);
    if (own) return readSet(own);
  }
  const fallback = await repo.find(db, userId, DEFAULT_KEY);
  return fallback ? readSet(fallback) : DEFAULT_PRICE_RULE_SET;
}

/** Millionths of `currency` per USD from EXCHANGE_RATES (1_000_000 for USD): the `rateMicros` of priceFor. */
export function rateMicrosFor(ctx: Pick<Ctx, 'config'>, currency: StoreCurrency): number {
  return ctx.config.EXCHANGE_RATES[currency];
}
