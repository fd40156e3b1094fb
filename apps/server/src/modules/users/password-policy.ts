import dumbPasswords from 'dumb-passwords';
import { PASSWORD_MIN } from '@dropport/contracts';
import { fail } from '../../lib/app-error.js';

/** At least PASSWORD_MIN characters, not among the ~10k most common passwords, not the email's own name. */
export function checkPasswordPolicy(password: string, email?: string): void {
  if ([...password].length < PASSWORD_MIN) fail('PASSWORD_TOO_SHORT', { min: PASSWORD_MIN });
  const lower = password.toLowerCase();
  const local = email?.split('@')[0]?.toLowerCase();
  if (dumbPasswords.check(password) || dumbPasswords.check(lower) || (local && lower.includes(local) && local.length >= 4)) {
    fail('PASSWORD_TOO_COMMON');
  }
}
