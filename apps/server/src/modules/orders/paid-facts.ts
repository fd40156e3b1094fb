import { STORE_CURRENCIES, type StoreCurrency } from '@dropport/contracts';
import { sql } from 'kysely';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { localDay } from '../../lib/time.js';
import { timeZoneOf } from '../settings/settings.service.js';
import type { OrderRow } from './orders.repo.js';

/**
 * What a paid order counts for in the seller's figures, fixed at payment: the day paid in the seller's time zone, its
 * units, and what the buyer paid the store in USD cents at the exchange rates of that moment (none for a manual order,
 * or a store currency without a rate).
 */
export async function paidFacts(
  db: Db,
  o: Pick<OrderRow, 'id' | 'user_id' | 'store_total_minor' | 'store_currency'>,
  now: number,
  rates?: Config['EXCHANGE_RATES'],
): Promise<Pick<OrderRow, 'paid_day' | 'units' | 'revenue_cents'>> {
  const [tz, units] = await Promise.all([
    timeZoneOf(db, o.user_id),
    db
      .selectFrom('order_items')
      .select(sql<number>`coalesce(sum(quantity), 0)`.as('n'))
      .where('order_id', '=', o.id)
      .executeTakeFirst(),
  ]);
  const currency = o.store_currency as StoreCurrency | null;
  const rate = rates && currency && (STORE_CURRENCIES as readonly string[]).includes(currency) ? rates[currency] : null;
  return {
    paid_day: localDay(now, tz),
    units: Number(units?.n ?? 0),
    revenue_cents: o.store_total_minor === null || !rate ? null : Math.round((Number(o.store_total_minor) * 1_000_000) / rate),
  };
}

/** Sets a paid order's day and units again (a rebuild after the seller's time zone changed). */
export async function resetPaidFacts(db: Db, id: string, facts: { paid_day: string; units: number }): Promise<void> {
  await db.updateTable('orders').set(facts).where('id', '=', id).execute();
}
