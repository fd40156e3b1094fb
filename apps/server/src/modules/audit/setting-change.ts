import type { FastifyRequest } from 'fastify';
import { isDeepStrictEqual } from 'node:util';
import type { Db } from '../../db/database.js';
import { principalOf } from '../../plugins/auth.js';
import { auditSourceOf, recordAudit } from './audit-log.js';

/** A setting as the audit log keeps it: without its own `updatedAt`, which a save changes whatever else it does. */
function settingSnapshot(v: unknown): unknown {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return v;
  const { updatedAt: _when, ...rest } = v as Record<string, unknown>;
  return rest;
}

/**
 * A seller's settings change (basic settings, pricing rules, shipping, praise card, email notifications), recorded as
 * `settings.<area>` with the setting before and after, and only when it changed. The account is the path's :userId
 * (else the account the caller acts for) and the actor the signed-in person. `read` answers the account's setting as
 * it is; `write` changes it. The entry is written as soon as the change has been made.
 */
export async function settingChange<T>(
  ctx: { db: Db; now: () => number },
  req: FastifyRequest,
  area: string,
  read: (accountId: string) => Promise<unknown>,
  write: (accountId: string) => Promise<T>,
  target?: { type: string; id: string },
): Promise<T> {
  const caller = principalOf(req);
  const accountId = (req.params as { userId?: string }).userId ?? caller.userId;
  const before = settingSnapshot(await read(accountId));
  const result = await write(accountId);
  const after = settingSnapshot(await read(accountId));
  if (!isDeepStrictEqual(before, after)) {
    await recordAudit(
      ctx.db,
      {
        actorId: caller.personId,
        accountId,
        action: `settings.${area}`,
        ...(target ? { target } : {}),
        before,
        after,
        source: auditSourceOf(req),
      },
      ctx.now(),
    );
  }
  return result;
}
