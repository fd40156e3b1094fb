import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['apps/server', 'apps/web', 'packages/contracts', 'dev/shopify-standin'],
    // Vitest's default (one less than the cores) leaves a 2-core machine with one worker; the tests wait on the
    // database and timers often enough that two workers there cut the run by about a third.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
  },
});
