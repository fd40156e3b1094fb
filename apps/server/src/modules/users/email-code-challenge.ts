import { LOCALES, type EmailCodeChallenge, type EmailCodeLoginBody, type Locale } from '@dropport/contracts';
import type { Ctx } from '../../context.js';
import { AppError, fail } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import { newToken, sha256 } from '../../lib/secrets.js';
import { render } from '../mail/templates.js';
import * as settings from '../settings/settings.repo.js';
import { codePolicy, consumeCode, issueCode } from './codes.js';
import { assertMayTry, countFailure, failureKeys, type FailureKeys } from './login-limits.js';
import type { RequestMeta } from './sessions.service.js';
import * as repo from './sign-in-proof.repo.js';
import * as users from './users.repo.js';

const isLocale = (v: string | undefined): v is Locale => LOCALES.some((l) => l === v);

/** The account's own console language when it chose one, else the language of the page signing in. */
async function readerLocale(ctx: Ctx, userId: string, meta: RequestMeta): Promise<Locale> {
  const saved = (await settings.find(ctx.db, userId))?.locale;
  return isLocale(saved) ? saved : meta.locale;
}

async function emailSignInCode(ctx: Ctx, user: users.UserRow, meta: RequestMeta): Promise<void> {
  const locale = await readerLocale(ctx, user.id, meta);
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const now = ctx.now();
      const code = await issueCode(trx, codePolicy(ctx), 'sign_in', user.id, user.id, now);
      const msg = render('signInCode', locale, { code, minutes: ctx.config.CODE_TTL_MINUTES });
      await ctx.mail.send(trx, { channel: 'email', to: user.email, ...msg }, now);
    });
  } catch (err) {
    // Past the sending limit nothing is sent and the last code stays good. Saying so would tell a guesser that the
    // password was right, since only a right one sends anything.
    if (!(err instanceof AppError && err.code === 'TOO_MANY_ATTEMPTS')) throw err;
  }
}

/**
 * A sign-in that must show an emailed code: a single-use challenge (kept as a hash) for the code step, and the
 * code in the account's mail when the password was right. The answer is the same when it was not, so past the
 * failure limits a guesser learns nothing from it, and only someone who knows the password can make us send mail.
 */
export async function beginEmailCodeChallenge(
  ctx: Ctx,
  a: { email: string; user: users.UserRow | undefined; passwordOk: boolean; remember: boolean },
  meta: RequestMeta,
): Promise<EmailCodeChallenge> {
  const token = newToken();
  const now = ctx.now();
  const ttlSeconds = ctx.config.CODE_TTL_MINUTES * 60;
  await repo.insertChallenge(ctx.db, {
    id: newId(now),
    user_id: a.user?.id ?? null,
    email: a.email,
    password_ok: a.passwordOk ? 1 : 0,
    token_hash: sha256(token),
    remember: a.remember ? 1 : 0,
    expires_at: now + ttlSeconds * 1000,
    used_at: null,
    created_at: now,
  });
  if (a.user && a.passwordOk) await emailSignInCode(ctx, a.user, meta);
  return { emailCodeRequired: true, challenge: token, expiresInSeconds: ttlSeconds };
}

const isCodeRefusal = (err: unknown) =>
  err instanceof AppError && (err.code === 'CODE_INVALID' || err.code === 'SIGN_IN_CODE_INVALID');

/**
 * Spends the challenge and the emailed code; answers whom to sign in. A wrong code counts as a failed sign-in
 * (so the guesser waits like one), and every refusal reads the same, whether the password or the code was wrong.
 */
export async function spendEmailCode(
  ctx: Ctx,
  input: EmailCodeLoginBody,
  meta: RequestMeta,
): Promise<{ user: users.UserRow; remember: boolean; keys: FailureKeys }> {
  const challenge = await repo.findChallenge(ctx.db, sha256(input.challenge));
  if (!challenge || challenge.used_at !== null || Number(challenge.expires_at) <= ctx.now()) fail('SIGN_IN_CODE_INVALID');
  const keys = failureKeys(challenge.email, meta.ip);
  await assertMayTry(ctx, keys);
  const user = challenge.user_id === null ? undefined : await users.findById(ctx.db, challenge.user_id);
  try {
    if (!user || challenge.password_ok !== 1) fail('SIGN_IN_CODE_INVALID');
    // Outside any transaction: a wrong attempt stays counted on the code.
    await consumeCode(ctx.db, codePolicy(ctx), 'sign_in', user.id, input.code, ctx.now());
    if (!(await repo.spendChallenge(ctx.db, challenge.id, ctx.now()))) fail('SIGN_IN_CODE_INVALID');
    return { user, remember: challenge.remember === 1, keys };
  } catch (err) {
    if (!isCodeRefusal(err)) throw err;
    await countFailure(ctx, keys);
    fail('SIGN_IN_CODE_INVALID');
  }
}
