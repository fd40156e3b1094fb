import type { OperationQueue, Operations } from '@dropport/contracts';
import { sql } from 'kysely';
import type { Ctx } from '../../context.js';
import type { Db } from '../../db/database.js';
import { fail } from '../../lib/app-error.js';
import { DAY, HOUR, MINUTE, iso, isoOrNull, localDay } from '../../lib/time.js';
import { reconcile } from '../ledger/reconciliation.js';
import { backupsIn } from '../system/backup.js';
import path from 'node:path';

/** The longest period the operations answer, in days. */
const MAX_DAYS = 366;
/** A full reconciliation reads the whole ledger: the dashboard shows the last one for this long. */
const RECONCILE_EVERY = 5 * MINUTE;

const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** Sales of a period: orders paid in it (the kept daily figures of every seller) and recharges completed in it. */
async function sales(db: Db, from: string, to: string) {
  const [orders, recharges] = await Promise.all([
    db
      .selectFrom('seller_daily')
      .select([sql<number>`coalesce(sum(cost_cents), 0)`.as('gmv'), sql<number>`coalesce(sum(orders), 0)`.as('orders')])
      .where('day', '>=', from)
      .where('day', '<=', to)
      .executeTakeFirst(),
    db
      .selectFrom('recharges')
      .select(['method', sql<number>`count(*)`.as('n'), sql<number>`coalesce(sum(amount_cents), 0)`.as('amount')])
      .where('status', '=', 'succeeded')
      .where('completed_at', '>=', dayMs(from))
      .where('completed_at', '<', dayMs(to) + DAY)
      .groupBy('method')
      .execute(),
  ]);
  return {
    gmvCents: Number(orders?.gmv ?? 0),
    paidOrders: Number(orders?.orders ?? 0),
    recharges: recharges
      .map((r) => ({ method: r.method, count: Number(r.n), amountCents: Number(r.amount) }))
      .sort((a, b) => a.method.localeCompare(b.method)),
  };
}

/** A time the database answered (a bigint or numeric text on PostgreSQL), as ISO; null stays null. */
const at = (ms: number | string | bigint | null | undefined) => isoOrNull(ms === null || ms === undefined ? null : Number(ms));

type Waiting = { n: number | string | bigint; oldest: number | string | bigint | null } | undefined;
const queue = (name: OperationQueue, w: Waiting) => ({
  queue: name,
  count: Number(w?.n ?? 0),
  oldestAt: at(w?.oldest),
});
const COUNT = sql<number>`count(*)`.as('n');

/**
 * What waits on the admin, queue by queue, with the oldest item's time: orders paid and not yet processed (since
 * their last change), processing and not shipped, on hold; open claims; sourcing requests not yet answered; bank
 * transfers sent for review; withdrawals asked for or approved and not yet paid; inbound shipments on their way.
 */
async function queues(db: Db) {
  const orders = (status: 'paid' | 'processing' | 'on_hold') =>
    db
      .selectFrom('orders')
      .select([COUNT, sql<number>`min(updated_at)`.as('oldest')])
      .where('status', '=', status)
      .executeTakeFirst();
  const [toProcess, toShip, onHold, claims, sourcing, transfers, withdrawals, inbound] = await Promise.all([
    orders('paid'),
    orders('processing'),
    orders('on_hold'),
    db
      .selectFrom('support_claims')
      .select([COUNT, sql<number>`min(created_at)`.as('oldest')])
      .where('status', '=', 'pending')
      .executeTakeFirst(),
    db
      .selectFrom('sourcing_requests')
      .select([COUNT, sql<number>`min(created_at)`.as('oldest')])
      .where('status', 'in', ['pending', 'processing'])
      .executeTakeFirst(),
    db
      .selectFrom('recharges')
      .select([COUNT, sql<number>`min(updated_at)`.as('oldest')])
      .where('status', '=', 'submitted')
      .executeTakeFirst(),
    db
      .selectFrom('referral_withdrawals')
      .select([COUNT, sql<number>`min(created_at)`.as('oldest')])
      .where('status', 'in', ['requested', 'approved'])
      .executeTakeFirst(),
    db
      .selectFrom('inbound_shipments')
      .select([COUNT, sql<number>`min(shipped_at)`.as('oldest')])
      .where('status', '=', 'shipped')
      .executeTakeFirst(),
  ]);
  return [
    queue('orders_to_process', toProcess),
    queue('orders_to_ship', toShip),
    queue('orders_on_hold', onHold),
    queue('claims', claims),
    queue('sourcing_requests', sourcing),
    queue('bank_transfers', transfers),
    queue('withdrawals', withdrawals),
    queue('inbound_shipments', inbound),
  ];
}

