// Runs CLUSTER_WORKERS server processes (apps/server/dist/main.js) on one port with Node's cluster: the primary
// accepts connections and hands them to the processes in turn, as a load balancer in front of several servers would.
// They share nothing but the database (DATABASE_URL, PostgreSQL). Used by the scale-out benchmark.
import cluster from 'node:cluster';
import path from 'node:path';

const workers = Number(process.env.CLUSTER_WORKERS ?? 2);
cluster.schedulingPolicy = cluster.SCHED_RR;
cluster.setupPrimary({ exec: path.resolve(import.meta.dirname, '../../apps/server/dist/main.js') });
for (let i = 0; i < workers; i++) cluster.fork();
let stopping = false;
cluster.on('exit', (w, code) => {
  if (!stopping) {
    console.error(`server process ${w.process.pid} stopped (${code}); stopping the others`);
    process.kill(process.pid, 'SIGTERM');
  }
});
process.on('SIGTERM', () => {
  stopping = true;
  for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
  const wait = setInterval(() => {
    if (Object.keys(cluster.workers ?? {}).length === 0) {
      clearInterval(wait);
      process.exit(0);
    }
  }, 50);
});
