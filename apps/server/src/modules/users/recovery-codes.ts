import { randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@dropport/contracts';
import { sha256 } from '../../lib/secrets.js';

// Lower case without look-alikes (0/o, 1/l/i), so a code copied by hand reads back right.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function one(): string {
  let s = '';
  for (let i = 0; i < 10; i++) s += ALPHABET.charAt(randomInt(ALPHABET.length));
  return `${s.slice(0, 5)}-${s.slice(5)}`;
}

/** A fresh set of codes as the user sees them ("k7m2p-x9q4w"). */
export const newRecoveryCodes = (): string[] => Array.from({ length: RECOVERY_CODE_COUNT }, one);

/** The stored form of a code: its hash, taken over the code without dashes, spaces or capitals. */
export const hashRecoveryCode = (code: string) => sha256(`recovery:${code.replace(/[\s-]/g, '').toLowerCase()}`);
