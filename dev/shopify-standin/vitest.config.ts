import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'shopify-standin', environment: 'node', include: ['src/**/*.test.ts'] },
});
