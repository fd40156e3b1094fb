import { z } from 'zod';
import { DEV_GATEWAY_SECRET } from '@dropport/contracts/sandbox';
import { startSandboxGateway } from './sandbox-gateway.js';

/**
 * `npm run sandbox-gateway`: the sandbox gateway in a process of its own (`npm start` runs it beside the app the same
 * way). Its merchant must match the app's PAYMENT_GATEWAY_* values. Started by a parent over IPC, it tells the parent
 * when it listens ({ ready }) or that its port is taken by a gateway already there ({ inUse }).
 */
const Env = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).optional(),
  SANDBOX_GATEWAY_PORT: z.coerce.number().int().min(1).max(65535).default(4242),
  HOST: z.string().min(1).default('0.0.0.0'),
  SANDBOX_GATEWAY_PUBLIC_URL: z.url().optional(),
  PAYMENT_GATEWAY_MERCHANT_ID: z.string().trim().min(1).default('dropport-sandbox'),
  PAYMENT_GATEWAY_SECRET: z.string().min(16).default(DEV_GATEWAY_SECRET),
  SANDBOX_MERCHANT_NAME: z.string().trim().min(1).default('Dropport'),
  LOG_LEVEL: z.string().default('info'),
});

async function main() {
  const cleaned = Object.fromEntries(Object.entries(process.env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = Env.safeParse(cleaned);
  if (!parsed.success) {
    console.error(`Invalid configuration:\n${parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')}`);
    process.exit(2);
  }
  const env = parsed.data;
  const port = env.PORT ?? env.SANDBOX_GATEWAY_PORT;
  let gateway;
  try {
    gateway = await startSandboxGateway({
      port,
      host: env.HOST,
      publicUrl: env.SANDBOX_GATEWAY_PUBLIC_URL,
      merchants: [{ id: env.PAYMENT_GATEWAY_MERCHANT_ID, secret: env.PAYMENT_GATEWAY_SECRET, name: env.SANDBOX_MERCHANT_NAME }],
      logLevel: env.LOG_LEVEL,
    });
  } catch (err) {
    if ((err as { code?: unknown }).code !== 'EADDRINUSE') throw err;
    console.warn(`Sandbox gateway port ${port} is in use: the gateway already there serves the app.`);
    process.send?.({ inUse: true });
    process.exit(0);
  }
  // Run alone, it says where it is; beside the app (npm start), the app's banner does.
  if (!process.send) console.log(`Sandbox payment gateway: ${gateway.publicUrl}  (test card 4242 4242 4242 4242)`);
  process.send?.({ ready: gateway.publicUrl });
  const stop = () => void gateway.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
