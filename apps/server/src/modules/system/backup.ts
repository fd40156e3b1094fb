import Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config.js';
import {
  checkDump,
  clearPublicSchema,
  describeDatabase,
  dumpDatabase,
  findPgTool,
  inspectTarget,
  missingPgToolMessage,
  restoreDump,
  type PgTool,
} from './backup-postgres.js';

export type BackupEngine = 'sqlite' | 'postgres';

/** What a backup folder holds besides its files: written last, so a folder without it is not a finished backup. */
export interface BackupManifest {
  format: 1;
  engine: BackupEngine;
  createdAt: string;
  databaseBytes: number;
  uploads: number;
  secrets: number;
  ms: number;
}

export const BACKUP_MANIFEST = 'backup.json';
const DATABASE_FILE = 'dropport.sqlite';
/** The PostgreSQL database as pg_dump writes it (custom format). */
const DUMP_FILE = 'database.dump';
/** The running server's process id, in its data folder while it runs: a restore refuses a folder a live server holds. */
export const SERVER_PID_FILE = 'server.pid';

/** 2026-11-29T05:40:12.345Z → 20261129-054012 (sorts as it reads). */
const stamp = (d: Date) => d.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');

/** The engine a configuration uses: PostgreSQL when DATABASE_URL is set, else the SQLite file under DATA_DIR. */
export const engineOfConfig = (config: Config): BackupEngine => (config.DATABASE_URL ? 'postgres' : 'sqlite');

const ENGINE_NAME: Record<BackupEngine, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' };

/** How many files a folder holds, in all its subfolders (none when it does not exist). */
function countFiles(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
}

/** Copies a folder's files (none when it does not exist) and answers how many. */
function copyTree(from: string, to: string): number {
  if (!fs.existsSync(from)) return 0;
  fs.cpSync(from, to, { recursive: true });
  return countFiles(to);
}

/**
 * Writes a backup into `<to>/dropport-<time>/`: first the database (`copyDatabase` writes it into the folder and
 * answers its file), then the uploads and the data folder's secrets (the key that encrypts store tokens when
 * STORE_TOKEN_KEY is not set). The files are copied after the database, so every upload a copied row names is there.
 * The folder is written as `….partial` and renamed once complete, with its manifest; a failure removes it.
 */
async function writeBackup(
  config: Config,
  to: string,
  now: Date,
  engine: BackupEngine,
  copyDatabase: (folder: string) => Promise<string>,
): Promise<{ dir: string; manifest: BackupManifest }> {
  const started = performance.now();
  const dir = path.join(to, `dropport-${stamp(now)}`);
  const partial = `${dir}.partial`;
  fs.rmSync(partial, { recursive: true, force: true });
  fs.mkdirSync(partial, { recursive: true });
  try {
    const databaseFile = await copyDatabase(partial);
    const uploads = copyTree(config.UPLOAD_DIR, path.join(partial, 'uploads'));
    const secrets = copyTree(path.join(config.DATA_DIR, 'secrets'), path.join(partial, 'secrets'));
    const manifest: BackupManifest = {
      format: 1,
      engine,
      createdAt: now.toISOString(),
      databaseBytes: fs.statSync(databaseFile).size,
      uploads,
      secrets,
      ms: Math.round(performance.now() - started),
    };
    fs.writeFileSync(path.join(partial, BACKUP_MANIFEST), JSON.stringify(manifest, null, 2));
    fs.renameSync(partial, dir);
    return { dir, manifest };
  } catch (err) {
    // A failed backup leaves nothing behind (failed scheduled ones would otherwise pile up).
    fs.rmSync(partial, { recursive: true, force: true });
    throw err;
  }
}

/**
 * A consistent copy of the SQLite data folder while the server runs and writes, into `<to>/dropport-<time>/`: the
 * database by `VACUUM INTO` (a compacted snapshot of one moment, read without stopping writers), then the uploads and
 * the secrets.
 */
export async function backupSqlite(
  config: Config,
  to = path.join(config.DATA_DIR, 'backups'),
  now = new Date(),
): Promise<{ dir: string; manifest: BackupManifest }> {
  if (config.DATABASE_URL) throw new Error('This configuration uses PostgreSQL: its backup is taken with pg_dump.');
  return writeBackup(config, to, now, 'sqlite', (folder) => {
    const file = path.join(folder, DATABASE_FILE);
    const source = new Database(config.SQLITE_FILE, { readonly: true, fileMustExist: true });
    try {
      // One read transaction copies the whole database as of its start; in WAL mode the server's writers go on meanwhile.
      // (The page-by-page backup API starts over whenever another connection writes, so under steady writes it never ends.)
      source.prepare('VACUUM INTO ?').run(file);
    } finally {
      source.close();
    }
    return Promise.resolve(file);
  });
}

