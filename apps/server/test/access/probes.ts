import { sample, type Operation } from './openapi.js';
import {
  ADMIN_ONLY_ELSEWHERE,
  ADMIN_PREFIX,
  BODIES,
  NOT_ADMIN_UNDER_PREFIX,
  NOT_OWNED,
  PATH_IDS,
  STREAMS,
  adminIdsFor,
  type Payload,
} from './tables.js';
import type { IdKind, World } from './world.js';

/** One call bob makes. */
export interface Call {
  op: string;
  method: string;
  /** Path with its values and query. */
  url: string;
  payload: Payload;
}

/**
 * `owned`: alice's id in the path, 403/404 expected. `admin`: an admin-only operation, 403 expected. `twin`: alice's
 * id in a body or query next to bob's own, expected to answer exactly as the same call with an id nobody has.
 * `list`: one of bob's own reads, which must show nothing of alice's.
 */
export type Probe =
  | { kind: 'owned' | 'admin'; call: Call; note: string }
  | { kind: 'list'; call: Call; note: string; check?: (body: unknown) => string | undefined }
  | { kind: 'twin'; call: Call; twin: Call; note: string; swap: [string, string]; reaches?: string };

export const isAdminOnly = (op: Operation) =>
  (op.path.startsWith(ADMIN_PREFIX) || ADMIN_ONLY_ELSEWHERE.includes(op.key)) && !NOT_ADMIN_UNDER_PREFIX.includes(op.key);

/** What blocks an operation from the matrix: a path parameter no table names, or an admin-looking operation outside the admin set. */
export function gaps(ops: Operation[]): string[] {
  const out: string[] = [];
  for (const op of ops) {
    if (isAdminOnly(op)) continue;
    if (/^admin\b|\(admins?\)/i.test(op.summary))
      out.push(
        `${op.key} reads as admin-only ("${op.summary}") but is not under ${ADMIN_PREFIX}: add it to ADMIN_ONLY_ELSEWHERE ` +
          'in apps/server/test/access/tables.ts if it needs the admin role, or reword its summary',
      );
    if (op.pathParams.length === 0 || NOT_OWNED[op.path]) continue;
    for (const p of op.pathParams) {
      if (p.name !== 'userId' && !PATH_IDS[op.path]?.[p.name])
        out.push(
          `${op.key}: path parameter {${p.name}} is not in the access matrix. Add the path to PATH_IDS in ` +
            "apps/server/test/access/tables.ts with the kind of alice's id it takes (or to NOT_OWNED with the reason " +
            'nobody owns it), so that another seller calling it with her id is tested',
        );
    }
  }
  return out;
}

const fill = (path: string, values: Record<string, string>) =>
  path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(values[name] ?? `missing-${name}`));

function payloadOf(op: Operation, w: World, values: Record<string, string>): Payload {
  const hand = BODIES[op.key];
  if (hand) return hand(w, values);
  return op.body ? { json: sample(op.body.schema) } : {};
}

function callOf(op: Operation, w: World, values: Record<string, string>): Call {
  const payload = payloadOf(op, w, values);
  const query = [
    payload.query,
    ...op.requiredQuery.map((q) => `${q.name}=${encodeURIComponent(String(sample(q.schema)))}`),
  ].filter(Boolean);
  return { op: op.key, method: op.method, url: fill(op.path, values) + (query.length ? `?${query.join('&')}` : ''), payload };
}

/** Every combination of alice's ids for the operation's parameters (her orders × ..., usually one parameter). */
function combinations(op: Operation, w: World): Record<string, string>[] {
  let out: Record<string, string>[] = [{}];
  for (const p of op.pathParams) {
    const kind: IdKind = p.name === 'userId' ? 'user' : PATH_IDS[op.path]![p.name]!;
    out = out.flatMap((c) => w.ids[kind].map((id) => ({ ...c, [p.name]: id })));
  }
  return out;
}

/** Bob calls every operation that takes one of alice's ids in its path, once per id of hers that fits. */
export function ownedProbes(ops: Operation[], w: World): Probe[] {
  const out: Probe[] = [];
  for (const op of ops) {
    if (isAdminOnly(op) || op.pathParams.length === 0 || NOT_OWNED[op.path]) continue;
    if (op.pathParams.some((p) => p.name !== 'userId' && !PATH_IDS[op.path]?.[p.name])) continue;
    for (const values of combinations(op, w)) {
      out.push({ kind: 'owned', call: callOf(op, w, values), note: "alice's ids in the path" });
      // His own user id with her object: the object must be checked against the user, not only the user against him.
      if (op.pathParams.length > 1 && values.userId)
        out.push({ kind: 'owned', call: callOf(op, w, { ...values, userId: w.bob.id }), note: "bob's user id, alice's object" });
    }
  }
  return out;
}

/** Bob calls every admin-only operation, with real ids where they matter. */
export function adminProbes(ops: Operation[], w: World): Probe[] {
  return ops.filter(isAdminOnly).map((op) => {
    const table = adminIdsFor(op.path);
    const values = Object.fromEntries(
      op.pathParams.map((p) => [p.name, table[p.name]?.(w) ?? (p.name === 'userId' ? w.alice.id : String(sample(p.schema)))]),
    );
    return { kind: 'admin' as const, call: callOf(op, w, values), note: 'admin-only' };
  });
}

/** Product ids in a market page's items. */
const marketIds = (body: unknown): number[] => ((body as { items?: { id?: unknown }[] }).items ?? []).map((i) => Number(i.id));

/**
 * Bob's own reads (every GET with no path parameter and no required query, plus the market's private collection and
 * a search for the private product's title): none may show alice's ids, her email, or her private product.
 */
export function listProbes(ops: Operation[], w: World): Probe[] {
  const plain: Probe[] = ops
    .filter(
      (op) =>
        op.method === 'GET' &&
        op.pathParams.length === 0 &&
        op.requiredQuery.length === 0 &&
        !isAdminOnly(op) &&
        !STREAMS[op.key],
    )
    .map((op) => ({ kind: 'list', call: { op: op.key, method: 'GET', url: op.path, payload: {} }, note: "bob's own read" }));
  const notPrivate = (body: unknown) =>
    marketIds(body).includes(w.privateProduct.id) ? `shows alice's private product ${w.privateProduct.id}` : undefined;
  const market = (query: string): Probe => ({
    kind: 'list',
    call: { op: 'GET /api/market/products', method: 'GET', url: `/api/market/products?${query}`, payload: {} },
    note: 'the market',
    check: notPrivate,
  });
  return [...plain, market('collection=private'), market(`q=${encodeURIComponent(w.privateProduct.title)}`), market('limit=100')];
}
