import type { EmailCodeLoginBody, EmailCodeLoginResult, LoginBody, LoginResult } from '@dropport/contracts';
import type { Ctx } from '../../context.js';
import { fail } from '../../lib/app-error.js';
import { dummyPasswordHash, verifyPassword } from '../../lib/secrets.js';
import { beginEmailCodeChallenge, spendEmailCode } from './email-code-challenge.js';
import { recogniseDevice } from './known-devices.js';
import { assertMayTry, countFailure, failureKeys, forgivePair, proofRequired, type FailureKeys } from './login-limits.js';
import { openSession, type RequestMeta } from './sessions.service.js';
import { beginChallenge } from './two-factor-login.service.js';
import * as twoFactor from './two-factor.repo.js';
import * as users from './users.repo.js';

/** After the password (and any proof it needed): the two-factor step when that is on, else a session. */
async function completeSignIn(
  ctx: Ctx,
  user: users.UserRow,
  remember: boolean,
  meta: RequestMeta,
  keys: FailureKeys,
  deviceId?: string,
): Promise<EmailCodeLoginResult> {
  // The guesser's failures are forgiven only once the second step is done too, or guessing codes would be unlimited.
  if (await twoFactor.enabledSecret(ctx.db, user.id)) return beginChallenge(ctx, user.id, remember, deviceId);
  await forgivePair(ctx, keys);
  return openSession(ctx, ctx.db, user, remember, meta, deviceId);
}

/**
 * Signs in by email and password. Unknown user and wrong password fail alike. A guesser (account and address, or
 * account and known device) gets a few free failures, then waits longer after each. While the account or the
 * address is past its failure limit, a browser that is not a known device must also show a code emailed to the
 * account; nobody is locked out. With two-factor on, the right password answers its challenge instead of a session.
 */
export async function login(ctx: Ctx, input: LoginBody, meta: RequestMeta): Promise<LoginResult> {
  const email = input.username.trim().toLowerCase();
  const remember = input.remember ?? false;
  const user = await users.findByEmail(ctx.db, email);
  const deviceId = user ? await recogniseDevice(ctx, user.id, input.device) : undefined;
  const keys = failureKeys(email, meta.ip, deviceId);
  await assertMayTry(ctx, keys);
  const ok = await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), input.password);
  const needsProof = !deviceId && (await proofRequired(ctx, keys));
  if (!user || !ok) {
    await countFailure(ctx, keys);
    // The same answer as for the right password: past the limits, guessing learns nothing.
    if (needsProof) return beginEmailCodeChallenge(ctx, { email, user, passwordOk: false, remember }, meta);
    fail('LOGIN_FAILED');
  }
  if (needsProof) return beginEmailCodeChallenge(ctx, { email, user, passwordOk: true, remember }, meta);
  return completeSignIn(ctx, user, remember, meta, keys, deviceId);
}

/** Finishes a sign-in that needed an emailed code; two-factor, when on, still follows. */
export async function loginByEmailCode(ctx: Ctx, input: EmailCodeLoginBody, meta: RequestMeta): Promise<EmailCodeLoginResult> {
  const { user, remember, keys } = await spendEmailCode(ctx, input, meta);
  return completeSignIn(ctx, user, remember, meta, keys);
}
