import pg from 'pg';
import { sql } from 'kysely';
import parse, { type Family, type Sample } from 'parse-prometheus-text-format';
import { afterAll, expect, it } from 'vitest';
import { describeEachEngine, startServer, type ErrorBody, type TestServer } from './harness.js';

type Scrape = Family[] & { text: string };

/** Scrapes a server's /metrics as Prometheus would, parsed by a Prometheus text parser. */
async function scrape(s: TestServer, headers: Record<string, string> = {}): Promise<Scrape> {
  const res = await fetch(`${s.url}/metrics`, { headers });
  const text = await res.text();
  expect(res.status, text).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return Object.assign(parse(text), { text });
}

const family = (all: Family[], name: string) => {
  const f = all.find((x) => x.name === name);
  if (!f) throw new Error(`no metric ${name}`);
  return f;
};
const matches = (m: Sample, labels: Record<string, string>) => Object.entries(labels).every(([k, v]) => m.labels?.[k] === v);
/** The value of the sample with these labels (0 when there is none yet: a counter that never moved). */
const value = (all: Family[], name: string, labels: Record<string, string> = {}) =>
  Number(family(all, name).metrics.find((m) => matches(m, labels))?.value ?? 0);
/**
 * A labelled histogram's `_count` sample, read from the text: the parser keeps a histogram's buckets but folds the
 * series of several label sets into one.
 */
const histogramCount = (all: Scrape, name: string, labels: Record<string, string>) => {
  const wanted = Object.entries(labels)
    .map(([k, v]) => `${k}="${v}"`)
    .join(',');
  const line = all.text.split('\n').find((l) => l.startsWith(`${name}_count{${wanted}}`));
  return Number(line?.split(' ').at(-1) ?? 0);
};

