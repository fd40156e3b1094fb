import type { Db } from '../../db/database.js';
import type { Principal } from '../../plugins/auth.js';

/**
 * Who may see a product: admins always; a seller when it is listed, when it was found for them by a sourcing request,
 * or when it sits in their import list (so a product taken off the market still opens from there).
 */
export async function canSee(db: Db, viewer: Principal, p: { id: number | bigint; listed: number }): Promise<boolean> {
  if (viewer.role === 'admin' || Number(p.listed) === 1) return true;
  const id = Number(p.id);
  const mine = await db
    .selectFrom('private_products')
    .select('product_id')
    .where('user_id', '=', viewer.userId)
    .where('product_id', '=', id)
    .union(
      db.selectFrom('import_list_items').select('product_id').where('user_id', '=', viewer.userId).where('product_id', '=', id),
    )
    .executeTakeFirst();
  return mine !== undefined;
}
