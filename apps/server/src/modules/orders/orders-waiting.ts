import type { HoldReason, OrderSource } from '@dropport/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/**
 * What of a seller's orders waits on them (the Workplace's to-dos): those on hold by source and reason, and those
 * awaiting payment with what they cost together. Both read the (seller, status) index.
 */
export async function ordersWaiting(db: Db, userId: string) {
  const [held, awaiting] = await Promise.all([
    db
      .selectFrom('orders')
      .select(['source', 'hold_reason', sql<number>`count(*)`.as('n')])
      .where('user_id', '=', userId)
      .where('status', '=', 'on_hold')
      .groupBy(['source', 'hold_reason'])
      .execute(),
    db
      .selectFrom('orders')
      .select([sql<number>`count(*)`.as('n'), sql<number>`coalesce(sum(total_cents), 0)`.as('total')])
      .where('user_id', '=', userId)
      .where('status', '=', 'awaiting_payment')
      .executeTakeFirst(),
  ]);
  return {
    onHold: held.map((r) => ({
      source: r.source as OrderSource,
      reason: (r.hold_reason ?? null) as HoldReason | null,
      count: Number(r.n),
    })),
    awaiting: { count: Number(awaiting?.n ?? 0), totalCents: Number(awaiting?.total ?? 0) },
  };
}
