import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { startServer } from './harness.js';

describe.skipIf(!process.env.TEST_PG_URL)('PostgreSQL connection loss', () => {
  it('keeps serving after PostgreSQL terminates its connections (restart, failover, idle kill)', async () => {
    const s = await startServer('postgres');
    try {
      expect((await s.call('GET', '/readyz')).status).toBe(200);
      const seller = await s.seller();
      const dbName = new URL(s.config.DATABASE_URL ?? '').pathname.slice(1);
      const admin = new pg.Client({ connectionString: process.env.TEST_PG_URL });
      await admin.connect();
      const killed = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [dbName]);
      await admin.end();
      expect(killed.rowCount).toBeGreaterThan(0);
      await new Promise((r) => setTimeout(r, 200));
      expect((await s.call('GET', '/readyz')).status).toBe(200);
      expect((await s.call('POST', '/api/user/info', { as: seller })).status).toBe(200);
    } finally {
      await s.close();
    }
  });
});
