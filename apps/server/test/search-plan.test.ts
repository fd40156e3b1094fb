import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lookUpQuery, searchTerms } from '../src/modules/market/search.js';
import { engines, startServer, type TestServer } from './harness.js';

/** Doubles the catalogue `times` times by copying its products (the full-text index follows through its triggers). */
async function bulkImport(s: TestServer, times: number): Promise<number> {
  const db = s.ctx.db;
  const columns =
    s.engine === 'sqlite'
      ? await sql<{ name: string }>`select name from pragma_table_info('products') where name <> 'id'`.execute(db)
      : await sql<{ name: string }>`select column_name as name from information_schema.columns
          where table_name = 'products' and column_name <> 'id' and is_generated = 'NEVER'`.execute(db);
  const list = sql.raw(columns.rows.map((c) => c.name).join(', '));
  for (let i = 0; i < times; i++) await sql`insert into products (${list}) select ${list} from products`.execute(db);
  const { n } = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

for (const engine of engines()) {
  describe(`market search after a bulk import [${engine}]`, () => {
    let s: TestServer;
    let products = 0;
    beforeAll(async () => {
      s = await startServer(engine);
      // A small catalogue, analyzed while small; then thousands of products arrive.
      await s.catalogue(20);
      await sql`analyze`.execute(s.ctx.db);
      products = await bulkImport(s, 8);
    }, 60_000);
    afterAll(() => s.close());

    if (engine === 'sqlite') {
      it('looks the words up once, then reaches each match by its id, whatever the statistics say', async () => {
        // Statistics still describe 20 products: a plan chosen by them alone scanned every product and looked the
        // full-text match up again for each (seconds per search at 100,000 products).
        const plan = await sql<{ detail: string }>`explain query plan ${lookUpQuery('sqlite', searchTerms('yoga mat'))}`.execute(
          s.ctx.db,
        );
        const steps = plan.rows.map((r) => r.detail);
        expect(products).toBeGreaterThan(5000);
        expect(steps).toContain('SCAN c');
        expect(steps).toContain('SEARCH p USING INTEGER PRIMARY KEY (rowid=?)');
        expect(
          steps.filter((d) => /^SCAN p\b/.test(d)),
          steps.join('\n'),
        ).toEqual([]);
      });
    }

    it("the scheduled refresh brings the planner's statistics up to the catalogue's size", async () => {
      // The next slot of the periodic job, as a running server's worker would take it an hour on: every job due then
      // runs, a batch at a time (other schedules' slots may come first).
      const later = Date.now() + s.ctx.config.STATISTICS_EVERY_MS;
      while ((await s.ctx.jobs.tick(later)) > 0);
      if (engine === 'sqlite') {
        const stat = await sql<{ stat: string }>`select stat from sqlite_stat1 where tbl = 'products' limit 1`.execute(s.ctx.db);
        // The first figure of a row of sqlite_stat1 is the table's row count.
        expect(Number(stat.rows[0]?.stat.split(' ')[0])).toBe(products);
      } else {
        const stat = await sql<{ rows: number }>`select reltuples as rows from pg_class where relname = 'products'`.execute(
          s.ctx.db,
        );
        // An estimate: other scheduled jobs of the same round (the popularity decay rewrites products) run beside it.
        expect(Math.abs(Number(stat.rows[0]?.rows) - products) / products).toBeLessThan(0.05);
      }
    });
  });
}
