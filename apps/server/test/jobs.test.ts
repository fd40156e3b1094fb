import { beforeAll, expect, it } from 'vitest';
import { JobQueue } from '../src/modules/jobs/job-queue.js';
import { describeEachEngine, type TestServer } from './harness.js';

const MINUTE = 60_000;

describeEachEngine('job queue', (get) => {
  /** Payloads each test handler received, in order, per job type. */
  const seen = new Map<string, { payload: unknown; attempt: number; isLastAttempt: boolean }[]>();
  const record = (type: string) => async (payload: unknown, job: { attempt: number; isLastAttempt: boolean }) => {
    const list = seen.get(type) ?? [];
    list.push({ payload, attempt: job.attempt, isLastAttempt: job.isLastAttempt });
    seen.set(type, list);
  };
  const calls = (type: string) => seen.get(type) ?? [];

  const jobsOf = (s: TestServer, type: string) =>
    s.ctx.db.selectFrom('jobs').selectAll().where('type', '=', type).orderBy('id').execute();

  /** A second queue on the same database, as another server process would have. */
  const worker = (s: TestServer) => new JobQueue(s.ctx.db, s.ctx.log, { pollMs: 50, concurrency: 4 });

  beforeAll(() => {
    const { jobs } = get().ctx;
    jobs.register('test.echo', record('test.echo'));
    jobs.register(
      'test.fail',
      async (payload, job) => {
        await record('test.fail')(payload, job);
        throw new Error(`boom on attempt ${job.attempt}`);
      },
      { maxAttempts: 3 },
    );
    jobs.register('test.once', record('test.once'));
    jobs.register('test.revived', record('test.revived'));
    jobs.register('test.tx', record('test.tx'));
  });

  it('runs a job and marks it done', async () => {
    const s = get();
    const id = await s.ctx.jobs.enqueue(s.ctx.db, 'test.echo', { hello: 'world', n: 1 });
    expect(id).toMatch(/^[0-9A-Z]{26}$/);
    const [before] = await jobsOf(s, 'test.echo');
    expect(before).toMatchObject({ id, status: 'queued', attempts: 0 });

    expect(await s.ctx.jobs.drain()).toBeGreaterThanOrEqual(1);

    expect(calls('test.echo')).toEqual([{ payload: { hello: 'world', n: 1 }, attempt: 1, isLastAttempt: false }]);
    const [job] = await jobsOf(s, 'test.echo');
    expect(job).toMatchObject({ id, status: 'done', attempts: 1, locked_by: null, locked_at: null, last_error: null });
    expect(job?.finished_at).toEqual(expect.any(Number));
  });

  it('retries a failing job with growing backoff and keeps it as dead after its last attempt', async () => {
    const s = get();
    const { jobs } = s.ctx;
    const id = await jobs.enqueue(s.ctx.db, 'test.fail', { order: 'A-1' });
    const job = async () => (await jobsOf(s, 'test.fail')).find((j) => j.id === id)!;

    await jobs.tick();
    let row = await job();
    expect(row).toMatchObject({ status: 'queued', attempts: 1, last_error: 'boom on attempt 1', locked_by: null });
    expect(row.run_at - row.updated_at).toBe(1000);

    // Not due yet: another round right away leaves it alone.
    await jobs.tick();
    expect(await job()).toMatchObject({ status: 'queued', attempts: 1 });
    expect(calls('test.fail')).toHaveLength(1);

    await jobs.tick(row.run_at);
    row = await job();
    expect(row).toMatchObject({ status: 'queued', attempts: 2, last_error: 'boom on attempt 2' });
    expect(row.run_at - row.updated_at).toBe(2000);

    await jobs.tick(row.run_at);
    row = await job();
    expect(row).toMatchObject({ status: 'dead', attempts: 3, last_error: 'boom on attempt 3', locked_by: null });
    expect(row.finished_at).toEqual(expect.any(Number));
    expect(calls('test.fail').map((c) => [c.attempt, c.isLastAttempt])).toEqual([
      [1, false],
      [2, false],
      [3, true],
    ]);

    // Dead is final: much later it is not picked up again.
    await jobs.tick(Date.now() + 10 * MINUTE);
    expect(await job()).toMatchObject({ status: 'dead', attempts: 3 });
    expect(calls('test.fail')).toHaveLength(3);
  });

  it('enqueues a job with a given unique key once, from any process', async () => {
    const s = get();
    const other = worker(s);
    const first = await s.ctx.jobs.enqueue(s.ctx.db, 'test.once', { n: 1 }, { uniqueKey: 'order:42:paid' });
    const again = await s.ctx.jobs.enqueue(s.ctx.db, 'test.once', { n: 2 }, { uniqueKey: 'order:42:paid' });
    const fromOther = await other.enqueue(s.ctx.db, 'test.once', { n: 3 }, { uniqueKey: 'order:42:paid' });
    expect(first).toEqual(expect.any(String));
    expect(again).toBeNull();
    expect(fromOther).toBeNull();

    await s.ctx.jobs.drain();
    const rows = await jobsOf(s, 'test.once');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: first, unique_key: 'order:42:paid', status: 'done', attempts: 1 });
    expect(calls('test.once').map((c) => c.payload)).toEqual([{ n: 1 }]);
  });

  it('schedules a periodic job once per slot, however many workers schedule it', async () => {
    const s = get();
    const ran: number[] = [];
    const a = worker(s);
    const b = worker(s);
    for (const q of [a, b]) {
      q.register<{ shop: string }>('test.sched', async (p) => {
        expect(p).toEqual({ shop: 'all' });
        ran.push(Date.now());
      });
      q.every('sync-prices', MINUTE, 'test.sched', { shop: 'all' });
    }
    // An hour ago, so the rounds below only see their own slots.
    const slot0 = Math.floor(Date.now() / MINUTE) - 60;
    const at = (slot: number, offsetMs: number) => slot * MINUTE + offsetMs;

    await a.tick(at(slot0, 1_000));
    await b.tick(at(slot0, 30_000));
    await a.tick(at(slot0, 59_999));
    await b.tick(at(slot0 + 1, 0));
    await a.tick(at(slot0 + 1, 5));
    await Promise.all([a.tick(at(slot0 + 2, 10)), b.tick(at(slot0 + 2, 20))]);

    const rows = await jobsOf(s, 'test.sched');
    expect(rows.map((r) => r.unique_key).sort()).toEqual([0, 1, 2].map((i) => `schedule:sync-prices:${slot0 + i}`));
    expect(rows.map((r) => r.run_at).sort()).toEqual([0, 1, 2].map((i) => at(slot0 + i, 0)));
    expect(rows.every((r) => r.status === 'done' && r.attempts === 1)).toBe(true);
    expect(ran).toHaveLength(3);
  });

  it('requeues a job whose worker died and runs it, but leaves a recently claimed one alone', async () => {
    const s = get();
    const now = Date.now();
    const stale = await s.ctx.jobs.enqueue(s.ctx.db, 'test.revived', { which: 'stale' });
    const fresh = await s.ctx.jobs.enqueue(s.ctx.db, 'test.revived', { which: 'fresh' });
    // Both were claimed by a worker that is gone; one of them 10 minutes ago, the other just now.
    await s.ctx.db
      .updateTable('jobs')
      .set({ status: 'running', attempts: 1, locked_by: 'gone-host:1:ABCDEF', locked_at: now - 10 * MINUTE })
      .where('id', '=', stale!)
      .execute();
    await s.ctx.db
      .updateTable('jobs')
      .set({ status: 'running', attempts: 1, locked_by: 'busy-host:2:ABCDEF', locked_at: now })
      .where('id', '=', fresh!)
      .execute();

    await s.ctx.jobs.drain();

    const rows = await jobsOf(s, 'test.revived');
    expect(rows.find((r) => r.id === stale)).toMatchObject({ status: 'done', attempts: 2, locked_by: null });
    expect(rows.find((r) => r.id === fresh)).toMatchObject({ status: 'running', attempts: 1, locked_by: 'busy-host:2:ABCDEF' });
    expect(calls('test.revived').map((c) => c.payload)).toEqual([{ which: 'stale' }]);
  });

  it('runs each job once when several workers compete for the queue', async () => {
    const s = get();
    const counts = new Map<number, number>();
    const queues = [worker(s), worker(s), worker(s)];
    for (const q of queues) {
      q.register<{ n: number }>('test.race', async ({ n }) => {
        counts.set(n, (counts.get(n) ?? 0) + 1);
        await new Promise((r) => setTimeout(r, 2));
      });
    }
    for (let n = 0; n < 40; n++) await s.ctx.jobs.enqueue(s.ctx.db, 'test.race', { n });

    const ran = await Promise.all(queues.map((q) => q.drain()));
    expect(ran.reduce((a, b) => a + b, 0)).toBe(40);
    expect([...counts.keys()].sort((a, b) => a - b)).toEqual([...Array(40).keys()]);
    expect([...counts.values()].every((c) => c === 1)).toBe(true);
    const rows = await jobsOf(s, 'test.race');
    expect(rows.every((r) => r.status === 'done' && r.attempts === 1)).toBe(true);
  });

  it('stop() waits for the round in progress: no job starts or stays running after it resolves', async () => {
    const s = get();
    const q = worker(s);
    const events: string[] = [];
    q.register('test.stop', async () => {
      events.push('started');
      await new Promise((r) => setTimeout(r, 20));
      events.push('finished');
    });
    const id = await q.enqueue(s.ctx.db, 'test.stop', {});
    q.start();
    await q.stop(); // as on SIGTERM: the first round is still claiming when shutdown begins
    events.push('stopped');
    const atStop = await s.ctx.db
      .selectFrom('jobs')
      .select(['status', 'attempts'])
      .where('id', '=', id!)
      .executeTakeFirstOrThrow();
    await new Promise((r) => setTimeout(r, 100));

    expect(events.at(-1)).toBe('stopped');
    expect(atStop.status === 'queued' || atStop.status === 'done').toBe(true);
    const later = await s.ctx.db
      .selectFrom('jobs')
      .select(['status', 'attempts'])
      .where('id', '=', id!)
      .executeTakeFirstOrThrow();
    expect(later).toEqual(atStop);
  });

  it('drops a job enqueued in a transaction that rolls back, and keeps one that commits', async () => {
    const s = get();
    const { db, jobs } = s.ctx;
    await expect(
      db.transaction().execute(async (trx) => {
        await jobs.enqueue(trx, 'test.tx', { kept: false });
        throw new Error('order creation failed');
      }),
    ).rejects.toThrow('order creation failed');
    await db.transaction().execute(async (trx) => {
      await jobs.enqueue(trx, 'test.tx', { kept: true });
    });

    await jobs.drain();
    const rows = await jobsOf(s, 'test.tx');
    expect(rows.map((r) => JSON.parse(r.payload) as unknown)).toEqual([{ kept: true }]);
    expect(calls('test.tx').map((c) => c.payload)).toEqual([{ kept: true }]);
  });
});
