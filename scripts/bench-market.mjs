// The market benchmark (issue 5): signed-in requests against a server on a 100,000-product catalogue, load generated
// from this machine. Reports p50/p95/p99 latency and requests per second per scenario.
//
//   npm run bench:market                                   SQLite in ./data-bench (seeded first when missing)
//   DATABASE_URL=postgres://... npm run bench:market       PostgreSQL (seed it first: npm run seed:large)
//   options: --duration 10 (seconds per scenario) --connections 8 --products 100000 --data-dir ./data-bench
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '8' },
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

/** Runs `urls` round-robin on CONNECTIONS concurrent loops for DURATION_MS after a short warm-up. */
async function scenario(name, urls) {
  const run = async (ms, record) => {
    const end = performance.now() + ms;
    let next = 0;
    let errors = 0;
    const latencies = [];
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (performance.now() < end) {
          const url = urls[next++ % urls.length];
          const t = performance.now();
          const res = await request(url);
          if (record) latencies.push(performance.now() - t);
          if (res.status !== 200) errors++;
        }
      }),
    );
    return { latencies, errors };
  };
  await run(Math.min(2000, DURATION_MS / 4), false);
  const started = performance.now();
  const { latencies, errors } = await run(DURATION_MS, true);
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  return {
    name,
    requests: latencies.length,
    rps: Math.round(latencies.length / seconds),
    p50: +pct(50).toFixed(2),
    p95: +pct(95).toFixed(2),
    p99: +pct(99).toFixed(2),
    errors,
  };
}

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

  console.log(`\nMarket benchmark · ${engine} · ${CONNECTIONS} connections · ${DURATION_MS / 1000} s per scenario\n`);
  const results = [];
  for (const [name, urls] of [
    ['list (one filter + sort, page of 24)', listUrls],
    ['list, 100 pages deep (cursor)', deepUrls],
    ['full-text search (incl. common words)', searchUrls],
    ['full-text search, cold (no cache hits)', coldUrls],
    ['product detail', detailUrls],
  ]) {
    const r = await scenario(name, urls);
    results.push(r);
    console.log(
      `${r.name.padEnd(40)} p50 ${String(r.p50).padStart(6)} ms  p95 ${String(r.p95).padStart(6)} ms  p99 ${String(r.p99).padStart(6)} ms  ${String(r.rps).padStart(5)} req/s  errors ${r.errors}`,
    );
  }
  fs.mkdirSync(path.join(root, '.tmp'), { recursive: true });
  fs.writeFileSync(
    path.join(root, `.tmp/bench-market-${engine}.json`),
    JSON.stringify({ engine, CONNECTIONS, results }, null, 2),
  );
} finally {
  stop();
  agent.destroy();
}
