import type { AdminRecharge, AdminRechargePage, RechargeQuery, RechargeReject } from '@dropport/contracts';
import type { z } from 'zod';
import type { Ctx } from '../../context.js';
import type { Db } from '../../db/database.js';
import { decodeCursor, pageOf } from '../../db/keyset.js';
import { fail } from '../../lib/app-error.js';
import { notify } from '../notifications/notifications.service.js';
import { load, moveIn, succeedIn, tx } from './recharge-flow.js';
import { creditAmountOf, toAdminRecharge } from './recharge-view.js';
import * as repo from './recharge.repo.js';

type Query = z.output<typeof RechargeQuery>;
type Reject = z.output<typeof RechargeReject>;

/** Admin: every seller's recharges with the seller's email, newest first (the pending bank queue: submitted + bank). */
export async function listAll(ctx: Ctx, q: Query): Promise<AdminRechargePage> {
  const after = decodeCursor(repo.RECHARGE_CURSOR, q.cursor);
  const rows = await repo.page(ctx.db, { status: q.status, method: q.method, after, limit: q.limit });
  const now = ctx.now();
  const page = pageOf(rows, q.limit, repo.RECHARGE_CURSOR, (r) => ({ id: r.id }));
  return { items: page.items.map((r) => toAdminRecharge(r, now)), nextCursor: page.nextCursor };
}

/** Admin: one recharge with its seller, reviewer and proof of transfer. */
export async function getAdmin(ctx: Ctx, id: string): Promise<AdminRecharge> {
  const row = await repo.findView(ctx.db, id);
  if (!row) fail('RECHARGE_NOT_FOUND', { id });
  return toAdminRecharge(row, ctx.now());
}

/** An admin's decision on a submitted bank transfer, in one transaction with whatever it writes. */
async function review(ctx: Ctx, id: string, work: (trx: Db, row: repo.RechargeRow) => Promise<unknown>) {
  await tx(ctx, async (trx) => {
    const row = await load(ctx, trx, { id });
    if (!row) fail('RECHARGE_NOT_FOUND', { id });
    await work(trx, row);
  });
  return getAdmin(ctx, id);
}

/** Admin: approves a submitted bank transfer; the wallet is credited once with the confirmed transfer amount. */
export function approve(ctx: Ctx, adminId: string, id: string): Promise<AdminRecharge> {
  return review(ctx, id, (trx, row) => {
    const now = ctx.now();
    return succeedIn(ctx, trx, row, {
      // The amount the seller confirmed having sent (it may differ from the one first asked for, within the limits).
      amountCents: creditAmountOf(row),
      actorId: adminId,
      memo: `Bank transfer by ${row.payer_name ?? ''} on ${row.transfer_date ?? ''}`,
      memoText: { kind: 'bank_transfer', params: { payerName: row.payer_name ?? '', transferDate: row.transfer_date ?? '' } },
      set: { reviewed_by: adminId, reviewed_at: now },
    });
  });
}

/** Admin: rejects a submitted bank transfer with a reason the seller reads, who is told. */
export function reject(ctx: Ctx, adminId: string, id: string, input: Reject): Promise<AdminRecharge> {
  return review(ctx, id, (trx, row) => {
    const now = ctx.now();
    return moveIn(ctx, trx, row, {
      to: 'rejected',
      actorId: adminId,
      note: input.reason,
      set: { failure_reason: input.reason, reviewed_by: adminId, reviewed_at: now, completed_at: now },
      after: async (t, r, at) => {
        const params = { rechargeId: r.id, amountCents: creditAmountOf(r), reason: input.reason };
        await notify(
          t,
          { userId: r.user_id, type: 'wallet.recharge_rejected', params, dedupeKey: `recharge:${r.id}:rejected` },
          at,
        );
        return undefined;
      },
    });
  });
}
