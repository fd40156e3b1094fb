import { ConfigError, DEV_GATEWAY_SECRET, parseConfig } from './config.js';
import { createServer } from './app.js';
import { seedDemo } from './db/seed/demo.js';
import { startSandboxGateway, type SandboxGateway } from './sandbox-gateway/sandbox-gateway.js';

async function main() {
  let config;
  try {
    config = parseConfig();
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

  if (config.NODE_ENV === 'production' && config.PAYMENT_GATEWAY_SECRET === DEV_GATEWAY_SECRET) {
    app.log.warn('PAYMENT_GATEWAY_SECRET is the sandbox default: set a secret of your own before taking real payments');
  }
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
  console.log(['', ...lines, ''].join('\n'));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
