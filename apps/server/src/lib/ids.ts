import { randomBytes, randomInt } from 'node:crypto';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A time-ordered, unguessable id (ULID layout: 10 chars of milliseconds, 16 of randomness). */
export function newId(now = Date.now()): string {
  let time = '';
  let t = now;
  for (let i = 0; i < 10; i++) {
    time = CROCKFORD.charAt(t % 32) + time;
    t = Math.floor(t / 32);
  }
  const rnd = randomBytes(16);
  let tail = '';
  for (let i = 0; i < 16; i++) tail += CROCKFORD.charAt((rnd[i] ?? 0) % 32);
  return time + tail;
}

/** A short human-shareable code, e.g. an invite code (no 0/O/1/I confusion). */
export function newShortCode(length = 8): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  let s = '';
  for (let i = 0; i < length; i++) s += alphabet.charAt(randomInt(alphabet.length));
  return s;
}

/** A 6-digit one-time code. */
export function newNumericCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}
