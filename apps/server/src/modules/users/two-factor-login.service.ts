import {
  TWO_FACTOR_CHALLENGE_SECONDS,
  type LoginResponse,
  type TwoFactorChallenge,
  type TwoFactorLoginBody,
} from '@dropport/contracts';
import type { Ctx } from '../../context.js';
import { fail } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import { newToken, sha256 } from '../../lib/secrets.js';
import { assertMayTry, countFailure, failureKeys, forgivePair } from './login-limits.js';
import { openSession, type RequestMeta } from './sessions.service.js';
import { isCodeRefusal, spendSecondFactor } from './two-factor.service.js';
import * as repo from './two-factor.repo.js';
import * as users from './users.repo.js';

/**
 * The right password for an account with two-factor on: no session yet, only a single-use challenge (kept
 * as a hash) that the second step must present within five minutes. `deviceId`: the known device it came from.
 */
export async function beginChallenge(
  ctx: Ctx,
  userId: string,
  remember: boolean,
  deviceId?: string,
): Promise<TwoFactorChallenge> {
  const token = newToken();
  const now = ctx.now();
  await repo.insertChallenge(ctx.db, {
    id: newId(now),
    user_id: userId,
    token_hash: sha256(token),
    remember: remember ? 1 : 0,
    device_id: deviceId ?? null,
    expires_at: now + TWO_FACTOR_CHALLENGE_SECONDS * 1000,
    created_at: now,
  });
  return { twoFactorRequired: true, challenge: token, expiresInSeconds: TWO_FACTOR_CHALLENGE_SECONDS };
}

/**
 * Finishes a sign-in with the challenge and a code (or a recovery code). Wrong codes count as failed sign-ins,
 * so the guesser waits as after wrong passwords; the session opens only when the code and the challenge are
 * both spent.
 */
export async function finishChallenge(ctx: Ctx, input: TwoFactorLoginBody, meta: RequestMeta): Promise<LoginResponse> {
  const challenge = await repo.findChallenge(ctx.db, sha256(input.challenge));
  if (!challenge || challenge.used_at !== null || challenge.expires_at <= ctx.now()) fail('TWO_FACTOR_CHALLENGE_EXPIRED');
  const user = (await users.findById(ctx.db, challenge.user_id)) ?? fail('TWO_FACTOR_CHALLENGE_EXPIRED');
  const keys = failureKeys(user.email, meta.ip, challenge.device_id ?? undefined);
  await assertMayTry(ctx, keys);
  if (input.code === undefined && input.recoveryCode === undefined) {
    fail('VALIDATION_FAILED', { field: 'code', reason: 'required' });
  }
  const remember = input.remember ?? challenge.remember === 1;
  try {
    const response = await ctx.db.transaction().execute(async (trx) => {
      const now = ctx.now();
      // Two-factor was turned off in between: the password step must be done again.
      const secret = (await repo.enabledSecret(trx, user.id)) ?? fail('TWO_FACTOR_CHALLENGE_EXPIRED');
      await spendSecondFactor(trx, user.id, secret, input, now);
      if (!(await repo.spendChallenge(trx, challenge.id, now))) fail('TWO_FACTOR_CHALLENGE_EXPIRED');
      return openSession(ctx, trx, user, remember, meta, challenge.device_id ?? undefined);
    });
    await forgivePair(ctx, keys);
    return response;
  } catch (err) {
    if (isCodeRefusal(err)) await countFailure(ctx, keys);
    throw err;
  }
}
