import path from 'node:path';
import { z } from 'zod';
import { parseExchangeRates } from './lib/exchange-rates.js';
import { DEV_GATEWAY_SECRET, DEV_SHOPIFY_API_KEY, DEV_SHOPIFY_API_SECRET } from '@dropport/contracts/sandbox';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));
const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: int(0, 65535).default(3000),
  /** Public address of the console; defaults to http://localhost:PORT. */
  APP_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).default('./data'),
  /** postgres://… switches to PostgreSQL; unset means the embedded SQLite file under DATA_DIR. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// URL (leave unset for embedded SQLite)' })
    .optional(),
  DATABASE_POOL_SIZE: int(1, 200).default(10),
  SQLITE_FILE: z.string().min(1).optional(),
  /** The console's public default credential, sent before sign-in. */
  PUBLIC_CLIENT_ID: z.string().min(1).default('dropport-console'),
  PUBLIC_CLIENT_SECRET: z.string().min(1).default('public'),
  SESSION_IDLE_HOURS: int(1, 24 * 365).default(12),
  SESSION_REMEMBER_DAYS: int(1, 365).default(30),
  /** How long the audit log keeps an entry before the daily pruning deletes it. */
  AUDIT_RETENTION_DAYS: int(30, 3650).default(730),
  /** A backup into DATA_DIR/backups every this many hours (0: none; by default 24 in production, none else). */
  BACKUP_EVERY_HOURS: int(0, 24 * 30).optional(),
  /** How many scheduled backups are kept (the oldest go first). */
  BACKUP_KEEP: int(1, 1000).default(7),
  /** Days between a seller closing their account and the erasure of its personal data (an admin may reopen it meanwhile). */
  ACCOUNT_ERASE_GRACE_DAYS: int(0, 3650).default(30),
  /** Days a ready download of a seller's data is kept before it is deleted. */
  DATA_EXPORT_DAYS: int(1, 90).default(7),
  CODE_TTL_MINUTES: int(1, 24 * 60).default(15),
  CODE_MAX_ATTEMPTS: int(1, 100).default(5),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: int(1, 10_000).default(10),
  LOGIN_MAX_FAILURES_PER_IP: int(1, 100_000).default(30),
  LOGIN_FAILURE_WINDOW_MINUTES: int(1, 24 * 60).default(15),
  RATE_LIMIT_PER_MINUTE: int(1, 1_000_000).default(600),
  BODY_LIMIT_BYTES: int(1024, 100 * 1024 * 1024).default(1024 * 1024),
  UPLOAD_MAX_BYTES: int(1024, 500 * 1024 * 1024).default(5 * 1024 * 1024),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { error: 'must be an smtp:// or smtps:// URL' })
    .optional(),
  MAIL_FROM: z.string().min(3).default('Dropport <no-reply@dropport.local>'),
  /** What a praise card adds to each parcel's cost, in USD cents (30 = US$0.30). */
  PRAISE_CARD_FEE_CENTS: int(0, 100_000).default(30),
  /** The issuer block of invoices (demo values by default): Dropport's legal name, address (lines split by |), tax id. */
  INVOICE_ISSUER_NAME: z.string().trim().min(1).default('Dropport Ltd.'),
  INVOICE_ISSUER_ADDRESS: z.string().trim().min(1).default('1 Example Plaza, Suite 100|Wilmington, DE 19801|United States'),
  INVOICE_ISSUER_TAX_ID: z.string().trim().default('EIN 00-0000000'),
  INVOICE_ISSUER_EMAIL: z.string().trim().default('billing@dropport.example'),
  /** The payment gateway the app calls server to server (the sandbox gateway by default): only through this URL. */
  PAYMENT_GATEWAY_URL: z.url().optional(),
  PAYMENT_GATEWAY_MERCHANT_ID: z.string().trim().min(1).max(100).default('dropport-sandbox'),
  /** Signs requests to the gateway and checks its notifications; the default is for the local sandbox only. */
  PAYMENT_GATEWAY_SECRET: z.string().min(16).default(DEV_GATEWAY_SECRET),
  /** Start the sandbox gateway beside the app (npm start); on by default, off by default in production. */
  SANDBOX_GATEWAY_ENABLED: bool.optional(),
  SANDBOX_GATEWAY_PORT: int(1, 65535).default(4242),
  /** Where browsers reach the sandbox's hosted checkout; defaults to http://localhost:SANDBOX_GATEWAY_PORT. */
  SANDBOX_GATEWAY_PUBLIC_URL: z.url().optional(),
  /** One recharge's limits, in USD cents (1000 = US$10.00). */
  RECHARGE_MIN_CENTS: int(1, 100_000_000).default(1000),
  RECHARGE_MAX_CENTS: int(1, 100_000_000).default(1_000_000),
  /** How long a card checkout stays payable, and how long a bank transfer reference waits for its confirmation. */
  CARD_PAYMENT_TTL_MINUTES: int(1, 7 * 24 * 60).default(30),
  BANK_TRANSFER_TTL_DAYS: int(1, 365).default(14),
  /** Where sellers send bank transfers (shown on the recharge page); the defaults are fake demo values. */
  BANK_BENEFICIARY: z.string().trim().min(1).default('Dropport Demo Ltd (sandbox: do not send money)'),
  BANK_NAME: z.string().trim().min(1).default('Example Sandbox Bank'),
  BANK_ACCOUNT_NUMBER: z.string().trim().min(1).default('XX00 0000 0000 0000 0000 00'),
  BANK_SWIFT: z.string().trim().min(1).default('SANDXX00'),
  BANK_ADDRESS: z.string().trim().min(1).default('1 Example Street, Nowhere City, Demo Country'),
  /** Store currencies per USD for store prices, e.g. `EUR=0.92,GBP=0.79`; unnamed ones keep demo defaults, USD is 1. */
  EXCHANGE_RATES: z.string().optional(),
  /** The Shopify app's client id and secret (Partner dashboard); the defaults are the local stand-in's demo app. */
  SHOPIFY_API_KEY: z.string().trim().min(1).max(200).default(DEV_SHOPIFY_API_KEY),
  SHOPIFY_API_SECRET: z.string().min(16).default(DEV_SHOPIFY_API_SECRET),
  /** Access scopes asked for at install, comma separated. */
  SHOPIFY_SCOPES: z
    .string()
    .trim()
    .regex(/^[a-z_]+(,[a-z_]+)*$/, { error: 'must be scopes separated by commas, e.g. read_products,write_products' })
    .default(
      'read_products,write_products,read_inventory,write_inventory,read_locations,read_orders,write_orders,read_customers,read_merchant_managed_fulfillment_orders,write_merchant_managed_fulfillment_orders',
    ),
  SHOPIFY_API_VERSION: z
    .string()
    .regex(/^(\d{4}-(01|04|07|10)|unstable)$/, { error: 'must be a Shopify API version such as 2026-01' })
    .default('2026-01'),
  /**
   * Where Shopify is. Unset: Shopify itself (shop name.myshopify.com at https://name.myshopify.com). host[:port]: a
   * stand-in that serves shop `name` at https://HOST/store/name. Defaults to the local stand-in when it is enabled.
   */
  SHOPIFY_HOST: z
    .string()
    .regex(/^[a-z0-9.-]+(:\d{1,5})?$/i, { error: 'must be a host name with an optional port, e.g. localhost:4343' })
    .optional(),
  /** A certificate authority (PEM file) trusted for SHOPIFY_HOST; by default the stand-in's own, under DATA_DIR. */
  SHOPIFY_CA_FILE: z.string().min(1).optional(),
  /** The app's name on the stand-in's install page. */
  SHOPIFY_APP_NAME: z.string().trim().min(1).max(100).default('Dropport'),
  /** Start the Shopify stand-in beside the app (npm start); on by default, off by default in production. */
  SHOPIFY_STANDIN_ENABLED: bool.optional(),
  SHOPIFY_STANDIN_PORT: int(1, 65535).default(4343),
  /** 32 bytes, base64 or hex, that encrypt store access tokens; by default a key kept in DATA_DIR (one machine only). */
  STORE_TOKEN_KEY: z
    .string()
    .trim()
    .refine((v) => /^[0-9a-f]{64}$/i.test(v) || Buffer.from(v, 'base64').length === 32, {
      error: 'must be 32 bytes written as 64 hex digits or base64 (e.g. openssl rand -base64 32)',
    })
    .optional(),
  JOBS_ENABLED: bool.default(true),
  JOBS_POLL_MS: int(10, 60_000).default(1000),
  JOBS_CONCURRENCY: int(1, 64).default(4),
  /**
   * The job worker counts as stuck (GET /readyz answers 503) when one round of claimed jobs has run this long, or no
   * round has begun for this long; a job running past the same five minutes is taken to have died and runs again.
   */
  JOBS_STUCK_MS: int(1000, 24 * 3600 * 1000).default(5 * 60_000),
  /**
   * GET /metrics answers a scraper that sends `Authorization: Bearer <this>`; unset, it answers only connections
   * from this machine (loopback) that did not come through a proxy.
   */
  METRICS_TOKEN: z.string().trim().min(16, { error: 'must be at least 16 characters (e.g. openssl rand -hex 24)' }).optional(),
  /** SQLite: how often new live events are looked for while a console is connected (PostgreSQL is told at commit). */
  LIVE_POLL_MS: int(20, 5000).default(150),
  /** How often expired sessions and codes are purged (the scheduler's periodic job). */
  PURGE_EVERY_MS: int(1000, 7 * 24 * 3600 * 1000).default(3600 * 1000),
  /** How long market pages and product pages read for every seller are reused (0: read on every request). */
  MARKET_CACHE_MS: int(0, 600_000).default(3000),
  /** How often the query planner's statistics are refreshed while the server runs (besides at start and imports). */
  STATISTICS_EVERY_MS: int(60_000, 7 * 24 * 3600 * 1000).default(3600 * 1000),
  DEMO_SEED: bool.default(true),
  /**
   * A clock an admin may move forward (POST /api/admin/test-clock), for browser journeys where days must pass (a
   * referral commission's hold). Refused in production.
   */
  TEST_CLOCK: bool.default(false),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: bool.default(false),
  SHUTDOWN_TIMEOUT_MS: int(100, 120_000).default(10_000),
});

