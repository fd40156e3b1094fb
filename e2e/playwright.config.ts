import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';

/**
 * Browser journeys against the real server on a fresh database, driving Debian's Chromium.
 *
 * The server serves the built console, so build it first:
 *   npm run build && npx playwright test -c e2e/playwright.config.ts
 * (the project's test command does both).
 */
const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.E2E_PORT ?? 3210);
// Per port, so two suites (say, one spec file each) can run side by side.
const dataDir = `.tmp/e2e-data-${port}`;

for (const built of [
  'apps/web/dist/index.html',
  'apps/server/dist/main.js',
  'dev/sandbox-gateway/dist/standalone.js',
  'dev/shopify-standin/dist/standalone.js',
]) {
  if (!fs.existsSync(path.join(root, built))) {
    throw new Error(`${built} is missing: run \`npm run build\` before the browser tests (npm test does).`);
  }
}

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // Per port too: a run empties its output folder as it starts, which would take a side-by-side run's traces.
  outputDir: path.join(root, `test-results/e2e-${port}`),
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  // The JSON report (path in PLAYWRIGHT_JSON_OUTPUT_NAME) feeds the test command's closing count.
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? path.join(root, '.tmp/e2e.json') }]],
  use: {
    baseURL: `http://localhost:${port}`,
    headless: true,
    locale: 'en-US',
    // The journeys run with the system's reduced-motion setting, which the console honours (dialogs, drawers and
    // menus appear at once): Chromium renders without a GPU here, so animations cost every click CPU and a wait.
    reducedMotion: 'reduce',
    viewport: { width: 1280, height: 800 },
    // Recording a trace snapshots the page at every step (a third of the suite's time here): a failed journey is
    // run again with one (CI retries once; locally, --trace on).
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  webServer: {
    // One server for the whole suite, on a database created from scratch (the old one is deleted first).
    command: `node -e "require('fs').rmSync('${dataDir}', { recursive: true, force: true })" && node scripts/serve.mjs`,
    cwd: root,
    url: `http://localhost:${port}/healthz`,
    // The app with its demo partners, as npm start runs it: the sandbox payment gateway and the Shopify stand-in
    // (HTTPS, its own test CA under DATA_DIR) in processes of their own, on ports of their own per suite, so
    // side-by-side runs never share (or lose mid-run) another suite's partners.
    env: {
      DATA_DIR: dataDir,
      PORT: String(port),
      SANDBOX_GATEWAY_PORT: String(port + 1000),
      SHOPIFY_STANDIN_PORT: String(port + 2000),
      LOG_LEVEL: 'warn',
    },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
