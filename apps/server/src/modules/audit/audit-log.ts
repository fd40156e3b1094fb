import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';
import { newId } from '../../lib/ids.js';

/** The request an audited change came from: its id in the server's log, and the caller's address. */
export interface AuditSource {
  requestId: string | null;
  ip: string | null;
}

export const auditSourceOf = (req: FastifyRequest): AuditSource => ({ requestId: req.id, ip: req.ip });

/** A change worth keeping the story of: who did it, for which account, to what, and what it was before and after. */
export interface AuditEntry {
  /** The person who did it; null for the system. */
  actorId: string | null;
  /** The account it belongs to, when it belongs to one. */
  accountId: string | null;
  /** `<area>.<verb>`, such as `team.invite` or `user.disable`. */
  action: string;
  target?: { type: string; id: string };
  before?: unknown;
  after?: unknown;
  source?: AuditSource;
}

const json = (v: unknown) => (v === undefined ? null : JSON.stringify(v));

/**
 * Appends an entry to the audit log, in the caller's transaction so that it exists exactly when its change does.
 * The log is append-only: the database refuses to change a row, or to delete one younger than the retention.
 */
export async function recordAudit(db: Db, e: AuditEntry, now: number): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      id: newId(now),
      at: now,
      actor_user_id: e.actorId,
      account_id: e.accountId,
      action: e.action,
      target_type: e.target?.type ?? null,
      target_id: e.target?.id ?? null,
      before: json(e.before),
      after: json(e.after),
      request_id: e.source?.requestId ?? null,
      ip: e.source?.ip ?? null,
    })
    .execute();
}

/**
 * Deletes the entries older than `before`: first moves the retention cut-off that the database checks a deletion
 * against, then deletes up to it. Answers how many went.
 */
export async function pruneAudit(db: Db, before: number): Promise<number> {
  await db.updateTable('audit_retention').set({ prune_before: before }).where('id', '=', 1).execute();
  const res = await db.deleteFrom('audit_log').where('at', '<', before).executeTakeFirst();
  return Number(res.numDeletedRows);
}

/** An account's latest entries, newest first, with the acting person's email. */
export const accountActivity = (db: Db, accountId: string, limit: number) =>
  db
    .selectFrom('audit_log as a')
    .leftJoin('users as u', 'u.id', 'a.actor_user_id')
    .select(['a.id', 'a.at', 'a.action', 'a.target_type', 'a.target_id', 'u.email as actor_email'])
    .where('a.account_id', '=', accountId)
    .orderBy('a.at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(limit)
    .execute();
