import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { parseConfig, type Config } from '../src/config.js';
import { createServer, type Server } from '../src/app.js';
import { ensureAccount } from '../src/modules/users/users.service.js';
import { seedCatalogue } from '../src/db/seed/catalogue/generate.js';

export type EngineName = 'sqlite' | 'postgres';

/** SQLite always; PostgreSQL too when TEST_PG_URL is set (CI sets it). */
export function engines(): EngineName[] {
  return process.env.TEST_PG_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

/**
 * Creates a PostgreSQL database on the TEST_PG_URL server and returns its URL and a drop function: a copy of the
 * run's migrated template (see global-setup.ts) unless `empty` is asked for.
 */
export async function createPgDatabase(opts: { empty?: boolean } = {}): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_PG_URL;
  if (!base) throw new Error('TEST_PG_URL is not set');
  const name = `dropport_t_${randomBytes(6).toString('hex')}`;
  const template = opts.empty ? undefined : process.env.DROPPORT_TEST_PG_TEMPLATE;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export interface Credential {
  id: string;
  token: string;
}

export interface Res<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

export interface Call {
  /** JSON body */
  json?: unknown;
  /** form-encoded body (the seed's default) */
  form?: Record<string, string>;
  as?: Credential | 'public' | { raw: string };
  headers?: Record<string, string>;
  body?: RequestInit['body'];
}

export interface TestServer extends Server {
  url: string;
  engine: EngineName;
  config: Config;
  call<T = Record<string, unknown>>(method: string, path: string, opts?: Call): Promise<Res<T>>;
  /** The latest 6-digit code sent to an address (read from the outbox table). */
  lastCode(to: string): Promise<string>;
  seller(opts?: { email?: string; password?: string; verified?: boolean }): Promise<Seller>;
  admin(): Promise<Seller>;
  /** Two sellers and an admin: the usual cast of an ownership test. */
  cast(): Promise<Cast>;
  /** Seeds the demo catalogue (categories, suppliers, shipping templates, products) once; later calls do nothing. */
  catalogue(products?: number): Promise<void>;
  close(): Promise<void>;
}

export interface Seller extends Credential {
  email: string;
  password: string;
}

export interface Cast {
  alice: Seller;
  bob: Seller;
  admin: Seller;
}

/** The error body every refusal carries (code loosely typed, so a test can name any code). */
export interface ErrorBody {
  code: string;
  message: string;
  params: Record<string, unknown>;
}

export const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

let counter = 0;
export const uniqueEmail = (prefix = 'seller') =>
  `${prefix}.${Date.now().toString(36)}${(counter++).toString(36)}@shop-${randomBytes(3).toString('hex')}.com`;
export const GOOD_PASSWORD = 'Velvet-Harbor-Kite-42';

/** Starts a real server on a free port against a fresh, migrated database of the given engine. */
export async function startServer(engine: EngineName, env: Record<string, string> = {}): Promise<TestServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dropport-test-'));
  const pgDb = engine === 'postgres' ? await createPgDatabase() : undefined;
  // A copy of the run's migrated template: the server's own migration then finds nothing to do.
  const template = process.env.DROPPORT_TEST_SQLITE_TEMPLATE;
  if (engine === 'sqlite' && template && !env.SQLITE_FILE) fs.copyFileSync(template, path.join(dir, 'dropport.sqlite'));
  const config = parseConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dir,
    DEMO_SEED: 'false',
    JOBS_ENABLED: 'false',
    RATE_LIMIT_PER_MINUTE: '100000',
    // Tests change stock and popularity and read them back at once; market-reads.test turns the reuse on.
    MARKET_CACHE_MS: '0',
    ...(pgDb ? { DATABASE_URL: pgDb.url, DATABASE_POOL_SIZE: '5' } : {}),
    ...env,
  });
  const server = await createServer(config, { logger: false });
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  const addr = server.app.server.address();
  const url = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  // Links the server hands out (a payment gateway's notify and return addresses) must reach this very server.
  if (!env.APP_URL) config.APP_URL = url;

  const call: TestServer['call'] = async (method, p, opts = {}) => {
    const headers: Record<string, string> = { ...opts.headers };
    let body: RequestInit['body'] = opts.body;
    if (opts.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.json);
    } else if (opts.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(opts.form).toString();
    }
    const as = opts.as ?? 'public';
    if (as === 'public') headers.authorization = basic(config.PUBLIC_CLIENT_ID, config.PUBLIC_CLIENT_SECRET);
    else if ('raw' in as) headers.authorization = as.raw;
    else headers.authorization = basic(as.id, as.token);
    const res = await fetch(url + p, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : {};
    } catch {
      /* not JSON: keep the text */
    }
    return { status: res.status, body: parsed as never, headers: res.headers };
  };

  const lastCode = async (to: string) => {
    const row = await server.ctx.db
      .selectFrom('outbox')
      .select('body')
      .where('recipient', '=', to)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    const code = row?.body.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error(`no code was sent to ${to}`);
    return code;
  };

  const login = async (email: string, password: string): Promise<Credential> => {
    const res = await call<{ id: string; session?: { token: string } }>('POST', '/v1/users/loginByPwd', {
      form: { username: email, password },
    });
    if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
    // An account with two-factor on answers a challenge instead (two-factor.test.ts signs those in itself).
    if (!res.body.session) throw new Error(`login needs a second step: ${JSON.stringify(res.body)}`);
    return { id: res.body.id, token: res.body.session.token };
  };

  const seller: TestServer['seller'] = async (o = {}) => {
    const email = o.email ?? uniqueEmail();
    const password = o.password ?? GOOD_PASSWORD;
    const res = await call<{ id: string; session: { token: string } }>('POST', '/v1/users/regByPwd', {
      form: { email, password },
    });
    if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
    const cred = { id: res.body.id, token: res.body.session.token };
    if (o.verified) {
      const v = await call('POST', `/v1/users/${cred.id}/verifyEmail`, { as: cred, form: { code: await lastCode(email) } });
      if (v.status !== 200) throw new Error(`verify failed: ${v.status}`);
    }
    return { ...cred, email, password };
  };

  const admin: TestServer['admin'] = async () => {
    const email = uniqueEmail('admin');
    await ensureAccount(server.ctx, email, GOOD_PASSWORD, 'admin');
    return { ...(await login(email, GOOD_PASSWORD)), email, password: GOOD_PASSWORD };
  };

  return {
    ...server,
    url,
    engine,
    config,
    call,
    lastCode,
    seller,
    admin,
    cast: async () => ({ alice: await seller(), bob: await seller(), admin: await admin() }),
    catalogue: async (products = 150) => {
      await server.ctx.db.transaction().execute((trx) => seedCatalogue(trx, { products, now: Date.now() }));
    },
    close: async () => {
      await server.app.close();
      await pgDb?.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Declares the suite once per engine, each with its own server and fresh database.
 * `get()` returns that engine's server inside tests.
 */
export function describeEachEngine(name: string, body: (get: () => TestServer) => void, env: Record<string, string> = {}) {
  for (const engine of engines()) {
    describe(`${name} [${engine}]`, () => {
      let server: TestServer | undefined;
      beforeAll(async () => {
        server = await startServer(engine, env);
      });
      afterAll(async () => {
        await server?.close();
      });
      body(() => {
        if (!server) throw new Error('server not started');
        return server;
      });
    });
  }
}

/** A TCP port free on 127.0.0.1 right now (for a stand-in server or a spawned process). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}
