import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { newId } from '../src/lib/ids.js';
import { credit } from '../src/modules/ledger/ledger.js';
import { reconcile } from '../src/modules/ledger/reconciliation.js';
import pg from 'pg';
import {
  backup,
  backupSqlite,
  backupsIn,
  restore,
  restoreSqlite,
  RestoreRefused,
  scheduledBackup,
  SERVER_PID_FILE,
} from '../src/modules/system/backup.js';
import { findPgTool } from '../src/modules/system/backup-postgres.js';
import type { Operations } from '@dropport/contracts';
import { parseConfig } from '../src/config.js';
import { createPgDatabase, startServer, type Seller, type TestServer } from './harness.js';

// A valid 1×1 PNG, the smallest avatar an upload accepts.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Uploads an avatar for the seller: a file on disk that a row names. */
async function uploadAvatar(s: TestServer, seller: Seller): Promise<void> {
  const form = new FormData();
  form.append('purpose', 'avatar');
  form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'me.png');
  const uploaded = await s.call('POST', '/api/uploads', { as: seller, body: form });
  expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
}

/**
 * Runs `during` while wallet credits are written one after another, each one's key noted once acknowledged; answers
 * the keys acknowledged before `during` began and how many were acknowledged in all.
 */
async function whileCrediting(s: TestServer, seller: Seller, during: () => Promise<void>) {
  const acknowledged: { key: string; at: number }[] = [];
  let writing = true;
  const writer = (async () => {
    while (writing) {
      const key = `backup-test:${newId()}`;
      await credit(s.ctx.db, {
        userId: seller.id,
        amountCents: 100,
        currency: 'USD',
        key,
        kind: 'adjustment_credit',
        from: 'adjustments',
      });
      acknowledged.push({ key, at: performance.now() });
    }
  })();
  await new Promise((r) => setTimeout(r, 100));
  const started = performance.now();
  try {
    await during();
    await new Promise((r) => setTimeout(r, 50));
  } finally {
    writing = false;
    await writer;
  }
  return { before: acknowledged.filter((a) => a.at < started).map((a) => a.key), total: acknowledged.length };
}

/**
 * A server of `engine` with a verified seller and their avatar upload, and a backup of it taken by `take` while that
 * seller's wallet is credited over and over: some credits were acknowledged before the backup began, more after.
 */
async function backupWhileCrediting<B>(
  servers: TestServer[],
  engine: 'sqlite' | 'postgres',
  take: (s: TestServer) => Promise<B>,
) {
  const s = await startServer(engine);
  servers.push(s);
  const seller = await s.seller({ verified: true });
  await uploadAvatar(s, seller);
  let taken: B | undefined;
  const { before, total } = await whileCrediting(s, seller, async () => {
    taken = await take(s);
  });
  expect(before.length).toBeGreaterThan(0);
  expect(total).toBeGreaterThan(before.length);
  return { seller, before, taken: taken! };
}

/**
 * A server of `engine` backing up every 6 hours and keeping 2, and what its admin's operations page says of backups
 * (none yet, at first).
 */
async function scheduledEvery6Hours(servers: TestServer[], engine: 'sqlite' | 'postgres') {
  const s = await startServer(engine, { BACKUP_EVERY_HOURS: '6', BACKUP_KEEP: '2' });
  servers.push(s);
  const admin = await s.admin();
  const today = new Date().toISOString().slice(0, 10);
  const health = async () =>
    (await s.call<Operations>('GET', `/api/admin/operations?from=${today}&to=${today}`, { as: admin })).body.backup;
  expect(await health()).toEqual({ everyHours: 6, lastAt: null, lastBytes: null });
  return { s, health };
}

/**
 * What a server restored from a backup must show: every credit acknowledged before the backup began, books that
 * balance, the one upload on disk, and the seller able to sign in.
 */
