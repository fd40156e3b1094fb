import { encodeComponent, preview, previewBytes } from './encode.js';
import { csvBody } from './csv.js';
import { GATEWAY_NOTIFICATION, inboundOf, SHOPIFY_ORDER, signInbound, type Signing } from './inbound.js';
import { mutateValue } from './mutate.js';
import { fileFor, multipartBody } from './multipart.js';
import { isFlatObject, type Operation, type Parameter } from './openapi.js';
import { DB_TEXT, NASTY_HEADERS, NASTY_PATH_SEGMENTS, NASTY_QUERY, NASTY_SHAPES, NASTY_TEXT } from './payloads.js';
import type { Rng } from './prng.js';
import { conforms, formConforms, type Hints, isList, isObj, plausible, queryConforms } from './schema-values.js';

export type CallerName = 'anonymous' | 'seller' | 'admin';

/** One request the fuzzer sends, with everything needed to print it and send it again. */
export interface FuzzRequest {
  op: string;
  caller: string;
  /** The run's seed: with the operation, the caller and the sample it rebuilds this request. */
  seed: number;
  sample: number;
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** The body as a reader should see it in a report. */
  bodyPreview?: string;
  /** What was made malformed, e.g. `body.title ← embed:nul`. */
  notes: string[];
  /** The request breaks the operation's own schema: a 2xx to it is worth a look. */
  invalid: boolean;
  /** For a follow-up (downloading a file an upload stored): the request that made it possible. */
  cause?: FuzzRequest;
}

/** What the builder needs to know about the world: real ids, the callers, and the inbound webhooks' secrets. */
export interface BuildContext {
  caller: string;
  /** The caller's own user id (the seller's for the anonymous caller, so that the refusal is about the caller). */
  userId: string;
  /** Another user's id, so admins read and are refused writes on someone else's data. */
  otherUserId: string;
  /** Real values for a path parameter of this operation (ids the fixture made), if any. */
  realPathValues(op: Operation, param: string): readonly string[];
  hints: Hints;
  csvTemplate(op: Operation): string | undefined;
  /** A password the caller really has: lets password-checked routes go past the check. */
  password: string;
  signing: Signing;
}

interface QueryPair {
  key: string;
  value: string;
  /** Already percent-encoded (bytes no encoder would produce). */
  raw?: boolean;
}

/** A plausible value for a path parameter: a real id when the fixture has one, else something id-shaped. */
function plausiblePathValue(op: Operation, param: Parameter, ctx: BuildContext, rng: Rng): string {
  const real = ctx.realPathValues(op, param.name);
  if (real.length && rng.chance(0.9)) return encodeComponent(rng.pick(real));
  const v = plausible(param.schema ?? { type: 'string' }, param.name, rng, ctx.hints);
  return encodeComponent(typeof v === 'string' ? v : String(v));
}

function malformedPathValue(rng: Rng, notes: string[], name: string): string {
  if (rng.chance(0.5)) {
    const p = rng.pick(NASTY_PATH_SEGMENTS);
    notes.push(`path.${name} ← raw:${p.label}`);
    return p.value;
  }
  const p = rng.pick(NASTY_TEXT);
  notes.push(`path.${name} ← ${p.label}`);
  return encodeComponent(p.value);
}

/** The query value a browser form would send for a typed value. */
const queryText = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'object' ? JSON.stringify(v) : String(v));

function serializeQuery(pairs: QueryPair[]): string {
  if (!pairs.length) return '';
  return `?${pairs.map((p) => `${encodeComponent(p.key)}=${p.raw ? p.value : encodeComponent(p.value)}`).join('&')}`;
}

/** Form encoding of a flat body: arrays as repeated keys, anything else as its text. */
function formEncode(value: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [k, v] of Object.entries(value)) {
    for (const item of isList(v) ? v : [v]) parts.push(`${encodeComponent(k)}=${encodeComponent(queryText(item))}`);
  }
  return parts.join('&');
}

