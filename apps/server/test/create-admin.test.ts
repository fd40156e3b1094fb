import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../src/config.js';
import { createServer } from '../src/app.js';
import { GOOD_PASSWORD } from './harness.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const run = promisify(execFile);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dropport-cli-'));
const cli = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/create-admin.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '' },
  });

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('npm run create-admin', () => {
  it('creates a verified admin who can sign in, and promotes an existing account', async () => {
    const created = await cli('--email', 'Ops@Acme-Shop.com', '--password', GOOD_PASSWORD);
    expect(created.stdout).toContain('Admin created: ops@acme-shop.com');
    const generated = await cli('--email', 'second@acme-shop.com');
    const password = /password: (\S+)/.exec(generated.stdout)?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(16);
    const again = await cli('--email', 'ops@acme-shop.com');
    expect(again.stdout).toContain('already existed');

    const { app, ctx } = await createServer(parseConfig({ DATA_DIR: dir, DEMO_SEED: 'false', LOG_LEVEL: 'silent' }), {
      logger: false,
    });
    try {
      const rows = await ctx.db.selectFrom('users').select(['email', 'role', 'email_verified_at']).orderBy('email').execute();
      expect(rows.map((r) => [r.email, r.role, r.email_verified_at !== null])).toEqual([
        ['ops@acme-shop.com', 'admin', true],
        ['second@acme-shop.com', 'admin', true],
      ]);
      const login = await app.inject({
        method: 'POST',
        url: '/v1/users/loginByPwd',
        payload: { username: 'second@acme-shop.com', password },
      });
      expect(login.statusCode).toBe(200);
      expect(login.json()).toMatchObject({ role: 'admin' });
    } finally {
      await app.close();
    }
  });

  it('refuses a missing or malformed email with usage help and exit code 2', async () => {
    const err = await cli('--email', 'not-an-email').catch((e: { code: number; stderr: string }) => e);
    expect(err).toMatchObject({ code: 2 });
    expect((err as { stderr: string }).stderr).toContain('Usage: npm run create-admin');
  });
});