async function expectRestored(restored: TestServer, seller: Seller, before: string[]): Promise<void> {
  const keys = new Set(
    (await restored.ctx.db.selectFrom('ledger_transactions').select('idempotency_key').execute()).map((r) => r.idempotency_key),
  );
  expect(before.filter((k) => !keys.has(k))).toEqual([]);
  const report = await reconcile(restored.ctx.db, Date.now());
  expect(report.ok, JSON.stringify(report.checks)).toBe(true);
  const files = await restored.ctx.db.selectFrom('uploads').select('storage_key').execute();
  expect(files.length).toBe(1);
  for (const f of files) expect(fs.existsSync(path.join(restored.config.UPLOAD_DIR, f.storage_key))).toBe(true);
  const signIn = await restored.call<{ id: string }>('POST', '/v1/users/loginByPwd', {
    as: 'public',
    form: { username: seller.email, password: seller.password },
  });
  expect([signIn.status, signIn.body.id]).toEqual([200, seller.id]);
}

const tmp = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), prefix));

describe('backups of the SQLite data folder', () => {
  const servers: TestServer[] = [];
  afterAll(async () => {
    for (const s of servers) await s.close();
  });

  it('takes a consistent backup while wallet writes go on, which restores into a server that reconciles', async () => {
    const to = tmp('dropport-backups-');
    const { seller, before, taken } = await backupWhileCrediting(servers, 'sqlite', (s) => backupSqlite(s.config, to));
    const { dir, manifest } = taken;
    expect(manifest).toMatchObject({ format: 1, engine: 'sqlite', uploads: 1 });
    expect(fs.readdirSync(to)).toEqual([path.basename(dir)]);

    // Restored into a fresh folder, a server starts on it: every credit acknowledged before the backup is there, the
    // books balance, and the upload a row names is on disk.
    const target = tmp('dropport-restored-');
    restoreSqlite(parseConfig({ DATA_DIR: target, NODE_ENV: 'test' }), dir);
    const restored = await startServer('sqlite', { DATA_DIR: target });
    servers.push(restored);
    await expectRestored(restored, seller, before);
  });

  it('refuses to restore under a running server, or over a database unless told to move it aside', async () => {
    const s = await startServer('sqlite');
    servers.push(s);
    const { dir } = await backupSqlite(s.config, fs.mkdtempSync(path.join(os.tmpdir(), 'dropport-backups-')));
    const target = fs.mkdtempSync(path.join(os.tmpdir(), 'dropport-live-'));
    const config = parseConfig({ DATA_DIR: target, NODE_ENV: 'test' });
    fs.writeFileSync(path.join(target, SERVER_PID_FILE), String(process.pid));
    expect(() => restoreSqlite(config, dir)).toThrow(RestoreRefused);
    expect(fs.existsSync(config.SQLITE_FILE)).toBe(false);

    fs.rmSync(path.join(target, SERVER_PID_FILE));
    fs.writeFileSync(config.SQLITE_FILE, 'the data that was here');
    expect(() => restoreSqlite(config, dir)).toThrow(/--replace/);
    expect(fs.readFileSync(config.SQLITE_FILE, 'utf8')).toBe('the data that was here');
    const { movedAside } = restoreSqlite(config, dir, { replace: true });
    expect(fs.readFileSync(path.join(movedAside!, 'dropport.sqlite'), 'utf8')).toBe('the data that was here');
    expect(fs.statSync(config.SQLITE_FILE).size).toBeGreaterThan(1000);
    expect(() => restoreSqlite(config, path.join(target, 'nothing-here'))).toThrow(/not a finished Dropport backup/);
  });

  it('the scheduled backup keeps the newest BACKUP_KEEP, and the operations page shows the last one', async () => {
    const { s, health } = await scheduledEvery6Hours(servers, 'sqlite');
    for (const hour of [1, 7, 13]) await scheduledBackup(s.config, new Date(Date.UTC(2026, 10, 29, hour)));
    const kept = backupsIn(path.join(s.config.DATA_DIR, 'backups'));
    expect(kept.map((b) => path.basename(b.dir))).toEqual(['dropport-20261129-130000', 'dropport-20261129-070000']);
    expect(await health()).toMatchObject({ everyHours: 6, lastAt: '2026-11-29T13:00:00.000Z', lastBytes: expect.any(Number) });
  });
});

