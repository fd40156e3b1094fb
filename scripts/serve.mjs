// Runs the built app with its demo partners, each in a process of its own: the sandbox card gateway and the Shopify
// stand-in (workspaces under dev/, never imported by the server) start first, then the server. Without
// NODE_ENV=production both partners run unless SANDBOX_GATEWAY_ENABLED / SHOPIFY_STANDIN_ENABLED say otherwise (the
// same variables the server reads to point at them). A signal stops them all; when the server ends, the partners end.
// With --watch (npm run dev) the server runs from its sources and restarts on a change; the partners keep running.
import { fork } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const env = Object.fromEntries(Object.entries(process.env).filter(([, v]) => v !== undefined && v !== ''));

/** A yes/no variable read the way the server's configuration reads it; unset means "yes" outside production. */
function enabled(name) {
  const v = env[name]?.toLowerCase();
  if (v === undefined) return env.NODE_ENV !== 'production';
  return ['true', '1', 'yes', 'on'].includes(v);
}

const children = [];

/** Starts a partner and waits until it listens (or says its port is already served, or fails). */
function startPartner(name, entry, partnerEnv) {
  const file = path.join(root, entry);
  if (!fs.existsSync(file)) {
    console.error(`${name} is not built (${entry}): run npm run build`);
    process.exit(1);
  }
  const child = fork(file, [], { cwd: root, env: partnerEnv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.once('message', (m) => resolve(m));
    child.once('exit', (code) => (code === 0 ? resolve({ inUse: true }) : reject(new Error(`${name} exited (${code})`))));
  });
}

function stopAll(signal) {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill(signal);
}

try {
  const partners = [];
  if (enabled('SANDBOX_GATEWAY_ENABLED')) {
    // PORT is the app's; the gateway's own port is SANDBOX_GATEWAY_PORT.
    const { PORT: _appPort, ...gatewayEnv } = env;
    partners.push(startPartner('The sandbox gateway', 'dev/sandbox-gateway/dist/standalone.js', gatewayEnv));
  }
  if (enabled('SHOPIFY_STANDIN_ENABLED')) {
    // The stand-in's CA is written under DATA_DIR before the server reads it.
    partners.push(startPartner('The Shopify stand-in', 'dev/shopify-standin/dist/standalone.js', env));
  }
  await Promise.all(partners);
} catch (err) {
  console.error(err.message);
  stopAll('SIGTERM');
  process.exit(1);
}

const watch = process.argv.includes('--watch');
const server = watch
  ? fork(path.join(root, 'apps/server/src/main.ts'), [], {
      cwd: root,
      env,
      stdio: 'inherit',
      execArgv: ['--import', 'tsx', '--watch'],
    })
  : fork(path.join(root, 'apps/server/dist/main.js'), [], { cwd: root, env, stdio: 'inherit' });
children.push(server);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(signal));
server.on('exit', (code, signal) => {
  stopAll('SIGTERM');
  process.exit(code ?? (signal ? 1 : 0));
});
