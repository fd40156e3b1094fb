import { sql } from 'kysely';
import { containsPattern, likeText } from '../../lib/like.js';
import type { Db } from '../../db/database.js';
import { idCursor, keysetPage, type Key } from '../../db/keyset.js';

export interface WalletRow {
  user_id: string;
  email: string;
  username: string;
  balance_minor: number | null;
  updated_at: number | null;
}

/** Sellers with their wallet of one currency (none yet: a null balance), keyset by user id (time-ordered), newest first. */
function sellersQuery(db: Db, currency: string) {
  return db
    .selectFrom('users as u')
    .leftJoin('ledger_accounts as a', (j) =>
      j.onRef('a.user_id', '=', 'u.id').on('a.kind', '=', 'wallet').on('a.currency', '=', currency),
    )
    .select(['u.id as user_id', 'u.email', 'u.username', 'a.balance_minor', 'a.updated_at'])
    .where('u.role', '=', 'user');
}

/** The cursor of the admins' wallet list: the last seller's user id. */
export const SELLER_CURSOR = idCursor();

/** One page of sellers with their wallets (`q` searches email and name), one more than `limit`. */
export async function sellers(
  db: Db,
  f: { q?: string | undefined; after: Key | undefined; limit: number; currency: string },
): Promise<WalletRow[]> {
  let q = sellersQuery(db, f.currency);
  if (f.q) {
    const like = likeText(containsPattern(f.q));
    q = q.where((eb) => eb.or([eb(sql`lower(u.email)`, 'like', like), eb(sql`lower(u.username)`, 'like', like)]));
  }
  return keysetPage(q, { id: 'u.id' }, f.after, f.limit).execute();
}

export const seller = (db: Db, userId: string, currency: string): Promise<WalletRow | undefined> =>
  sellersQuery(db, currency).where('u.id', '=', userId).executeTakeFirst();
