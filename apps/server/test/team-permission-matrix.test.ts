import { beforeAll, expect, it } from 'vitest';
import { PERMISSIONS, type Permission } from '@dropport/contracts';
import { sample, type Schema } from './access/openapi.js';
import { pool } from './access/run.js';
import { STREAMS } from './access/tables.js';
import { describeEachEngine, uniqueEmail, type Credential, type ErrorBody, type Seller } from './harness.js';

type Need = Permission | 'member' | { read: Permission | 'member'; write: Permission | 'member' };

interface RawOperation {
  'x-access'?: string;
  'x-permission'?: Need;
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

interface Op {
  method: string;
  path: string;
  access: string;
  need: Need | undefined;
  jsonBody?: Schema;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
/** Access rules whose routes act for an account: each must say what a team member needs. */
const ACCOUNT_ACCESS = ['user', 'owner'];

const neededFor = (need: Need, method: string): Permission | 'member' =>
  typeof need === 'string' ? need : method === 'GET' || method === 'HEAD' ? need.read : need.write;

/**
 * The team permission matrix, generated from /openapi.json: every operation that acts for an account names what a
 * team member needs (`x-permission`), and for each permission P, a member holding every permission but P is refused
 * each operation needing P (403 TEAM_PERMISSION_REQUIRED naming P, before the body is read), while a member holding
 * only P is not refused it for want of a permission. A new endpoint without a permission fails the first check (and
 * the server's start).
 */
describeEachEngine('team permission matrix, generated from /openapi.json', (get) => {
  let ops: Op[];
  let owner: Seller;
  const without = new Map<Permission, Credential>();
  const only = new Map<Permission, Credential>();

  async function memberWith(permissions: Permission[]): Promise<Credential> {
    const s = get();
    const email = uniqueEmail('matrix');
    const invited = await s.call('POST', '/api/team/invitations', {
      as: owner,
      json: { email, role: 'custom', permissions },
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    const mail = await s.ctx.db.selectFrom('outbox').select('body').where('recipient', '=', email).executeTakeFirstOrThrow();
    const token = /token=([\w-]+)/.exec(mail.body)?.[1] ?? '';
    const person = await s.seller({ email, verified: true });
    const accepted = await s.call('POST', '/api/team/invitations/accept', { as: person, json: { token } });
    expect(accepted.status).toBe(200);
    return person;
  }

  beforeAll(async () => {
    const s = get();
    owner = await s.seller({ verified: true });
    const doc = (await (await fetch(`${s.url}/openapi.json`)).json()) as { paths: Record<string, Record<string, RawOperation>> };
    ops = [];
    for (const [path, byMethod] of Object.entries(doc.paths)) {
      for (const [m, op] of Object.entries(byMethod)) {
        if (!METHODS.includes(m) || !op['x-access']) continue;
        const json = op.requestBody?.content?.['application/json']?.schema;
        ops.push({
          method: m.toUpperCase(),
          path,
          access: op['x-access'],
          need: op['x-permission'],
          ...(json ? { jsonBody: json } : {}),
        });
      }
    }
    for (const p of PERMISSIONS) {
      without.set(p, await memberWith(PERMISSIONS.filter((q) => q !== p)));
      only.set(p, await memberWith([p]));
    }
  }, 120_000);

  it('names what a team member needs on every operation that acts for an account', () => {
    expect(ops.length).toBeGreaterThan(100);
    const missing = ops.filter((o) => ACCOUNT_ACCESS.includes(o.access) && o.need === undefined);
    expect(missing.map((o) => `${o.method} ${o.path}`)).toEqual([]);
  });

  it('refuses a member without the permission and lets one with only it through, on every such operation', async () => {
    const s = get();
    const url = (o: Op) => o.path.replace('{userId}', owner.id).replace(/\{(\w+)\}/g, 'sample');
    const calls: { op: Op; wanted: Permission | 'member'; as: Credential; expectRefusal: boolean }[] = [];
    for (const op of ops) {
      if (op.need === undefined) continue;
      const wanted = neededFor(op.need, op.method);
      if (wanted !== 'member') calls.push({ op, wanted, as: without.get(wanted)!, expectRefusal: true });
      if (STREAMS[`${op.method} ${op.path}`]) continue;
      // `member` operations: a member with any single permission passes; one with only `market` stands for all.
      calls.push({ op, wanted, as: only.get(wanted === 'member' ? 'market' : wanted)!, expectRefusal: false });
    }
    const wrong: string[] = [];
    await pool(calls, 4, async (c) => {
      const json = c.op.jsonBody ? sample(c.op.jsonBody) : undefined;
      const res = await s.call<ErrorBody>(c.op.method, url(c.op), { as: c.as, ...(json === undefined ? {} : { json }) });
      const refused = res.status === 403 && res.body.code === 'TEAM_PERMISSION_REQUIRED';
      if (c.expectRefusal && !(refused && res.body.params.permission === c.wanted))
        wrong.push(`${c.op.method} ${c.op.path} without ${c.wanted}: ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`);
      if (!c.expectRefusal && refused) wrong.push(`${c.op.method} ${c.op.path} with ${c.wanted}: refused`);
    });
    const refusals = calls.filter((c) => c.expectRefusal).length;
    console.log(
      `[team-permission-matrix ${s.engine}] ${ops.length} operations, ${ops.filter((o) => o.need !== undefined).length} acting ` +
        `for an account; ${PERMISSIONS.length} permissions; ${calls.length} calls: ${refusals} refusals checked, ` +
        `${calls.length - refusals} passes checked`,
    );
    expect(wrong).toEqual([]);
  }, 120_000);
});
