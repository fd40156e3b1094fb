/** Throughput and latency percentiles of one benchmark phase: "200/s; p50 1.8 ms, p95 3.9 ms, p99 7.0 ms, max 51.8 ms". */
export function figures(latencies: number[], seconds: number): string {
  const sorted = [...latencies].sort((a, b) => a - b);
  const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
  const rate = Math.round(sorted.length / seconds).toLocaleString('en-US');
  return `${rate}/s over ${seconds.toFixed(1)} s; p50 ${pct(50).toFixed(1)} ms, p95 ${pct(95).toFixed(1)} ms, p99 ${pct(99).toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms`;
}
