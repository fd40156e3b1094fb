import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openDatabase, type DbHandle } from '../src/db/database.js';
import { searchTerms, titleHitOf } from '../src/modules/market/search.js';

// Whether a search's words are all in a product's title or SKUs decides which matches rank first. On both engines it
// is read from the matched rows rather than asked of the index again, so it must say what SQLite's index would say.
describe('title hits read from the row', () => {
  let dir: string;
  let handle: DbHandle;
  const products = [
    ['Portable Yoga Mat, non-slip', 'A mat for travel', 'YM-100 YM-100-BLK'],
    ['Café Crème Mug', 'Ceramic, 350 ml', 'MUG-350'],
    ['Açaí bowl set (4)', 'Bamboo bowls', 'BWL-4'],
    ['Mats & rugs bundle', 'Portable rugs', 'RUG-12X'],
    ['LED strip 5m', 'Remote included; 12V', 'LED5M-12V'],
    ['Stainless steel bottle', 'Keeps cold for 24h, portable', 'BTL-750'],
    ['Über-soft Kids Blanket', 'Cotton, 120x150', 'KB-120150'],
    ['São Paulo tote bag', 'Travel tote', 'TOTE-SP'],
  ];
  const queries = [
    'yoga',
    'mat',
    'mats',
    'portable',
    'cafe',
    'café crème',
    'acai',
    'açaí bowl',
    'bowl 4',
    'ym 100',
    'ym 10',
    'blk',
    'led 12v',
    '12',
    '5m',
    'steel portable',
    'uber kids',
    'über',
    'sao paulo',
    'tote sp',
    'rug',
    '350',
    '120150',
    'travel',
  ];

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dropport-title-hit-'));
    handle = openDatabase({ sqliteFile: path.join(dir, 'db.sqlite') });
    await migrate(handle.db);
    // The index alone (its content table is not read by a match that asks only for rowids).
    for (const [i, [title, description, sku]] of products.entries())
      await sql`insert into products_fts (rowid, title, description, sku_text) values (${i + 1}, ${title}, ${description}, ${sku})`.execute(
        handle.db,
      );
  });
  afterAll(async () => {
    await handle.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("agrees with SQLite's full-text index, accents, SKU parts, word starts and whole numbers included", async () => {
    let hits = 0;
    for (const q of queries) {
      const terms = searchTerms(q);
      const match = terms.map((t) => `"${t.text}"${t.prefix ? '*' : ''}`).join(' ');
      const byIndex = new Set(
        (
          await sql<{
            rowid: number;
          }>`select rowid from products_fts where products_fts match ${`{title sku_text} : (${match})`}`.execute(handle.db)
        ).rows.map((r) => Number(r.rowid)),
      );
      const inTitle = titleHitOf(terms);
      const byRow = new Set(products.flatMap(([title, , sku], i) => (inTitle(title!, sku!) ? [i + 1] : [])));
      expect([...byRow].sort(), q).toEqual([...byIndex].sort());
      hits += byIndex.size;
    }
    // The queries do find title hits (the comparison is not between two empty sets).
    expect(hits).toBeGreaterThan(20);
  });
});
