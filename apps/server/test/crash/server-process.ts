import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { basic, type Credential } from '../harness.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
// Enough of the child's output to explain a failed start without holding a chatty log in memory.
const OUTPUT_KEPT = 20_000;

/** A server running as a child process, from the sources (the tests run before the build). */
export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGKILL unless it has already gone; resolves once it has. */
  kill: () => Promise<void>;
}

/** Starts `main.ts` the way an operator would, on the given port and data; no jobs, no demo side servers. */
export function spawnServer(port: number, env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      JOBS_ENABLED: 'false',
      DEMO_SEED: 'false',
      SANDBOX_GATEWAY_ENABLED: 'false',
      SHOPIFY_STANDIN_ENABLED: 'false',
      RATE_LIMIT_PER_MINUTE: '1000000',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const keep = (d: Buffer) => {
    out = (out + d.toString()).slice(-OUTPUT_KEPT);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => out,
    exited,
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until /readyz answers 200 for the expected engine; fails at once if the process dies. */
export async function waitReady(p: ServerProcess, engine: 'sqlite' | 'postgres', timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    if (p.child.exitCode !== null || p.child.signalCode !== null) throw new Error(`server exited while starting:\n${p.output()}`);
    const ready = await fetch(`${p.url}/readyz`)
      .then(async (res) => res.status === 200 && ((await res.json()) as { database: string }).database === engine)
      .catch(() => false);
    if (ready) return;
    if (Date.now() > end) throw new Error(`server not ready after ${timeoutMs} ms:\n${p.output()}`);
    await sleep(100);
  }
}

export interface Reply<T> {
  status: number;
  body: T;
}

/** One JSON (or form) call with a Basic credential; the public console credential when none is given. */
export async function call<T>(
  base: string,
  method: string,
  p: string,
  opts: { as?: Credential; json?: unknown; form?: Record<string, string>; multipart?: FormData } = {},
): Promise<Reply<T>> {
  const headers: Record<string, string> = {
    authorization: opts.as ? basic(opts.as.id, opts.as.token) : basic('dropport-console', 'public'),
  };
  let body: string | FormData | undefined = opts.multipart;
  if (opts.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.json);
  } else if (opts.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(opts.form).toString();
  }
  // A bound on every call, so a server that hangs instead of dying fails the test rather than stalling it.
  const res = await fetch(base + p, { method, headers, body, signal: AbortSignal.timeout(20_000) });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as T };
}

/** Every item of a keyset-paged list (`?limit=100&cursor=…`). */
export async function allPages<T>(base: string, p: string, as: Credential): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | null = null;
  do {
    const sep = p.includes('?') ? '&' : '?';
    const res: Reply<{ items: T[]; nextCursor: string | null }> = await call(
      base,
      'GET',
      `${p}${sep}limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      { as },
    );
    if (res.status !== 200) throw new Error(`GET ${p}: ${res.status} ${JSON.stringify(res.body)}`);
    items.push(...res.body.items);
    cursor = res.body.nextCursor;
  } while (cursor);
  return items;
}
