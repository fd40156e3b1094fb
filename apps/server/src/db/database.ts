import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  PostgresDialect,
  SqliteDialect,
  Migrator,
  type SqliteDatabase,
  type SqliteStatement,
  type Transaction,
} from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';
import { migrations } from './migrations/index.js';
import { recordQuery } from '../lib/request-timing.js';
import type { Engine } from './engine.js';

export { engineOf, type Engine } from './engine.js';

// int8 (count(*), bigint columns) arrives as a string from pg; our bigints are epoch ms and cents, safe as numbers.
pg.types.setTypeParser(20, (v) => Number(v));

export type Db = Kysely<Database> | Transaction<Database>;

export interface DbHandle {
  db: Kysely<Database>;
  engine: Engine;
  /** What the connection holds right now (read when metrics are scraped). */
  stats(): DbStats;
  close(): Promise<void>;
}

/**
 * PostgreSQL: the pool's connections (open, idle, and queries waiting for one). SQLite: the database file's and its
 * write-ahead log's size (the log grows until a checkpoint folds it back; a log that keeps growing means one never
 * completes).
 */
export type DbStats =
  | { engine: 'postgres'; pool: { total: number; idle: number; waiting: number; max: number } }
  | { engine: 'sqlite'; fileBytes: number; walBytes: number };

const sizeOf = (file: string) => {
  try {
    return fs.statSync(file).size;
  } catch {
    return 0;
  }
};

export interface DbOptions {
  databaseUrl?: string | undefined;
  sqliteFile: string;
  poolSize?: number;
  /** Told about errors of idle pooled connections (a server restart, a killed backend). */
  onPoolError?: (err: Error) => void;
}

/**
 * The name the server's PostgreSQL connections carry (pg_stat_activity.application_name): a restore refuses a database
 * while connections of this name are open on it. Tools that only read or restore use other names.
 */
export const SERVER_APPLICATION_NAME = 'dropport';

/** Opens the embedded SQLite file (WAL, durable commits) or a PostgreSQL pool when a URL is given. */
export function openDatabase(opts: DbOptions): DbHandle {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolSize ?? 10,
      // One connection stays open while the server runs, so a restore always sees a live server by its name.
      min: 1,
      application_name: SERVER_APPLICATION_NAME,
    });
    // Without a listener, an idle connection that PostgreSQL terminates would crash the process; the pool
    // drops that connection and opens a new one on the next query.
    pool.on('error', (err) =>
      (opts.onPoolError ?? ((e: Error) => console.error(`PostgreSQL connection lost: ${e.message}`)))(err),
    );
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: recordQuery });
    const max = opts.poolSize ?? 10;
    const stats = (): DbStats => ({
      engine: 'postgres',
      pool: { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max },
    });
    return { db, engine: 'postgres', stats, close: () => db.destroy() };
  }
  fs.mkdirSync(path.dirname(opts.sqliteFile), { recursive: true });
  const sqlite = new SQLite(opts.sqliteFile);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // PRAGMA optimize (planner-statistics.ts) then reads at most this many rows of each index it analyzes.
  sqlite.pragma('analysis_limit = 2000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }), log: recordQuery });
  const file = opts.sqliteFile;
  const stats = (): DbStats => ({ engine: 'sqlite', fileBytes: sizeOf(file), walBytes: sizeOf(`${file}-wal`) });
  return { db, engine: 'sqlite', stats, close: () => db.destroy() };
}

const STATEMENT_CACHE = 400;

/**
 * Kysely prepares every query anew, and preparing costs better-sqlite3 as much as running a small query. Statements
 * are reusable (calls are synchronous on one connection), so the most recent ones are kept by their SQL text.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare: (text: string) => {
      let stmt = cache.get(text);
      if (stmt) {
        cache.delete(text);
      } else {
        stmt = sqlite.prepare(text);
        if (cache.size >= STATEMENT_CACHE) cache.delete(cache.keys().next().value ?? '');
      }
      cache.set(text, stmt);
      return stmt as unknown as SqliteStatement;
    },
  };
}

/** Brings the schema to the latest migration; safe to call from several processes at once (Kysely takes a lock). */
export async function migrate(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: () => Promise.resolve(migrations) } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
