import { z } from 'zod';
import { formBool } from './form.js';
import { EmailCodeChallenge, LoginResponse, Password } from './users.js';

/** Authenticator-app codes: RFC 6238 with the defaults every app supports. */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
export const RECOVERY_CODE_COUNT = 10;
/** How long the sign-in waits for the second step after the right password. */
export const TWO_FACTOR_CHALLENGE_SECONDS = 5 * 60;

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** The 6-digit code of the authenticator app; spaces (as some apps show "123 456") are ignored. */
export const TotpCode = z
  .string()
  .transform((s) => s.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, { error: 'must be the 6-digit code' }));

/** A recovery code as shown ("k7m2p-x9q4w"); case, spaces and dashes do not matter. */
export const RecoveryCode = z
  .string()
  .transform((s) => s.replace(/[\s-]/g, '').toLowerCase())
  .pipe(z.string().regex(/^[a-z0-9]{10}$/, { error: 'must be a recovery code' }));

/** Whether two-factor sign-in is on, and how many unused recovery codes remain. */
export const TwoFactorStatus = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof TwoFactorStatus>;

/** A new secret waiting for its first code: the QR code carries the URL, the secret is for typing in by hand. */
export const TwoFactorSetup = z.object({ otpauthUrl: z.string(), secret: z.string() });
export type TwoFactorSetup = z.infer<typeof TwoFactorSetup>;

export const TwoFactorCodeBody = z.object({ code: TotpCode });

/** Recovery codes, shown once: only their hashes are kept. */
export const RecoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof RecoveryCodes>;

/** Turning two-factor off takes the password and a code from the app or a recovery code. */
export const TwoFactorDisableBody = z.object({
  password: Password,
  code: z.preprocess(blankToUndefined, TotpCode.optional()),
  recoveryCode: z.preprocess(blankToUndefined, RecoveryCode.optional()),
});

/** The answer to the right password when the account has two-factor on: no session yet. */
export const TwoFactorChallenge = z.object({
  twoFactorRequired: z.literal(true),
  challenge: z.string(),
  expiresInSeconds: z.number().int(),
});
export type TwoFactorChallenge = z.infer<typeof TwoFactorChallenge>;

/** What `loginByPwd` answers: signed in, the two-factor step is needed, or an emailed code is. */
export const LoginResult = z.union([LoginResponse, TwoFactorChallenge, EmailCodeChallenge]);
export type LoginResult = z.infer<typeof LoginResult>;

/** What `loginByEmailCode` answers: signed in, or (with two-factor on) the two-factor step is still needed. */
export const EmailCodeLoginResult = z.union([LoginResponse, TwoFactorChallenge]);
export type EmailCodeLoginResult = z.infer<typeof EmailCodeLoginResult>;

/** The second step of signing in: the challenge and a code from the app or a recovery code. */
export const TwoFactorLoginBody = z.object({
  challenge: z.string().min(1).max(200),
  code: z.preprocess(blankToUndefined, TotpCode.optional()),
  recoveryCode: z.preprocess(blankToUndefined, RecoveryCode.optional()),
  remember: formBool.optional(),
});
export type TwoFactorLoginBody = z.infer<typeof TwoFactorLoginBody>;

export const SessionParams = z.object({ userId: z.string().min(1).max(64), sessionId: z.string().min(1).max(64) });