const pgSkip = !process.env.TEST_PG_URL
  ? 'TEST_PG_URL is not set'
  : !findPgTool('pg_dump') || !findPgTool('pg_restore')
    ? 'pg_dump or pg_restore is not on the PATH (apt-get install postgresql-client)'
    : null;

describe.skipIf(pgSkip !== null)(`backups of a PostgreSQL database${pgSkip ? ` (skipped: ${pgSkip})` : ''}`, () => {
  const servers: TestServer[] = [];
  const databases: { url: string; drop: () => Promise<void> }[] = [];
  afterAll(async () => {
    for (const s of servers) await s.close();
    for (const d of databases) await d.drop();
  });

  /** A database of its own on the test server (a migrated copy of the template, or empty), dropped after the suite. */
  const newDatabase = async (opts: { empty?: boolean } = {}) => {
    const d = await createPgDatabase(opts);
    databases.push(d);
    return d.url;
  };
  const pgConfig = (databaseUrl: string, dataDir = tmp('dropport-restored-')) =>
    parseConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
  /** One query on a database of the test server, outside any Dropport server. */
  const query = async <R extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query<R>(text, values)).rows;
    } finally {
      await client.end();
    }
  };
  const refused = async (p: Promise<unknown>, message: RegExp) => {
    const err = await p.then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(RestoreRefused);
    expect((err as Error).message).toMatch(message);
  };

  it('takes a consistent dump while wallet writes go on, which restores into an empty database that reconciles', async () => {
    const to = tmp('dropport-backups-');
    const { seller, before, taken } = await backupWhileCrediting(servers, 'postgres', (s) => backup(s.config, to));
    const { dir, manifest } = taken;
    expect(manifest).toMatchObject({ format: 1, engine: 'postgres', uploads: 1 });
    expect(manifest.databaseBytes).toBe(fs.statSync(path.join(dir, 'database.dump')).size);
    expect(fs.readdirSync(to)).toEqual([path.basename(dir)]);

    // Restored into a new, empty database and a fresh folder, a server starts on them: every credit acknowledged
    // before the backup is there, the books balance, and the upload a row names is on disk.
    const url = await newDatabase({ empty: true });
    const target = tmp('dropport-restored-');
    expect(await restore(pgConfig(url, target), dir)).toEqual({ movedAside: null });
    const restored = await startServer('postgres', { DATABASE_URL: url, DATA_DIR: target });
    servers.push(restored);
    await expectRestored(restored, seller, before);
  });

  it('refuses a database a server uses, one that holds tables unless --replace, and a backup of the other engine', async () => {
    const s = await startServer('postgres');
    servers.push(s);
    const seller = await s.seller();
    const { dir } = await backup(s.config, tmp('dropport-backups-'));

    // The running server's pooled connections carry its name: its database is refused, even with --replace.
    await s.ctx.db.selectFrom('users').select('id').limit(1).execute();
    await refused(restore(pgConfig(s.config.DATABASE_URL!), dir, { replace: true }), /server is connected to database/);

    // A database that holds tables is refused without --replace, and left as it was.
    const url = await newDatabase();
    const target = tmp('dropport-existing-');
    fs.mkdirSync(path.join(target, 'uploads'));
    fs.writeFileSync(path.join(target, 'uploads', 'old.txt'), 'the file that was here');
    const config = pgConfig(url, target);
    const sellers = async () =>
      (await query<{ n: number }>(url, 'select count(*)::int as n from users where id = $1', [seller.id]))[0]!.n;
    const schema = () =>
      query(url, `select pg_get_userbyid(nspowner) as owner, nspacl::text as acl from pg_namespace where nspname = 'public'`);
    const schemaBefore = await schema();
    await refused(restore(config, dir), /already holds a Dropport database: pass --replace/);
    expect(await sellers()).toBe(0);

    // With --replace, what was there is kept aside as a backup folder of its own, and the backup's data replaces it
    // in a public schema of the same owner and grants.
    const { movedAside } = await restore(config, dir, { replace: true });
    expect(path.basename(movedAside!)).toMatch(/^replaced-\d{8}-\d{6}$/);
    expect(await sellers()).toBe(1);
    expect(await schema()).toEqual(schemaBefore);
    expect(fs.readFileSync(path.join(movedAside!, 'uploads', 'old.txt'), 'utf8')).toBe('the file that was here');
    expect(fs.existsSync(path.join(target, 'uploads', 'old.txt'))).toBe(false);
    const putBack = await newDatabase({ empty: true });
    await restore(pgConfig(putBack), movedAside!);
    const migrations = await query<{ n: number }>(putBack, 'select count(*)::int as n from kysely_migration');
    expect(migrations[0]!.n).toBeGreaterThan(0);

    // A backup restores only into the engine it was taken from; a folder that is no backup is refused.
    const lite = await startServer('sqlite');
    servers.push(lite);
    const { dir: liteDir } = await backupSqlite(lite.config, tmp('dropport-backups-'));
    await refused(restore(config, liteDir, { replace: true }), /backup of a SQLite database.*uses PostgreSQL/);
    await refused(
      restore(parseConfig({ NODE_ENV: 'test', DATA_DIR: tmp('dropport-lite-') }), dir),
      /backup of a PostgreSQL database.*uses SQLite/,
    );
    await refused(restore(config, path.join(target, 'nothing-here')), /not a finished Dropport backup/);

    // A dump that fails leaves no folder behind; without pg_dump on the PATH, a backup says how to install it.
    const missing = new URL(s.config.DATABASE_URL!);
    missing.pathname = '/dropport_no_such_database';
    const failed = tmp('dropport-backups-');
    await expect(backup(pgConfig(missing.toString()), failed)).rejects.toThrow(/pg_dump failed: .*does not exist/);
    expect(fs.readdirSync(failed)).toEqual([]);
    const PATH = process.env.PATH;
    process.env.PATH = tmp('dropport-no-tools-');
    try {
      await expect(backup(s.config, tmp('dropport-backups-'))).rejects.toThrow(/apt-get install postgresql-client/);
    } finally {
      process.env.PATH = PATH;
    }
  });

  it('the scheduled job dumps the database and keeps the newest BACKUP_KEEP, and the operations page shows the last one', async () => {
    const { s, health } = await scheduledEvery6Hours(servers, 'postgres');
    for (const hour of [1, 7, 13]) await scheduledBackup(s.config, new Date(Date.UTC(2020, 0, 1, hour)));
    const folder = path.join(s.config.DATA_DIR, 'backups');
    expect(backupsIn(folder).map((b) => path.basename(b.dir))).toEqual(['dropport-20200101-130000', 'dropport-20200101-070000']);

    // The server's own schedule makes one now (the job is registered on PostgreSQL too).
    await s.ctx.jobs.drain();
    const kept = backupsIn(folder);
    expect(kept.map((b) => [b.manifest.engine, path.basename(b.dir) > 'dropport-2021'])).toEqual([
      ['postgres', true],
      ['postgres', false],
    ]);
    expect(await health()).toEqual({
      everyHours: 6,
      lastAt: kept[0]!.manifest.createdAt,
      lastBytes: kept[0]!.manifest.databaseBytes,
    });
  });

  it('does not schedule backups when pg_dump is missing', async () => {
    const PATH = process.env.PATH;
    process.env.PATH = tmp('dropport-no-tools-');
    let s: TestServer;
    try {
      s = await startServer('postgres', { BACKUP_EVERY_HOURS: '6' });
    } finally {
      process.env.PATH = PATH;
    }
    servers.push(s);
    await s.ctx.jobs.drain();
    const jobs = await s.ctx.db.selectFrom('jobs').select('id').where('type', '=', 'system.backup').execute();
    expect(jobs).toEqual([]);
    expect(backupsIn(path.join(s.config.DATA_DIR, 'backups'))).toEqual([]);
  });
});
