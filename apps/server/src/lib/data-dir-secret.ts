import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A 32-byte secret kept in DATA_DIR/secrets/<name>.key, made on first use. It gives a demo a stable key without
 * configuration; it is as private as the data folder and shared only by processes that share that folder.
 */
export function dataDirSecret(dataDir: string, name: string): Buffer {
  const dir = path.join(dataDir, 'secrets');
  const file = path.join(dir, `${name}.key`);
  const read = () => Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex');
  if (fs.existsSync(file)) return read();
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  try {
    // wx: of two processes starting together, one writes and the other reads what it wrote.
    fs.writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as { code?: unknown }).code !== 'EEXIST') throw err;
  }
  return read();
}
