import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      name: 'web',
      environment: 'happy-dom',
      include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
      setupFiles: ['src/test/dom-antd.ts', 'src/test/react-owner-stacks.ts', 'src/test/setup.ts'],
      css: false,
      // The files of a worker share one page and one module graph: antd, the router and i18n load once per worker
      // rather than once per file (that loading was a third of the run). The setup files reset what a test leaves:
      // rendered trees, dialogs, toasts, stores, storage, the query cache and the language.
      isolate: false,
      // The slowest whole-app test takes 5 s on a quiet 2-core machine; the API tests and PostgreSQL share the
      // machine in a full run.
      testTimeout: 15_000,
      // Pre-bundled together, react-router and react-router/dom share one router context
      // (loaded separately, RouterProvider from /dom and the hooks saw different contexts).
      deps: { optimizer: { client: { enabled: true, include: ['react-router', 'react-router/dom'] } } },
    },
  }),
);
