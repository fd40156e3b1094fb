import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, JobsTable } from '../../db/schema.js';
import type { Db } from '../../db/database.js';
import { newId } from '../../lib/ids.js';
import { inTransaction } from '../../db/group-commit.js';
import { lockRows } from '../../db/locks.js';

export interface JobContext {
  db: Kysely<Database>;
  jobId: string;
  attempt: number;
  isLastAttempt: boolean;
  log: FastifyBaseLogger;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each handler declares its own payload type
type Handler = (payload: any, job: JobContext) => Promise<void>;

interface Registered {
  handler: Handler;
  maxAttempts: number;
}

interface Schedule {
  name: string;
  everyMs: number;
  type: string;
  payload: unknown;
}

export interface EnqueueOptions {
  runAt?: number;
  /** A job with the same key is enqueued once, by whichever process gets there first. */
  uniqueKey?: string;
  maxAttempts?: number;
}

export interface QueueOptions {
  pollMs: number;
  concurrency: number;
  /** A running job not finished after this long is taken to have died with its process and runs again. */
  visibilityTimeoutMs?: number;
  /** The clock that says which schedule slots are due (the server's; the machine's by default). */
  now?: () => number;
  /** Told each time a job ends: done, failed and due again (`retry`), or failed for good (`dead`). */
  onFinished?: (type: string, outcome: JobOutcome, ms: number) => void;
}

export type JobOutcome = 'done' | 'retry' | 'dead';

/** Where the worker loop stands, by the machine's clock: whether it runs, and when its rounds began and ended. */
export interface WorkerState {
  started: boolean;
  /** The round in progress began then (claimed jobs run inside a round), or null between rounds. */
  roundSince: number | null;
  /** The last round ended then (the start time until a first round ends). */
  lastRoundAt: number | null;
}

const backoffMs = (attempt: number) => Math.min(1000 * 2 ** (attempt - 1), 3_600_000);

/**
 * Adds a job row (inside the caller's transaction when given one) for code that has no queue at hand, such as
 * notify(); a running queue picks it up at its next poll. Returns its id, or null for a duplicate key.
 */
export async function insertJob(db: Db, type: string, payload: unknown, o: EnqueueOptions = {}): Promise<string | null> {
  const now = Date.now();
  const id = newId(now);
  const res = await db
    .insertInto('jobs')
    .values({
      id,
      type,
      payload: JSON.stringify(payload ?? {}),
      status: 'queued',
      attempts: 0,
      max_attempts: o.maxAttempts ?? 5,
      run_at: o.runAt ?? now,
      unique_key: o.uniqueKey ?? null,
      locked_by: null,
      locked_at: null,
      last_error: null,
      created_at: now,
      updated_at: now,
      finished_at: null,
    })
    .onConflict((oc) => oc.column('unique_key').doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0n) > 0 ? id : null;
}

/**
 * A database-backed job queue with a scheduler for periodic work. Claiming uses
 * `FOR UPDATE SKIP LOCKED` on PostgreSQL, so several server processes share one queue and each job
 * runs once; on SQLite the single claiming UPDATE is atomic.
 */
export class JobQueue {
  readonly workerId = `${hostname()}:${process.pid}:${newId().slice(-6)}`;
  private readonly handlers = new Map<string, Registered>();
  private readonly schedules: Schedule[] = [];
  private timer: NodeJS.Timeout | undefined;
  private running = new Set<Promise<void>>();
  /** The loop's round in progress, so stop() also waits for a claim already under way. */
  private round: Promise<number> | undefined;
  private stopped = true;
  private wake: (() => void) | undefined;
  private roundSince: number | null = null;
  private lastRoundAt: number | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: FastifyBaseLogger,
    private readonly opts: QueueOptions,
  ) {}

  register<P>(type: string, handler: (payload: P, job: JobContext) => Promise<void>, o: { maxAttempts?: number } = {}) {
    if (this.handlers.has(type)) throw new Error(`job type ${type} registered twice`);
    this.handlers.set(type, { handler, maxAttempts: o.maxAttempts ?? 5 });
  }

  /** Runs `type` every `everyMs`; each slot is enqueued once however many processes schedule it. */
  every(name: string, everyMs: number, type: string, payload: unknown = {}) {
    this.schedules.push({ name, everyMs, type, payload });
  }

  /** Adds a job (inside the caller's transaction when given one). Returns its id, or null for a duplicate key. */
  async enqueue(db: Db, type: string, payload: unknown, o: EnqueueOptions = {}): Promise<string | null> {
    const id = await insertJob(db, type, payload, { ...o, maxAttempts: o.maxAttempts ?? this.handlers.get(type)?.maxAttempts });
    if (id) this.wake?.();
    return id;
  }

  start() {
    if (!this.stopped) return;
    this.stopped = false;
    this.lastRoundAt = Date.now();
    const loop = async () => {
      if (this.stopped) return;
      let busy = false;
      try {
        this.roundSince = Date.now();
        this.round = this.tick();
        busy = (await this.round) > 0;
      } catch (err) {
        this.log.error({ err }, 'job queue tick failed');
      } finally {
        this.round = undefined;
        this.roundSince = null;
        this.lastRoundAt = Date.now();
      }
      if (this.stopped) return;
      await new Promise<void>((resolve) => {
        this.wake = resolve;
        this.timer = setTimeout(resolve, busy ? 0 : this.opts.pollMs);
      });
      this.wake = undefined;
      void loop();
    };
    void loop();
  }

