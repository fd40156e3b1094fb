import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { ADMIN, apiSignIn } from './support';

const root = path.resolve(import.meta.dirname, '..');

/**
 * A server of a journey's own with the test clock on (moved by the admin, POST /api/admin/test-clock), on a fresh
 * data folder with the demo data, so that the other journeys' server keeps the real time. Resolves once it answers.
 */
export async function startClockServer(port: number): Promise<{ stop: () => Promise<void> }> {
  const dataDir = path.join(root, `.tmp/e2e-data-${port}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  const server: ChildProcess = spawn(process.execPath, ['scripts/serve.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      SANDBOX_GATEWAY_PORT: String(port + 1000),
      SHOPIFY_STANDIN_PORT: String(port + 2000),
      LOG_LEVEL: 'warn',
      TEST_CLOCK: 'true',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`http://localhost:${port}/healthz`)).status;
        } catch {
          return 0;
        }
      },
      { timeout: 50_000, intervals: [200] },
    )
    .toBe(200);
  return {
    stop: async () => {
      if (server.exitCode !== null) return;
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    },
  };
}

/** A call of the demo admin's through the API (shipping an order, moving the test clock), expected to succeed. */
export async function asAdmin(request: APIRequestContext, method: 'post', url: string, data: unknown): Promise<unknown> {
  const auth = await apiSignIn(request, ADMIN);
  const res = await request[method](url, { headers: { Authorization: auth }, data });
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}
