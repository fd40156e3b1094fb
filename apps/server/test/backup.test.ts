import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { newId } from '../src/lib/ids.js';
import { credit } from '../src/modules/ledger/ledger.js';
import { reconcile } from '../src/modules/ledger/reconciliation.js';
import {
  backupSqlite,
  backupsIn,
  restoreSqlite,
  RestoreRefused,
  scheduledBackup,
  SERVER_PID_FILE,
} from '../src/modules/system/backup.js';
import type { Operations } from '@dropport/contracts';
import { parseConfig } from '../src/config.js';
import { startServer, type TestServer } from './harness.js';

// A valid 1×1 PNG, the smallest avatar an upload accepts.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe('backups of the SQLite data folder', () => {
  const servers: TestServer[] = [];
  afterAll(async () => {
    for (const s of servers) await s.close();
  });

  it('takes a consistent backup while wallet writes go on, which restores into a server that reconciles', async () => {
    const s = await startServer('sqlite');
    servers.push(s);
    const seller = await s.seller({ verified: true });
    const form = new FormData();
    form.append('purpose', 'avatar');
    form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'me.png');
    const uploaded = await s.call('POST', '/api/uploads', { as: seller, body: form });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);

    // Credits keep being written, one after another, while the backup runs; each one's key is noted once acknowledged.
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
    const backupStarted = performance.now();
    const to = fs.mkdtempSync(path.join(os.tmpdir(), 'dropport-backups-'));
    const { dir, manifest } = await backupSqlite(s.config, to);
    await new Promise((r) => setTimeout(r, 50));
    writing = false;
    await writer;
    const before = acknowledged.filter((a) => a.at < backupStarted).map((a) => a.key);
    expect(before.length).toBeGreaterThan(0);
    expect(acknowledged.length).toBeGreaterThan(before.length);
    expect(manifest).toMatchObject({ format: 1, engine: 'sqlite', uploads: 1 });
    expect(fs.readdirSync(to)).toEqual([path.basename(dir)]);

    // Restored into a fresh folder, a server starts on it: every credit acknowledged before the backup is there, the
    // books balance, and the upload a row names is on disk.
    const target = fs.mkdtempSync(path.join(os.tmpdir(), 'dropport-restored-'));
    restoreSqlite(parseConfig({ DATA_DIR: target, NODE_ENV: 'test' }), dir);
    const restored = await startServer('sqlite', { DATA_DIR: target });
    servers.push(restored);
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
    const s = await startServer('sqlite', { BACKUP_EVERY_HOURS: '6', BACKUP_KEEP: '2' });
    servers.push(s);
    const admin = await s.admin();
    const TODAY = new Date().toISOString().slice(0, 10);
    const health = async () =>
      (await s.call<Operations>('GET', `/api/admin/operations?from=${TODAY}&to=${TODAY}`, { as: admin })).body.backup;
    expect(await health()).toEqual({ everyHours: 6, lastAt: null, lastBytes: null });
    for (const hour of [1, 7, 13]) await scheduledBackup(s.config, new Date(Date.UTC(2026, 10, 29, hour)));
    const kept = backupsIn(path.join(s.config.DATA_DIR, 'backups'));
    expect(kept.map((b) => path.basename(b.dir))).toEqual(['dropport-20261129-130000', 'dropport-20261129-070000']);
    expect(await health()).toMatchObject({ everyHours: 6, lastAt: '2026-11-29T13:00:00.000Z', lastBytes: expect.any(Number) });
  });
});
