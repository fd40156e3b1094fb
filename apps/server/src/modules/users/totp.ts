import { Secret, TOTP } from 'otpauth';
import { TOTP_DIGITS, TOTP_PERIOD_SECONDS } from '@dropport/contracts';

const ISSUER = 'Dropport';

const totpOf = (secret: string, label = '') =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** A new random 160-bit secret, base32 (what authenticator apps take). */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The `otpauth://` URL the QR code carries; the label is the account's email so the app names it. */
export const otpauthUrl = (secret: string, email: string) => totpOf(secret, email).toString();

/**
 * The 30-second time step the code belongs to, when it is the code of the current step or one step before
 * or after (clock drift); otherwise null. Callers refuse a step not newer than the last one accepted.
 */
export function matchStep(secret: string, code: string, now: number): number | null {
  const totp = totpOf(secret);
  const delta = totp.validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return null;
  return totp.counter({ timestamp: now }) + delta;
}
