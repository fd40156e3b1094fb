// The market benchmark: signed-in requests against a server on a 100,000-product catalogue, load generated from this
// machine (wrk when installed). Reports p50/p95/p99 latency, requests per second and the server's CPU time per request
// for each scenario, against the targets: list >= 3,000 req/s with p99 <= 20 ms, product pages >= 5,000 req/s,
// searches that miss every cache >= 1,000 req/s on SQLite; PostgreSQL at least 70 % of the SQLite figures.
//
//   npm run bench:market                                   SQLite in ./data-bench (seeded first when missing)
//   DATABASE_URL=postgres://... npm run bench:market       PostgreSQL (seed it first: npm run seed:large)
//   options: --duration 10 (seconds per scenario) --connections 20 --products 100000 --data-dir ./data-bench
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { hasWrk, load, machineLoad, printTable } from './lib/http-load.mjs';
import { saveResults } from './lib/bench-results.mjs';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    products: { type: 'string', default: '100000' },
    'data-dir': { type: 'string', default: './data-bench' },
    port: { type: 'string', default: '3299' },
  },
});
const DURATION_MS = Number(values.duration) * 1000;
const CONNECTIONS = Number(values.connections);
const PORT = Number(values.port);
const dataDir = path.resolve(root, values['data-dir']);
const pgUrl = process.env.DATABASE_URL;
const engine = pgUrl ? 'postgres' : 'sqlite';
const SELLER = { username: 'seller@dropport.example', password: 'Sunny-Cargo-2026' };

if (!pgUrl && !fs.existsSync(path.join(dataDir, 'dropport.sqlite'))) {
  console.log(`No benchmark database in ${dataDir}: seeding ${values.products} products first.`);
  const seeded = spawnSync(
    process.execPath,
    ['apps/server/dist/seed-large.js', '--products', values.products, '--data-dir', dataDir],
    { cwd: root, stdio: 'inherit' },
  );
  if (seeded.status !== 0) process.exit(seeded.status ?? 1);
}

if (pgUrl) {
  // The PostgreSQL database is seeded once, like the SQLite file.
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  const found = await client
    .query('select count(*)::int as n from products')
    .then((r) => r.rows[0].n)
    .catch(() => 0);
  await client.end();
  if (found < Number(values.products)) {
    console.log(`The PostgreSQL database holds ${found} benchmark products: seeding ${values.products} first.`);
    const seeded = spawnSync(process.execPath, ['apps/server/dist/seed-large.js', '--products', values.products], {
      cwd: root,
      stdio: 'inherit',
    });
    if (seeded.status !== 0) process.exit(seeded.status ?? 1);
  }
}

const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  cwd: root,
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DEMO_SEED: 'false',
    JOBS_ENABLED: 'false',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '1000000',
    NODE_ENV: 'production',
    // A production start refuses the published demo secrets; a benchmark run makes throwaway ones.
    PAYMENT_GATEWAY_SECRET: process.env.PAYMENT_GATEWAY_SECRET ?? randomBytes(24).toString('hex'),
    SHOPIFY_API_SECRET: process.env.SHOPIFY_API_SECRET ?? randomBytes(24).toString('hex'),
    STORE_TOKEN_KEY: process.env.STORE_TOKEN_KEY ?? randomBytes(32).toString('hex'),
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stop = () => server.kill('SIGTERM');
process.on('exit', stop);

const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
let auth = '';

/** One GET (or a form POST); resolves with status and body text. */
function request(pathAndQuery, { method = 'GET', form } = {}) {
  return new Promise((resolve, reject) => {
    const body = form ? new URLSearchParams(form).toString() : undefined;
    const req = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        path: pathAndQuery,
        method,
        agent,
        headers: {
          authorization: auth,
          'accept-language': 'en-US',
          ...(body ? { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body) } : {}),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('error', reject);
    if (body) req.write(body);
    req.end();
  });
}

