import type { Seller, TestServer } from '../harness.js';
import type { Call, Probe } from './probes.js';

export interface Violation {
  method: string;
  url: string;
  status: number;
  body: string;
  why: string;
}

interface Answer {
  status: number;
  body: string;
}

/** Runs `work` over `items` with at most `limit` at a time, in order of start. */
export async function pool<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

const text = (body: unknown) => (typeof body === 'string' ? body : JSON.stringify(body));
const cut = (s: string, n = 400) => (s.length > n ? `${s.slice(0, n)}…` : s);

/** `id` as a whole token (a number not inside a longer one). */
const token = (id: string) => new RegExp(`(?<![0-9A-Za-z])${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![0-9A-Za-z])`, 'g');

export class Runner {
  requests = 0;
  readonly violations: Violation[] = [];

  /** `secrets`: what of alice's must never be in a successful answer to bob, with what it is. */
  constructor(
    private readonly s: TestServer,
    private readonly bob: Seller,
    private readonly secrets: Map<string, string>,
  ) {}

  private async send(call: Call): Promise<Answer> {
    this.requests++;
    const p = call.payload;
    const headers: Record<string, string> = {};
    let body: RequestInit['body'];
    if (p.csv !== undefined) {
      headers['content-type'] = 'text/csv';
      body = p.csv;
    } else if (p.multipart) body = p.multipart();
    const res = await this.s.call(call.method, call.url, {
      as: this.bob,
      headers,
      ...(p.json !== undefined ? { json: p.json } : {}),
      ...(body === undefined ? {} : { body }),
    });
    const answer = { status: res.status, body: text(res.body) };
    // ACCESS_MATRIX_TRACE=1 prints every call bob makes, to see what a probe reaches.
    if (process.env.ACCESS_MATRIX_TRACE) console.log(`${call.method} ${call.url} -> ${answer.status} ${cut(answer.body, 160)}`);
    return answer;
  }

  private fail(call: Call, a: Answer, why: string) {
    this.violations.push({ method: call.method, url: call.url, status: a.status, body: cut(a.body), why });
  }

  /** A successful answer must not hold anything of alice's that bob did not send himself. */
  private scan(call: Call, a: Answer) {
    if (a.status < 200 || a.status >= 300) return;
    const sent = call.url + text(call.payload.json ?? '') + (call.payload.csv ?? '');
    for (const [secret, what] of this.secrets) {
      if (!sent.includes(secret) && a.body.includes(secret)) this.fail(call, a, `shows ${what} (${secret})`);
    }
  }

  private refusal(call: Call, a: Answer, allowed: number[], context: string) {
    if (allowed.includes(a.status)) return;
    if (a.status >= 200 && a.status < 300) return this.fail(call, a, `succeeded (${context})`);
    if (a.status >= 500) return this.fail(call, a, `server error (${context})`);
    if (a.status === 401) return this.fail(call, a, 'answered 401 although bob is signed in');
    if (a.status === 400 && a.body.includes('VALIDATION_FAILED'))
      return this.fail(
        call,
        a,
        `refused by validation before any ownership or role check: give it a valid body in BODIES (${context})`,
      );
    this.fail(
      call,
      a,
      `answered ${a.status} instead of ${allowed.join('/')}: the object was looked at before the check (${context})`,
    );
  }

  async run(probe: Probe): Promise<void> {
    const a = await this.send(probe.call);
    const before = this.violations.length;
    switch (probe.kind) {
      case 'owned':
        this.refusal(probe.call, a, [403, 404], probe.note);
        break;
      case 'admin':
        this.refusal(probe.call, a, [403], probe.note);
        break;
      case 'list': {
        if (a.status >= 500) this.fail(probe.call, a, `server error (${probe.note})`);
        const problem = probe.check && a.status === 200 ? probe.check(JSON.parse(a.body) as unknown) : undefined;
        if (problem) this.fail(probe.call, a, problem);
        break;
      }
    }
    // A call already reported as reaching too far need not be reported again for what its answer shows.
    if (this.violations.length === before) this.scan(probe.call, a);
  }

  /** The twin goes first, so that whatever the real call may wrongly do cannot change the twin's answer. */
  async runTwin(probe: Extract<Probe, { kind: 'twin' }>): Promise<void> {
    const t = await this.send(probe.twin);
    const a = await this.send(probe.call);
    const before = this.violations.length;
    const [mine, strange] = probe.swap;
    const norm = (s: string) => s.replace(token(mine), '<ID>').replace(token(strange), '<ID>');
    if (t.status === 400 && t.body.includes('VALIDATION_FAILED'))
      this.fail(probe.twin, t, `refused by validation, so the pair proves nothing: fix the probe (${probe.note})`);
    else if (probe.reaches && !t.body.includes(probe.reaches))
      this.fail(
        probe.twin,
        t,
        t.status >= 200 && t.status < 300
          ? `accepted an id nobody has, where ${probe.reaches} was expected: the check is gone (${probe.note})`
          : `no longer reaches the check it tests (no ${probe.reaches}): fix the probe (${probe.note})`,
      );
    if (a.status >= 500) this.fail(probe.call, a, `server error (${probe.note})`);
    else if (a.status !== t.status || norm(a.body) !== norm(t.body))
      this.fail(
        probe.call,
        a,
        `answers otherwise than for an id nobody has (${t.status} ${cut(t.body, 200)}): ${probe.note} is used or revealed`,
      );
    if (this.violations.length === before) this.scan(probe.call, a);
  }

  async all(probes: Probe[], concurrency: number): Promise<void> {
    await pool(probes, concurrency, (p) => (p.kind === 'twin' ? this.runTwin(p) : this.run(p)));
  }
}
