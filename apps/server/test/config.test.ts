import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { assertFitForProduction, ConfigError, parseConfig, productionProblems } from '../src/config.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function configError(env: Record<string, string>): ConfigError {
  try {
    parseConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err;
    throw err;
  }
  throw new Error(`parseConfig accepted ${JSON.stringify(env)}`);
}

describe('parseConfig', () => {
  it('has working defaults for an empty environment', () => {
    const c = parseConfig({});
    expect(c).toMatchObject({
      NODE_ENV: 'development',
      HOST: '0.0.0.0',
      PORT: 3000,
      APP_URL: 'http://localhost:3000',
      LOG_LEVEL: 'info',
      DATABASE_POOL_SIZE: 10,
      PUBLIC_CLIENT_ID: 'dropport-console',
      RATE_LIMIT_PER_MINUTE: 600,
      BODY_LIMIT_BYTES: 1024 * 1024,
      UPLOAD_MAX_BYTES: 5 * 1024 * 1024,
      JOBS_ENABLED: true,
      JOBS_POLL_MS: 1000,
      DEMO_SEED: true,
      TRUST_PROXY: false,
    });
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.SMTP_URL).toBeUndefined();
    expect(c.DATA_DIR).toBe(path.resolve('./data'));
    expect(c.SQLITE_FILE).toBe(path.join(path.resolve('./data'), 'dropport.sqlite'));
    expect(c.UPLOAD_DIR).toBe(path.join(path.resolve('./data'), 'uploads'));
  });

  it('reads and converts given values, ignoring empty ones', () => {
    const c = parseConfig({
      PORT: '8080',
      APP_URL: 'https://console.example.com/',
      DATABASE_URL: 'postgresql://u@db/dropport',
      JOBS_ENABLED: 'off',
      DEMO_SEED: '0',
      SMTP_URL: 'smtps://u:p@smtp.example.com:465',
      DATA_DIR: '/var/lib/dropport',
      LOG_LEVEL: '',
    });
    expect(c).toMatchObject({
      PORT: 8080,
      APP_URL: 'https://console.example.com',
      DATABASE_URL: 'postgresql://u@db/dropport',
      JOBS_ENABLED: false,
      DEMO_SEED: false,
      SMTP_URL: 'smtps://u:p@smtp.example.com:465',
      LOG_LEVEL: 'info',
      UPLOAD_DIR: path.join('/var/lib/dropport', 'uploads'),
    });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '99999' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ SMTP_URL: 'http://x' }, 'SMTP_URL'],
    [{ JOBS_ENABLED: 'maybe' }, 'JOBS_ENABLED'],
    [{ BODY_LIMIT_BYTES: '10' }, 'BODY_LIMIT_BYTES'],
  ])('refuses %j, naming the variable', (env, name) => {
    const err = configError(env);
    expect(err.message).toMatch(new RegExp(`^\\s+${name}: `, 'm'));
    // Only the bad variable is named.
    expect(err.message.split('\n').filter((l) => /^\s+\w+: /.test(l))).toHaveLength(1);
  });

  it('names every bad variable at once', () => {
    const err = configError({ PORT: 'abc', SMTP_URL: 'http://x', DATABASE_URL: 'mysql://x' });
    for (const name of ['PORT', 'SMTP_URL', 'DATABASE_URL']) expect(err.message).toContain(`${name}:`);
    expect(err.message).toContain('must be a postgres:// URL');
  });
});

describe('a production configuration', () => {
  const OWN = { PAYMENT_GATEWAY_SECRET: 'gw-secret-of-our-own-1234', SHOPIFY_API_SECRET: 'shopify-secret-of-our-own-1234' };
  const named = (env: Record<string, string>) =>
    productionProblems(parseConfig({ NODE_ENV: 'production', ...env })).map((p) => p.split(':')[0]);

  it('names every variable still at a published demo value', () => {
    expect(named({})).toEqual(['PAYMENT_GATEWAY_SECRET', 'SHOPIFY_API_SECRET']);
    expect(named({ PAYMENT_GATEWAY_SECRET: OWN.PAYMENT_GATEWAY_SECRET })).toEqual(['SHOPIFY_API_SECRET']);
    expect(named(OWN)).toEqual([]);
  });

  it('wants one store-token key for all machines once the database is shared', () => {
    expect(named({ ...OWN, DATABASE_URL: 'postgres://u@db/dropport' })).toEqual(['STORE_TOKEN_KEY']);
    expect(named({ ...OWN, DATABASE_URL: 'postgres://u@db/dropport', STORE_TOKEN_KEY: 'a'.repeat(64) })).toEqual([]);
  });

  it("refuses the test clock, which would let an admin move the server's time", () => {
    expect(named({ ...OWN, TEST_CLOCK: 'true' })).toEqual(['TEST_CLOCK']);
    expect(parseConfig({ NODE_ENV: 'test' }).TEST_CLOCK).toBe(false);
  });

  it('is not asked of development or tests', () => {
    for (const NODE_ENV of ['development', 'test']) {
      expect(() => assertFitForProduction(parseConfig({ NODE_ENV, DATABASE_URL: 'postgres://u@db/x' }))).not.toThrow();
    }
  });
});

/** Starts main.ts with only the given environment and waits for it to exit (it must, on a refused start). */
async function startRefused(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      DATA_DIR: path.join(os.tmpdir(), 'dropport-never'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  let stdout = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', (c) => resolve(c)));
  return { code, stderr, stdout };
}

describe('server start with a bad environment', () => {
  it('exits with code 2 and a message naming the variable', async () => {
    const { code, stderr, stdout } = await startRefused({ PORT: '99999' });
    expect(code, stderr).toBe(2);
    expect(stderr).toMatch(/^Invalid configuration:/m);
    expect(stderr).toMatch(/^\s+PORT: /m);
    expect(stdout).toBe('');
  });

  it('does not start in production on the demo secrets, naming each one', async () => {
    const { code, stderr, stdout } = await startRefused({
      NODE_ENV: 'production',
      PORT: '0',
      DATABASE_URL: 'postgres://u@127.0.0.1:1/x',
    });
    expect(code, stderr).toBe(2);
    expect(stderr).toMatch(/^Refusing to start in production:/m);
    for (const name of ['PAYMENT_GATEWAY_SECRET', 'SHOPIFY_API_SECRET', 'STORE_TOKEN_KEY'])
      expect(stderr).toMatch(new RegExp(`^\\s+${name}: `, 'm'));
    expect(stdout).toBe('');
  });
});
