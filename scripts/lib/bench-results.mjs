import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Leaves a benchmark's figures in .tmp/bench-<bench>-<engine>.json, where npm run bench gathers its table. Each result
 * is { name, p50?, p95?, p99?, rps?, value?, target?, met? }: `target` a text or { rps?, p95?, p99? }, `met` whether
 * the figure reaches it.
 */
export function saveResults(bench, engine, results, extra = {}) {
  fs.mkdirSync(path.join(root, '.tmp'), { recursive: true });
  fs.writeFileSync(
    path.join(root, `.tmp/bench-${bench}-${engine}.json`),
    JSON.stringify({ bench, engine, load: os.loadavg()[0]?.toFixed(2), results, ...extra }, null, 2),
  );
}
