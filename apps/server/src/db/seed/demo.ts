import type { Ctx } from '../../context.js';
import { ensureAccount } from '../../modules/users/users.service.js';
import { seedDemoBusiness } from './demo-business.js';
import { seedDemoNotifications } from './demo-notifications.js';
import { seedCatalogue } from './catalogue/generate.js';
import { refreshPlannerStatistics } from '../planner-statistics.js';

/** How many products the first start puts in the market. */
export const DEMO_PRODUCTS = 2000;

export const DEMO = {
  seller: { email: 'seller@dropport.example', password: 'Sunny-Cargo-2026' },
  admin: { email: 'admin@dropport.example', password: 'Steady-Ledger-2026' },
} as const;

/**
 * Demo accounts for a first look, and the demo seller's business (unless `business` is false); existing data (and
 * changed passwords) are left as they are.
 */
export async function seedDemo(ctx: Ctx, opts: { business?: boolean } = {}) {
  const seller = await ensureAccount(ctx, DEMO.seller.email, DEMO.seller.password, 'user');
  await seedDemoNotifications(ctx.db, seller.id, ctx.now());
  await ensureAccount(ctx, DEMO.admin.email, DEMO.admin.password, 'admin');
  const catalogue = await ctx.db.transaction().execute((trx) => seedCatalogue(trx, { products: DEMO_PRODUCTS, now: ctx.now() }));
  if (!catalogue.skipped) await refreshPlannerStatistics(ctx.db, ctx.engine);
  if (opts.business !== false) await seedDemoBusiness(ctx, seller.id);
  return DEMO;
}
