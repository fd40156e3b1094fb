import { RECHARGE_STATUSES, canMoveRecharge, type MemoText, type RechargeMethod, type RechargeStatus } from '@dropport/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Ctx } from '../../context.js';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { inTransaction } from '../../db/group-commit.js';
import { fail } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import { MINUTE } from '../../lib/time.js';
import { issueInvoice } from '../invoices/invoice-issuer.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { credit } from '../ledger/ledger.js';
import { notify } from '../notifications/notifications.service.js';
import * as repo from './recharge.repo.js';

export const statusOf = (s: string): RechargeStatus => RECHARGE_STATUSES.find((k) => k === s) ?? fail('INTERNAL', { status: s });
export const methodOf = (m: string): RechargeMethod => (m === 'bank' ? 'bank' : 'card');

/** The ledger key of a recharge's credit: one credit per recharge, whoever tries. */
export const creditKey = (id: string) => `recharge:${id}`;

/**
 * Runs `work` in one transaction (a group commit on SQLite, where writes take turns anyway). On PostgreSQL, the
 * recharge rows read with `lock` stay locked until it commits, so racing moves of one recharge take turns.
 */
export function tx<T>(ctx: Ctx, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return inTransaction(ctx.db as Kysely<Database>, work);
}

export const load = (ctx: Ctx, trx: Db, by: { id: string } | { reference: string }) => repo.find(trx, by, true);

export interface Move {
  to: RechargeStatus;
  /** The user who moved it; null for the gateway and the expiry job. */
  actorId: string | null;
  note?: string;
  set?: Partial<repo.RechargeRow>;
  /** What else the move writes in its transaction, once the status changed (the credit, a notification). */
  after?: (trx: Db, row: repo.RechargeRow, now: number) => Promise<Partial<repo.RechargeRow> | undefined>;
}

/**
 * One status change through RECHARGE_FLOW, recorded as an event, inside the caller's transaction. `after` runs last:
 * the credit and the invoice lock rows every recharge shares (the clearing account, the year's invoice counter), so
 * on PostgreSQL they are held for as little of the transaction as possible.
 */
export async function moveIn(ctx: Ctx, trx: Db, row: repo.RechargeRow, m: Move): Promise<repo.RechargeRow> {
  const from = statusOf(row.status);
  if (!canMoveRecharge(from, m.to)) fail('RECHARGE_TRANSITION_INVALID', { id: row.id, from, to: m.to });
  const now = ctx.now();
  const base = { ...m.set, status: m.to, updated_at: now };
  if (!(await repo.update(trx, row.id, from, base))) {
    // Someone else moved it between the read and this write.
    const current = (await repo.find(trx, { id: row.id }))?.status ?? from;
    fail('RECHARGE_TRANSITION_INVALID', { id: row.id, from: current, to: m.to });
  }
  await repo.insertEvent(trx, {
    id: newId(now),
    recharge_id: row.id,
    from_status: from,
    to_status: m.to,
    actor_id: m.actorId,
    note: m.note ?? '',
    created_at: now,
  });
  const moved: repo.RechargeRow = { ...row, ...base };
  const extra = await m.after?.(trx, moved, now);
  if (extra) await repo.update(trx, row.id, m.to, { ...extra, updated_at: now });
  return { ...moved, ...extra };
}

/**
 * Moves a recharge to `succeeded` and credits the wallet with `amountCents` (ledger key `recharge:<id>`), issues its
 * invoice and tells the seller, all in the caller's transaction.
 */
export function succeedIn(
  ctx: Ctx,
  trx: Db,
  row: repo.RechargeRow,
  o: {
    amountCents: number;
    actorId: string | null;
    memo: string;
    memoText: MemoText;
    note?: string;
    set?: Partial<repo.RechargeRow>;
  },
): Promise<repo.RechargeRow> {
  const method = methodOf(row.method);
  const now = ctx.now();
  return moveIn(ctx, trx, row, {
    to: 'succeeded',
    actorId: o.actorId,
    note: o.note ?? '',
    set: { ...o.set, completed_at: now },
    after: async (t, r, at) => {
      await notify(
        t,
        {
          userId: r.user_id,
          type: 'wallet.recharged',
          params: { rechargeId: r.id, method, amountCents: o.amountCents },
          dedupeKey: `recharge:${r.id}:succeeded`,
        },
        at,
      );
      const posted = await credit(
        t,
        {
          userId: r.user_id,
          amountCents: o.amountCents,
          currency: r.currency,
          key: creditKey(r.id),
          kind: method === 'card' ? 'recharge_card' : 'recharge_bank',
          from: method === 'card' ? 'gateway_clearing' : 'bank_receipts',
          reference: r.reference,
          memo: o.memo,
          memoText: o.memoText,
          actorId: o.actorId,
        },
        at,
      );
      const invoice = await issueInvoice(t, {
        userId: r.user_id,
        kind: 'recharge',
        sourceId: r.id,
        ledgerTransactionId: posted.transactionId,
        currency: r.currency,
        lines: [
          {
            item: method === 'card' ? 'wallet_recharge_card' : 'wallet_recharge_bank',
            params: { reference: r.reference },
            quantity: 1,
            unitCents: o.amountCents,
            amountCents: o.amountCents,
          },
        ],
        now: at,
      });
      return { ledger_transaction_id: posted.transactionId, invoice_id: invoice.id };
    },
  });
}

/** Moves one open recharge whose time is up to `expired` and tells the seller; a recharge that moved meanwhile stays. */
async function expireOne(ctx: Ctx, id: string): Promise<boolean> {
  return tx(ctx, async (trx) => {
    const row = await load(ctx, trx, { id });
    const now = ctx.now();
    if (!row || row.expires_at === null || row.expires_at > now) return false;
    const open = row.method === 'card' ? ['pending', 'failed'] : ['awaiting_transfer'];
    if (!open.includes(row.status)) return false;
    await moveIn(ctx, trx, row, {
      to: 'expired',
      actorId: null,
      after: async (t, r, at) => {
        await notify(
          t,
          {
            userId: r.user_id,
            type: 'wallet.recharge_expired',
            params: { rechargeId: r.id, method: methodOf(r.method), amountCents: r.amount_cents },
            dedupeKey: `recharge:${r.id}:expired`,
          },
          at,
        );
        return undefined;
      },
    });
    return true;
  });
}

/** Expires every open recharge whose time is up; answers how many moved. */
export async function expireRecharges(ctx: Ctx, batch = 500): Promise<number> {
  let moved = 0;
  for (;;) {
    const due = await repo.expiredOpen(ctx.db, ctx.now(), batch);
    let round = 0;
    for (const { id } of due) if (await expireOne(ctx, id)) round++;
    moved += round;
    if (due.length < batch || round === 0) return moved;
  }
}

export const EXPIRY_JOB = 'recharges.expire';

/** The scheduled expiry, once a minute on the platform queue (one run per minute across all processes). */
export function registerRechargeJobs(ctx: Ctx, jobs: JobQueue): void {
  jobs.register(EXPIRY_JOB, async (_p, job) => {
    const moved = await expireRecharges(ctx);
    if (moved > 0) job.log.info({ moved }, 'expired open recharges');
  });
  jobs.every(EXPIRY_JOB, MINUTE, EXPIRY_JOB);
}