/** Literal JSON number texts that JSON.stringify can never write (they parse to Infinity, -0, or lose precision). */
const RAW_NUMBER_TEXTS = ['1e400', '-1e400', '-0', '1.0', '123456789012345678901234567890', '0.1e1', '1E2'];
const RAW_MARK = '\u0000fuzz-raw\u0000';

/** A whole body sent wrong: bad JSON, the wrong type, or the right text under a misleading content type. */
function brokenBodyEncoding(
  jsonText: string,
  rng: Rng,
  notes: string[],
): { contentType?: string; bytes: Buffer; invalid: boolean } {
  const choice = rng.int(9);
  const variants: [string, string | undefined, Buffer][] = [
    ['truncated JSON', 'application/json', Buffer.from(jsonText.slice(0, Math.max(1, jsonText.length - 2)))],
    ['empty JSON body', 'application/json', Buffer.alloc(0)],
    ['JSON under text/plain', 'text/plain', Buffer.from(jsonText)],
    ['JSON under application/xml', 'application/xml', Buffer.from(jsonText)],
    ['JSON with a BOM', 'application/json', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(jsonText)])],
    ['JSON as latin1 charset', 'application/json; charset=latin1', Buffer.from(jsonText)],
    ['JSON with invalid UTF-8', 'application/json', Buffer.from(`{"a":"\xff\xfe","b":1}`, 'latin1')],
    ['JSON with duplicate keys', 'application/json', Buffer.from(jsonText.replace(/^\{/, '{"__proto__":{"x":1},'))],
    ['no content-type', undefined, Buffer.from(jsonText)],
  ];
  const [note, contentType, bytes] = variants[choice]!;
  notes.push(`body ← ${note}`);
  // A BOM, a charset or a missing content type may be forgiven; a cut-off JSON text never.
  return { contentType, bytes, invalid: choice === 0 };
}

