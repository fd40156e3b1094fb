import fs from 'node:fs';
import os from 'node:os';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

export interface Figures {
  /** Requests per second over the phase. */
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** Throughput and latency percentiles (ms, one decimal) of one benchmark phase. */
export function measure(latencies: number[], seconds: number): Figures {
  const sorted = [...latencies].sort((a, b) => a - b);
  const pct = (p: number) => round1(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);
  return { rps: Math.round(sorted.length / seconds), p50: pct(50), p95: pct(95), p99: pct(99), max: round1(sorted.at(-1) ?? 0) };
}

const round1 = (ms: number) => Math.round(ms * 10) / 10;

/** One phase as a line: "200/s; p50 1.8 ms, p95 3.9 ms, p99 7.0 ms, max 51.8 ms". */
export function describe(f: Figures, seconds: number): string {
  return `${f.rps.toLocaleString('en-US')}/s over ${seconds.toFixed(1)} s; p50 ${f.p50.toFixed(1)} ms, p95 ${f.p95.toFixed(1)} ms, p99 ${f.p99.toFixed(1)} ms, max ${f.max.toFixed(1)} ms`;
}

/** Throughput and latency percentiles of one benchmark phase, as a line. */
export function figures(latencies: number[], seconds: number): string {
  return describe(measure(latencies, seconds), seconds);
}

/** One row of npm run bench's table; `met` is whether the figure reaches its target (none when it has no target). */
export interface BenchResult {
  name: string;
  p50?: number | string;
  p95?: number | string;
  p99?: number | string;
  rps?: number | string;
  value?: string;
  target?: string | { rps?: number; p95?: number; p99?: number };
  met?: boolean | null;
}

/** Leaves a benchmark's figures in .tmp/bench-<bench>-<engine>.json, where npm run bench gathers its table. */
export function saveResults(bench: string, engine: string, results: BenchResult[], extra: Record<string, unknown> = {}) {
  fs.mkdirSync('.tmp', { recursive: true });
  fs.writeFileSync(
    `.tmp/bench-${bench}-${engine}.json`,
    JSON.stringify({ bench, engine, load: os.loadavg()[0]?.toFixed(2), results, ...extra }, null, 2),
  );
}

/** Runs a benchmark's `work` on `load` in a worker thread (started from the same file), so the load generator's own work stays off the server's event loop. */
export function inWorker<T>(file: string | URL, load: unknown): Promise<T> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(file), { workerData: load });
    worker.once('message', (r: T) => resolve(r));
    worker.once('error', reject);
  });
}

/** The entry of a benchmark file: `main` on the main thread, `work(workerData)` in the worker inWorker() starts. */
export function benchEntry(main: () => Promise<void>, work: (load: never) => Promise<unknown>): void {
  if (isMainThread) {
    main().catch((err: unknown) => {
      console.error(err instanceof Error ? (err.stack ?? err.message) : err);
      process.exit(1);
    });
  } else {
    void work(workerData as never).then((r) => parentPort?.postMessage(r));
  }
}

/** An orders/create body as Shopify sends it (REST shape), one line of `sku`. */
export function orderBody(id: number, sku = 'BENCH-1'): string {
  const at = new Date().toISOString();
  return JSON.stringify({
    id,
    admin_graphql_api_id: `gid://shopify/Order/${id}`,
    name: `#${id}`,
    order_number: id,
    email: `buyer${id}@example.com`,
    phone: null,
    created_at: at,
    updated_at: at,
    cancelled_at: null,
    cancel_reason: null,
    currency: 'USD',
    total_price: '39.90',
    financial_status: 'paid',
    fulfillment_status: null,
    customer: { id: id + 1, first_name: 'Ada', last_name: 'Lovelace', email: `buyer${id}@example.com` },
    shipping_address: {
      first_name: 'Ada',
      last_name: 'Lovelace',
      name: 'Ada Lovelace',
      company: null,
      address1: '1600 Amphitheatre Parkway',
      address2: null,
      city: 'Mountain View',
      province: 'California',
      province_code: 'CA',
      zip: '94043',
      country_code: 'US',
      phone: '+1 650 253 0000',
    },
    line_items: [
      {
        id: id * 10,
        admin_graphql_api_id: `gid://shopify/LineItem/${id * 10}`,
        variant_id: 555,
        product_id: 444,
        sku,
        title: 'Bench product',
        variant_title: null,
        quantity: 1,
        price: '39.90',
      },
    ],
    shipping_lines: [],
    fulfillments: [],
  });
}
