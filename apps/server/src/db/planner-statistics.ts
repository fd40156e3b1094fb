import { sql } from 'kysely';
import type { Db, Engine } from './database.js';

/**
 * Brings the query planner's statistics up to date after the data's shape changed (a start, a catalogue import,
 * the demo seed), so plans chosen for a small catalogue are not kept for a large one. SQLite: `PRAGMA optimize`
 * analyzes only the tables that grew or shrank a lot since their last analysis, reading at most a few thousand
 * rows of each index (milliseconds). PostgreSQL: the catalogue tables are analyzed (its own autovacuum would get
 * there too, later).
 */
export async function refreshPlannerStatistics(db: Db, engine: Engine): Promise<void> {
  if (engine === 'sqlite') {
    // The connection's analysis_limit (set where it opens) keeps this to a few thousand rows per index.
    await sql`pragma optimize`.execute(db);
    return;
  }
  await sql`analyze products, product_variants`.execute(db);
}
