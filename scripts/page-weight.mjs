// How much JavaScript the console's first pages load, measured in a real browser against the built app.
//
//   npm run build && npm run size
//
// Starts the built server on a fresh database, opens /login, signs in as the demo seller and waits for the
// Workplace and its chart, and lists every script each step fetched: bytes on the wire (brotli, as the server
// sends them) and gzip size (the .gz files the build writes), in kB; then a summary against the targets, with the
// chart's share (ECharts, which loads after the Workplace has painted) apart.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, SELLER, requireBuild, startBuiltServer, table, webDist } from './lib/built-server.mjs';
import { saveResults } from './lib/bench-results.mjs';

/** Gzip kB of JavaScript each journey may load. */
const TARGETS = { login: 200, workplace: 450 };

requireBuild();

const kB = (n) => (n / 1024).toFixed(1);
const gzipSize = (url) => {
  const file = path.join(webDist, new URL(url).pathname);
  if (fs.existsSync(`${file}.gz`)) return fs.statSync(`${file}.gz`).size;
  return fs.existsSync(file) ? fs.statSync(file).size : 0;
};

const server = await startBuiltServer('size');
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
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
    const chart = rows.filter((r) => /\/echarts-/.test(new URL(r.url).pathname));
    return { count: rows.length, wire, gzip, chart: { count: chart.length, gzip: chart.reduce((a, r) => a + r.gzip, 0) } };
  };

  await page.goto(`${server.base}/login`);
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
  const login = await report('/login');
  await page.getByLabel('Business email').fill(SELLER.email);
  await page.getByLabel('Password', { exact: true }).fill(SELLER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/dashboard/workplace');
  await page
    .getByRole('img', { name: /Sign-ins/ })
    .locator('svg')
    .waitFor();
  const more = await report('Workplace, after /login (added by signing in)');
  const workplace = { count: login.count + more.count, wire: login.wire + more.wire, gzip: login.gzip + more.gzip };
  console.log(`\nWorkplace in all (a fresh visit): ${kB(workplace.wire)} kB wire, ${kB(workplace.gzip)} kB gzip\n`);

  const row = (name, m, target) => [name, m.count, kB(m.gzip), `≤ ${target}`, m.gzip <= target * 1024 ? 'yes' : 'NO'];
  // ECharts loads after the Workplace has painted, once the chart is in view: shown apart as well.
  const withoutChart = { count: workplace.count - more.chart.count, gzip: workplace.gzip - more.chart.gzip };
  console.log(
    table(
      ['page', 'scripts', 'kB gzip', 'target', 'met?'],
      [
        row('/login', login, TARGETS.login),
        row('Workplace (login + sign-in)', workplace, TARGETS.workplace),
        ['  of which the chart (ECharts)', more.chart.count, kB(more.chart.gzip), '', ''],
        ['  without the chart', withoutChart.count, kB(withoutChart.gzip), '', ''],
      ],
    ),
  );
  const result = (name, m, target) => ({
    name: `${name}, JavaScript gzip`,
    value: `${kB(m.gzip)} kB`,
    target: `<= ${target} kB`,
    met: m.gzip <= target * 1024,
  });
  saveResults('size', 'web', [
    result('/login', login, TARGETS.login),
    result('Workplace (login + sign-in)', workplace, TARGETS.workplace),
    { name: 'Workplace before the chart loads (ECharts after first paint)', value: `${kB(withoutChart.gzip)} kB` },
  ]);
} finally {
  await browser.close();
  await server.stop();
}
