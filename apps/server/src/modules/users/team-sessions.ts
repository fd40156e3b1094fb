import type { Db } from '../../db/database.js';
import * as sessions from './sessions.repo.js';
import * as users from './users.repo.js';

export type { RequestMeta } from './sessions.service.js';

/**
 * Points a person's session at an account they may act for (their own, or a team they are an active member of,
 * which the caller has checked) and remembers it for their next sign-in.
 */
export async function actAs(db: Db, sessionId: string, personId: string, accountId: string): Promise<void> {
  const actingFor = accountId === personId ? null : accountId;
  await sessions.setActingFor(db, sessionId, actingFor);
  await users.update(db, personId, { last_acting_for: actingFor });
}

/** Ends a person's sessions acting for an account they no longer belong to, and forgets it for their next sign-in. */
export async function endActingFor(db: Db, personId: string, accountId: string, now: number): Promise<void> {
  await sessions.endActingFor(db, personId, accountId, now);
  await db
    .updateTable('users')
    .set({ last_acting_for: null })
    .where('id', '=', personId)
    .where('last_acting_for', '=', accountId)
    .execute();
}
