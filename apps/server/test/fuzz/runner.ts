import { describeRequest, type FuzzRequest } from './requests.js';
import { isList } from './schema-values.js';

/** What came back for one request. `status` 0 means no answer at all (reset, hang, or a client-side refusal). */
export interface Outcome {
  req: FuzzRequest;
  status: number;
  contentType: string;
  text: string;
  error?: string;
  ms: number;
}

/** Everything a run found, across callers; the test asserts on `serverErrors`. */
export class Findings {
  sent = 0;
  /** Requests fetch itself refused to send (a header it will not encode): counted, not judged. */
  readonly unsendable: Outcome[] = [];
  readonly serverErrors: Outcome[] = [];
  readonly badErrorShape: Outcome[] = [];
  /** 4xx written by Fastify's router or Node's HTTP parser before any route runs (no catalogue code there today). */
  readonly frameworkRefusals: Outcome[] = [];
  readonly acceptedInvalid: Outcome[] = [];
  readonly statuses = new Map<number, number>();

  judge(o: Outcome): void {
    this.sent++;
    this.statuses.set(o.status, (this.statuses.get(o.status) ?? 0) + 1);
    if (o.status === 0 || o.status >= 500) keep(this.serverErrors, o);
    else if (o.status >= 400 && !hasErrorShape(o)) keep(isFrameworkRefusal(o) ? this.frameworkRefusals : this.badErrorShape, o);
    else if (o.status < 300 && o.req.invalid) keep(this.acceptedInvalid, o);
  }

  statusLine(): string {
    return [...this.statuses.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([s, n]) => `${s || 'no-answer'}: ${n}`)
      .join(', ');
  }
}

/** A long run keeps up to this many of each kind: enough to group and show, without holding every body in memory. */
const KEEP = 2_000;

function keep(list: Outcome[], o: Outcome): void {
  if (list.length >= KEEP) return;
  const req = { ...o.req, body: undefined, cause: o.req.cause && { ...o.req.cause, body: undefined } };
  list.push({ ...o, req, text: o.text.slice(0, 4_000) });
}

function hasErrorShape(o: Outcome): boolean {
  try {
    const body: unknown = JSON.parse(o.text);
    if (typeof body !== 'object' || body === null) return false;
    const { code, message, params } = body as Record<string, unknown>;
    return (
      typeof code === 'string' && typeof message === 'string' && typeof params === 'object' && params !== null && !isList(params)
    );
  } catch {
    return false;
  }
}

/**
 * Fastify's default error body, `{ error, code?, message, statusCode }`, for headers too large (431): Node's HTTP
 * parser refuses them before Fastify or any route runs. Router refusals (bad percent-encoding, a parameter past its
 * length) go through the server's own error body and are asserted like the rest.
 */
function isFrameworkRefusal(o: Outcome): boolean {
  if (o.status !== 431) return false;
  try {
    const body = JSON.parse(o.text) as Record<string, unknown>;
    return (
      typeof body.statusCode === 'number' &&
      typeof body.error === 'string' &&
      (body.code === undefined || /^FST_/.test(String(body.code)))
    );
  } catch {
    return false;
  }
}

const REQUEST_TIMEOUT_MS = 20_000;

/** Sends one request as built, with the caller's Authorization (unless the request brings its own). */
export async function send(baseUrl: string, req: FuzzRequest, authorization: string | undefined): Promise<Outcome> {
  const headers: Record<string, string> = { ...req.headers };
  if (authorization !== undefined && headers.authorization === undefined) headers.authorization = authorization;
  const started = Date.now();
  try {
    const res = await fetch(baseUrl + req.url, {
      method: req.method,
      headers,
      body: req.body ? new Uint8Array(req.body) : undefined,
      redirect: 'manual',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    // An event stream never ends: its status and headers are the answer.
    if (res.headers.get('content-type')?.startsWith('text/event-stream')) {
      await res.body?.cancel();
      return { req, status: res.status, contentType: res.headers.get('content-type') ?? '', text: '', ms: Date.now() - started };
    }
    const text = await res.text();
    return { req, status: res.status, contentType: res.headers.get('content-type') ?? '', text, ms: Date.now() - started };
  } catch (err) {
    const e = err as Error & { cause?: { code?: string; message?: string } };
    const detail = [e.name, e.message, e.cause?.code, e.cause?.message].filter(Boolean).join(': ');
    return { req, status: 0, contentType: '', text: '', error: detail, ms: Date.now() - started };
  }
}

/** fetch refuses some header values before anything leaves the process: those are no finding about the server. */
export const isClientRefusal = (o: Outcome) => o.status === 0 && /invalid .*header|ByteString|Headers/i.test(o.error ?? '');

/** Runs tasks with at most `limit` in flight; results keep the tasks' order. */
export async function inPool<T>(tasks: readonly (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array<T>(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const i = next++;
      results[i] = await tasks[i]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}

const clip = (text: string, max = 500) => (text.length > max ? `${text.slice(0, max)}…(${text.length} chars)` : text);

/**
 * Groups outcomes by status and operation and shows, per group, which callers met it and the smallest request
 * that did: one failure message lists every distinct problem without drowning in repeats.
 */
export function report(title: string, outcomes: readonly Outcome[], maxGroups = 200): string {
  const groups = new Map<string, Outcome[]>();
  for (const o of outcomes) {
    const key = `${o.status || 'no-answer'} ${o.req.op}`;
    groups.set(key, [...(groups.get(key) ?? []), o]);
  }
  const size = (r: FuzzRequest): number => r.url.length + (r.bodyPreview?.length ?? 0) + (r.cause ? size(r.cause) : 0);
  const lines = [`${title}: ${outcomes.length} request(s) in ${groups.size} group(s) (status, operation)`];
  for (const [key, list] of [...groups.entries()].slice(0, maxGroups)) {
    const callers = [...new Set(list.map((o) => o.req.caller))].join(', ');
    const smallest = list.reduce((a, b) => (size(b.req) < size(a.req) ? b : a));
    lines.push('', `● ${key} — ${list.length}× (callers: ${callers})`);
    lines.push(describeRequest(smallest.req).replace(/^/gm, '    '));
    lines.push(`    → ${smallest.status || 'no answer'} ${smallest.error ?? clip(smallest.text)}`);
    const notes = [...new Set(list.flatMap((o) => o.req.notes))].slice(0, 12);
    if (list.length > 1 && notes.length) lines.push(`    mutations seen in this group: ${notes.join('; ')}`);
  }
  if (groups.size > maxGroups) lines.push('', `…and ${groups.size - maxGroups} more group(s)`);
  return lines.join('\n');
}
