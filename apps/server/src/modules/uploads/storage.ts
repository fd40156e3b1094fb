import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Where uploaded bytes live. Local disk by default; an object store would implement the same three calls. */
export interface Storage {
  put(key: string, data: Buffer): Promise<void>;
  open(key: string): Promise<Readable | undefined>;
  remove(key: string): Promise<void>;
}

export class LocalDiskStorage implements Storage {
  constructor(private readonly root: string) {}

  private file(key: string): string {
    const full = path.resolve(this.root, key);
    if (!full.startsWith(path.resolve(this.root) + path.sep)) throw new Error(`storage key escapes its root: ${key}`);
    return full;
  }

  async put(key: string, data: Buffer): Promise<void> {
    const file = this.file(key);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    await fs.promises.writeFile(tmp, data);
    await fs.promises.rename(tmp, file);
  }

  async open(key: string): Promise<Readable | undefined> {
    const file = this.file(key);
    try {
      await fs.promises.access(file);
    } catch {
      return undefined;
    }
    return fs.createReadStream(file);
  }

  async remove(key: string): Promise<void> {
    await fs.promises.rm(this.file(key), { force: true });
  }
}
