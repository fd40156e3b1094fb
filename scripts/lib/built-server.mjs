// The built server on a fresh demo database in a temporary folder, for the scripts that measure the built console.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');
export const webDist = path.join(root, 'apps/web/dist');

/** The demo seller the server seeds on a fresh database. */
export const SELLER = { email: 'seller@dropport.example', password: 'Sunny-Cargo-2026' };

export { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';

/** Exits with a hint when the console or the server has not been built. */
export function requireBuild() {
  if (!fs.existsSync(path.join(webDist, 'index.html')) || !fs.existsSync(path.join(root, 'apps/server/dist/main.js'))) {
    console.error('Build first: npm run build');
    process.exit(1);
  }
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = net.createServer().once('error', reject);
    srv.listen(0, () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

/**
 * Starts `apps/server/dist/main.js` on a free port with its data under a new folder in the temporary directory.
 * `stop()` ends the server, waits for it to exit and only then removes the folder: the server writes as it stops
 * (the Shopify stand-in saves its shops, SQLite checkpoints), so a folder removed under it came back in part.
 */
export async function startBuiltServer(prefix) {
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), `dropport-${prefix}-`));
  const port = await freePort();
  const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(tempDir, 'data'),
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      // The demo's payment gateway and Shopify stand-in listen on fixed ports and keep files of their own;
      // the pages measured here need neither.
      SANDBOX_GATEWAY_ENABLED: 'false',
      SHOPIFY_STANDIN_ENABLED: 'false',
      RATE_LIMIT_PER_MINUTE: '1000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let stopped = false;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.once('exit', (code, signal) => {
    if (!stopped) console.error(`The server stopped by itself (exit code ${code}, signal ${signal}).`);
  });
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM');
      const late = setTimeout(() => server.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(late);
    }
    fs.rmSync(tempDir, { recursive: true, force: true });
  };

  const base = `http://127.0.0.1:${port}`;
  try {
    for (let i = 0; ; i++) {
      if (server.exitCode !== null) throw new Error(`the server exited (code ${server.exitCode})`);
      const ready = await fetch(`${base}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) break;
      if (i > 300) throw new Error('the server did not start');
      await new Promise((r) => setTimeout(r, 100));
    }
  } catch (err) {
    await stop();
    throw err;
  }
  return { base, tempDir, stop };
}

/** Signs the demo seller in through the API, as the console does; answers the credential the console stores. */
export async function apiSignIn(base, account = SELLER) {
  const response = await fetch(`${base}/v1/users/loginByPwd`, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${Buffer.from('dropport-console:public').toString('base64')}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ username: account.email, password: account.password, remember: 'true' }),
  });
  if (!response.ok) throw new Error(`sign-in answered ${response.status}: ${await response.text()}`);
  const body = await response.json();
  return { userId: body.id, token: body.session.token };
}

/** A plain-text table: a header row, a rule and the rows, each column as wide as its widest cell. */
export function table(header, rows) {
  const all = [header, ...rows].map((r) => r.map(String));
  const widths = header.map((_, i) => Math.max(...all.map((r) => r[i].length)));
  const line = (r) => r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  return [line(all[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...all.slice(1).map(line)].join('\n');
}
