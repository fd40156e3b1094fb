import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Database } from './db/schema.js';
import type { DbStats, Engine } from './db/database.js';
import type { JobQueue } from './modules/jobs/job-queue.js';
import type { Mailer } from './modules/mail/mailer.js';
import type { LiveHub } from './modules/live/live-hub.js';
import type { MarketReads } from './modules/market/market-reads.js';
import type { Storage } from './modules/uploads/storage.js';
import type { ServerMetrics } from './modules/system/metrics.js';

/** What a service needs from the running server; built once in app.ts. */
export interface Ctx {
  db: Kysely<Database>;
  engine: Engine;
  /** The database connection's own figures (pool or file sizes). */
  dbStats: () => DbStats;
  config: Config;
  log: FastifyBaseLogger;
  mail: Mailer;
  jobs: JobQueue;
  storage: Storage;
  now: () => number;
  /** With TEST_CLOCK: moves `now` forward (never back) for the rest of the process's life. */
  testClock?: { advance: (ms: number) => void };
  /** The market's reads shared by every seller, kept for a few seconds. */
  marketReads: MarketReads;
  /** The open live-event streams of this process (GET /api/events). */
  live: LiveHub;
  /** What this server counts as things happen (GET /metrics). */
  metrics: ServerMetrics;
}
