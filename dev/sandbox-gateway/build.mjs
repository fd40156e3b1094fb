// Bundles the stand-in (and the contracts it shares with the app) into dist/: index.js for code that starts it in
// its own process (benchmarks), standalone.js to run it alone. npm packages stay external.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
await build({
  entryPoints: { index: 'src/index.ts', standalone: 'src/standalone.ts' },
  absWorkingDir: import.meta.dirname,
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@dropport/')),
  logLevel: 'warning',
});
console.log(`${pkg.name} built to ${new URL('./dist', import.meta.url).pathname}`);
