import Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config.js';

/** What a backup folder holds besides its files: written last, so a folder without it is not a finished backup. */
export interface BackupManifest {
  format: 1;
  engine: 'sqlite';
  createdAt: string;
  databaseBytes: number;
  uploads: number;
  secrets: number;
  ms: number;
}

export const BACKUP_MANIFEST = 'backup.json';
const DATABASE_FILE = 'dropport.sqlite';
/** The running server's process id, in its data folder while it runs: a restore refuses a folder a live server holds. */
export const SERVER_PID_FILE = 'server.pid';

/** 2026-11-29T05:40:12.345Z → 20261129-054012 (sorts as it reads). */
const stamp = (d: Date) => d.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');

/** Copies a folder's files (none when it does not exist) and answers how many. */
function copyTree(from: string, to: string): number {
  if (!fs.existsSync(from)) return 0;
  fs.cpSync(from, to, { recursive: true });
  return fs.readdirSync(to, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
}

/**
 * A consistent copy of the SQLite data folder while the server runs and writes, into `<to>/dropport-<time>/`: the
 * database by `VACUUM INTO` (a compacted snapshot of one moment, read without stopping writers), then the uploads and the data folder's secrets (the key that encrypts store tokens when STORE_TOKEN_KEY is
 * not set). The files are copied after the database, so every upload a copied row names is there. The folder is
 * written as `….partial` and renamed once complete, with its manifest.
 */
export async function backupSqlite(
  config: Config,
  to = path.join(config.DATA_DIR, 'backups'),
  now = new Date(),
): Promise<{ dir: string; manifest: BackupManifest }> {
  if (config.DATABASE_URL) throw new Error('This data folder uses PostgreSQL: back it up with pg_dump (README, Backups).');
  const started = performance.now();
  const dir = path.join(to, `dropport-${stamp(now)}`);
  const partial = `${dir}.partial`;
  fs.rmSync(partial, { recursive: true, force: true });
  fs.mkdirSync(partial, { recursive: true });
  const source = new Database(config.SQLITE_FILE, { readonly: true, fileMustExist: true });
  try {
    // One read transaction copies the whole database as of its start; in WAL mode the server's writers go on meanwhile.
    // (The page-by-page backup API starts over whenever another connection writes, so under steady writes it never ends.)
    source.prepare('VACUUM INTO ?').run(path.join(partial, DATABASE_FILE));
  } finally {
    source.close();
  }
  const uploads = copyTree(config.UPLOAD_DIR, path.join(partial, 'uploads'));
  const secrets = copyTree(path.join(config.DATA_DIR, 'secrets'), path.join(partial, 'secrets'));
  const manifest: BackupManifest = {
    format: 1,
    engine: 'sqlite',
    createdAt: now.toISOString(),
    databaseBytes: fs.statSync(path.join(partial, DATABASE_FILE)).size,
    uploads,
    secrets,
    ms: Math.round(performance.now() - started),
  };
  fs.writeFileSync(path.join(partial, BACKUP_MANIFEST), JSON.stringify(manifest, null, 2));
  fs.renameSync(partial, dir);
  return { dir, manifest };
}

/** Whether a process with this id runs. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as { code?: string }).code === 'EPERM';
  }
}

export class RestoreRefused extends Error {}

/**
 * Restores a backup into the data folder of `config`. Refuses a folder a running server holds (its `server.pid`
 * names a live process), and one that already holds a database unless `replace` is given, in which case what was
 * there is moved aside into `replaced-<time>/` rather than deleted. Answers where the old data went, if anywhere.
 */
export function restoreSqlite(
  config: Config,
  backupDir: string,
  opts: { replace?: boolean; now?: Date } = {},
): { movedAside: string | null } {
  if (config.DATABASE_URL)
    throw new RestoreRefused('This data folder uses PostgreSQL: restore it with pg_restore (README, Backups).');
  const manifestFile = path.join(backupDir, BACKUP_MANIFEST);
  if (!fs.existsSync(manifestFile))
    throw new RestoreRefused(`${backupDir} is not a finished Dropport backup (no ${BACKUP_MANIFEST}).`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as BackupManifest;
  if (manifest.format !== 1 || manifest.engine !== 'sqlite')
    throw new RestoreRefused(`${backupDir} is not a backup this version reads.`);

  const data = config.DATA_DIR;
  const pidFile = path.join(data, SERVER_PID_FILE);
  if (fs.existsSync(pidFile)) {
    const pid = Number(fs.readFileSync(pidFile, 'utf8').trim());
    if (Number.isInteger(pid) && pid > 0 && alive(pid))
      throw new RestoreRefused(`A Dropport server (process ${pid}) is running on ${data}: stop it before restoring.`);
  }
  const held = ['', '-wal', '-shm'].map((s) => `${config.SQLITE_FILE}${s}`).filter((f) => fs.existsSync(f));
  let movedAside: string | null = null;
  if (held.length > 0) {
    if (!opts.replace)
      throw new RestoreRefused(`${data} already holds a database: pass --replace to move it aside and restore over it.`);
    movedAside = path.join(data, `replaced-${stamp(opts.now ?? new Date())}`);
    fs.mkdirSync(movedAside, { recursive: true });
    for (const f of held) fs.renameSync(f, path.join(movedAside, path.basename(f)));
    for (const folder of ['uploads', 'secrets']) {
      const from = path.join(data, folder);
      if (fs.existsSync(from)) fs.renameSync(from, path.join(movedAside, folder));
    }
  }
  fs.mkdirSync(data, { recursive: true });
  fs.copyFileSync(path.join(backupDir, DATABASE_FILE), config.SQLITE_FILE);
  copyTree(path.join(backupDir, 'uploads'), config.UPLOAD_DIR);
  copyTree(path.join(backupDir, 'secrets'), path.join(data, 'secrets'));
  return { movedAside };
}

/** The finished backups in a folder, newest first (a `.partial` folder or one without its manifest is none). */
export function backupsIn(to: string): { dir: string; manifest: BackupManifest }[] {
  if (!fs.existsSync(to)) return [];
  return fs
    .readdirSync(to)
    .filter((name) => /^dropport-\d{8}-\d{6}$/.test(name) && fs.existsSync(path.join(to, name, BACKUP_MANIFEST)))
    .sort()
    .reverse()
    .map((name) => ({
      dir: path.join(to, name),
      manifest: JSON.parse(fs.readFileSync(path.join(to, name, BACKUP_MANIFEST), 'utf8')) as BackupManifest,
    }));
}

/** The scheduled backup: one more into DATA_DIR/backups, then only the newest BACKUP_KEEP are kept. */
export async function scheduledBackup(config: Config, now = new Date()): Promise<{ dir: string; removed: number }> {
  const to = path.join(config.DATA_DIR, 'backups');
  const { dir } = await backupSqlite(config, to, now);
  const old = backupsIn(to).slice(config.BACKUP_KEEP);
  for (const b of old) fs.rmSync(b.dir, { recursive: true, force: true });
  return { dir, removed: old.length };
}
