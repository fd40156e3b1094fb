import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DbHandle } from '../src/db/database.js';
import {
  decodeCursor,
  idCursor,
  integerIdCursor,
  keysetPage,
  pageOf,
  sortedCursor,
  type CursorFormat,
  type Key,
  type KeysetOrder,
  type Page,
} from '../src/db/keyset.js';
import { AppError } from '../src/lib/app-error.js';
import { createPgDatabase, engines } from './harness.js';

type Tables = {
  keyset_rows: { id: number; code: string; at: number };
};

/** The code of the AppError `work` throws ('' when it throws nothing, the message of anything else). */
function codeOf(work: () => unknown): string {
  try {
    work();
    return '';
  } catch (err) {
    return err instanceof AppError ? err.code : String(err);
  }
}

const ULID = /^[0-9A-Z]{26}$/;
const ulid = (n: number) => `01J${String(n).padStart(23, '0')}`;

describe('keyset cursors', () => {
  it('read back what they wrote, and take a missing or empty cursor for the first page', () => {
    const tagged = sortedCursor({ id: 'integer', tag: 'newest' });
    expect(decodeCursor(tagged, tagged.encode({ sort: 1_700_000_000_000, id: 42 }))).toEqual({ sort: 1_700_000_000_000, id: 42 });
    const text = sortedCursor({ id: ULID });
    expect(decodeCursor(text, text.encode({ sort: 5, id: ulid(1) }))).toEqual({ sort: 5, id: ulid(1) });
    expect(decodeCursor(integerIdCursor, '17')).toEqual({ id: 17 });
    expect(decodeCursor(idCursor(ULID), ulid(3))).toEqual({ id: ulid(3) });
    expect(decodeCursor(idCursor(), 'anything')).toEqual({ id: 'anything' });
    for (const format of [tagged, text, integerIdCursor, idCursor(ULID)] as CursorFormat<Key>[]) {
      expect(decodeCursor(format, undefined)).toBeUndefined();
      expect(decodeCursor(format, '')).toBeUndefined();
    }
  });

  it('refuse a malformed cursor, or one of another sort, with CURSOR_INVALID', () => {
    const tagged = sortedCursor({ id: 'integer', tag: 'newest' });
    const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
    const refused: [CursorFormat<Key>, string][] = [
      [tagged, 'not-a-cursor'],
      [tagged, sortedCursor({ id: 'integer', tag: 'popular' }).encode({ sort: 1, id: 2 })],
      [tagged, b64(['newest', 1, 2, 3])],
      [tagged, b64(['newest', '1700000000000', 2])],
      [tagged, b64(['newest', 1.5, 2])],
      [tagged, b64(['newest', 1, 2 ** 60])],
      [tagged, b64({ sort: 1, id: 2 })],
      [sortedCursor({ id: ULID }), b64([1, 'x'])],
      [sortedCursor({ id: ULID }), b64([1, 2])],
      [integerIdCursor, 'abc'],
      [integerIdCursor, '-1'],
      [idCursor(ULID), 'not-a-ulid'],
    ];
    for (const [format, raw] of refused) expect([raw, codeOf(() => decodeCursor(format, raw))]).toEqual([raw, 'CURSOR_INVALID']);
  });
});

