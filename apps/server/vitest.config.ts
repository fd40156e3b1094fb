import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // The files of a worker share one module graph: the server's modules load once per worker rather than once per
    // file (halves the run). Each suite starts its own server on its own database, so no state is shared.
    isolate: false,
    globalSetup: ['test/global-setup.ts'],
    // PostgreSQL answers a commit before its WAL reaches the disk (node-pg reads PGOPTIONS): a test's database lives
    // only for its run, and a commit is still visible to every later query. About a tenth off the PostgreSQL suites.
    env: { PGOPTIONS: '-c synchronous_commit=off' },
  },
});
