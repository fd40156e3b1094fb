import type { AuditEntry, AuditPage, AuditQuery } from '@dropport/contracts';
import type { Ctx } from '../../context.js';
import type { Db } from '../../db/database.js';
import { decodeCursor, idCursor, keysetPage, pageOf, ULID } from '../../db/keyset.js';
import { toCsv } from '../../lib/csv-writer.js';
import { dayRange } from '../../lib/day-range.js';
import { escapeLike, likeText } from '../../lib/like.js';
import { iso } from '../../lib/time.js';

const cursor = idCursor(ULID);
/** The most rows one CSV export writes. */
const CSV_MAX_ROWS = 10_000;

/** The log's rows with the actor's and the account's emails; an actor or account is matched by id or exact email. */
function query(db: Db, q: Omit<AuditQuery, 'cursor' | 'limit'>) {
  const { from, to } = dayRange(q);
  let s = db
    .selectFrom('audit_log as a')
    .leftJoin('users as actor', 'actor.id', 'a.actor_user_id')
    .leftJoin('users as account', 'account.id', 'a.account_id')
    .selectAll('a')
    .select(['actor.email as actor_email', 'account.email as account_email']);
  if (q.actor) s = s.where((eb) => eb.or([eb('a.actor_user_id', '=', q.actor!), eb('actor.email', '=', q.actor!.toLowerCase())]));
  if (q.account)
    s = s.where((eb) => eb.or([eb('a.account_id', '=', q.account!), eb('account.email', '=', q.account!.toLowerCase())]));
  if (q.action) s = s.where('a.action', 'like', likeText(`${escapeLike(q.action)}%`));
  if (from !== undefined) s = s.where('a.at', '>=', from);
  if (to !== undefined) s = s.where('a.at', '<', to);
  return s;
}

type Row = Awaited<ReturnType<ReturnType<typeof query>['execute']>>[number];

const toEntry = (r: Row): AuditEntry => ({
  id: r.id,
  at: iso(r.at),
  actorId: r.actor_user_id,
  actorEmail: r.actor_email,
  accountId: r.account_id,
  accountEmail: r.account_email,
  action: r.action,
  target: r.target_type === null ? null : `${r.target_type}:${r.target_id ?? ''}`,
  before: r.before,
  after: r.after,
  requestId: r.request_id,
  ip: r.ip,
});

/** GET /api/admin/audit: the audit log, newest first (ids are time-ordered), filtered. */
export async function list(ctx: Ctx, q: AuditQuery): Promise<AuditPage> {
  const rows = await keysetPage(query(ctx.db, q), { id: 'a.id' }, decodeCursor(cursor, q.cursor), q.limit).execute();
  const page = pageOf(rows, q.limit, cursor, (r) => ({ id: r.id }));
  return { items: page.items.map(toEntry), nextCursor: page.nextCursor };
}

/** GET /api/admin/audit.csv: the same filters, newest first, up to CSV_MAX_ROWS rows. */
export async function csv(ctx: Ctx, q: AuditQuery): Promise<string> {
  const rows = await query(ctx.db, q).orderBy('a.id', 'desc').limit(CSV_MAX_ROWS).execute();
  const header = [
    'time',
    'actor',
    'actor_email',
    'account',
    'account_email',
    'action',
    'target',
    'before',
    'after',
    'request_id',
    'ip',
  ];
  return toCsv([
    header,
    ...rows
      .map(toEntry)
      .map((e) => [
        e.at,
        e.actorId ?? '',
        e.actorEmail ?? '',
        e.accountId ?? '',
        e.accountEmail ?? '',
        e.action,
        e.target ?? '',
        e.before ?? '',
        e.after ?? '',
        e.requestId ?? '',
        e.ip ?? '',
      ]),
  ]);
}
