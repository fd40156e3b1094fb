// Every benchmark the project keeps, one after the other, each printing its own figures: npm run bench.
// Run it on a quiet machine; each benchmark prints the load it saw. Arguments after -- go to every benchmark.
import { spawnSync } from 'node:child_process';

const BENCHES = ['bench:saves', 'size', 'lighthouse', 'bench:ledger', 'bench:recharge', 'bench:orders', 'bench:market'];
const extra = process.argv.slice(2);
let failed = 0;
for (const name of BENCHES) {
  console.log(`\n=== ${name} ===`);
  const r = spawnSync('npm', ['run', name, '--silent', ...(extra.length ? ['--', ...extra] : [])], { stdio: 'inherit' });
  if (r.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
