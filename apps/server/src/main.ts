import { assertFitForProduction, ConfigError, parseConfig } from './config.js';
import { createServer } from './app.js';
import { seedDemo } from './db/seed/demo.js';
import { SERVER_PID_FILE } from './modules/system/backup.js';
import fs from 'node:fs';
import path from 'node:path';

async function main() {
  let config;
  try {
    config = parseConfig();
    assertFitForProduction(config);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }
  const { app, ctx } = await createServer(config);
  // While it runs, the data folder names this process: a restore refuses to write under a live server.
  const pidFile = path.join(config.DATA_DIR, SERVER_PID_FILE);
  if (ctx.engine === 'sqlite') {
    fs.writeFileSync(pidFile, String(process.pid));
    process.on('exit', () => fs.rmSync(pidFile, { force: true }));
  }
  const demo = config.DEMO_SEED ? await seedDemo(ctx) : undefined;
  if (config.JOBS_ENABLED) ctx.jobs.start();

  let shuttingDown = false;
  const shutdown = (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long, exiting');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ host: config.HOST, port: config.PORT });
  const lines = [
    `Dropport is running at ${config.APP_URL}  (database: ${ctx.engine === 'sqlite' ? config.SQLITE_FILE : 'PostgreSQL'})`,
  ];
  if (demo) {
    lines.push(`  Demo seller: ${demo.seller.email}  password: ${demo.seller.password}`);
    lines.push(`  Demo admin:  ${demo.admin.email}  password: ${demo.admin.password}`);
  }
  lines.push(`  API reference: ${config.APP_URL}/docs`);
  // The demo partners run in processes of their own beside this one (npm start's launcher starts them).
  if (config.SANDBOX_GATEWAY_ENABLED)
    lines.push(`  Sandbox payment gateway: ${config.SANDBOX_GATEWAY_PUBLIC_URL}  (test card 4242 4242 4242 4242)`);
  if (config.SHOPIFY_STANDIN_ENABLED && config.SHOPIFY_HOST)
    lines.push(`  Shopify stand-in: https://${config.SHOPIFY_HOST}/store/<name>/admin  (link any <name>.myshopify.com)`);
  console.log(['', ...lines, ''].join('\n'));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
