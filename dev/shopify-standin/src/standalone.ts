import path from 'node:path';
import { z } from 'zod';
import { DEV_SHOPIFY_API_KEY, DEV_SHOPIFY_API_SECRET } from '@dropport/contracts/sandbox';
import { startShopifyStandin } from './shopify-standin.js';
import { dropportApp } from './dropport-app.js';

/**
 * `npm run dev:shopify`: the Shopify stand-in in a process of its own (`npm start` runs it beside the app the same
 * way). Started by a parent over IPC, it tells the parent when it listens ({ ready }) or that its port is taken by a
 * stand-in already there ({ inUse }). It knows one app, Dropport's, from the same variables the
 * app reads (SHOPIFY_API_KEY, SHOPIFY_API_SECRET, APP_URL), and keeps its CA, certificate and shops under DATA_DIR.
 */
const Env = z.object({
  SHOPIFY_STANDIN_PORT: z.coerce.number().int().min(1).max(65535).default(4343),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  APP_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  SHOPIFY_API_KEY: z.string().trim().min(1).default(DEV_SHOPIFY_API_KEY),
  SHOPIFY_API_SECRET: z.string().min(16).default(DEV_SHOPIFY_API_SECRET),
  SHOPIFY_APP_NAME: z.string().trim().min(1).default('Dropport'),
  SHOPIFY_API_VERSION: z.string().default('2026-01'),
  LOG_LEVEL: z.string().default('warn'),
});

async function main() {
  const cleaned = Object.fromEntries(Object.entries(process.env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = Env.safeParse(cleaned);
  if (!parsed.success) {
    console.error(`Invalid configuration:\n${parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')}`);
    process.exit(2);
  }
  const env = parsed.data;
  const appUrl = (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  let standin;
  try {
    standin = await startShopifyStandin({
      port: env.SHOPIFY_STANDIN_PORT,
      host: env.HOST,
      dataDir: path.join(path.resolve(env.DATA_DIR), 'shopify-standin'),
      apiVersion: env.SHOPIFY_API_VERSION,
      apps: [dropportApp({ apiKey: env.SHOPIFY_API_KEY, secret: env.SHOPIFY_API_SECRET, name: env.SHOPIFY_APP_NAME, appUrl })],
      logLevel: env.LOG_LEVEL,
    });
  } catch (err) {
    if ((err as { code?: unknown }).code !== 'EADDRINUSE') throw err;
    console.warn(`Shopify stand-in port ${env.SHOPIFY_STANDIN_PORT} is in use: the stand-in already there serves the app.`);
    process.send?.({ inUse: true });
    process.exit(0);
  }
  // Run alone, it says where it is; beside the app (npm start), the app's banner does.
  if (!process.send)
    console.log(
      [
        `Shopify stand-in: ${standin.url}/store/<name>/admin  (link any <name>.myshopify.com)`,
        `  its certificate authority: ${standin.caFile}`,
        `  app ${env.SHOPIFY_API_KEY} → ${appUrl}; Dropport reaches it with SHOPIFY_HOST=${standin.host}`,
      ].join('\n'),
    );
  process.send?.({ ready: standin.url });
  const stop = () => void standin.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
