import { beforeAll, expect, it } from 'vitest';
import { loadOperations, type Operation } from './access/openapi.js';
import { adminProbes, gaps, listProbes, ownedProbes } from './access/probes.js';
import { Runner, type Violation } from './access/run.js';
import { diff, snapshot, VOLATILE_COLUMNS, type TableChange } from './access/snapshot.js';
import { NOT_OWNED } from './access/tables.js';
import { describeWithEnv, type Env } from './access/env.js';
import { twinProbes } from './access/twins.js';
import { buildWorld, type World } from './access/world.js';

/** Requests bob has in flight at once: enough to overlap waits on the database, few enough for a 2-core machine. */
const CONCURRENCY = 4;

/** What alice reads of her own objects; the answers must be the same after bob's calls as before. */
function aliceReads(w: World): string[] {
  const a = w.alice.id;
  return [
    ...w.ids.order.map((id) => `/api/orders/${id}`),
    ...w.ids.listing.map((id) => `/api/listings/${id}`),
    ...w.ids.pushBatch.map((id) => `/api/listings/push/${id}`),
    ...w.ids.importItem.map((id) => `/api/import-list/${id}`),
    ...w.ids.recharge.map((id) => `/api/wallet/recharges/${id}`),
    ...w.ids.invoice.map((id) => `/api/invoices/${id}`),
    ...w.ids.sourcing.map((id) => `/v1/users/${a}/source/${id}`),
    ...w.ids.store.map((id) => `/api/pricing-rules/${id}`),
    `/api/market/products/${w.privateProduct.id}`,
    '/api/stores',
    '/api/wallet',
    '/api/notifications?limit=50',
    `/v1/users/${a}`,
    `/v1/users/${a}/sessions`,
    `/v1/users/${a}/twoFactor`,
    `/v1/users/${a}/setting`,
    `/v1/users/${a}/shipping`,
    `/v1/users/${a}/praiseCard`,
    `/v1/users/${a}/emailPrefs`,
    `/v1/userTrackSetting/${a}`,
    `/files/${w.uploads.document}`,
  ];
}

async function readAll(env: Env, w: World): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const url of aliceReads(w)) {
    const res = await env.s.call('GET', url, { as: w.alice });
    // When a session was last seen moves with alice's own reads, not with anything bob does.
    out.set(url, `${res.status} ${JSON.stringify(res.body, (k, v: unknown) => (k === 'lastSeenAt' ? undefined : v))}`);
  }
  return out;
}

/** Alice's store as Shopify has it: what a listing call reaching it would change. */
const storeState = (env: Env, w: World) =>
  JSON.stringify({
    products: env.shopify.shop(w.aliceShop).products.map((p) => [p.id, p.status, p.variants.map((v) => v.price)]),
    orders: env.shopify.shop(w.aliceShop).orders.length,
  });

/** Alice's objects, her email and her files: none may appear in a successful answer to bob. */
function secretsOf(w: World): Map<string, string> {
  const out = new Map<string, string>([[w.alice.email, "alice's email"]]);
  for (const [kind, ids] of Object.entries(w.ids)) {
    if (kind !== 'privateProduct') for (const id of ids) out.set(id, `alice's ${kind} id`);
  }
  for (const id of Object.values(w.orderItems).flat()) out.set(id, "alice's order item id");
  for (const id of w.notifications) out.set(id, "alice's notification id");
  for (const [purpose, id] of Object.entries(w.uploads)) out.set(id, `alice's ${purpose} upload id`);
  return out;
}

const cut = (s: string, n = 300) => (s.length > n ? `${s.slice(0, n)}…` : s);

