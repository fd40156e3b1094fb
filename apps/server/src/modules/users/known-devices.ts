import type { Ctx } from '../../context.js';
import type { Db } from '../../db/database.js';
import { newId } from '../../lib/ids.js';
import { newToken, sha256 } from '../../lib/secrets.js';
import { DAY } from '../../lib/time.js';
import * as repo from './sign-in-proof.repo.js';

/** A device unused this long is a stranger again. */
export const KNOWN_DEVICE_DAYS = 90;
/** The devices remembered per account; the least recently used go first. */
const MAX_DEVICES = 10;

/** The id of the known device whose token this is, for this account; undefined for anything else. */
export async function recogniseDevice(ctx: Ctx, userId: string, token: string | undefined): Promise<string | undefined> {
  if (!token) return undefined;
  const row = await repo.findDevice(ctx.db, userId, sha256(token), ctx.now() - KNOWN_DEVICE_DAYS * DAY);
  return row?.id;
}

/**
 * The token the browser that just signed in keeps for its next sign-in. A device it already was gets a new token
 * (the old one stops working, so a copied token is good only until the owner's next sign-in); otherwise the browser
 * becomes a new known device. Only the hash is stored.
 */
export async function issueDevice(
  ctx: Ctx,
  db: Db,
  userId: string,
  userAgent: string,
  knownId: string | undefined,
): Promise<string> {
  const token = newToken();
  const now = ctx.now();
  if (knownId && (await repo.rotateDevice(db, knownId, userId, sha256(token), now))) return token;
  await repo.insertDevice(db, {
    id: newId(now),
    user_id: userId,
    token_hash: sha256(token),
    user_agent: userAgent.slice(0, 300),
    created_at: now,
    last_used_at: now,
  });
  await repo.keepNewestDevices(db, userId, MAX_DEVICES);
  return token;
}