export type Config = ReturnType<typeof parseConfig>;

/**
 * What a production start refuses: a secret still at the value the README publishes (anyone could sign gateway
 * notifications or Shopify webhooks with it), and a store-token key derived from one machine's data folder while
 * several machines share one PostgreSQL database (each would derive another key and fail to read the others' tokens).
 * Development and tests keep working with no configuration.
 */
export function productionProblems(c: Config): string[] {
  if (c.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (c.PAYMENT_GATEWAY_SECRET === DEV_GATEWAY_SECRET)
    problems.push('PAYMENT_GATEWAY_SECRET: still the published sandbox secret; set the secret your payment gateway gave you');
  if (c.SHOPIFY_API_SECRET === DEV_SHOPIFY_API_SECRET)
    problems.push("SHOPIFY_API_SECRET: still the published stand-in secret; set your Shopify app's client secret");
  if (c.TEST_CLOCK) problems.push("TEST_CLOCK: on, which lets an admin move the server's clock; turn it off");
  if (c.DATABASE_URL && !c.STORE_TOKEN_KEY)
    problems.push(
      'STORE_TOKEN_KEY: unset while DATABASE_URL is set, so each machine would derive its own key from its data folder; set the same 32-byte key everywhere (openssl rand -base64 32)',
    );
  return problems;
}

/** Throws a ConfigError naming each variable a production start must not run with (see productionProblems). */
export function assertFitForProduction(c: Config): void {
  const problems = productionProblems(c);
  if (problems.length) throw new ConfigError(`Refusing to start in production:\n${problems.map((p) => `  ${p}`).join('\n')}`);
}

/** Thrown when the environment holds a bad value; the message names each variable. */
export class ConfigError extends Error {}

/** Reads and validates the environment. A bad value stops the start with a message naming the variable. */
export function parseConfig(env: Record<string, string | undefined> = process.env) {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  if (c.RECHARGE_MIN_CENTS > c.RECHARGE_MAX_CENTS) {
    throw new ConfigError('Invalid configuration:\n  RECHARGE_MIN_CENTS: must not be above RECHARGE_MAX_CENTS');
  }
  const rates = parseExchangeRates(c.EXCHANGE_RATES);
  if ('problems' in rates) {
    throw new ConfigError(`Invalid configuration:\n${rates.problems.map((p) => `  EXCHANGE_RATES: ${p}`).join('\n')}`);
  }
  const dataDir = path.resolve(c.DATA_DIR);
  const shopifyStandin = c.SHOPIFY_STANDIN_ENABLED ?? c.NODE_ENV !== 'production';
  return {
    ...c,
    APP_URL: (c.APP_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
    DATA_DIR: dataDir,
    SQLITE_FILE: c.SQLITE_FILE ? path.resolve(c.SQLITE_FILE) : path.join(dataDir, 'dropport.sqlite'),
    UPLOAD_DIR: path.join(dataDir, 'uploads'),
    BACKUP_EVERY_HOURS: c.BACKUP_EVERY_HOURS ?? (c.NODE_ENV === 'production' ? 24 : 0),
    PAYMENT_GATEWAY_URL: (c.PAYMENT_GATEWAY_URL ?? `http://localhost:${c.SANDBOX_GATEWAY_PORT}`).replace(/\/$/, ''),
    SANDBOX_GATEWAY_ENABLED: c.SANDBOX_GATEWAY_ENABLED ?? c.NODE_ENV !== 'production',
    SANDBOX_GATEWAY_PUBLIC_URL: (c.SANDBOX_GATEWAY_PUBLIC_URL ?? `http://localhost:${c.SANDBOX_GATEWAY_PORT}`).replace(/\/$/, ''),
    SHOPIFY_STANDIN_ENABLED: shopifyStandin,
    SHOPIFY_HOST: c.SHOPIFY_HOST?.toLowerCase() ?? (shopifyStandin ? `localhost:${c.SHOPIFY_STANDIN_PORT}` : undefined),
    SHOPIFY_CA_FILE: c.SHOPIFY_CA_FILE ? path.resolve(c.SHOPIFY_CA_FILE) : undefined,
    /** Millionths of each store currency per USD (EUR 0.92 -> 920000). */
    EXCHANGE_RATES: rates.rates,
  };
}
