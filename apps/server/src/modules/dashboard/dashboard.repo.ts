import type { Db } from '../../db/database.js';

/** When each of a user's sessions began (a sign-in or sign-up), since `since`. */
export async function sessionStartsSince(db: Db, userId: string, since: number): Promise<number[]> {
  const rows = await db
    .selectFrom('sessions')
    .select('created_at')
    .where('user_id', '=', userId)
    .where('created_at', '>=', since)
    .execute();
  return rows.map((r) => Number(r.created_at));
}