function report(violations: Violation[], tables: TableChange[], reads: string[], store: string | undefined): string {
  const lines = [
    `${violations.length} call(s) reached alice's objects, ${tables.length} table(s) changed, ${reads.length} of her reads changed`,
    ...violations.map((v) => `  ${v.method} ${v.url} -> ${v.status}: ${v.why}\n      ${v.body}`),
    ...tables.map(
      (t) =>
        `  table ${t.table}: ${t.removed.length} row(s) gone or changed, ${t.added.length} new or changed\n` +
        [...t.removed.slice(0, 2).map((r) => `      - ${cut(r)}`), ...t.added.slice(0, 2).map((r) => `      + ${cut(r)}`)].join(
          '\n',
        ),
    ),
    ...reads.map((r) => `  alice reads ${r} differently`),
    ...(store ? [`  alice's Shopify store changed: ${store}`] : []),
  ];
  return lines.join('\n');
}

describeWithEnv('cross-seller access matrix, generated from /openapi.json', (get) => {
  let w: World;
  let ops: Operation[];
  let buildMs = 0;
  beforeAll(async () => {
    const t0 = Date.now();
    w = await buildWorld(get());
    ops = await loadOperations(get().s.url);
    buildMs = Date.now() - t0;
  }, 120_000);

  it('names an owner for every path parameter of every operation, so a new one is tested or fails here', () => {
    expect(ops.length).toBeGreaterThan(100);
    expect(gaps(ops), 'operations the access matrix does not cover yet').toEqual([]);
  });

  it("gives another seller 403/404 for every operation on alice's ids, 403 on every admin one, and changes nothing", async () => {
    const env = get();
    const probes = [...ownedProbes(ops, w), ...adminProbes(ops, w), ...twinProbes(w), ...listProbes(ops, w)];
    const readsBefore = await readAll(env, w);
    const storeBefore = storeState(env, w);
    const before = await snapshot(env.s.ctx.db, env.s.engine);

    const t0 = Date.now();
    const runner = new Runner(env.s, w.bob, secretsOf(w));
    await runner.all(probes, CONCURRENCY);
    const probeMs = Date.now() - t0;
    // A call that wrongly reached Shopify or the gateway may answer back (a webhook, a notification): let it land.
    await env.shopify.idle();
    await env.gateway.idle();

    const tables = diff(before, await snapshot(env.s.ctx.db, env.s.engine));
    const readsAfter = await readAll(env, w);
    const reads = [...readsBefore].filter(([url, body]) => readsAfter.get(url) !== body).map(([url]) => url);
    const storeAfter = storeState(env, w);

    const byKind = (k: string) => {
      const some = probes.filter((p) => p.kind === k);
      return `${some.length} (${new Set(some.map((p) => p.call.op)).size} operations)`;
    };
    const called = new Set(probes.map((p) => p.call.op));
    console.log(
      `[access-matrix ${env.s.engine}] ${ops.length} operations, ${ops.filter((o) => called.has(o.key)).length} called; ` +
        `probes: ${byKind('owned')} with alice's ids in the path, ${byKind('admin')} admin-only, ` +
        `${byKind('twin')} with her ids in a body or query (each twinned), ${byKind('list')} of bob's own reads; ` +
        `${runner.requests} requests by bob in ${(probeMs / 1000).toFixed(1)}s ` +
        `(world built in ${(buildMs / 1000).toFixed(1)}s). Not owned: ${Object.keys(NOT_OWNED).join(', ')}. ` +
        `Volatile columns left out: ${Object.entries(VOLATILE_COLUMNS)
          .map(([t, v]) => `${t}.${v.columns.join('/')}`)
          .join(', ')}.`,
    );
    if (process.env.ACCESS_MATRIX_TRACE)
      console.log(
        `not called: ${ops
          .filter((o) => !called.has(o.key))
          .map((o) => o.key)
          .join(', ')}`,
      );
    const storeChange = storeAfter === storeBefore ? undefined : `${storeBefore} -> ${storeAfter}`;
    const clean = runner.violations.length === 0 && tables.length === 0 && reads.length === 0 && !storeChange;
    expect(clean, report(runner.violations, tables, reads, storeChange)).toBe(true);
  }, 120_000);
});
