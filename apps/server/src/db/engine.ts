import { SqliteAdapter } from 'kysely';

export type Engine = 'sqlite' | 'postgres';

/** The engine a handle or a transaction runs on, read from its connection: the one way to tell them apart. */
export function engineOf(db: { getExecutor(): { readonly adapter: unknown } }): Engine {
  return db.getExecutor().adapter instanceof SqliteAdapter ? 'sqlite' : 'postgres';
}
