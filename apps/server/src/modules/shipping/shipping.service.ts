import {
  DEFAULT_SHIPPING_DEFAULTS,
  ShippingDefaultsUpdate,
  type ShippingDefaults,
  type ShippingMethod,
} from '@dropport/contracts';
import type { z } from 'zod';
import type { Ctx } from '../../context.js';
import type { Db } from '../../db/database.js';
import { fail } from '../../lib/app-error.js';
import { isoOrNull } from '../../lib/time.js';
import { getUser } from '../users/users.service.js';
import { requireCountry } from '../regions/regions.service.js';
import * as repo from './shipping.repo.js';

type DefaultsChange = z.output<typeof ShippingDefaultsUpdate>;

/** The platform's shipping methods on offer now, in catalogue order. */
export async function listMethods(db: Db): Promise<ShippingMethod[]> {
  const rows = await repo.activeMethods(db);
  return rows.map((m) => ({
    code: m.code,
    name: m.name,
    carrier: m.carrier,
    daysMin: Number(m.days_min),
    daysMax: Number(m.days_max),
  }));
}

/** Refuses a method code that is not on offer (SHIPPING_METHOD_UNKNOWN). */
export function requireMethod(offered: ReadonlySet<string>, code: string): void {
  if (!offered.has(code)) fail('SHIPPING_METHOD_UNKNOWN', { code });
}

/** The seller's default ship-to country and per-country method rules; empty until they save them. */
export async function getDefaults(ctx: Ctx, userId: string): Promise<ShippingDefaults> {
  await getUser(ctx, userId);
  const row = await repo.findDefaults(ctx.db, userId);
  if (!row) return DEFAULT_SHIPPING_DEFAULTS;
  const rules = await repo.rulesOf(ctx.db, userId);
  return {
    defaultCountryCode: row.default_country,
    rules: rules.map((r) => ({
      countryCode: r.country_code,
      preferredMethod: r.preferred_method,
      fallbackMethod: r.fallback_method,
    })),
    updatedAt: isoOrNull(Number(row.updated_at)),
  };
}

/**
 * Replaces the defaults after checking every country and method: known countries, methods on offer, one rule per
 * country, a fallback other than the preferred method. The first refusal saves nothing.
 */
export async function saveDefaults(ctx: Ctx, userId: string, change: DefaultsChange): Promise<ShippingDefaults> {
  await getUser(ctx, userId);
  if (change.defaultCountryCode) requireCountry(change.defaultCountryCode);
  const offered = new Set((await repo.activeMethods(ctx.db)).map((m) => m.code));
  const seen = new Set<string>();
  const rules = change.rules.map((r) => {
    requireCountry(r.countryCode);
    if (seen.has(r.countryCode)) fail('SHIPPING_RULE_DUPLICATE', { countryCode: r.countryCode });
    seen.add(r.countryCode);
    requireMethod(offered, r.preferredMethod);
    const fallback = r.fallbackMethod ?? null;
    if (fallback !== null) {
      requireMethod(offered, fallback);
      if (fallback === r.preferredMethod) fail('SHIPPING_FALLBACK_SAME', { countryCode: r.countryCode });
    }
    return { countryCode: r.countryCode, preferredMethod: r.preferredMethod, fallbackMethod: fallback };
  });
  const now = ctx.now();
  await ctx.db.transaction().execute((trx) => repo.replaceDefaults(trx, userId, change.defaultCountryCode, rules, now));
  return { defaultCountryCode: change.defaultCountryCode, rules, updatedAt: isoOrNull(now) };
}
