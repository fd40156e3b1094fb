// The project's test command (npm test): format, lint, types and the production build, then unit + API tests on
// SQLite (and PostgreSQL when TEST_PG_URL is set), then browser journeys in Debian's Chromium.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { CHROMIUM_PATH as CHROMIUM } from './lib/chromium.mjs';

fs.mkdirSync('.tmp', { recursive: true });
// Counts from an earlier run must not stand in for this one's.
const E2E_SHARDS = 2;
const e2eReports = Array.from({ length: E2E_SHARDS }, (_, i) => `.tmp/e2e-${i + 1}.json`);
for (const f of ['.tmp/vitest.json', ...e2eReports]) fs.rmSync(f, { force: true });

function run(cmd, env = {}) {
  const r = spawnSync(cmd, { shell: true, stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status === 0;
}

function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return true;
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing at ${CHROMIUM}. Install it with: sudo apt-get update && sudo apt-get install -y chromium`);
    return false;
  }
  console.log('Installing Debian Chromium for the browser tests...');
  return run('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium > /dev/null');
}

/**
 * The browser journeys in shards that run side by side, each with its own server, database, gateway and stand-in
 * (its own ports), so no journey sees another shard's data. Journeys mostly wait on the browser and the network,
 * so two shards on two cores take little more than half the time of one run. Each shard's lines carry its number.
 */
async function e2e() {
  const shard = (i) =>
    new Promise((resolve) => {
      const child = spawn(`npx playwright test -c e2e/playwright.config.ts --shard=${i + 1}/${E2E_SHARDS}`, {
        shell: true,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, E2E_PORT: String(3210 + i * 10), PLAYWRIGHT_JSON_OUTPUT_NAME: path.resolve(e2eReports[i]) },
      });
      const prefix = `[e2e ${i + 1}/${E2E_SHARDS}] `;
      for (const [from, to] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        let rest = '';
        from.on('data', (chunk) => {
          const lines = (rest + chunk).split('\n');
          rest = lines.pop() ?? '';
          for (const line of lines) to.write(prefix + line + '\n');
        });
        from.on('end', () => rest && to.write(prefix + rest + '\n'));
      }
      child.on('close', (code) => resolve(code === 0));
    });
  const done = await Promise.all(Array.from({ length: E2E_SHARDS }, (_, i) => shard(i)));
  return done.every(Boolean);
}

/**
 * Commands that each keep one core busy, run side by side; each one's output is printed whole once it ends.
 * Answers whether all passed; the names of those that failed go to `failedCommands`.
 */
const failedCommands = new Set();

async function together(commands) {
  const one = ([name, cmd]) =>
    new Promise((resolve) => {
      const t0 = Date.now();
      const child = spawn(cmd, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '';
      child.stdout.on('data', (c) => (out += c));
      child.stderr.on('data', (c) => (out += c));
      child.on('close', (code) => {
        const seconds = ((Date.now() - t0) / 1000).toFixed(1);
        console.log(`--- ${name}: ${code === 0 ? 'ok' : 'FAILED'} (${seconds}s)${out.trim() ? `\n${out.trimEnd()}` : ''}`);
        if (code !== 0) failedCommands.add(name);
        resolve(code === 0);
      });
    });
  const done = await Promise.all(commands.map(one));
  return done.every(Boolean);
}

const steps = [
  [
    'format, lint, types, build',
    () =>
      together([
        ['format', 'npx prettier --check . --log-level warn'],
        ['lint', 'npx eslint . --max-warnings=0'],
        ['types', 'npm run typecheck --silent'],
        ['build', 'npm run build --silent'],
      ]),
  ],
  ['unit + api', () => run('npx vitest run --reporter=default --reporter=json --outputFile.json=.tmp/vitest.json')],
  ['chromium', ensureChromium],
  ['e2e', e2e],
];

if (!process.env.TEST_PG_URL)
  console.log('TEST_PG_URL is not set: API tests run on SQLite only (.ci/run sets it to run PostgreSQL too).');
const results = [];
for (const [name, fn] of steps) {
  const t0 = Date.now();
  console.log(`\n=== ${name} ===`);
  // The journeys cannot run without the build and Chromium; any other failure stops nothing.
  const skipped = name === 'e2e' && (failedCommands.has('build') || failedCommands.has('chromium'));
  if (skipped) console.log('skipped: the build or Chromium failed above');
  const ok = skipped ? false : await fn();
  if (!ok) failedCommands.add(name);
  results.push({ name, ok, seconds: ((Date.now() - t0) / 1000).toFixed(1) });
}

function counts() {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  try {
    const v = JSON.parse(fs.readFileSync('.tmp/vitest.json', 'utf8'));
    passed += v.numPassedTests;
    failed += v.numFailedTests;
    skipped += v.numPendingTests + (v.numTodoTests ?? 0);
  } catch {
    /* vitest did not run */
  }
  for (const report of e2eReports) {
    try {
      const e = JSON.parse(fs.readFileSync(report, 'utf8'));
      passed += e.stats.expected;
      failed += e.stats.unexpected + e.stats.flaky;
      skipped += e.stats.skipped;
    } catch {
      /* this shard did not run */
    }
  }
  return { passed, failed, skipped };
}

console.log('\n=== summary ===');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds}s)`);
const c = counts();
const allOk = results.length === steps.length && results.every((r) => r.ok);
if (!allOk) console.log('A step above failed: see its output.');
console.log(`${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped`);
process.exit(allOk ? 0 : 1);