for (const engine of engines()) {
  describe(`keyset pages [${engine}]`, () => {
    let dir: string | undefined;
    let drop: (() => Promise<void>) | undefined;
    let handle: DbHandle;
    let db: Kysely<Tables>;
    // Ties on the sort value, one of them across every page boundary of two rows.
    const rows = [
      { id: 1, at: 100 },
      { id: 2, at: 300 },
      { id: 3, at: 200 },
      { id: 4, at: 300 },
      { id: 5, at: 200 },
      { id: 6, at: 300 },
      { id: 7, at: 100 },
    ].map((r) => ({ ...r, code: ulid(r.id) }));

    beforeAll(async () => {
      if (engine === 'postgres') {
        const pg = await createPgDatabase({ empty: true });
        drop = pg.drop;
        handle = openDatabase({ databaseUrl: pg.url, sqliteFile: '' });
      } else {
        dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dropport-keyset-'));
        handle = openDatabase({ sqliteFile: path.join(dir, 'db.sqlite') });
      }
      db = handle.db.withTables<Tables>();
      await db.schema
        .createTable('keyset_rows')
        .addColumn('id', 'bigint', (c) => c.primaryKey())
        .addColumn('code', 'text', (c) => c.notNull())
        .addColumn('at', 'bigint', (c) => c.notNull())
        .execute();
      await db.insertInto('keyset_rows').values(rows).execute();
    });
    afterAll(async () => {
      await handle?.close();
      await drop?.();
      if (dir) fs.rmSync(dir, { recursive: true, force: true });
    });

    /** Every page of the list in `order`, `limit` rows at a time: the ids of each page and the last page's cursor. */
    async function walk<K extends Key>(
      order: KeysetOrder,
      format: CursorFormat<K>,
      keyOf: (r: (typeof rows)[number]) => K,
      limit: number,
    ) {
      const pages: number[][] = [];
      let cursor: string | null = null;
      do {
        const after: K | undefined = decodeCursor(format, cursor ?? undefined);
        const read = await keysetPage(db.selectFrom('keyset_rows').selectAll(), order, after, limit).execute();
        const page: Page<{ id: number; code: string; at: number }> = pageOf(
          read.map((r) => ({ id: Number(r.id), code: r.code, at: Number(r.at) })),
          limit,
          format,
          keyOf,
        );
        pages.push(page.items.map((r) => r.id));
        cursor = page.nextCursor;
        if (pages.length > rows.length) throw new Error('the cursor never ends');
      } while (cursor);
      return pages;
    }

    it('breaks ties on the sort value by the id, in the same direction, without repeating or skipping a row', async () => {
      const newest = sortedCursor({ id: 'integer', tag: 'at' });
      expect(await walk({ sort: 'at', id: 'id' }, newest, (r) => ({ sort: r.at, id: r.id }), 2)).toEqual([
        [6, 4],
        [2, 5],
        [3, 7],
        [1],
      ]);
      expect(await walk({ sort: 'at', id: 'id', dir: 'asc' }, newest, (r) => ({ sort: r.at, id: r.id }), 3)).toEqual([
        [1, 7, 3],
        [5, 2, 4],
        [6],
      ]);
      // A text id with the sort value (the invoices' form).
      const text = sortedCursor({ id: ULID });
      expect(await walk({ sort: 'at', id: 'code' }, text, (r) => ({ sort: r.at, id: r.code }), 4)).toEqual([
        [6, 4, 2, 5],
        [3, 7, 1],
      ]);
    });

    it('pages by the id alone, and says no next page when the last page is exactly full', async () => {
      expect(await walk({ id: 'id' }, integerIdCursor, (r) => ({ id: r.id }), 7)).toEqual([[7, 6, 5, 4, 3, 2, 1]]);
      expect(await walk({ id: 'code' }, idCursor(ULID), (r) => ({ id: r.code }), 3)).toEqual([[7, 6, 5], [4, 3, 2], [1]]);
      expect(await walk({ id: 'id', dir: 'asc' }, integerIdCursor, (r) => ({ id: r.id }), 10)).toEqual([[1, 2, 3, 4, 5, 6, 7]]);
      // Exactly a page left: the extra row is not there, so there is no cursor and no empty page after it.
      const last = await keysetPage(db.selectFrom('keyset_rows').select('id'), { id: 'id' }, { id: 3 }, 2).execute();
      expect(pageOf(last, 2, integerIdCursor, (r) => ({ id: Number(r.id) }))).toEqual({
        items: [{ id: 2 }, { id: 1 }],
        nextCursor: null,
      });
      const after = await keysetPage(db.selectFrom('keyset_rows').select('id'), { id: 'id' }, { id: 1 }, 2).execute();
      expect(pageOf(after, 2, integerIdCursor, (r) => ({ id: Number(r.id) }))).toEqual({ items: [], nextCursor: null });
    });
  });
}
