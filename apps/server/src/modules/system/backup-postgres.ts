import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { SERVER_APPLICATION_NAME } from '../../db/database.js';

/** The client tools a PostgreSQL backup and restore run. */
export type PgTool = 'pg_dump' | 'pg_restore';

/** What the backup and restore connections are called, so that they never count as a running server. */
const RESTORE_APPLICATION_NAME = 'dropport-restore';
const BACKUP_APPLICATION_NAME = 'dropport-backup';

/** How long the restore waits for a lock on the tables it drops before it gives up (something still uses them). */
const LOCK_TIMEOUT = '10s';

/** Where a PostgreSQL client tool is on the PATH, or null when it is not there. */
export function findPgTool(tool: PgTool): string | null {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const file = path.join(dir, tool);
    try {
      fs.accessSync(file, fs.constants.X_OK);
      if (fs.statSync(file).isFile()) return file;
    } catch {
      /* not in this folder */
    }
  }
  return null;
}

/** How to get a missing client tool; the tools must be of the server's major version or newer. */
export function missingPgToolMessage(tool: PgTool): string {
  return (
    `${tool} is not on the PATH. Install the PostgreSQL client tools of the same major version as the database ` +
    `server (SELECT version() tells it), e.g. on Debian or Ubuntu: apt-get install postgresql-client ` +
    `(or postgresql-client-<major> from the PostgreSQL apt repository), then try again.`
  );
}

/** A client tool's path; throws the install instructions when it is not on the PATH. */
function requirePgTool(tool: PgTool): string {
  const found = findPgTool(tool);
  if (!found) throw new Error(missingPgToolMessage(tool));
  return found;
}

/** "database shop on db.example.com:5432", for messages: never the password. */
export function describeDatabase(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  return `database ${decodeURIComponent(url.pathname.slice(1)) || '(default)'} on ${url.host || 'localhost'}`;
}

/**
 * The URL a client tool is given, and its environment: the password travels in PGPASSWORD rather than on the
 * command line, where other users of the machine could read it in the process list.
 */
function toolConnection(databaseUrl: string, applicationName: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const env: NodeJS.ProcessEnv = { ...process.env, PGAPPNAME: applicationName };
  if (url.password) {
    env.PGPASSWORD = decodeURIComponent(url.password);
    url.password = '';
  }
  return { url: url.toString(), env };
}

/** Runs a client tool (no shell: each argument is passed as is) and fails with what it wrote to stderr. */
function runPgTool(tool: PgTool, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const file = requirePgTool(tool);
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      // The end says what went wrong; a long run of warnings before it is cut.
      stderr = (stderr + chunk).slice(-8000);
    });
    child.on('error', (err) => reject(new Error(`${tool} could not be started: ${err.message}`)));
    child.on('close', (code, signal) => {
      if (code === 0) return resolve();
      const said = stderr.trim() || (signal ? `stopped by ${signal}` : `exit code ${code}`);
      const hint = /version mismatch/i.test(said)
        ? ` Install the PostgreSQL client tools of the server's major version (e.g. apt-get install postgresql-client-<major>).`
        : '';
      reject(new Error(`${tool} failed: ${said}${hint}`));
    });
  });
}

/**
 * Dumps the whole database into `file` (pg_dump's custom format, without owners, so it restores under any role). The
 * dump is one snapshot taken at its start: every transaction committed before then is in it, none committed after.
 */
export async function dumpDatabase(databaseUrl: string, file: string): Promise<void> {
  const { url, env } = toolConnection(databaseUrl, BACKUP_APPLICATION_NAME);
  await runPgTool('pg_dump', ['--format=custom', '--no-owner', '--no-password', '--file', file, '--dbname', url], env);
}

/** Fails unless `file` is a dump pg_restore can read (its table of contents), before anything is dropped for it. */
export async function checkDump(file: string): Promise<void> {
  if (!fs.existsSync(file)) throw new Error(`${file} is missing`);
  await runPgTool('pg_restore', ['--list', file], process.env);
}

/**
 * Restores a dump into the database in one transaction: it all arrives or, at the first error, nothing does. Objects
 * are created under the restoring role (the dump names no owners).
 */
export async function restoreDump(databaseUrl: string, file: string): Promise<void> {
  const { url, env } = toolConnection(databaseUrl, RESTORE_APPLICATION_NAME);
  await runPgTool(
    'pg_restore',
    ['--no-owner', '--exit-on-error', '--single-transaction', '--no-password', '--dbname', url, file],
    env,
  );
}

/** What a restore finds in its target database before it writes anything. */
export interface TargetState {
  /** Open connections of a running server (its application name) on the database, not counting the restore's own. */
  serverConnections: number;
  /** Tables, views and sequences in the public schema. */
  relations: number;
  /** Whether those include Dropport's migration table. */
  dropport: boolean;
}

/** Opens one connection to the target database under the restore's name; a failure says which database. */
async function connectForRestore(databaseUrl: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: RESTORE_APPLICATION_NAME });
  try {
    await client.connect();
  } catch (err) {
    await client.end().catch(() => undefined);
    throw new Error(`Cannot connect to ${describeDatabase(databaseUrl)}: ${(err as Error).message}`, { cause: err });
  }
  return client;
}

async function targetState(client: pg.Client): Promise<TargetState> {
  const { rows } = await client.query<{ servers: number; relations: number; dropport: boolean }>(
    `select
       (select count(*)::int from pg_stat_activity
         where datname = current_database() and application_name = $1 and pid <> pg_backend_pid()) as servers,
       (select count(*)::int from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')) as relations,
       (to_regclass('public.kysely_migration') is not null) as dropport`,
    [SERVER_APPLICATION_NAME],
  );
  const row = rows[0]!;
  return { serverConnections: row.servers, relations: row.relations, dropport: row.dropport };
}

/** Looks at the target database: who is connected to it and what it already holds. */
export async function inspectTarget(databaseUrl: string): Promise<TargetState> {
  const client = await connectForRestore(databaseUrl);
  try {
    return await targetState(client);
  } finally {
    await client.end();
  }
}

/**
 * Drops the public schema with everything in it and creates it again, with the same owner and the same grants, in
 * one transaction. Answers 0 once done, or, dropping nothing, how many connections of a server it found meanwhile.
 */
export async function clearPublicSchema(databaseUrl: string): Promise<number> {
  const client = await connectForRestore(databaseUrl);
  try {
    await client.query('begin');
    await client.query(`set local lock_timeout = '${LOCK_TIMEOUT}'`);
    const { serverConnections } = await targetState(client);
    if (serverConnections > 0) {
      await client.query('rollback');
      return serverConnections;
    }
    const { rows } = await client.query<{ owner: string; grants: string | null }>(
      `select quote_ident(pg_get_userbyid(n.nspowner)) as owner,
              (select string_agg(format('grant %s on schema public to %s', a.privilege_type,
                        case when a.grantee = 0 then 'public' else quote_ident(pg_get_userbyid(a.grantee)) end), '; ')
                 from aclexplode(n.nspacl) a where a.grantee <> n.nspowner) as grants
         from pg_namespace n where n.nspname = 'public'`,
    );
    await client.query('drop schema if exists public cascade');
    await client.query(rows[0] ? `create schema public authorization ${rows[0].owner}` : 'create schema public');
    if (rows[0]?.grants) await client.query(rows[0].grants);
    await client.query('commit');
    return 0;
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    throw err;
  } finally {
    await client.end();
  }
}
