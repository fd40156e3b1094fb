// Bundles the server (and the workspace contracts it imports) into dist/; npm packages stay external.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
await build({
  entryPoints: {
    main: 'src/main.ts',
    'create-admin': 'src/cli/create-admin.ts',
    'seed-large': 'src/cli/seed-large.ts',
    'bench-ledger': 'src/cli/bench-ledger.ts',
    'bench-recharge': 'src/cli/bench-recharge.ts',
    'bench-orders': 'src/cli/bench-orders.ts',
    'bench-scale': 'src/cli/bench-scale.ts',
    'sandbox-gateway': 'src/sandbox-gateway/standalone.ts',
    'shopify-standin': 'src/shopify-standin/standalone.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: Object.keys(pkg.dependencies ?? {}),
  logLevel: 'warning',
});
console.log('server built to apps/server/dist');
