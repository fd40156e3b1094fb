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
  },
});