/**
 * A consistent copy of a PostgreSQL database while servers run and write, into `<to>/dropport-<time>/`: the database
 * by `pg_dump` (one snapshot taken at its start, in its custom format), then the uploads and the secrets of this data
 * folder. Throws how to install the client tools when pg_dump is not on the PATH.
 */
export async function backupPostgres(
  config: Config,
  to = path.join(config.DATA_DIR, 'backups'),
  now = new Date(),
): Promise<{ dir: string; manifest: BackupManifest }> {
  const databaseUrl = config.DATABASE_URL;
  if (!databaseUrl) throw new Error('This configuration uses SQLite (DATABASE_URL is not set).');
  if (!findPgTool('pg_dump')) throw new Error(missingPgToolMessage('pg_dump'));
  return writeBackup(config, to, now, 'postgres', async (folder) => {
    const file = path.join(folder, DUMP_FILE);
    await dumpDatabase(databaseUrl, file);
    return file;
  });
}

/** A backup of the configured database (SQLite or PostgreSQL), its uploads and secrets; see backupSqlite, backupPostgres. */
export function backup(
  config: Config,
  to = path.join(config.DATA_DIR, 'backups'),
  now = new Date(),
): Promise<{ dir: string; manifest: BackupManifest }> {
  return engineOfConfig(config) === 'postgres' ? backupPostgres(config, to, now) : backupSqlite(config, to, now);
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

/** What a restore did with what it replaced: where the old data went, if anywhere. */
export interface RestoreResult {
  movedAside: string | null;
}

/**
 * The manifest of a finished backup of `engine`. Refuses a folder without one, one this version does not read, and a
 * backup of the other engine (a SQLite backup does not restore into PostgreSQL, nor the reverse).
 */
function readManifest(backupDir: string, engine: BackupEngine): BackupManifest {
  const file = path.join(backupDir, BACKUP_MANIFEST);
  if (!fs.existsSync(file)) throw new RestoreRefused(`${backupDir} is not a finished Dropport backup (no ${BACKUP_MANIFEST}).`);
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as BackupManifest;
  } catch {
    throw new RestoreRefused(`${backupDir} is not a backup this version reads (${BACKUP_MANIFEST} is not JSON).`);
  }
  if (manifest.format !== 1 || !Object.hasOwn(ENGINE_NAME, manifest.engine))
    throw new RestoreRefused(`${backupDir} is not a backup this version reads.`);
  if (manifest.engine !== engine)
    throw new RestoreRefused(
      `${backupDir} is a backup of a ${ENGINE_NAME[manifest.engine]} database, and this configuration uses ` +
        `${ENGINE_NAME[engine]} (DATABASE_URL is ${engine === 'postgres' ? '' : 'not '}set): a backup restores only ` +
        `into the engine it was taken from.`,
    );
  return manifest;
}

/** Moves the data folder's uploads and secrets, those there are, into `to`. */
function moveFilesAside(data: string, to: string): void {
  fs.mkdirSync(to, { recursive: true });
  for (const folder of ['uploads', 'secrets']) {
    const from = path.join(data, folder);
    if (fs.existsSync(from)) fs.renameSync(from, path.join(to, folder));
  }
}

/** Copies a backup's uploads and secrets into the data folder. */
function restoreFiles(config: Config, backupDir: string): void {
  fs.mkdirSync(config.DATA_DIR, { recursive: true });
  copyTree(path.join(backupDir, 'uploads'), config.UPLOAD_DIR);
  copyTree(path.join(backupDir, 'secrets'), path.join(config.DATA_DIR, 'secrets'));
}

/**
 * Restores a backup into the data folder of `config`. Refuses a folder a running server holds (its `server.pid`
 * names a live process), and one that already holds a database unless `replace` is given, in which case what was
 * there is moved aside into `replaced-<time>/` rather than deleted. Answers where the old data went, if anywhere.
 */
export function restoreSqlite(config: Config, backupDir: string, opts: { replace?: boolean; now?: Date } = {}): RestoreResult {
  readManifest(backupDir, engineOfConfig(config));
  if (config.DATABASE_URL) throw new RestoreRefused('This configuration uses PostgreSQL: its restore runs pg_restore.');

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
    moveFilesAside(data, movedAside);
  }
  fs.mkdirSync(data, { recursive: true });
  fs.copyFileSync(path.join(backupDir, DATABASE_FILE), config.SQLITE_FILE);
  restoreFiles(config, backupDir);
  return { movedAside };
}

const serverRunsOn = (where: string, connections: number) =>
  `A Dropport server is connected to ${where} (${connections} open connection(s)): stop every server using it before restoring.`;

