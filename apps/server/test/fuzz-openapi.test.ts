import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basic, engines, type Seller } from './harness.js';
import type { Operation } from './fuzz/openapi.js';
import { nastyAuthorizations } from './fuzz/payloads.js';
import { hashSeed, Rng } from './fuzz/prng.js';
import { buildRequest, type BuildContext, type CallerName, type FuzzRequest } from './fuzz/requests.js';
import { Findings, inPool, isClientRefusal, report, send, type Outcome } from './fuzz/runner.js';
import { GATEWAY_SECRET, MERCHANT, startWorld, type World } from './fuzz/world.js';
import { SECRET as SHOPIFY_SECRET } from './stores-support.js';

// CI runs a small fixed sample; `npm run fuzz` sets FUZZ_PER_OPERATION higher. FUZZ_SEED and FUZZ_ONLY (a substring
// of "METHOD /path") rebuild the requests a failure names.
const PER_OPERATION = Math.max(1, Number(process.env.FUZZ_PER_OPERATION ?? 4));
const SEED = Number(process.env.FUZZ_SEED ?? 20_240_501);
const ONLY = process.env.FUZZ_ONLY;
const CONCURRENCY = 8;
/** A file to append every exchange to (JSON lines), for reading what the fuzzer did beyond its failures. */
const LOG = process.env.FUZZ_LOG;
const CALLERS: CallerName[] = ['anonymous', 'seller', 'admin'];

/**
 * Operations that end the caller's session or change its password. The seller runs each such request as a
 * throwaway seller registered for it; the admin runs them against the seller's id (refused: admins may not end
 * other people's sessions), so neither fuzzing identity is signed out halfway through the run.
 */
const SESSION_ENDING = /\/(logout|pwd1|sessions\/endOthers|sessions\/\{sessionId\}\/end)$/;

// The two upload routes parse a stream by hand (boundaries, file names, limits): more for them, at little cost.
const samplesFor = (op: Operation) => (op.bodyKind === 'multipart' ? 3 * PER_OPERATION : PER_OPERATION);

const DESTRUCTIVE = (op: Operation) =>
  op.method === 'DELETE' || /\/(remove|cancel|reject|decline|unlist|end|endOthers|logout)$/.test(op.path);

interface Identity {
  authorization: string;
  userId: string;
  otherUserId: string;
  password: string;
  /** The throwaway's own sessions: the only session ids a run may end. */
  sessionIds: string[];
}

