// How much JavaScript the console's first pages load, measured in a real browser against the built app.
//
//   npm run build && npm run size
//
// Starts the built server on a fresh database, opens /login, signs in as the demo seller and waits for the
// Workplace, and lists every script each step fetched: bytes on the wire (brotli, as the server sends them)
// and gzip size (the .gz files the build writes), in kB.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/web/dist');
if (!fs.existsSync(path.join(dist, 'index.html')) || !fs.existsSync(path.join(root, 'apps/server/dist/main.js'))) {
  console.error('Build first: npm run build');
  process.exit(1);
}

const port = await new Promise((resolve) => {
  const srv = net.createServer().listen(0, () => {
    const { port: p } = srv.address();
    srv.close(() => resolve(p));
  });
});
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dropport-size-'));
const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = `http://localhost:${port}`;
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/readyz`)).ok) break;
  } catch {
    // not listening yet
  }
  if (i > 100) throw new Error('the server did not start');
  await new Promise((r) => setTimeout(r, 100));
}

const kB = (n) => (n / 1024).toFixed(1);
const gzipSize = (url) => {
  const file = path.join(dist, new URL(url).pathname);
  if (fs.existsSync(`${file}.gz`)) return fs.statSync(`${file}.gz`).size;
  return fs.existsSync(file) ? fs.statSync(file).size : 0;
};

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  let scripts = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    const sizes = await request.sizes();
    scripts.push({ url: request.url(), wire: sizes.responseBodySize });
  });
  const report = async (label) => {
    await page.waitForLoadState('networkidle');
    const rows = scripts.map((s) => ({ ...s, gzip: gzipSize(s.url) }));
    const wire = rows.reduce((a, r) => a + r.wire, 0);
    const gzip = rows.reduce((a, r) => a + r.gzip, 0);
    console.log(`\n${label}: ${rows.length} scripts, ${kB(wire)} kB on the wire (brotli), ${kB(gzip)} kB gzip`);
    for (const r of rows.sort((a, b) => b.gzip - a.gzip)) {
      console.log(`  ${kB(r.gzip).padStart(7)} kB gzip  ${kB(r.wire).padStart(7)} kB wire  ${new URL(r.url).pathname}`);
    }
    scripts = [];
    return { wire, gzip };
  };

  await page.goto(`${base}/login`);
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
  const login = await report('/login');
  await page.getByLabel('Business email').fill('seller@dropport.example');
  await page.getByLabel('Password', { exact: true }).fill('Sunny-Cargo-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/dashboard/workplace');
  await page
    .getByRole('img', { name: /Sign-ins/ })
    .locator('svg')
    .waitFor();
  const more = await report('Workplace, after /login (added by signing in)');
  console.log(`\nWorkplace in all (a fresh visit): ${kB(login.wire + more.wire)} kB wire, ${kB(login.gzip + more.gzip)} kB gzip`);
} finally {
  await browser.close();
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
