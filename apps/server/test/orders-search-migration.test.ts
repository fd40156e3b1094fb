import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.js';
import { migrations } from '../src/db/migrations/index.js';
import { newOrderRow } from '../src/modules/orders/order-row.js';
import * as repo from '../src/modules/orders/orders.repo.js';
import { createPgDatabase, engines } from './harness.js';

describe('migration 022: order search index and tab counts', () => {
  for (const engine of engines()) {
    it(`counts and indexes the orders made before it [${engine}]`, async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dropport-m022-'));
      // Empty, not the run's migrated template: this test walks the migrations itself.
      const pgDb = engine === 'postgres' ? await createPgDatabase({ empty: true }) : undefined;
      const handle = openDatabase({ databaseUrl: pgDb?.url, sqliteFile: path.join(dir, 'db.sqlite'), poolSize: 2 });
      try {
        const migrator = new Migrator({ db: handle.db, provider: { getMigrations: () => Promise.resolve(migrations) } });
        expect((await migrator.migrateTo('021-statement-text')).error).toBeUndefined();
        const now = Date.now();
        for (const id of ['u1', 'u2'])
          await handle.db
            .insertInto('users')
            .values({
              id,
              email: `${id}@shop.example`,
              password_hash: 'x',
              account_id: `a-${id}`,
              invite_code: `INV-${id}`,
              created_at: now,
              updated_at: now,
            } as never)
            .execute();
        const statuses = ['awaiting_payment', 'paid', 'on_hold', 'paid', 'shipped'] as const;
        const rows = statuses.map((status, i) =>
          newOrderRow({
            id: `01ORDER${String(i).padStart(19, '0')}`,
            user_id: i === 4 ? 'u2' : 'u1',
            order_no: `DP${1000001 + i}`,
            source: i === 3 ? 'manual' : 'store',
            status,
            customer_name: `Buyer ${i}`,
            ship_name: 'x',
            ship_address1: 'x',
            ship_city: 'x',
            search_text: `dp${1000001 + i} buyer ${i} margaret hamilton-${i}`,
            created_at: now + i,
            updated_at: now + i,
          }),
        );
        // The columns of the orders table as migration 021 left it (later migrations add the others).
        await handle.db
          .insertInto('orders')
          .values(rows.map(({ resend_of: _r, paid_day: _d, units: _u, revenue_cents: _c, ...r }) => r as never))
          .execute();

        expect((await migrator.migrateToLatest()).error).toBeUndefined();
        const counts = async (f: repo.ListFilter) => Object.fromEntries(await repo.counts(handle.db, f));
        expect(await counts({ userId: 'u1' })).toEqual({ awaiting_payment: 1, paid: 2, on_hold: 1 });
        expect(await counts({ userId: 'u1', source: 'store' })).toEqual({ awaiting_payment: 1, paid: 1, on_hold: 1 });
        expect(await counts({ userId: 'u2' })).toEqual({ shipped: 1 });
        // Found through the index (three characters or more), as before it.
        const ids = async (q: string) => (await repo.page(handle.db, { userId: 'u1', q }, undefined, 20)).map((r) => r.id);
        expect(await ids('hamilton-2')).toEqual([rows[2]!.id]);
        expect(await ids('margaret')).toEqual(
          rows
            .slice(0, 4)
            .map((r) => r.id)
            .reverse(),
        );
        expect(await ids('hamilton-4')).toEqual([]);
      } finally {
        await handle.close();
        await pgDb?.drop();
        fs.rmSync(dir, { recursive: true, force: true });
      }
    });
  }
});
