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
