// Lighthouse (desktop preset) on the built console: /login, and the Workplace as a signed-in seller opens it.
//
//   npm run build && npm run lighthouse          options: --runs 3 (per page; the median run is shown)
//
// Starts the built server on a fresh database, drives Debian's Chromium (CHROME_PATH, default /usr/bin/chromium)
// through puppeteer, audits each page with an empty cache and prints performance, accessibility, total blocking
// time, largest contentful paint and the JavaScript transferred, then what the accessibility audit found wanting.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { spawnSync } from 'node:child_process';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, apiSignIn, requireBuild, startBuiltServer, table } from './lib/built-server.mjs';
import { saveResults } from './lib/bench-results.mjs';

// strict: false, since `npm run bench` hands every benchmark the same arguments.
const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } }, strict: false });
const RUNS = Math.max(1, Number(values.runs) || 3);
const CREDENTIAL_KEY = 'dropport.credential';

requireBuild();

// Lighthouse and puppeteer-core (about 170 packages) are this benchmark's own tools: installed on its first run into
// .tmp/tools, not with the project, so that every test run's install does not fetch them for nothing.
const tools = path.resolve(import.meta.dirname, '../.tmp/tools');
const loader = path.join(tools, 'load.mjs');
if (!fs.existsSync(loader)) {
  fs.mkdirSync(tools, { recursive: true });
  fs.writeFileSync(path.join(tools, 'package.json'), JSON.stringify({ private: true, type: 'module' }));
  const installed = spawnSync(
    'npm',
    ['install', '--no-audit', '--no-fund', '--prefix', tools, 'lighthouse@12.8.2', 'puppeteer-core@24.43.1'],
    { stdio: 'inherit' },
  );
  if (installed.status !== 0) process.exit(installed.status ?? 1);
  fs.writeFileSync(
    loader,
    "export { default as lighthouse, desktopConfig } from 'lighthouse';\nexport { default as puppeteer } from 'puppeteer-core';\n",
  );
}
const { lighthouse, desktopConfig, puppeteer } = await import(loader);

const server = await startBuiltServer('lighthouse');
const profile = path.join(server.tempDir, 'chromium-profile');
fs.mkdirSync(profile);
const browser = await puppeteer.launch({
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_FLAGS, '--lang=en-US'],
  userDataDir: profile,
  headless: true,
  defaultViewport: null,
});

/** Stores (or forgets) the console's credential for the server's origin, as "remember password" does. */
async function setCredential(credential) {
  const page = await browser.newPage();
  await page.goto(`${server.base}/healthz`);
  await page.evaluate(
    (key, value) => (value ? localStorage.setItem(key, value) : localStorage.clear()),
    CREDENTIAL_KEY,
    credential ? JSON.stringify(credential) : null,
  );
  await page.close();
}

async function audit(url) {
  const page = await browser.newPage();
  try {
    // Lighthouse empties the cache (and service workers) before loading; localStorage, where the credential
    // is kept, stays.
    const result = await lighthouse(
      url,
      { logLevel: 'error', output: 'json', onlyCategories: ['performance', 'accessibility'] },
      desktopConfig,
      page,
    );
    return result.lhr;
  } finally {
    await page.close();
  }
}

const summary = (lhr) => {
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    tbt: Math.round(lhr.audits['total-blocking-time'].numericValue),
    lcp: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    jsKB: (scripts.reduce((a, r) => a + (r.transferSize ?? 0), 0) / 1024).toFixed(1),
    failing: Object.values(lhr.categories.accessibility.auditRefs)
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a.score !== null && a.score < 1)
      .map((a) => {
        const nodes = (a.details?.items ?? []).map((i) => i.node?.snippet ?? i.node?.selector).filter(Boolean);
        return `${a.id}: ${a.title}${nodes.length ? `\n      ${nodes.slice(0, 4).join('\n      ')}` : ''}`;
      }),
  };
};

/** The run with the median performance score (runs differ with what else the machine is doing). */
const median = (runs) => [...runs].sort((a, b) => a.performance - b.performance || a.tbt - b.tbt)[Math.floor(runs.length / 2)];

const pages = [
  { name: '/login', url: `${server.base}/login`, signedIn: false },
  { name: 'Workplace (signed in)', url: `${server.base}/dashboard/workplace`, signedIn: true },
];
const results = [];
try {
  const credential = await apiSignIn(server.base);
  for (const p of pages) {
    await setCredential(p.signedIn ? credential : null);
    const runs = [];
    const failures = [];
    // A run can fail on a busy machine (Lighthouse gives up waiting for the page): it is run again, a few times.
    for (let i = 0; runs.length < RUNS && i < RUNS + 3; i++) {
      const lhr = await audit(p.url);
      const measured = Number.isFinite(lhr.audits['total-blocking-time']?.numericValue);
      if (lhr.runtimeError || lhr.categories.performance.score === null || !measured) {
        failures.push(lhr.runtimeError?.message ?? 'no performance score');
        continue;
      }
      const landed = new URL(lhr.finalDisplayedUrl).pathname;
      if (landed !== new URL(p.url).pathname) throw new Error(`${p.url} ended at ${landed}`);
      runs.push(summary(lhr));
    }
    if (runs.length === 0) throw new Error(`Lighthouse could not audit ${p.url}: ${failures.join('; ')}`);
    results.push({ name: p.name, runs, failures, shown: median(runs) });
  }
} finally {
  await browser.close();
  await server.stop();
}

console.log(`\nLighthouse ${desktopConfig.settings.formFactor} preset, the median of ${RUNS} run(s) per page\n`);
console.log(
  table(
    ['page', 'performance', 'accessibility', 'TBT ms', 'LCP ms', 'JS kB'],
    results.map(({ name, shown: s }) => [name, s.performance, s.accessibility, s.tbt, s.lcp, s.jsKB]),
  ),
);
for (const { name, runs, failures } of results) {
  if (runs.length > 1) {
    console.log(
      `\n${name}: performance ${runs.map((r) => r.performance).join(', ')}; TBT ${runs.map((r) => r.tbt).join(', ')} ms`,
    );
  }
  if (failures.length) console.log(`${name}: ${failures.length} run(s) failed and were run again (${failures.join('; ')})`);
}
for (const { name, shown } of results) {
  if (shown.failing.length) console.log(`\n${name}, accessibility:\n  ${shown.failing.join('\n  ')}`);
}
saveResults(
  'lighthouse',
  'web',
  results.map(({ name, shown: s }) => ({
    name: `${name}: performance / accessibility / TBT`,
    value: `${s.performance} / ${s.accessibility} / ${s.tbt} ms`,
    target: '>= 95 / 100 / <= 100 ms',
    met: s.performance >= 95 && s.accessibility === 100 && s.tbt <= 100,
  })),
);