/**
 * Replaces the database's content, keeping what was there as a backup folder of its own in `replaced-<time>/` under
 * the data folder: a dump of the database as it is, then the public schema dropped and created again, then the
 * uploads and secrets moved there from the data folder, and the manifest last, so that restoring that folder puts it
 * all back. Nothing changes when the dump fails or a server has connected meanwhile. Answers the folder.
 */
async function setAside(config: Config, databaseUrl: string, now: Date): Promise<string> {
  const started = performance.now();
  const to = path.join(config.DATA_DIR, `replaced-${stamp(now)}`);
  const file = path.join(to, DUMP_FILE);
  fs.mkdirSync(to, { recursive: true });
  try {
    await dumpDatabase(databaseUrl, file);
    const servers = await clearPublicSchema(databaseUrl);
    if (servers > 0) throw new RestoreRefused(`${serverRunsOn(describeDatabase(databaseUrl), servers)} Nothing was changed.`);
  } catch (err) {
    fs.rmSync(to, { recursive: true, force: true });
    throw err;
  }
  moveFilesAside(config.DATA_DIR, to);
  const manifest: BackupManifest = {
    format: 1,
    engine: 'postgres',
    createdAt: now.toISOString(),
    databaseBytes: fs.statSync(file).size,
    uploads: countFiles(path.join(to, 'uploads')),
    secrets: countFiles(path.join(to, 'secrets')),
    ms: Math.round(performance.now() - started),
  };
  fs.writeFileSync(path.join(to, BACKUP_MANIFEST), JSON.stringify(manifest, null, 2));
  return to;
}

/**
 * Restores a PostgreSQL backup into the database of DATABASE_URL (pg_restore, in one transaction) and its uploads and
 * secrets into the data folder. Refuses while a server is connected to the database (connections named as the
 * server names its own), and a database that already holds tables unless `replace` is given. With `replace`, what
 * was there is first kept in `replaced-<time>/` under the data folder (a dump of the database, the uploads and
 * secrets: a backup folder that restores like any other); then the public schema is dropped and created again
 * before the restore.
 */
export async function restorePostgres(
  config: Config,
  backupDir: string,
  opts: { replace?: boolean; now?: Date } = {},
): Promise<RestoreResult> {
  readManifest(backupDir, engineOfConfig(config));
  const databaseUrl = config.DATABASE_URL;
  if (!databaseUrl) throw new RestoreRefused('This configuration uses SQLite: its restore copies the database file.');
  const tools: PgTool[] = opts.replace ? ['pg_restore', 'pg_dump'] : ['pg_restore'];
  for (const tool of tools) if (!findPgTool(tool)) throw new Error(missingPgToolMessage(tool));
  const dump = path.join(backupDir, DUMP_FILE);
  try {
    await checkDump(dump);
  } catch (err) {
    throw new RestoreRefused(`${backupDir} holds no readable PostgreSQL dump: ${(err as Error).message}`, { cause: err });
  }

  const where = describeDatabase(databaseUrl);
  const target = await inspectTarget(databaseUrl);
  if (target.serverConnections > 0) throw new RestoreRefused(serverRunsOn(where, target.serverConnections));
  let movedAside: string | null = null;
  if (target.relations > 0) {
    const holds = target.dropport ? 'a Dropport database' : `${target.relations} table(s)`;
    if (!opts.replace)
      throw new RestoreRefused(`${where} already holds ${holds}: pass --replace to keep a dump of it aside and restore over it.`);
    movedAside = await setAside(config, databaseUrl, opts.now ?? new Date());
  }
  try {
    await restoreDump(databaseUrl, dump);
  } catch (err) {
    const kept = movedAside ? ` What was there is in ${movedAside}; restore that folder to put it back.` : '';
    throw new Error(`${(err as Error).message}\nNothing of the backup was restored (${where} is empty).${kept}`, {
      cause: err,
    });
  }
  restoreFiles(config, backupDir);
  return { movedAside };
}

/** Restores a backup into the configured database (SQLite or PostgreSQL); see restoreSqlite, restorePostgres. */
export async function restore(
  config: Config,
  backupDir: string,
  opts: { replace?: boolean; now?: Date } = {},
): Promise<RestoreResult> {
  return engineOfConfig(config) === 'postgres'
    ? restorePostgres(config, backupDir, opts)
    : restoreSqlite(config, backupDir, opts);
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
  const { dir } = await backup(config, to, now);
  const old = backupsIn(to).slice(config.BACKUP_KEEP);
  for (const b of old) fs.rmSync(b.dir, { recursive: true, force: true });
  return { dir, removed: old.length };
}