describeEachEngine('metrics and readiness', (get) => {
  const s = () => get();

  it('exposes the process, the requests, the jobs and the operations in Prometheus text format', async () => {
    await scrape(s());
    const all = await scrape(s());
    for (const name of [
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
      'nodejs_eventloop_lag_p99_seconds',
      'dropport_http_requests_total',
      'dropport_http_request_duration_seconds',
      'dropport_ledger_reconciliation_ok',
      'dropport_ledger_reconciliation_age_seconds',
      'dropport_webhooks_queued',
      'dropport_webhook_intake_lag_seconds',
      'dropport_backup_interval_hours',
      'dropport_ready',
      'dropport_job_worker_round_seconds',
    ]) {
      expect(family(all, name).metrics.length, name).toBeGreaterThan(0);
    }
    expect(family(all, 'dropport_http_request_duration_seconds').type).toBe('HISTOGRAM');
    expect(value(all, 'dropport_ledger_reconciliation_ok')).toBe(1);
    expect(value(all, 'dropport_ready')).toBe(1);
    expect(value(all, 'dropport_not_ready', { reason: 'jobs' })).toBe(0);
    if (s().engine === 'postgres') {
      expect(value(all, 'dropport_db_pool_connections', { state: 'max' })).toBe(5);
      expect(value(all, 'dropport_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
    } else {
      expect(value(all, 'dropport_db_file_bytes', { file: 'database' })).toBeGreaterThan(0);
      expect(family(all, 'dropport_db_file_bytes').metrics.some((m) => m.labels?.file === 'wal')).toBe(true);
    }
  });

  it('moves when requests are answered, jobs end and gateway notifications arrive', async () => {
    const before = await scrape(s());
    const seller = await s().seller();
    for (let i = 0; i < 3; i++) expect((await s().call('POST', '/api/user/info', { as: seller })).status).toBe(200);
    expect((await s().call('GET', `/api/orders/${'0'.repeat(26)}`, { as: seller })).status).toBe(404);
    expect((await s().call('GET', '/api/admin/operations', { as: seller })).status).toBe(403);
    const unsigned = await fetch(`${s().url}/api/payments/gateway/notify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(unsigned.status).toBe(401);

    // A job kind that fails on its only attempt: one dead job, counted as it ends and seen in the queue.
    s().ctx.jobs.register('test.always-fails', () => Promise.reject(new Error('no luck')), { maxAttempts: 1 });
    await s().ctx.jobs.enqueue(s().ctx.db, 'test.always-fails', {});
    await s().ctx.jobs.drain();

    const after = await scrape(s());
    const route = { method: 'POST', route: '/api/user/info', status: '200' };
    expect(value(after, 'dropport_http_requests_total', route) - value(before, 'dropport_http_requests_total', route)).toBe(3);
    const latency = { method: 'POST', route: '/api/user/info' };
    expect(
      histogramCount(after, 'dropport_http_request_duration_seconds', latency) -
        histogramCount(before, 'dropport_http_request_duration_seconds', latency),
    ).toBe(3);
    const errors = (all: Family[], cls: string) =>
      family(all, 'dropport_http_errors_total')
        .metrics.filter((m) => m.labels?.class === cls)
        .reduce((n, m) => n + Number(m.value), 0);
    expect(errors(after, '4xx') - (before.some((f) => f.name === 'dropport_http_errors_total') ? errors(before, '4xx') : 0)).toBe(
      3,
    );
    expect(value(after, 'dropport_gateway_notifications_total', { outcome: 'signature_invalid' })).toBe(1);
    expect(value(after, 'dropport_jobs_finished_total', { kind: 'test.always-fails', outcome: 'dead' })).toBe(1);
    expect(value(after, 'dropport_jobs', { kind: 'test.always-fails', state: 'dead' })).toBe(1);
  });

  it('answers a scrape only from this machine, not through a proxy, when no token is set', async () => {
    const proxied = await fetch(`${s().url}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(proxied.status).toBe(403);
    expect(((await proxied.json()) as ErrorBody).code).toBe('FORBIDDEN');
  });

  it('is not ready while the database lacks a migration this build needs, and says so', async () => {
    const last = await sql<{ name: string; timestamp: string }>`
      select name, timestamp from kysely_migration order by name desc limit 1`.execute(s().ctx.db);
    const row = last.rows[0]!;
    await sql`delete from kysely_migration where name = ${row.name}`.execute(s().ctx.db);
    try {
      const res = await s().call<ErrorBody>('GET', '/readyz');
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ code: 'NOT_READY', params: { reason: 'migrations' } });
      const all = await scrape(s());
      expect(value(all, 'dropport_ready')).toBe(0);
      expect(value(all, 'dropport_not_ready', { reason: 'migrations' })).toBe(1);
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${row.name}, ${row.timestamp})`.execute(s().ctx.db);
    }
    expect((await s().call('GET', '/readyz')).status).toBe(200);
  });
});

const servers: TestServer[] = [];
afterAll(async () => {
  for (const s of servers) await s.close();
});

it('asks a scraper for METRICS_TOKEN when one is set, from anywhere', async () => {
  const token = 'metrics-token-0123456789abcdef';
  const s = await startServer('sqlite', { METRICS_TOKEN: token });
  servers.push(s);
  const none = await fetch(`${s.url}/metrics`);
  expect(none.status).toBe(401);
  expect(none.headers.get('www-authenticate')).toMatch(/^Bearer/);
  expect((await fetch(`${s.url}/metrics`, { headers: { authorization: `Bearer ${token}x` } })).status).toBe(401);
  const all = await scrape(s, { authorization: `Bearer ${token}`, 'x-forwarded-for': '203.0.113.9' });
  expect(value(all, 'dropport_ready')).toBe(1);
});

it('is not ready while the job worker is stuck in a round, and ready again once it moves', async () => {
  const s = await startServer('sqlite', { JOBS_STUCK_MS: '1000', JOBS_POLL_MS: '50' });
  servers.push(s);
  let release = () => {};
  let began = () => {};
  const running = new Promise<void>((r) => (began = r));
  s.ctx.jobs.register('test.hangs', () => {
    began();
    return new Promise<void>((r) => (release = r));
  });
  s.ctx.jobs.start();
  try {
    await s.ctx.jobs.enqueue(s.ctx.db, 'test.hangs', {});
    await running;
    expect((await s.call('GET', '/readyz')).status).toBe(200);
    await new Promise((r) => setTimeout(r, 1100));
    const stuck = await s.call<ErrorBody>('GET', '/readyz');
    expect(stuck.status).toBe(503);
    expect(stuck.body.params).toEqual({ reason: 'jobs' });
    expect(value(await scrape(s), 'dropport_job_worker_round_seconds')).toBeGreaterThan(1);
    release();
    await expect.poll(async () => (await s.call('GET', '/readyz')).status).toBe(200);
  } finally {
    release();
    await s.ctx.jobs.stop();
  }
});

it.skipIf(!process.env.TEST_PG_URL)(
  'is not ready while PostgreSQL refuses connections, and ready once it takes them again',
  async () => {
    const s = await startServer('postgres');
    servers.push(s);
    const name = new URL(s.config.DATABASE_URL ?? '').pathname.slice(1);
    const admin = new pg.Client({ connectionString: process.env.TEST_PG_URL });
    await admin.connect();
    try {
      await admin.query(`alter database "${name}" allow_connections false`);
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
      const down = await s.call<ErrorBody>('GET', '/readyz');
      expect(down.status).toBe(503);
      expect(down.body.params).toEqual({ reason: 'database' });
    } finally {
      await admin.query(`alter database "${name}" allow_connections true`);
      await admin.end();
    }
    await expect.poll(async () => (await s.call('GET', '/readyz')).status).toBe(200);
  },
);
