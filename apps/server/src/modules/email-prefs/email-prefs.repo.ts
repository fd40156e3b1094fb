import type { Db } from '../../db/database.js';

export const listOf = (db: Db, userId: string) =>
  db.selectFrom('user_email_prefs').select(['event', 'enabled', 'updated_at']).where('user_id', '=', userId).execute();

export const findOne = (db: Db, userId: string, event: string) =>
  db.selectFrom('user_email_prefs').select('enabled').where('user_id', '=', userId).where('event', '=', event).executeTakeFirst();

/** Writes the given events' choices, creating rows on the first save. */
export async function save(db: Db, userId: string, events: [string, boolean][], now: number): Promise<void> {
  if (events.length === 0) return;
  await db
    .insertInto('user_email_prefs')
    .values(events.map(([event, on]) => ({ user_id: userId, event, enabled: on ? 1 : 0, updated_at: now })))
    .onConflict((oc) =>
      oc.columns(['user_id', 'event']).doUpdateSet((eb) => ({
        enabled: eb.ref('excluded.enabled'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
}

/** The notification an event email is about (its type, seller and params). */
export const findNotification = (db: Db, id: string) =>
  db.selectFrom('notifications').select(['user_id', 'type', 'params']).where('id', '=', id).executeTakeFirst();
