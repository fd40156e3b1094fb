import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.js';
import { migrations } from '../src/db/migrations/index.js';
import { seedCatalogue } from '../src/db/seed/catalogue/generate.js';
import { createPgDatabase, engines } from './harness.js';

describe('migration 013: import-list drafts', () => {
  for (const engine of engines()) {
    it(`fills items added before it from their products [${engine}]`, async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dropport-m013-'));
      // Empty, not the run's migrated template: this test walks the migrations itself.
      const pgDb = engine === 'postgres' ? await createPgDatabase({ empty: true }) : undefined;
      const handle = openDatabase({ databaseUrl: pgDb?.url, sqliteFile: path.join(dir, 'db.sqlite'), poolSize: 2 });
      try {
        const migrator = new Migrator({ db: handle.db, provider: { getMigrations: () => Promise.resolve(migrations) } });
        const before = await migrator.migrateTo('010-recharges');
        expect(before.error).toBeUndefined();
        const now = Date.now();
        // Warehouses take sellers' stock from migration 025 on: not yet at 010.
        await handle.db.transaction().execute((trx) => seedCatalogue(trx, { products: 5, now, stockingWarehouses: false }));
        // `as never` below: the schema types describe the latest migration, not the tables as 010 left them.
        await handle.db
          .insertInto('users')
          .values({
            id: 'u1',
            email: 'old@shop.example',
            password_hash: 'x',
            account_id: 'a1',
            invite_code: 'INV1',
            created_at: now,
            updated_at: now,
          } as never)
          .execute();
        const p = await handle.db.selectFrom('products').selectAll().orderBy('id').limit(1).executeTakeFirstOrThrow();
        await handle.db
          .insertInto('import_list_items')
          .values({ id: 'item1', user_id: 'u1', product_id: p.id, created_at: now - 1000 } as never)
          .execute();

        const after = await migrator.migrateToLatest();
        expect(after.error).toBeUndefined();
        const item = await handle.db.selectFrom('import_list_items').selectAll().executeTakeFirstOrThrow();
        expect(item).toMatchObject({
          title: p.title,
          description: p.description,
          tags: p.tags,
          images: p.images,
          updated_at: now - 1000,
        });
        expect(await handle.db.selectFrom('import_list_variants').selectAll().execute()).toEqual([]);
      } finally {
        await handle.close();
        await pgDb?.drop();
        fs.rmSync(dir, { recursive: true, force: true });
      }
    });
  }
});
