import { z } from 'zod';
import { DEV_GATEWAY_SECRET } from '../config.js';
import { startSandboxGateway } from './sandbox-gateway.js';

/**
 * `node apps/server/dist/sandbox-gateway.js`: the sandbox gateway on its own, for a deployment that runs it apart
 * from the app (or several app processes sharing one). Its merchant must match the app's PAYMENT_GATEWAY_* values.
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
  const gateway = await startSandboxGateway({
    port,
    host: env.HOST,
    publicUrl: env.SANDBOX_GATEWAY_PUBLIC_URL,
    merchants: [{ id: env.PAYMENT_GATEWAY_MERCHANT_ID, secret: env.PAYMENT_GATEWAY_SECRET, name: env.SANDBOX_MERCHANT_NAME }],
    logLevel: env.LOG_LEVEL,
  });
  console.log(`Sandbox payment gateway at ${gateway.publicUrl} (merchant ${env.PAYMENT_GATEWAY_MERCHANT_ID})`);
  const stop = () => void gateway.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
