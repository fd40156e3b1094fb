import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { parseConfig } from '../config.js';
import { createServer } from '../app.js';
import { seedCatalogue } from '../db/seed/catalogue/generate.js';
import { DEMO } from '../db/seed/demo.js';
import { ensureAccount } from '../modules/users/users.service.js';

/**
 * npm run seed:large -- --products 100000 [--data-dir ./data-bench]: a benchmark database with a large catalogue and
 * the demo accounts. SQLite under --data-dir (default ./data-bench, so the demo's ./data is left alone), or the
 * PostgreSQL database in DATABASE_URL.
 */
async function main() {
  const { values } = parseArgs({
    options: { products: { type: 'string', default: '100000' }, 'data-dir': { type: 'string', default: './data-bench' } },
  });
  const products = Number(values.products);
  if (!Number.isInteger(products) || products < 1 || products > 2_000_000) {
    console.error('Usage: npm run seed:large -- --products <1..2000000> [--data-dir ./data-bench]');
    process.exit(2);
  }
  const config = parseConfig({ ...process.env, DATA_DIR: values['data-dir'], LOG_LEVEL: 'warn', JOBS_ENABLED: 'false' });
  const { app, ctx } = await createServer(config, { logger: false });
  try {
    await ensureAccount(ctx, DEMO.seller.email, DEMO.seller.password, 'user');
    await ensureAccount(ctx, DEMO.admin.email, DEMO.admin.password, 'admin');
    const started = Date.now();
    const res = await ctx.db.transaction().execute((trx) =>
      seedCatalogue(trx, {
        products,
        now: Date.now(),
        onProgress: (n) =>
          process.stdout.write(`\r  ${n.toLocaleString('en-US')} / ${products.toLocaleString('en-US')} products`),
      }),
    );
    process.stdout.write('\n');
    if (res.skipped) {
      const { n } = await ctx.db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      console.log(
        `The catalogue exists already (${Number(n).toLocaleString('en-US')} products); use a new --data-dir or database.`,
      );
      return;
    }
    // Fresh statistics, so the planner picks the list indexes it was built for.
    await sql`analyze`.execute(ctx.db);
    const where = ctx.engine === 'sqlite' ? config.SQLITE_FILE : 'PostgreSQL (DATABASE_URL)';
    console.log(
      `Seeded ${products.toLocaleString('en-US')} products in ${((Date.now() - started) / 1000).toFixed(1)} s into ${where}.`,
    );
  } finally {
    await app.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
