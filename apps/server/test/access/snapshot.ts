import { sql } from 'kysely';
import type { Db } from '../../src/db/database.js';
import type { EngineName } from '../harness.js';

/**
 * Columns that change on any signed-in request, whoever makes it, and so say nothing about a stranger's reach. Only
 * these are left out: whole tables stay in, so a session another seller ends, or a rate-limit window another seller's
 * call opens, still shows.
 */
export const VOLATILE_COLUMNS: Record<string, { columns: string[]; why: string }> = {
  sessions: {
    columns: ['last_seen_at'],
    why: "the auth plugin refreshes the caller's own last-seen at most once a minute, on whatever request comes",
  },
};

/** Every table, each as its rows (volatile columns left out) serialised and sorted. */
export type Snapshot = Map<string, string[]>;

async function tableNames(db: Db, engine: EngineName): Promise<string[]> {
  const rows =
    engine === 'sqlite'
      ? await sql<{
          name: string;
        }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`.execute(db)
      : await sql<{
          name: string;
        }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(
          db,
        );
  return rows.rows.map((r) => r.name);
}

const serialise = (row: Record<string, unknown>, skip: string[]) =>
  JSON.stringify(
    Object.keys(row)
      .filter((k) => !skip.includes(k))
      .sort()
      .map((k) => [k, row[k]]),
    (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v instanceof Uint8Array ? Buffer.from(v).toString('hex') : v),
  );

/** Reads the whole database through the server's own connection (both engines). */
export async function snapshot(db: Db, engine: EngineName): Promise<Snapshot> {
  const out: Snapshot = new Map();
  for (const table of await tableNames(db, engine)) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
    const skip = VOLATILE_COLUMNS[table]?.columns ?? [];
    out.set(table, rows.rows.map((r) => serialise(r, skip)).sort());
  }
  return out;
}

export interface TableChange {
  table: string;
  removed: string[];
  added: string[];
}

/** What differs between two snapshots: per table, the rows only before (removed or changed) and only after. */
export function diff(before: Snapshot, after: Snapshot): TableChange[] {
  const changes: TableChange[] = [];
  for (const table of new Set([...before.keys(), ...after.keys()])) {
    const a = before.get(table) ?? [];
    const b = after.get(table) ?? [];
    const inB = new Set(b);
    const inA = new Set(a);
    const removed = a.filter((r) => !inB.has(r));
    const added = b.filter((r) => !inA.has(r));
    if (removed.length || added.length) changes.push({ table, removed, added });
  }
  return changes;
}
