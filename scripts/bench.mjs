// Every benchmark the project keeps, one after the other, each printing its own figures, then one table of them all:
// npm run bench. Run it on a quiet machine; each benchmark prints the load it saw. Arguments after -- go to every
// benchmark. With BENCH_PG_URL (a PostgreSQL server the benchmarks may create databases on, e.g.
// postgres://postgres@127.0.0.1:5432/postgres) the engine-dependent ones run on PostgreSQL too, each in a database of
// its own: the market's 100,000 products are kept between runs (dropport_bench_market), the others start empty.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { machineLoad, printTable } from './lib/http-load.mjs';

const root = path.resolve(import.meta.dirname, '..');
const pgUrl = process.env.BENCH_PG_URL;
// [script, PostgreSQL database]: those with a database need BENCH_PG_URL and are skipped without it; `fresh` ones are
// dropped and made anew first.
const BENCHES = [
  ['bench:saves'],
  ['size'],
  ['lighthouse'],
  ['bench:ledger'],
  ['bench:recharge'],
  ['bench:referral'],
  ['bench:referral', { db: 'dropport_bench_referral', fresh: true }],
  ['bench:figures'],
  ['bench:figures', { db: 'dropport_bench_figures', fresh: true }],
  ['bench:cloud'],
  ['bench:cloud', { db: 'dropport_bench_cloud', fresh: true }],
  ['bench:live'],
  ['bench:live', { db: 'dropport_bench_live', fresh: true }],
  ['bench:orders'],
  ['bench:orders', { db: 'dropport_bench_orders', fresh: true }],
  ['bench:market'],
  ['bench:market', { db: 'dropport_bench_market', fresh: false }],
  ['bench:scale', { db: 'dropport_bench_scale', fresh: true }],
];

/** The URL of database `name` on BENCH_PG_URL's server, made (or made anew) as asked. */
async function pgDatabase(name, fresh) {
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  try {
    const exists = (await client.query('select 1 from pg_database where datname = $1', [name])).rowCount > 0;
    if (exists && fresh) await client.query(`drop database ${name} with (force)`);
    if (!exists || fresh) await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
const extra = process.argv.slice(2);
const started = Date.now();
let failed = 0;
for (const [name, postgres] of BENCHES) {
  if (postgres && !pgUrl) {
    console.log(`\n=== ${name} on PostgreSQL: skipped (set BENCH_PG_URL to run it) ===`);
    continue;
  }
  console.log(`\n=== ${name}${postgres ? ' (PostgreSQL)' : ''} ===`);
  const env = { ...process.env };
  delete env.DATABASE_URL;
  if (postgres) env.DATABASE_URL = await pgDatabase(postgres.db, postgres.fresh);
  const r = spawnSync('npm', ['run', name, '--silent', ...(extra.length ? ['--', ...extra] : [])], { stdio: 'inherit', env });
  if (r.status !== 0) failed++;
}

// The figures every benchmark of this run left in .tmp/bench-*.json, as one table.
const dir = path.join(root, '.tmp');
const rows = [];
for (const file of fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []) {
  if (!/^bench-.*\.json$/.test(file)) continue;
  const full = path.join(dir, file);
  if (fs.statSync(full).mtimeMs < started) continue;
  const run = JSON.parse(fs.readFileSync(full, 'utf8'));
  for (const r of run.results ?? []) {
    rows.push({
      benchmark: `${run.bench}${run.engine ? ` · ${run.engine}` : ''}`,
      scenario: r.name,
      'p50 ms': r.p50 ?? '',
      'p95 ms': r.p95 ?? '',
      'p99 ms': r.p99 ?? '',
      'req/s': r.rps ?? '',
      value: r.value ?? '',
      target: typeof r.target === 'string' ? r.target : describeTarget(r.target),
      met: r.met === null || r.met === undefined ? '' : r.met ? 'yes' : 'NO',
    });
  }
}

function describeTarget(t) {
  if (!t) return '';
  const parts = [];
  if (t.rps) parts.push(`>= ${t.rps}/s`);
  if (t.p95) parts.push(`p95 <= ${t.p95} ms`);
  if (t.p99) parts.push(`p99 <= ${t.p99} ms`);
  return parts.join(', ');
}

console.log(`\n=== All benchmarks (${machineLoad()}) ===`);
printTable(rows);
process.exit(failed ? 1 : 0);
