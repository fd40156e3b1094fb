import type { Kysely } from 'kysely';
import type { Ctx } from '../../context.js';
import type { Db } from '../../db/database.js';
import { inTransaction } from '../../db/group-commit.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { HOUR } from '../../lib/time.js';
import { invoiceLine, issueInvoice } from '../invoices/invoice-issuer.js';
import { pay } from '../ledger/ledger.js';

export const STORAGE_FEE_JOB = 'cloud.storage_fee';

/** The month before the one holding `now`, as YYYY-MM (UTC). */
export function previousMonth(now: number): string {
  const d = new Date(now);
  const first = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, 1);
  return new Date(first).toISOString().slice(0, 7);
}

export const storageKey = (userId: string, month: string) => `storage-fee:${userId}:${month}`;

/**
 * Charges each seller the storage fee of the month that ended: the units they hold in each warehouse with a fee,
 * counted when the charge runs (on or after the 1st), times the warehouse's fee per unit per month. One charge per
 * seller and month, through the ledger under a key of its own, with one invoice line per warehouse. A wallet too low
 * to pay is marked unpaid and charged again on the next run, so a seller is never charged twice for a month.
 * Answers how many charges went through.
 */
export async function chargeStorageFees(db: Db, now: number): Promise<number> {
  const month = previousMonth(now);
  const held = await db
    .selectFrom('seller_stock as st')
    .innerJoin('warehouses as w', 'w.code', 'st.warehouse_code')
    .select([
      'st.user_id',
      'st.warehouse_code',
      'w.name',
      'w.storage_fee_cents',
      (eb) => eb.fn.sum<number>('st.on_hand').as('units'),
    ])
    .where('w.storage_fee_cents', '>', 0)
    .where('st.on_hand', '>', 0)
    .groupBy(['st.user_id', 'st.warehouse_code', 'w.name', 'w.storage_fee_cents'])
    .execute();
  const done = new Set(
    (
      await db
        .selectFrom('storage_charges')
        .select('user_id')
        .where('month', '=', month)
        .where('status', '=', 'charged')
        .execute()
    ).map((r) => r.user_id),
  );
  const bySeller = new Map<string, typeof held>();
  for (const h of held) if (!done.has(h.user_id)) bySeller.set(h.user_id, [...(bySeller.get(h.user_id) ?? []), h]);
  let charged = 0;
  for (const [userId, rows] of bySeller) {
    const lines = rows.map((r) =>
      invoiceLine(
        'storage_fee',
        { warehouse: r.name, month, units: String(Number(r.units)) },
        r.storage_fee_cents,
        Number(r.units),
      ),
    );
    const amount = lines.reduce((s, l) => s + l.amountCents, 0);
    const units = rows.reduce((s, r) => s + Number(r.units), 0);
    try {
      await inTransaction(db as Kysely<Database>, async (trx) => {
        const posted = await pay(
          trx,
          {
            userId,
            amountCents: amount,
            currency: 'USD',
            key: storageKey(userId, month),
            reference: `storage ${month}`,
            memo: `cloud warehouse storage ${month}`,
            memoText: { kind: 'storage_fee', params: { month } },
          },
          now,
        );
        const invoice = await issueInvoice(trx, {
          userId,
          kind: 'storage_fee',
          sourceId: `${userId}:${month}`,
          ledgerTransactionId: posted.transactionId,
          currency: 'USD',
          lines,
          now,
        });
        const charge = {
          status: 'charged' as const,
          ledger_tx_id: posted.transactionId,
          invoice_id: invoice.id,
          updated_at: now,
        };
        await trx
          .insertInto('storage_charges')
          .values({ user_id: userId, month, units, amount_cents: amount, created_at: now, ...charge })
          .onConflict((oc) => oc.columns(['user_id', 'month']).doUpdateSet(charge))
          .execute();
      });
      charged++;
    } catch (err) {
      // Nothing of the charge was written; it waits as unpaid for the next run.
      if (!(err instanceof AppError) || err.code !== 'INSUFFICIENT_BALANCE') throw err;
      await db
        .insertInto('storage_charges')
        .values({
          user_id: userId,
          month,
          units,
          amount_cents: amount,
          status: 'unpaid',
          ledger_tx_id: null,
          invoice_id: null,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.columns(['user_id', 'month']).doUpdateSet({ units, amount_cents: amount, updated_at: now }))
        .execute();
    }
  }
  return charged;
}

/** Every six hours the storage fees of the month that ended are charged (each seller once per month). */
export function registerCloudWarehouseJobs(ctx: Ctx): void {
  ctx.jobs.register(STORAGE_FEE_JOB, async () => {
    await chargeStorageFees(ctx.db, ctx.now());
  });
  ctx.jobs.every(STORAGE_FEE_JOB, 6 * HOUR, STORAGE_FEE_JOB);
}
