import dumbPasswords from 'dumb-passwords';
import { PASSWORD_MIN } from '@dropport/contracts';
import { fail } from '../../lib/app-error.js';

/**
 * At least PASSWORD_MIN characters; not among the ~10k most common passwords, nor one of them with digits or
 * symbols stuck on the end ("password123"); and not built on the email's own name.
 */
export function checkPasswordPolicy(password: string, email?: string): void {
  if ([...password].length < PASSWORD_MIN) fail('PASSWORD_TOO_SHORT', { min: PASSWORD_MIN });
  const lower = password.toLowerCase();
  const stem = lower.replace(/[\d\W_]+$/u, '');
  const local = email?.split('@')[0]?.toLowerCase();
  const common = [password, lower, stem].some((p) => p.length >= 4 && dumbPasswords.check(p));
  if (common || (local && local.length >= 4 && lower.includes(local))) fail('PASSWORD_TOO_COMMON');
}