for (const engine of engines()) {
  describe(`fuzz: every OpenAPI operation with malformed input [${engine}]`, () => {
    let w: World | undefined;
    const findings = new Findings();
    const world = () => {
      if (!w) throw new Error('world not started');
      return w;
    };

    let startedAt = 0;

    beforeAll(async () => {
      startedAt = Date.now();
      w = await startWorld(engine);
      if (LOG) fs.appendFileSync(LOG, `${JSON.stringify({ engine, pools: w.pools.dump(), setupNotes: w.setupNotes })}\n`);
    }, 180_000);
    afterAll(async () => {
      await w?.close();
      const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
      console.log(
        `fuzz [${engine}]: ${findings.sent} requests in all (credentials and downloads included), ${seconds}s from start to close`,
      );
    });

    const ops = () => world().ops.filter((op) => !ONLY || op.key.includes(ONLY));

    async function identity(op: Operation, caller: CallerName): Promise<Identity> {
      const { s, seller, admin } = world();
      const of = (c: Seller) => basic(c.id, c.token);
      if (caller === 'anonymous') {
        return {
          authorization: basic(s.config.PUBLIC_CLIENT_ID, s.config.PUBLIC_CLIENT_SECRET),
          userId: seller.id,
          otherUserId: admin.id,
          password: seller.password,
          sessionIds: [],
        };
      }
      if (caller === 'admin') {
        const own = SESSION_ENDING.test(op.path) ? seller.id : admin.id;
        return { authorization: of(admin), userId: own, otherUserId: seller.id, password: admin.password, sessionIds: [] };
      }
      if (!SESSION_ENDING.test(op.path)) {
        return { authorization: of(seller), userId: seller.id, otherUserId: admin.id, password: seller.password, sessionIds: [] };
      }
      const t = await s.seller();
      const sessions = await s.call<{ items?: { id: string }[] }>('GET', `/v1/users/${t.id}/sessions`, { as: t });
      return {
        authorization: of(t),
        userId: t.id,
        otherUserId: seller.id,
        password: t.password,
        sessionIds: (sessions.body.items ?? []).map((i) => i.id),
      };
    }

    function contextFor(caller: CallerName, who: Identity, op: Operation): BuildContext {
      const { pools, csvTemplates, shopDomain } = world();
      return {
        caller,
        userId: who.userId,
        otherUserId: who.otherUserId,
        password: who.password,
        hints: (name) => (name === 'cursor' ? pools.cursors(op.path) : pools.hint(name)),
        realPathValues: (op, param) => {
          if (param === 'sessionId') return who.sessionIds;
          if (op.path.startsWith('/v1/userTrackSetting/')) return [who.userId];
          // Unlinking the one store would leave every later store, listing and order request with nothing to find.
          if (op.method === 'DELETE' && op.path === '/api/stores/{id}') return [];
          return pools.forPath(op, param);
        },
        csvTemplate: (op) => {
          const key = [...csvTemplates.keys()].find((k) =>
            op.path.includes('catalogue')
              ? k.includes('catalogue')
              : op.path.endsWith('/tracking')
                ? k.includes('tracking')
                : op.path.endsWith('/checkpoints')
                  ? k.includes('checkpoint')
                  : k.includes('manual'),
          );
          return key ? csvTemplates.get(key) : undefined;
        },
        signing: { shopifySecret: SHOPIFY_SECRET, shopDomain, merchantId: MERCHANT, gatewaySecret: GATEWAY_SECRET },
      };
    }

    /** Sends a request and, when the answer links a stored file, downloads it as the same caller. */
    async function sendAndFollow(req: FuzzRequest, authorization: string): Promise<void> {
      const o = await send(world().s.url, req, authorization);
      record(o);
      if (o.status < 200 || o.status >= 300) return;
      const url = /"url":"(\/files\/[^"?]+)"/.exec(o.text)?.[1];
      if (!url) return;
      const follow: FuzzRequest = {
        ...req,
        op: 'GET /files/{id}',
        method: 'GET',
        url,
        headers: {},
        body: undefined,
        bodyPreview: undefined,
        notes: [`download of the file stored by ${req.op}`],
        invalid: false,
        cause: req,
      };
      record(await send(world().s.url, follow, authorization));
    }

    function record(o: Outcome): void {
      if (LOG) {
        const { req } = o;
        const line = {
          engine,
          op: req.op,
          caller: req.caller,
          sample: req.sample,
          status: o.status,
          url: req.url,
          body: req.bodyPreview,
          notes: req.notes,
          answer: o.error ?? o.text.slice(0, 300),
          ms: o.ms,
        };
        fs.appendFileSync(LOG, `${JSON.stringify(line)}\n`);
      }
      if (isClientRefusal(o)) findings.unsendable.push(o);
      else findings.judge(o);
    }

    it(
      'answers no malformed request with a 5xx, for the anonymous caller, a seller and an admin',
      async () => {
        const started = Date.now();
        const tasksFor = (list: Operation[]) =>
          list.flatMap((op) =>
            CALLERS.flatMap((caller) =>
              Array.from({ length: samplesFor(op) }, (_, sample) => async () => {
                const rng = new Rng(hashSeed(`${SEED}|${op.key}|${caller}|${sample}`));
                const who = await identity(op, caller);
                await sendAndFollow(buildRequest(op, contextFor(caller, who, op), rng, SEED, sample), who.authorization);
              }),
            ),
          );
        // Deletions and cancellations go last, so that every other operation still finds the fixture's objects.
        await inPool(tasksFor(ops().filter((op) => !DESTRUCTIVE(op))), CONCURRENCY);
        await inPool(tasksFor(ops().filter(DESTRUCTIVE)), CONCURRENCY);
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        const w = world();
        console.log(
          [
            `fuzz [${engine}]: ${findings.sent} requests over ${ops().length} operations × ${CALLERS.length} callers × ${PER_OPERATION} samples (uploads 3×) in ${seconds}s (seed ${SEED})`,
            `  statuses: ${findings.statusLine()}${findings.unsendable.length ? `; ${findings.unsendable.length} refused by fetch itself (${[...new Set(findings.unsendable.flatMap((o) => o.req.notes.filter((n) => n.startsWith('header'))))].join(', ')})` : ''}`,
            ...(w.setupNotes.length ? [`  setup refused: ${w.setupNotes.join(' | ')}`] : []),
          ].join('\n'),
        );
        if (findings.acceptedInvalid.length)
          console.log(report(`[${engine}] 2xx to input outside the operation's own schema`, findings.acceptedInvalid, 60));
        if (findings.serverErrors.length) expect.fail(report(`[${engine}] 5xx or no answer`, findings.serverErrors));
      },
      120_000 + PER_OPERATION * 40_000,
    );

    it('never answers 5xx to a malformed Basic credential', async () => {
      const { seller, s } = world();
      const creds = nastyAuthorizations(s.config.PUBLIC_CLIENT_ID, seller.id);
      const before = findings.serverErrors.length;
      const tasks = ops().flatMap((op, i) =>
        [0, 1].map((k) => async () => {
          const cred = creds[(i * 2 + k) % creds.length]!;
          const who = await identity(op, 'seller');
          const req = buildRequest(op, contextFor('seller', who, op), new Rng(hashSeed(`${SEED}|${op.key}|cred|${k}`)), SEED, 0);
          req.caller = `credential:${cred.label}`;
          req.notes.push(`authorization ← ${cred.label}`);
          req.headers.authorization = cred.value;
          record(await send(s.url, req, undefined));
        }),
      );
      await inPool(tasks, CONCURRENCY);
      const errors = findings.serverErrors.slice(before);
      if (errors.length) expect.fail(report(`[${engine}] 5xx to a malformed credential`, errors));
    }, 120_000);

    // Headers too large (431) are refused by Node's HTTP parser before any route, in Fastify's own body: listed, not
    // asserted. Everything else, router refusals included, must carry the catalogue's body.
    it('gives every 4xx a route answers the error body { code, message, params }', () => {
      if (findings.frameworkRefusals.length)
        console.log(
          `fuzz [${engine}]: ${findings.frameworkRefusals.length} requests refused by the HTTP parser (431), as expected`,
        );
      if (findings.badErrorShape.length)
        expect.fail(report(`[${engine}] 4xx without { code, message, params }`, findings.badErrorShape));
    });
  });
}
