import { sql, type Kysely, type Transaction } from 'kysely';
import { engineOf } from './engine.js';
import type { Database } from './schema.js';

type Work<T> = (trx: Transaction<Database>) => Promise<T>;

interface Job {
  run: Work<unknown>;
  resolve: (value: unknown) => void;
  reject: (err: unknown) => void;
}

/** How many units of work share one commit at most. */
const MAX_BATCH = 256;

/**
 * Group commit for SQLite: units of work that arrive while the connection is busy are run one after another inside
 * one transaction, each under its own savepoint, and committed (and fsynced) together. Each caller is answered only
 * after that commit, so every answer is as durable as a commit of its own; a unit that fails rolls back to its
 * savepoint and fails alone. SQLite has one writer and one fsync per commit, so this is what lets durable writes
 * outrun the disk's fsync rate. PostgreSQL groups commits of concurrent connections itself.
 */
class GroupCommit {
  private queue: Job[] = [];
  private busy = false;

  constructor(private readonly db: Kysely<Database>) {}

  add<T>(run: Work<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ run, resolve: resolve as (v: unknown) => void, reject });
      if (!this.busy) {
        this.busy = true;
        // Lets the callers of this same tick join the first batch.
        setImmediate(() => void this.flush());
      }
    });
  }

  private async flush(): Promise<void> {
    const batch = this.queue.splice(0, MAX_BATCH);
    const outcomes: { ok: boolean; value: unknown }[] = [];
    try {
      await this.db.transaction().execute(async (trx) => {
        for (const job of batch) {
          await sql`savepoint group_commit`.execute(trx);
          try {
            outcomes.push({ ok: true, value: await job.run(trx) });
          } catch (err) {
            await sql`rollback to group_commit`.execute(trx);
            outcomes.push({ ok: false, value: err });
          }
          await sql`release group_commit`.execute(trx);
        }
      });
      batch.forEach((job, i) => {
        const o = outcomes[i]!;
        if (o.ok) job.resolve(o.value);
        else job.reject(o.value);
      });
    } catch (err) {
      // The commit itself failed: nothing of the batch was written.
      for (const job of batch) job.reject(err);
    } finally {
      if (this.queue.length > 0) setImmediate(() => void this.flush());
      else this.busy = false;
    }
  }
}

const groups = new WeakMap<Kysely<Database>, GroupCommit>();

/**
 * Runs `work` in a transaction of its own (PostgreSQL) or in a group commit (SQLite). Either way, when the promise
 * resolves the work is committed; when it rejects none of it is.
 */
export function inTransaction<T>(db: Kysely<Database>, work: Work<T>): Promise<T> {
  if (engineOf(db) === 'postgres') return db.transaction().execute(work);
  let group = groups.get(db);
  if (!group) {
    group = new GroupCommit(db);
    groups.set(db, group);
  }
  return group.add(work);
}
