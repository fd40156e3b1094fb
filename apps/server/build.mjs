// Bundles the server (and the workspace contracts it imports) into dist/; npm packages stay external. The demo
// partners (dev/sandbox-gateway, dev/shopify-standin) are never bundled: the benchmark that drives the gateway loads
// it from its own workspace, and the build fails if the app itself reaches either.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const DEV_PARTNERS = ['@dropport/sandbox-gateway', '@dropport/shopify-standin'];
const result = await build({
  entryPoints: {
    main: 'src/main.ts',
    'create-admin': 'src/cli/create-admin.ts',
    backup: 'src/cli/backup.ts',
    restore: 'src/cli/restore.ts',
    'rebuild-figures': 'src/cli/rebuild-figures.ts',
    'seed-large': 'src/cli/seed-large.ts',
    'bench-ledger': 'src/cli/bench-ledger.ts',
    'bench-recharge': 'src/cli/bench-recharge.ts',
    'bench-orders': 'src/cli/bench-orders.ts',
    'bench-scale': 'src/cli/bench-scale.ts',
    'bench-referral': 'src/cli/bench-referral.ts',
    'bench-cloud': 'src/cli/bench-cloud.ts',
    'bench-figures': 'src/cli/bench-figures.ts',
    'bench-live': 'src/cli/bench-live.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...Object.keys(pkg.dependencies ?? {}), ...DEV_PARTNERS],
  metafile: true,
  logLevel: 'warning',
});
for (const [file, output] of Object.entries(result.metafile.outputs)) {
  if (!file.endsWith('main.js')) continue;
  const reached = output.imports.filter((i) => DEV_PARTNERS.includes(i.path)).map((i) => i.path);
  const bundled = Object.keys(output.inputs).filter((input) => /(^|\/)dev\/(sandbox-gateway|shopify-standin)\//.test(input));
  if (reached.length + bundled.length > 0) {
    console.error(`The app must not include the demo partners; ${file} reaches ${[...reached, ...bundled].join(', ')}`);
    process.exit(1);
  }
}
console.log('server built to apps/server/dist');
