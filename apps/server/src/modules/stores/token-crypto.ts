import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Config } from '../../config.js';
import { dataDirSecret } from '../../lib/data-dir-secret.js';

/** The key could not open a stored token (another key, or a damaged value). */
export class TokenDecryptError extends Error {}

/** Decodes STORE_TOKEN_KEY: 32 bytes as 64 hex digits or base64. */
export function parseTokenKey(value: string): Buffer | null {
  const v = value.trim();
  const key = /^[0-9a-f]{64}$/i.test(v) ? Buffer.from(v, 'hex') : Buffer.from(v, 'base64');
  return key.length === 32 ? key : null;
}

/**
 * AES-256-GCM for store access tokens at rest: `v1.<key id>.<iv>.<tag>.<ciphertext>` (base64url parts). The
 * additional data binds a ciphertext to its row, so a value copied onto another store does not open.
 */
export class TokenCipher {
  readonly keyId: string;

  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('a token key has 32 bytes');
    this.keyId = createHash('sha256').update(key).digest('hex').slice(0, 8);
  }

  encrypt(plain: string, aad: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(aad));
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    const parts = [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url'));
    return ['v1', this.keyId, ...parts].join('.');
  }

  decrypt(blob: string, aad: string): string {
    const [version, keyId, iv, tag, data] = blob.split('.');
    if (version !== 'v1' || !iv || !tag || data === undefined) throw new TokenDecryptError('not a stored token');
    if (keyId !== this.keyId) throw new TokenDecryptError(`stored under key ${keyId}, the configured key is ${this.keyId}`);
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(aad));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      throw new TokenDecryptError('the stored token does not open with this key');
    }
  }
}

const ciphers = new WeakMap<Config, TokenCipher>();

/** The cipher of a running server: STORE_TOKEN_KEY, or else a key derived from the DATA_DIR secret. */
export function tokenCipher(config: Config): TokenCipher {
  let c = ciphers.get(config);
  if (!c) {
    const configured = config.STORE_TOKEN_KEY ? parseTokenKey(config.STORE_TOKEN_KEY) : null;
    if (config.STORE_TOKEN_KEY && !configured) throw new Error('STORE_TOKEN_KEY must be 32 bytes as 64 hex digits or base64');
    const key =
      configured ??
      createHash('sha256').update('dropport/store-tokens/v1\0').update(dataDirSecret(config.DATA_DIR, 'app-secret')).digest();
    c = new TokenCipher(key);
    ciphers.set(config, c);
  }
  return c;
}