async function waitForServer() {
  let exited = false;
  server.once('exit', () => (exited = true));
  for (let i = 0; i < 300; i++) {
    try {
      if ((await request('/healthz')).status === 200) return;
    } catch {
      if (exited) throw new Error('the server stopped at start (its message is above)');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server did not start');
}

const json = async (p) => {
  const res = await request(p);
  if (res.status !== 200) throw new Error(`${p}: ${res.status} ${res.text.slice(0, 200)}`);
  return JSON.parse(res.text);
};

try {
  await waitForServer();
  const login = await request('/v1/users/loginByPwd', { method: 'POST', form: SELLER });
  if (login.status !== 200) throw new Error(`sign-in failed: ${login.status} ${login.text}`);
  const who = JSON.parse(login.text);
  auth = `Basic ${Buffer.from(`${who.id}:${who.session.token}`).toString('base64')}`;

  const roots = (await json('/api/market/categories')).items;
  const leaves = roots.flatMap((r) => r.children);
  const sorts = ['costAsc', 'newest', 'popular', 'costDesc'];
  // One filter + one sort per request, rotating over categories (whole branches and leaves), ship-from and cost.
  const listUrls = [
    ...roots.map((c, i) => `/api/market/products?category=${c.id}&sort=${sorts[i % 4]}`),
    ...leaves.slice(0, 24).map((c, i) => `/api/market/products?category=${c.id}&sort=${sorts[(i + 1) % 4]}`),
    ...['US', 'DE', 'GB', 'AU', 'BR', 'CN'].map((c, i) => `/api/market/products?shipFrom=${c}&sort=${sorts[i % 4]}`),
    '/api/market/products?costMin=500&costMax=900&sort=newest',
    '/api/market/products?costMin=2000&sort=costAsc',
    '/api/market/products?collection=hot',
    '/api/market/products?collection=new&sort=costAsc',
    '/api/market/products?collection=warehouse&shipTo=DE',
  ];
  // Deep pages: follow the cursor 100 pages (2,400 products) in.
  const deepUrls = [];
  for (const base of [
    '/api/market/products?sort=newest',
    '/api/market/products?sort=costAsc',
    `/api/market/products?category=${roots[0].id}&sort=newest`,
  ]) {
    let cursor = null;
    for (let page = 0; page < 100; page++) {
      const body = await json(`${base}${cursor ? `&cursor=${cursor}` : ''}`);
      cursor = body.nextCursor;
      if (!cursor) break;
    }
    if (cursor) deepUrls.push(`${base}&cursor=${cursor}`);
  }
  // Rare and very common words: "packed" and "sleeve" are in every description, "premium" in one title of twenty.
  // Cold searches: 6,840 distinct word triples, so every request misses the per-process candidate cache.
  const vocabulary = [
    'portable',
    'premium',
    'silicone',
    'cotton',
    'bamboo',
    'steel',
    'wireless',
    'vintage',
    'mat',
    'case',
    'lamp',
    'bag',
    'set',
    'led',
    'dog',
    'kids',
    'travel',
    'pro',
    'ceramic',
    'magnetic',
  ];
  const coldUrls = [];
  for (const a of vocabulary)
    for (const b of vocabulary)
      for (const c of vocabulary) if (a !== b && b !== c && a !== c) coldUrls.push(`/api/market/products?q=${a}%20${b}%20${c}`);
  coldUrls.sort(() => Math.random() - 0.5);
  const searchUrls = [
    'yoga mat',
    'premium',
    'packed',
    'sleeve',
    'silicone case',
    'led strip',
    'DP004213-01',
    'portable speaker',
    'wireless',
    'dog harness',
    'stainless',
    'set',
  ].map((q) => `/api/market/products?q=${encodeURIComponent(q)}`);
  // Product pages of listed products across the catalogue (new, old, cheap, popular).
  const ids = [];
  for (const c of roots.slice(0, 10))
    for (const sort of ['newest', 'costAsc', 'popular'])
      ids.push(...(await json(`/api/market/products?category=${c.id}&sort=${sort}&limit=10`)).items.map((p) => p.id));
  const detailUrls = ids.map((id) => `/api/market/products/${id}`);

  console.log(
    `\nMarket benchmark · ${engine} · ${CONNECTIONS} connections · ${DURATION_MS / 1000} s per scenario · ` +
      `load from ${hasWrk() ? 'wrk' : 'a Node client (install wrk for figures that do not share the CPU with it)'}`,
  );
  // SQLite's targets; PostgreSQL's are 70 % of what SQLite measured (when a SQLite run left its figures).
  const sqliteFile = path.join(root, '.tmp/bench-market-sqlite.json');
  const sqliteRun = engine === 'postgres' && fs.existsSync(sqliteFile) ? JSON.parse(fs.readFileSync(sqliteFile, 'utf8')) : null;
  const targetFor = (key, rps, p99) => {
    if (engine === 'sqlite') return { rps, p99 };
    const measured = sqliteRun?.results.find((r) => r.key === key);
    return measured ? { rps: Math.round(measured.rps * 0.7) } : {};
  };
  const scenarios = [
    ['list', 'list (one filter + sort, page of 24)', listUrls, targetFor('list', 3000, 20)],
    ['deep', 'list, 100 pages deep (cursor)', deepUrls, {}],
    ['search', 'full-text search (incl. common words)', searchUrls, {}],
    ['cold', 'full-text search, cold (no cache hits)', coldUrls, targetFor('cold', 1000)],
    ['detail', 'product detail', detailUrls, targetFor('detail', 5000)],
  ];
  const results = [];
  for (const [key, name, urls, target] of scenarios) {
    const r = await load({
      port: PORT,
      paths: urls,
      auth,
      connections: CONNECTIONS,
      seconds: DURATION_MS / 1000,
      warmupSeconds: Math.min(2, DURATION_MS / 4000),
      serverPid: server.pid,
    });
    const met = target.rps === undefined ? null : r.rps >= target.rps && (target.p99 === undefined || r.p99 <= target.p99);
    results.push({ key, name, ...r, target, met });
    console.log(`  ${name}: ${r.rps} req/s, p99 ${r.p99} ms`);
  }
  console.log(`\nMarket · ${engine} · ${machineLoad()}`);
  printTable(
    results.map((r) => ({
      scenario: r.name,
      'p50 ms': r.p50,
      'p95 ms': r.p95,
      'p99 ms': r.p99,
      'req/s': r.rps,
      'server CPU µs/req': r.cpuUsPerRequest,
      failed: r.failed,
      target: r.target.rps ? `>= ${r.target.rps}/s${r.target.p99 ? `, p99 <= ${r.target.p99} ms` : ''}` : '',
      met: r.met === null ? '' : r.met ? 'yes' : 'NO',
    })),
  );
  saveResults('market', engine, results, { connections: CONNECTIONS, machine: machineLoad() });
} finally {
  stop();
  agent.destroy();
}