  /** Where the worker loop stands (for readiness and metrics). */
  state(): WorkerState {
    return { started: !this.stopped, roundSince: this.roundSince, lastRoundAt: this.lastRoundAt };
  }

  /** Jobs not finished, per type: due and waiting, planned for later, running, dead; with the oldest due one's time. */
  async depth(now = this.opts.now?.() ?? Date.now()) {
    const rows = await this.db
      .selectFrom('jobs')
      .select((eb) => [
        'type',
        eb.fn.countAll<number>().as('n'),
        eb.fn.min('run_at').as('oldest'),
        eb
          .case()
          .when('status', '=', 'queued')
          .then(eb.case().when('run_at', '<=', now).then('waiting').else('scheduled').end())
          .else(eb.ref('status'))
          .end()
          .as('state'),
      ])
      .where('status', 'in', ['queued', 'running', 'dead'])
      .groupBy(['type', 'state'])
      .execute();
    return rows.map((r) => ({
      type: r.type,
      state: String(r.state) as 'waiting' | 'scheduled' | 'running' | 'dead',
      count: Number(r.n),
      oldestRunAt: Number(r.oldest),
    }));
  }

  /** Stops claiming and waits for the jobs in hand to finish. */
  async stop() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.wake?.();
    await Promise.allSettled([this.round, ...this.running]);
  }

  /** One round: enqueue due schedule slots, requeue abandoned jobs, claim and run a batch. Returns jobs run. */
  async tick(now = this.opts.now?.() ?? Date.now()): Promise<number> {
    for (const s of this.schedules) {
      const slot = Math.floor(now / s.everyMs);
      await this.enqueue(this.db, s.type, s.payload, { uniqueKey: `schedule:${s.name}:${slot}`, runAt: slot * s.everyMs });
    }
    await this.requeueAbandoned(now);
    const batch = await this.claim(now, this.opts.concurrency);
    await Promise.all(batch.map((job) => this.track(this.execute(job))));
    return batch.length;
  }

  /** Runs due jobs until none is left (for tests and the CLI). */
  async drain(maxRounds = 100): Promise<number> {
    let total = 0;
    for (let i = 0; i < maxRounds; i++) {
      const n = await this.tick();
      total += n;
      if (n === 0) break;
    }
    return total;
  }

  private track(p: Promise<void>) {
    this.running.add(p);
    return p.finally(() => this.running.delete(p));
  }

  private async claim(now: number, limit: number): Promise<JobsTable[]> {
    return this.db
      .updateTable('jobs')
      .set((eb) => ({
        status: 'running',
        attempts: eb('attempts', '+', 1),
        locked_by: this.workerId,
        locked_at: now,
        updated_at: now,
      }))
      .where('id', 'in', (eb) => {
        const due = eb
          .selectFrom('jobs')
          .select('id')
          .where('status', '=', 'queued')
          .where('run_at', '<=', now)
          .orderBy('run_at')
          .orderBy('id')
          .limit(limit);
        return lockRows(this.db, due, { skipLocked: true });
      })
      .returningAll()
      .execute();
  }

  private async requeueAbandoned(now: number) {
    await this.db
      .updateTable('jobs')
      .set({ status: 'queued', locked_by: null, locked_at: null, updated_at: now, last_error: 'abandoned by its worker' })
      .where('status', '=', 'running')
      .where('locked_at', '<', now - (this.opts.visibilityTimeoutMs ?? 5 * 60_000))
      .execute();
  }

  private async execute(job: JobsTable): Promise<void> {
    const registered = this.handlers.get(job.type);
    const log = this.log.child({ jobId: job.id, jobType: job.type, attempt: job.attempts });
    const began = performance.now();
    const finished = (outcome: JobOutcome) => this.opts.onFinished?.(job.type, outcome, performance.now() - began);
    try {
      if (!registered) throw new Error(`no handler for job type ${job.type}`);
      await registered.handler(JSON.parse(job.payload), {
        db: this.db,
        jobId: job.id,
        attempt: job.attempts,
        isLastAttempt: job.attempts >= job.max_attempts,
        log,
      });
      const finishedAt = Date.now();
      // In a group commit on SQLite: a burst of finishing jobs shares one fsync.
      await inTransaction(this.db, (trx) =>
        trx
          .updateTable('jobs')
          .set({ status: 'done', finished_at: finishedAt, updated_at: finishedAt, locked_by: null, locked_at: null })
          .where('id', '=', job.id)
          .where('locked_by', '=', this.workerId)
          .execute(),
      );
      finished('done');
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const dead = job.attempts >= job.max_attempts;
      log[dead ? 'error' : 'warn']({ err }, dead ? 'job failed for good' : 'job failed, will retry');
      const at = Date.now();
      await this.db
        .updateTable('jobs')
        .set({
          status: dead ? 'dead' : 'queued',
          run_at: at + backoffMs(job.attempts),
          last_error: message.slice(0, 1000),
          locked_by: null,
          locked_at: null,
          updated_at: at,
          finished_at: dead ? at : null,
        })
        .where('id', '=', job.id)
        .where('locked_by', '=', this.workerId)
        .execute();
      finished(dead ? 'dead' : 'retry');
    }
  }
}
