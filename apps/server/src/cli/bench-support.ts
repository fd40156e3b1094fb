import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

/** Throughput and latency percentiles of one benchmark phase: "200/s; p50 1.8 ms, p95 3.9 ms, p99 7.0 ms, max 51.8 ms". */
export function figures(latencies: number[], seconds: number): string {
  const sorted = [...latencies].sort((a, b) => a - b);
  const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
  const rate = Math.round(sorted.length / seconds).toLocaleString('en-US');
  return `${rate}/s over ${seconds.toFixed(1)} s; p50 ${pct(50).toFixed(1)} ms, p95 ${pct(95).toFixed(1)} ms, p99 ${pct(99).toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms`;
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