/** Builds one request for an operation: the plausible base (sample 0) or a malformed variant of it. */
export function buildRequest(op: Operation, ctx: BuildContext, rng: Rng, seed: number, sample: number): FuzzRequest {
  const notes: string[] = [];
  let invalid = false;
  const mutate = sample > 0;
  const headers: Record<string, string> = {};
  const hints: Hints = (name) => {
    if (/password/i.test(name)) return [ctx.password];
    if (name === 'userId') return [ctx.userId];
    return ctx.hints(name);
  };

  // Which parts get broken: one to three of what the operation has.
  const targets: string[] = [];
  if (mutate) {
    const have = ['header'];
    if (op.pathParams.length) have.push('path', 'path');
    if (op.queryParams.length || op.method === 'GET') have.push('query', 'query');
    if (op.bodyKind !== 'none' || op.method !== 'GET') have.push('body', 'body', 'body');
    const n = 1 + rng.int(op.bodyKind === 'none' ? 2 : 3);
    for (let i = 0; i < n; i++) targets.push(rng.pick(have));
  }
  const count = (t: string) => targets.filter((x) => x === t).length;

  // Path.
  const segments = new Map<string, string>();
  const brokenParams = new Set<string>();
  for (let i = 0; i < count('path'); i++) brokenParams.add(rng.pick(op.pathParams).name);
  for (const param of op.pathParams) {
    if (brokenParams.has(param.name)) segments.set(param.name, malformedPathValue(rng, notes, param.name));
    else if (param.name === 'userId') {
      segments.set(param.name, encodeComponent(ctx.caller === 'admin' && rng.chance(0.5) ? ctx.otherUserId : ctx.userId));
    } else segments.set(param.name, plausiblePathValue(op, param, ctx, rng));
  }
  const path = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => segments.get(name) ?? '');

  // Query.
  const pairs: QueryPair[] = [];
  for (const param of op.queryParams) {
    if (!param.required && !rng.chance(0.5)) continue;
    pairs.push({ key: param.name, value: queryText(plausible(param.schema ?? { type: 'string' }, param.name, rng, hints)) });
  }
  for (let i = 0; i < count('query'); i++) {
    const choice = rng.int(10);
    const param = op.queryParams.length ? rng.pick(op.queryParams) : undefined;
    if (param && choice < 6) {
      const p = rng.pick(rng.chance(0.4) ? DB_TEXT : NASTY_QUERY);
      const existing = pairs.find((q) => q.key === param.name);
      if (existing) existing.value = p.value;
      else pairs.push({ key: param.name, value: p.value });
      notes.push(`query.${param.name} ← ${p.label}`);
      if (!queryConforms(param.schema ?? {}, p.value)) invalid = true;
    } else if (param && choice === 6) {
      pairs.push({ key: param.name, value: '1' }, { key: param.name, value: '2' });
      notes.push(`query.${param.name} ← repeated`);
    } else if (param && choice === 7) {
      pairs.push({ key: `${param.name}[a]`, value: '1' }, { key: `${param.name}[__proto__][x]`, value: '1' });
      notes.push(`query.${param.name} ← bracket object`);
    } else if (choice === 8) {
      const p = rng.pick(['%00', '%ED%A0%80', '%zz', '%', '%E2%82', '%C0%AE']);
      pairs.push({ key: param?.name ?? 'q', value: p, raw: true });
      notes.push(`query.${param?.name ?? 'q'} ← raw:${p}`);
    } else {
      const key = rng.pick(['__proto__', 'constructor[prototype][x]', '__proto__[isAdmin]', 'toString', 'hasOwnProperty', '']);
      pairs.push({ key, value: '1' });
      notes.push(`query key ← ${JSON.stringify(key)}`);
    }
  }
  const url = `${path}${serializeQuery(pairs)}`;

  // Headers.
  const inbound = inboundOf(op);
  for (let i = 0; i < count('header'); i++) {
    const h = rng.pick(NASTY_HEADERS);
    Object.assign(headers, h.value);
    notes.push(`header ← ${h.label}`);
  }

  // Body.
  let body: Buffer | undefined;
  let bodyPreview: string | undefined;
  const bodyMutations = count('body');
  if (op.bodyKind === 'json' || (inbound && op.method === 'POST')) {
    const schema = op.bodySchema ?? (inbound === 'shopify' ? SHOPIFY_ORDER : GATEWAY_NOTIFICATION);
    let value = plausible(schema, 'body', rng, hints);
    let rawNumber: string | undefined;
    for (let i = 0; i < bodyMutations; i++) {
      if (rng.chance(0.1) && isObj(value)) {
        // A number only a hand-written JSON text can carry.
        const numeric = Object.entries(value).find(([, v]) => typeof v === 'number');
        if (numeric) {
          rawNumber = rng.pick(RAW_NUMBER_TEXTS);
          value = { ...value, [numeric[0]]: RAW_MARK };
          notes.push(`body.${numeric[0]} ← raw-json:${rawNumber}`);
          continue;
        }
      }
      const m = mutateValue(value, schema, rng);
      value = m.value;
      notes.push(`body.${m.note}`);
    }
    // Webhook bodies are only stored here and read by a job later: a 200 to a bad one is the protocol.
    let bodyInvalid = !inbound && (!conforms(schema, value) || rawNumber !== undefined);
    let text = JSON.stringify(value) ?? 'null';
    if (rawNumber !== undefined) text = text.replace(JSON.stringify(RAW_MARK), rawNumber);
    bodyPreview = preview(value);
    if (rawNumber !== undefined) bodyPreview = bodyPreview.replace(JSON.stringify(RAW_MARK), rawNumber);
    const flatValue =
      isFlatObject(op.bodySchema) && isObj(value) && Object.values(value).every((v) => !isObj(v)) ? value : undefined;
    if (mutate && rng.chance(0.12)) {
      const broken = brokenBodyEncoding(text, rng, notes);
      if (broken.contentType) headers['content-type'] = broken.contentType;
      body = broken.bytes;
      bodyPreview = previewBytes(broken.bytes);
      if (!inbound && broken.invalid) bodyInvalid = true;
    } else if (flatValue && !inbound && rawNumber === undefined && rng.chance(0.3)) {
      // The seed's own calls go form-encoded: every flat body is accepted that way too.
      headers['content-type'] = 'application/x-www-form-urlencoded';
      const form = formEncode(flatValue);
      // In a form everything is text: 7 and "7" are the same field, so judge what the server will read.
      bodyInvalid = !formConforms(schema, flatValue);
      body = Buffer.from(form);
      bodyPreview = `form: ${form.length > 600 ? `${form.slice(0, 600)}…` : form}`;
    } else {
      headers['content-type'] = 'application/json';
      body = Buffer.from(text, 'utf8');
    }
    if (bodyInvalid) invalid = true;
    if (inbound) signInbound(inbound, ctx.signing, rng, mutate, body, value, headers, notes);
  } else if (op.bodyKind === 'csv') {
    const csv = csvBody(ctx.csvTemplate(op) ?? 'a,b\n1,2\n', rng, bodyMutations, notes);
    headers['content-type'] = mutate && rng.chance(0.1) ? 'application/json' : 'text/csv';
    body = csv;
    bodyPreview = previewBytes(csv);
  } else if (op.bodyKind === 'multipart') {
    const purposes = /purpose = ([\w |]+)/
      .exec(op.summary)?.[1]
      ?.split('|')
      .map((s) => s.trim());
    const purpose = purposes?.length ? rng.pick(purposes) : undefined;
    const file = fileFor(purpose ?? (op.path.includes('catalogue') ? 'csv' : 'image'), rng);
    const csv = op.path.includes('catalogue') ? ctx.csvTemplate(op) : undefined;
    const fields: Record<string, string> = purpose ? { purpose } : {};
    const mp = multipartBody(fields, csv ? { ...file, data: Buffer.from(csv) } : file, rng, bodyMutations > 0, notes);
    headers['content-type'] = mp.contentType;
    body = mp.bytes;
    bodyPreview = previewBytes(mp.bytes, 400);
  } else if (op.method !== 'GET' && bodyMutations) {
    // Routes without a body still parse one if it comes.
    const shape = rng.pick(NASTY_SHAPES);
    headers['content-type'] = rng.pick(['application/json', 'application/x-www-form-urlencoded', 'text/plain']);
    const text =
      headers['content-type'] === 'application/json'
        ? JSON.stringify(shape.value)
        : `a=${encodeComponent(rng.pick(NASTY_TEXT).value)}`;
    body = Buffer.from(text);
    bodyPreview = previewBytes(body);
    notes.push(`unexpected body ← ${shape.label}`);
  }

  return { op: op.key, caller: ctx.caller, seed, sample, method: op.method, url, headers, body, bodyPreview, notes, invalid };
}

/** A printable account of a request: what a failure message shows. */
export function describeRequest(r: FuzzRequest): string {
  const lines = [`${r.method} ${r.url.length > 400 ? `${r.url.slice(0, 400)}…(${r.url.length} chars)` : r.url}`];
  for (const [k, v] of Object.entries(r.headers))
    lines.push(`  ${k}: ${v.length > 120 ? `${v.slice(0, 120)}…(${v.length} chars)` : v}`);
  if (r.bodyPreview !== undefined) lines.push(`  body: ${r.bodyPreview}`);
  if (r.notes.length) lines.push(`  mutations: ${r.notes.join('; ')}`);
  if (r.cause) {
    lines.push(`  after: ${describeRequest(r.cause).replace(/\n/g, '\n  ')}`);
    return lines.join('\n');
  }
  lines.push(`  reproduce: FUZZ_SEED=${r.seed} FUZZ_ONLY='${r.op}' (caller ${r.caller}, sample ${r.sample})`);
  return lines.join('\n');
}
