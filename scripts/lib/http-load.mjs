// Load for the benchmarks: wrk (Debian's package) sends the requests when it is installed, since a load generator in
// Node spends as much CPU per request as the server under test and would share this machine's two cores with it.
// Without wrk, a keep-alive Node client does the same (and the figures then say more about the client).
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

const LUA = `
local urls = {}
for line in io.lines(os.getenv("LOAD_URLS")) do urls[#urls + 1] = line end
local auth = os.getenv("LOAD_AUTH")
local counter = 0
init = function(args) counter = math.random(#urls) end
request = function()
  counter = counter + 1
  return wrk.format("GET", urls[(counter % #urls) + 1], { ["Authorization"] = auth, ["Accept-Language"] = "en-US" })
end
done = function(summary, latency, requests)
  io.write(string.format("RESULT %d %.3f %.3f %.3f %.3f %d %d\\n", summary.requests, summary.duration / 1e6,
    latency:percentile(50) / 1000, latency:percentile(95) / 1000, latency:percentile(99) / 1000, summary.errors.status,
    summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout))
end
`;

export const hasWrk = () => spawnSync('wrk', ['--version']).error === undefined;

/** CPU time (user + system, in ms) a Linux process has used so far, or undefined elsewhere. */
function cpuMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return undefined;
  }
}

/**
 * GETs `paths` round-robin from `connections` keep-alive connections for `seconds` after a warm-up, and returns
 * requests per second, latency percentiles (ms), failed answers and, given the server's pid, its CPU time per request.
 */
export async function load({ port, paths, auth = '', connections, seconds, warmupSeconds = 2, serverPid }) {
  if (hasWrk()) return wrkLoad({ port, paths, auth, connections, seconds, warmupSeconds, serverPid });
  return nodeLoad({ port, paths, auth, connections, seconds, warmupSeconds, serverPid });
}

async function wrkLoad({ port, paths, auth, connections, seconds, warmupSeconds, serverPid }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dropport-load-'));
  try {
    fs.writeFileSync(path.join(dir, 'urls.txt'), paths.join('\n'));
    fs.writeFileSync(path.join(dir, 'rotate.lua'), LUA);
    const run = (secs) =>
      new Promise((resolve, reject) => {
        const child = spawn(
          'wrk',
          [
            '-t1',
            `-c${connections}`,
            `-d${Math.max(1, Math.round(secs))}s`,
            '--timeout',
            '10s',
            '-s',
            path.join(dir, 'rotate.lua'),
            `http://127.0.0.1:${port}`,
          ],
          { env: { ...process.env, LOAD_URLS: path.join(dir, 'urls.txt'), LOAD_AUTH: auth } },
        );
        let out = '';
        child.stdout.on('data', (d) => (out += d));
        child.stderr.on('data', (d) => (out += d));
        child.on('error', reject);
        child.on('exit', () => {
          const m = /RESULT (\S+) (\S+) (\S+) (\S+) (\S+) (\S+) (\S+)/.exec(out);
          if (!m) return reject(new Error(`wrk said: ${out}`));
          const [requests, secondsRun, p50, p95, p99, non2xx, errors] = m.slice(1).map(Number);
          resolve({ requests, secondsRun, p50, p95, p99, failed: non2xx + errors });
        });
      });
    return await measured(run, { seconds, warmupSeconds, serverPid });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function nodeLoad({ port, paths, auth, connections, seconds, warmupSeconds, serverPid }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const get = (p) =>
    new Promise((resolve) => {
      const req = http.get({ host: '127.0.0.1', port, path: p, agent, headers: { authorization: auth } }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
      });
      req.on('error', () => resolve(0));
    });
  const run = async (secs) => {
    const end = performance.now() + secs * 1000;
    const latencies = [];
    let failed = 0;
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (performance.now() < end) {
          const t = performance.now();
          const status = await get(paths[next++ % paths.length]);
          latencies.push(performance.now() - t);
          if (status < 200 || status > 299) failed++;
        }
      }),
    );
    latencies.sort((a, b) => a - b);
    const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
    return {
      requests: latencies.length,
      secondsRun: (performance.now() - started) / 1000,
      p50: pct(50),
      p95: pct(95),
      p99: pct(99),
      failed,
    };
  };
  try {
    return await measured(run, { seconds, warmupSeconds, serverPid });
  } finally {
    agent.destroy();
  }
}

/** A warm-up run, then the measured one with the server's CPU time read around it. */
async function measured(run, { seconds, warmupSeconds, serverPid }) {
  if (warmupSeconds > 0) await run(warmupSeconds);
  const cpu0 = serverPid ? cpuMs(serverPid) : undefined;
  const r = await run(seconds);
  const cpu1 = serverPid ? cpuMs(serverPid) : undefined;
  return summary(r, cpu0, cpu1);
}

function summary(r, cpu0, cpu1) {
  return {
    requests: r.requests,
    rps: Math.round(r.requests / r.secondsRun),
    p50: +r.p50.toFixed(2),
    p95: +r.p95.toFixed(2),
    p99: +r.p99.toFixed(2),
    failed: r.failed,
    cpuUsPerRequest:
      cpu0 !== undefined && cpu1 !== undefined && r.requests ? Math.round(((cpu1 - cpu0) * 1000) / r.requests) : null,
  };
}

/** Prints rows as an aligned table: columns are the keys of the first row. */
export function printTable(rows) {
  if (!rows.length) return;
  const cols = Object.keys(rows[0]);
  const cell = (v) => (v === null || v === undefined ? '' : String(v));
  const width = cols.map((c) => Math.max(c.length, ...rows.map((r) => cell(r[c]).length)));
  const line = (vals) => vals.map((v, i) => (i === 0 ? v.padEnd(width[i]) : v.padStart(width[i]))).join('  ');
  console.log(line(cols));
  console.log(line(width.map((w) => '-'.repeat(w))));
  for (const r of rows) console.log(line(cols.map((c) => cell(r[c]))));
}

/** The machine's load average and core count, for the line every benchmark prints with its figures. */
export const machineLoad = () => {
  const [one, five] = os.loadavg();
  return `load ${one.toFixed(2)} / ${five.toFixed(2)} (1 / 5 min) on ${os.availableParallelism()} cores`;
};
