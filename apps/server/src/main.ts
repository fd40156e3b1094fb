import path from 'node:path';
import { assertFitForProduction, ConfigError, parseConfig } from './config.js';
import { createServer } from './app.js';
import { seedDemo } from './db/seed/demo.js';
import { startSandboxGateway, type SandboxGateway } from './sandbox-gateway/sandbox-gateway.js';
import { startShopifyStandin, type ShopifyStandin } from './shopify-standin/shopify-standin.js';
import { dropportApp } from './shopify-standin/dropport-app.js';

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
  const demo = config.DEMO_SEED ? await seedDemo(ctx) : undefined;
  if (config.JOBS_ENABLED) ctx.jobs.start();

  // The demo's payment gateway: its own server on its own port (its own origin), reached only through its URL.
  let gateway: SandboxGateway | undefined;
  if (config.SANDBOX_GATEWAY_ENABLED) {
    try {
      gateway = await startSandboxGateway({
        port: config.SANDBOX_GATEWAY_PORT,
        host: config.HOST,
        publicUrl: config.SANDBOX_GATEWAY_PUBLIC_URL,
        merchants: [{ id: config.PAYMENT_GATEWAY_MERCHANT_ID, secret: config.PAYMENT_GATEWAY_SECRET, name: 'Dropport' }],
        logLevel: config.LOG_LEVEL,
      });
    } catch (err) {
      if ((err as { code?: unknown }).code !== 'EADDRINUSE') throw err;
      // Another process of this deployment (or a stand-alone sandbox) already serves it: use that one.
      app.log.warn({ port: config.SANDBOX_GATEWAY_PORT }, 'sandbox gateway port in use; using the gateway already there');
    }
  }

  // The demo's Shopify: a stand-in on its own port over HTTPS (its CA under DATA_DIR), reached only through SHOPIFY_HOST.
  let shopify: ShopifyStandin | undefined;
  if (config.SHOPIFY_STANDIN_ENABLED) {
    try {
      shopify = await startShopifyStandin({
        port: config.SHOPIFY_STANDIN_PORT,
        host: config.HOST,
        dataDir: path.join(config.DATA_DIR, 'shopify-standin'),
        apiVersion: config.SHOPIFY_API_VERSION,
        apps: [
          dropportApp({
            apiKey: config.SHOPIFY_API_KEY,
            secret: config.SHOPIFY_API_SECRET,
            name: config.SHOPIFY_APP_NAME,
            appUrl: config.APP_URL,
          }),
        ],
        logLevel: config.LOG_LEVEL,
      });
    } catch (err) {
      if ((err as { code?: unknown }).code !== 'EADDRINUSE') throw err;
      app.log.warn({ port: config.SHOPIFY_STANDIN_PORT }, 'Shopify stand-in port in use; using the stand-in already there');
    }
  }

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
    app
      .close()
      .then(() => gateway?.close())
      .then(() => shopify?.close())
      .then(
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
  if (gateway) lines.push(`  Sandbox payment gateway: ${gateway.publicUrl}  (test card 4242 4242 4242 4242)`);
  if (shopify)
    lines.push(
      `  Shopify stand-in: ${shopify.url}/store/<name>/admin  (link any <name>.myshopify.com; its CA: ${shopify.caFile})`,
    );
  console.log(['', ...lines, ''].join('\n'));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
