import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      name: 'web',
      environment: 'jsdom',
      include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
      setupFiles: ['src/test/setup.ts'],
      css: false,
      testTimeout: 20_000,
      // Pre-bundled together, react-router and react-router/dom share one router context
      // (loaded separately, RouterProvider from /dom and the hooks saw different contexts).
      deps: { optimizer: { client: { enabled: true, include: ['react-router', 'react-router/dom'] } } },
    },
  }),
);
