import { parseArgs } from 'node:util';
import { parseConfig } from '../config.js';
import { createServer } from '../app.js';
import { rebuildFigures } from '../modules/dashboard/order-figures.js';

/**
 * npm run figures:rebuild [-- --user <id>]: counts the sellers' daily figures again from their orders (every seller
 * with orders, or the one named), each in one transaction; the server may keep running meanwhile.
 */
async function main() {
  const { values } = parseArgs({ options: { user: { type: 'string' } } });
  const { app, ctx } = await createServer(parseConfig({ ...process.env, LOG_LEVEL: 'warn' }), { logger: false });
  try {
    const users = values.user
      ? [values.user]
      : (await ctx.db.selectFrom('orders').select('user_id').distinct().execute()).map((r) => r.user_id);
    const started = Date.now();
    let orders = 0;
    for (const userId of users) orders += await rebuildFigures(ctx.db, userId);
    console.log(`Figures counted again for ${users.length} seller(s), ${orders} paid order(s), in ${Date.now() - started} ms.`);
  } finally {
    await app.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
