import { sql } from 'kysely';
import type { Ctx } from '../../context.js';
import type { Db } from '../../db/database.js';

/**
 * Whether `storeId` is one of the seller's stores, in any status but unlinked (an uninstalled or revoked store keeps
 * its rules for when it is connected again). Written against the `stores` table of migration 011 without depending
 * on the stores module, built beside this one: where that table does not exist no store is anyone's, so every store
 * scope is STORE_NOT_FOUND. The stores module may replace this function with its own lookup (same signature).
 */
export async function ownsStore(
  ctx: Pick<Ctx, 'db' | 'engine'>,
  userId: string,
  storeId: string,
  db: Db = ctx.db,
): Promise<boolean> {
  if (!(await storesTableExists(ctx, db))) return false;
  const found = await sql<{
    one: number;
  }>`select 1 as one from stores where id = ${storeId} and user_id = ${userId} and status <> 'unlinked'`.execute(db);
  return found.rows.length > 0;
}

async function storesTableExists(ctx: Pick<Ctx, 'engine'>, db: Db): Promise<boolean> {
  const query =
    ctx.engine === 'postgres'
      ? sql<{ present: boolean }>`select to_regclass('stores') is not null as present`
      : sql<{ present: number }>`select count(*) as present from sqlite_master where type = 'table' and name = 'stores'`;
  const { rows } = await query.execute(db);
  return Boolean(rows[0]?.present);
}
