import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import client from 'prom-client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Ctx } from '../../context.js';
import type { RouteOptions } from '../module.js';
import { fail } from '../../lib/app-error.js';
import { exposition, EXPOSITION_TYPE } from '../system/metrics.js';
import { notReady, type NotReady } from '../system/readiness.js';
import { backupHealth, ledgerCheck, webhookIntake } from './operations.service.js';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Who may scrape: with METRICS_TOKEN, a request carrying `Authorization: Bearer <token>`; without one, only a
 * connection from this machine that no proxy forwarded (a proxy on the same machine would make every visitor local).
 */
function mayScrape(req: FastifyRequest, token: string | undefined): boolean {
  if (token) {
    const given = Buffer.from(req.headers.authorization ?? '');
    const wanted = Buffer.from(`Bearer ${token}`);
    return given.length === wanted.length && timingSafeEqual(given, wanted);
  }
  const forwarded = req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined;
  return !forwarded && LOOPBACK.has(req.socket.remoteAddress ?? '');
}

const seconds = (ms: number) => Math.max(0, ms) / 1000;
const REASONS: readonly NotReady[] = ['closing', 'database', 'migrations', 'jobs'];

/**
 * The gauges read when a scrape comes: the job queue per kind, store webhook intake, the ledger's reconciliation,
 * the last backup, readiness and the database connection. They are set from one reading per scrape.
 */
function operationGauges(ctx: Ctx, isClosing: () => boolean) {
  const registers = [ctx.metrics.registry];
  const gauge = <L extends string>(name: string, help: string, labelNames: readonly L[] = []) =>
    new client.Gauge<L>({ name, help, labelNames, registers });
  const g = {
    jobs: gauge('dropport_jobs', 'Jobs not finished, by kind and state (waiting: due; scheduled: later; running; dead).', [
      'kind',
      'state',
    ]),
    jobOldest: gauge('dropport_job_oldest_waiting_seconds', 'Age of the oldest due job still waiting, by kind.', ['kind']),
    workerRound: gauge(
      'dropport_job_worker_round_seconds',
      "How long this server's job worker has been in its current round (0 between rounds, or when jobs are off).",
    ),
    webhooksQueued: gauge('dropport_webhooks_queued', 'Store webhooks received and not yet handled.'),
    webhookOldest: gauge('dropport_webhook_oldest_queued_seconds', 'Age of the oldest store webhook not yet handled.'),
    webhookLag: gauge(
      'dropport_webhook_intake_lag_seconds',
      'Time from receiving a store webhook to handling it, over the last hour (p95 and max).',
      ['quantile'],
    ),
    ledgerOk: gauge('dropport_ledger_reconciliation_ok', '1 when the last reconciliation of the ledger found no problem.'),
    ledgerProblems: gauge('dropport_ledger_reconciliation_problems', 'Problems the last reconciliation of the ledger found.'),
    ledgerAge: gauge('dropport_ledger_reconciliation_age_seconds', 'Age of the last reconciliation of the ledger.'),
    backupAge: gauge('dropport_backup_last_age_seconds', 'Age of the newest finished backup in DATA_DIR/backups.'),
    backupBytes: gauge('dropport_backup_last_bytes', "Size of the newest finished backup's database copy."),
    backupEvery: gauge('dropport_backup_interval_hours', 'Hours between scheduled backups (0: none scheduled).'),
    ready: gauge('dropport_ready', '1 when GET /readyz would answer 200, else 0.'),
    notReady: gauge('dropport_not_ready', '1 for the reason GET /readyz answers 503 (closing, database, migrations, jobs).', [
      'reason',
    ]),
    pool: gauge('dropport_db_pool_connections', 'PostgreSQL pool connections, by state (total, idle, waiting, max).', ['state']),
    file: gauge('dropport_db_file_bytes', 'SQLite: size of the database file and of its write-ahead log.', ['file']),
  };

  return async () => {
    const now = ctx.now();
    const [depth, intake, ledger, reason] = await Promise.all([
      ctx.jobs.depth(now),
      webhookIntake(ctx.db, now),
      ledgerCheck(ctx, now),
      notReady(ctx, isClosing),
    ]);
    g.jobs.reset();
    g.jobOldest.reset();
    for (const d of depth) {
      g.jobs.set({ kind: d.type, state: d.state }, d.count);
      if (d.state === 'waiting') g.jobOldest.set({ kind: d.type }, seconds(now - d.oldestRunAt));
    }
    const round = ctx.jobs.state().roundSince;
    g.workerRound.set(round === null ? 0 : seconds(Date.now() - round));

    g.webhooksQueued.set(intake.queued);
    g.webhookOldest.set(intake.oldestQueuedAt ? seconds(now - Date.parse(intake.oldestQueuedAt)) : 0);
    g.webhookLag.set({ quantile: '0.95' }, seconds(intake.p95LagMs ?? 0));
    g.webhookLag.set({ quantile: '1' }, seconds(intake.maxLagMs ?? 0));

    g.ledgerOk.set(ledger.ok ? 1 : 0);
    g.ledgerProblems.set(ledger.problems);
    g.ledgerAge.set(seconds(now - Date.parse(ledger.checkedAt)));

    const backup = backupHealth(ctx);
    g.backupEvery.set(backup.everyHours);
    g.backupAge.reset();
    g.backupBytes.reset();
    if (backup.lastAt) g.backupAge.set(seconds(now - Date.parse(backup.lastAt)));
    if (backup.lastBytes !== null) g.backupBytes.set(backup.lastBytes);

    g.ready.set(reason ? 0 : 1);
    for (const r of REASONS) g.notReady.set({ reason: r }, r === reason ? 1 : 0);

    const db = ctx.dbStats();
    if (db.engine === 'postgres') {
      for (const [state, n] of Object.entries(db.pool)) g.pool.set({ state }, n);
    } else {
      g.file.set({ file: 'database' }, db.fileBytes);
      g.file.set({ file: 'wal' }, db.walBytes);
    }
  };
}

/** GET /metrics: the Prometheus text exposition of the process, its requests and jobs, and the operations' state. */
export const metricsRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx, isClosing }) => {
  const observe = operationGauges(ctx, isClosing);
  app.get(
    '/metrics',
    {
      schema: {
        tags: ['system'],
        summary: 'Prometheus metrics (Bearer METRICS_TOKEN; without one, loopback connections only)',
        produces: [EXPOSITION_TYPE],
      },
    },
    async (req, reply) => {
      if (!mayScrape(req, ctx.config.METRICS_TOKEN)) {
        if (ctx.config.METRICS_TOKEN) void reply.header('www-authenticate', 'Bearer realm="metrics"');
        fail(ctx.config.METRICS_TOKEN ? 'AUTH_REQUIRED' : 'FORBIDDEN');
      }
      await observe();
      return reply
        .type(EXPOSITION_TYPE)
        .header('cache-control', 'no-store')
        .send(await exposition(ctx.metrics));
    },
  );
};