/** The job queue: due and waiting, planned for later, running, failed once and due again, dead. */
async function jobs(db: Db, now: number) {
  const rows = await db
    .selectFrom('jobs')
    .select([
      sql<number>`sum(case when status = 'queued' and run_at <= ${now} then 1 else 0 end)`.as('waiting'),
      sql<number>`sum(case when status = 'queued' and run_at > ${now} then 1 else 0 end)`.as('scheduled'),
      sql<number>`sum(case when status = 'running' then 1 else 0 end)`.as('running'),
      sql<number>`sum(case when status = 'queued' and attempts > 0 then 1 else 0 end)`.as('retrying'),
      sql<number>`sum(case when status = 'dead' then 1 else 0 end)`.as('dead'),
      sql<number>`min(case when status = 'queued' and run_at <= ${now} then run_at end)`.as('oldest'),
    ])
    .where('status', 'in', ['queued', 'running', 'dead'])
    .executeTakeFirst();
  return {
    waiting: Number(rows?.waiting ?? 0),
    scheduled: Number(rows?.scheduled ?? 0),
    running: Number(rows?.running ?? 0),
    retrying: Number(rows?.retrying ?? 0),
    dead: Number(rows?.dead ?? 0),
    oldestWaitingAt: at(rows?.oldest),
  };
}

/** Store webhooks: those waiting to be handled, and how long the last hour's took from receipt to handling. */
export async function webhookIntake(db: Db, now: number) {
  const [queued, recent] = await Promise.all([
    db
      .selectFrom('webhook_deliveries')
      .select([COUNT, sql<number>`min(received_at)`.as('oldest')])
      .where('status', '=', 'queued')
      .executeTakeFirst(),
    db
      .selectFrom('webhook_deliveries')
      .select(sql<number>`handled_at - received_at`.as('lag'))
      .where('received_at', '>=', now - HOUR)
      .where('handled_at', 'is not', null)
      .execute(),
  ]);
  const lags = recent.map((r) => Number(r.lag)).sort((a, b) => a - b);
  return {
    queued: Number(queued?.n ?? 0),
    oldestQueuedAt: at(queued?.oldest),
    handledLastHour: lags.length,
    p95LagMs: lags.length ? (lags[Math.min(lags.length - 1, Math.ceil(lags.length * 0.95) - 1)] ?? null) : null,
    maxLagMs: lags.length ? (lags.at(-1) ?? null) : null,
  };
}

/**
 * The last reconciliation of the ledger per server, made again once it is RECONCILE_EVERY old. Callers that come
 * while one runs (scrapes, the admin's page) wait for that one instead of reading the whole ledger again.
 */
type Check = { at: number; ok: boolean; problems: number };
const lastCheck = new WeakMap<Ctx, Check>();
const running = new WeakMap<Ctx, Promise<Check>>();
export async function ledgerCheck(ctx: Ctx, now: number) {
  let last = lastCheck.get(ctx);
  if (!last || now - last.at >= RECONCILE_EVERY) {
    let check = running.get(ctx);
    if (!check) {
      check = reconcile(ctx.db, now)
        .then((r) => ({ at: now, ok: r.ok, problems: r.checks.reduce((a, c) => a + c.problems.length, 0) }))
        .finally(() => running.delete(ctx));
      running.set(ctx, check);
    }
    last = await check;
    lastCheck.set(ctx, last);
  }
  return { ok: last.ok, problems: last.problems, checkedAt: iso(last.at) };
}

/** GET /api/admin/operations: the admin's operations for a period of UTC days, and today. */
export async function operations(ctx: Ctx, q: { from: string; to: string }): Promise<Operations> {
  const from = dayMs(q.from);
  const to = dayMs(q.to);
  const valid = (ms: number, day: string) => !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === day;
  if (!valid(from, q.from) || !valid(to, q.to) || to < from || (to - from) / DAY + 1 > MAX_DAYS)
    fail('DATE_RANGE_INVALID', { from: q.from, to: q.to });
  const now = ctx.now();
  const today = localDay(now, 'UTC');
  const [todaySales, period, waiting, books, jobHealth, intake] = await Promise.all([
    sales(ctx.db, today, today),
    sales(ctx.db, q.from, q.to),
    queues(ctx.db),
    ledgerCheck(ctx, now),
    jobs(ctx.db, now),
    webhookIntake(ctx.db, now),
  ]);
  return {
    from: q.from,
    to: q.to,
    today: todaySales,
    period,
    queues: waiting,
    ledger: books,
    jobs: jobHealth,
    webhooks: intake,
    backup: backupHealth(ctx),
  };
}

/** The newest finished backup in DATA_DIR/backups (a SQLite copy or a PostgreSQL dump) and how often one is made. */
export function backupHealth(ctx: Ctx): Operations['backup'] {
  const last = backupsIn(path.join(ctx.config.DATA_DIR, 'backups'))[0];
  return {
    everyHours: ctx.config.BACKUP_EVERY_HOURS,
    lastAt: last?.manifest.createdAt ?? null,
    lastBytes: last?.manifest.databaseBytes ?? null,
  };
}
