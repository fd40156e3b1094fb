import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DbHandle } from '../src/db/database.js';
import { JobQueue } from '../src/modules/jobs/job-queue.js';
import { basic, createPgDatabase, GOOD_PASSWORD, uniqueEmail, freePort } from './harness.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const JOBS = 200;

interface Proc {
  name: string;
  url: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until<T>(what: string, probe: () => Promise<T | undefined | false>, timeoutMs: number): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await probe().catch(() => undefined);
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

function startProcess(name: string, port: number, databaseUrl: string, dataDir: string): Proc {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      // A production start refuses the published demo secrets, and several processes share one store-token key.
      PAYMENT_GATEWAY_SECRET: 'gateway-secret-of-this-test-run',
      SHOPIFY_API_SECRET: 'shopify-secret-of-this-test-run',
      STORE_TOKEN_KEY: 'b'.repeat(64),
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: '5',
      DATA_DIR: dataDir,
      JOBS_ENABLED: 'true',
      JOBS_POLL_MS: '50',
      PURGE_EVERY_MS: '1000',
      DEMO_SEED: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { name, url: `http://127.0.0.1:${port}`, child, output: () => out, exited };
}

describe.skipIf(!process.env.TEST_PG_URL)('job queue across two server processes sharing PostgreSQL', () => {
  let pgDb: Awaited<ReturnType<typeof createPgDatabase>> | undefined;
  let handle: DbHandle | undefined;
  const procs: Proc[] = [];
  const dirs: string[] = [];

  beforeAll(async () => {
    pgDb = await createPgDatabase();
    const [portA, portB] = [await freePort(), await freePort()];
    for (const [name, port] of [
      ['A', portA],
      ['B', portB],
    ] as const) {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), `dropport-proc-${name}-`));
      dirs.push(dir);
      procs.push(startProcess(name, port!, pgDb.url, dir));
    }
    // Both start at once: both migrate the same database and both run the scheduler.
    await Promise.all(
      procs.map((p) =>
        until(
          `server ${p.name} to be ready\n${p.output()}`,
          async () => {
            if (p.child.exitCode !== null) throw new Error(`server ${p.name} exited early:\n${p.output()}`);
            const res = await fetch(`${p.url}/readyz`);
            return res.status === 200 && ((await res.json()) as { database: string }).database === 'postgres';
          },
          45_000,
        ),
      ),
    );
    handle = openDatabase({ databaseUrl: pgDb.url, sqliteFile: '/nonexistent', poolSize: 2 });
  }, 60_000);

  afterAll(async () => {
    for (const p of procs) if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGKILL');
    await handle?.close();
    await pgDb?.drop();
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  });

  it('runs each of 200 jobs enqueued from a third connection exactly once', async () => {
    const db = handle!.db;
    const [a] = procs;
    const email = uniqueEmail();
    const reg = await fetch(`${a!.url}/v1/users/regByPwd`, {
      method: 'POST',
      headers: { authorization: basic('dropport-console', 'public'), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email, password: GOOD_PASSWORD }).toString(),
    });
    expect(reg.status).toBe(201);
    const userId = ((await reg.json()) as { id: string }).id;

    // Only to enqueue: this queue never ticks.
    const producer = new JobQueue(db, pino({ level: 'silent' }), { pollMs: 1000, concurrency: 1 });
    for (let i = 0; i < JOBS; i++) {
      await producer.enqueue(db, 'notifications.deliver', { userId, type: 'order.shipped', params: { order: `ORD-${i}` } });
    }

    // Sample who holds running jobs while the two processes work (informative only).
    const holders = new Set<string>();
    await until(
      'all notification jobs to finish',
      async () => {
        const running = await db.selectFrom('jobs').select('locked_by').where('status', '=', 'running').execute();
        for (const r of running) if (r.locked_by) holders.add(r.locked_by);
        const open = await db
          .selectFrom('jobs')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('type', '=', 'notifications.deliver')
          .where('status', '!=', 'done')
          .executeTakeFirstOrThrow();
        return Number(open.n) === 0;
      },
      30_000,
    );
    console.info(`notification jobs were seen running under ${holders.size} worker(s): ${[...holders].join(', ')}`);

    const jobs = await db
      .selectFrom('jobs')
      .select(['status', 'attempts', 'last_error'])
      .where('type', '=', 'notifications.deliver')
      .execute();
    expect(jobs).toHaveLength(JOBS);
    expect(jobs.filter((j) => j.status !== 'done' || j.attempts !== 1 || j.last_error !== null)).toEqual([]);

    // Sign-up itself leaves a welcome notice; count only the jobs' notifications.
    const notes = await db
      .selectFrom('notifications')
      .select('params')
      .where('user_id', '=', userId)
      .where('type', '=', 'order.shipped')
      .execute();
    expect(notes).toHaveLength(JOBS);
    const orders = new Set(notes.map((n) => (JSON.parse(n.params) as { order: string }).order));
    expect(orders.size).toBe(JOBS);
  });

  it('runs the scheduled sessions.purge once per slot although both processes schedule it', async () => {
    const db = handle!.db;
    const first = Math.floor(Date.now() / 1000);
    await sleep(3500);
    const purges = await until(
      'the purge jobs to finish',
      async () => {
        const rows = await db
          .selectFrom('jobs')
          .select(['unique_key', 'status', 'attempts', 'run_at'])
          .where('type', '=', 'sessions.purge')
          .execute();
        return rows.every((r) => r.status === 'done') && rows;
      },
      5_000,
    );
    const slots = purges.map((r) => {
      const m = /^schedule:sessions\.purge:(\d+)$/.exec(r.unique_key ?? '');
      expect(m, `unexpected key ${r.unique_key}`).not.toBeNull();
      return Number(m![1]);
    });
    // One job per slot, for (nearly) every slot of the last 3.5 s: normally 4, one may be missed under heavy load.
    expect(new Set(slots).size).toBe(slots.length);
    expect(slots.filter((s) => s >= first).length).toBeGreaterThanOrEqual(3);
    for (const r of purges) {
      expect(r.attempts).toBe(1);
      expect(r.run_at).toBe(Number(/(\d+)$/.exec(r.unique_key!)![1]) * 1000);
    }
  });

  it('both processes shut down gracefully on SIGTERM', async () => {
    for (const p of procs) p.child.kill('SIGTERM');
    const codes = await Promise.all(procs.map((p) => p.exited));
    expect(codes, procs.map((p) => p.output()).join('\n')).toEqual([0, 0]);
    const stuck = await handle!.db.selectFrom('jobs').select(['type', 'status']).where('status', '=', 'running').execute();
    expect(stuck).toEqual([]);
  });
});
