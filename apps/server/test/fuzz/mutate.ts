import { BIG_TEXT, DB_TEXT, NASTY_NUMBERS, NASTY_SHAPES, NASTY_TEXT, type Payload } from './payloads.js';
import type { Schema } from './openapi.js';
import type { Rng } from './prng.js';
import { isList, isObj, type Obj, setKey } from './schema-values.js';

/** One place in a JSON value: the path to it and the schema that governs it there. */
interface Site {
  path: (string | number)[];
  schema: Schema | undefined;
}

function sitesOf(value: unknown, schema: Schema | undefined, path: (string | number)[] = [], out: Site[] = []): Site[] {
  out.push({ path, schema });
  if (isList(value)) {
    value.forEach((v, i) => sitesOf(v, schema?.items, [...path, i], out));
  } else if (isObj(value)) {
    for (const [k, v] of Object.entries(value)) {
      const sub = schema?.properties?.[k] ?? (isObj(schema?.additionalProperties) ? schema.additionalProperties : undefined);
      sitesOf(v, sub, [...path, k], out);
    }
  }
  return out;
}

function getAt(root: unknown, path: (string | number)[]): unknown {
  let v = root;
  for (const k of path) v = isList(v) ? v[k as number] : isObj(v) ? v[k as string] : undefined;
  return v;
}

/** Replaces the value at a path in a deep copy; the root path replaces the whole value. */
function setAt(root: unknown, path: (string | number)[], value: unknown, remove = false): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (isList(root)) {
    const copy = [...root];
    if (remove && rest.length === 0) copy.splice(head as number, 1);
    else copy[head as number] = setAt(copy[head as number], rest, value, remove);
    return copy;
  }
  const copy: Obj = {};
  for (const [k, v] of Object.entries(isObj(root) ? root : {})) {
    if (k === head) {
      if (!(remove && rest.length === 0)) setKey(copy, k, setAt(v, rest, value, remove));
    } else setKey(copy, k, v);
  }
  if (!Object.hasOwn(copy, head as string) && !remove) setKey(copy, head as string, setAt(undefined, rest, value, remove));
  return copy;
}

const label = (path: (string | number)[]) => (path.length ? path.join('.') : '(root)');

/** Puts nasty text inside a plausible string, cut to the field's length so it passes validation and reaches the database. */
function embed(current: unknown, nasty: string, schema: Schema | undefined, rng: Rng): string {
  const base = typeof current === 'string' ? current : 'fuzz';
  let s = rng.chance(0.5) ? `${base}${nasty}` : `${nasty}${base}`;
  if (schema?.maxLength !== undefined) s = s.slice(0, Math.max(schema.maxLength, 1));
  return s;
}

export interface Mutation {
  value: unknown;
  note: string;
}

/** One malformed change to a JSON value: at a random place, of a random kind. */
export function mutateValue(value: unknown, schema: Schema | undefined, rng: Rng): Mutation {
  const sites = sitesOf(value, schema);
  // Leaves get the most attention: that is where the server's own code reads the input.
  const leaves = sites.filter((s) => !isList(getAt(value, s.path)) && !isObj(getAt(value, s.path)));
  const site = leaves.length && rng.chance(0.8) ? rng.pick(leaves) : rng.pick(sites);
  const current = getAt(value, site.path);
  const at = label(site.path);
  const kind = rng.int(10);
  const put = (p: Payload, how: string): Mutation => ({
    value: setAt(value, site.path, p.value),
    note: `${at} ← ${how}:${p.label}`,
  });

  if (kind <= 2) {
    // Hostile text that still fits the field: this is what reaches SQL, FTS and PostgreSQL's text encoding.
    const p = rng.pick(rng.chance(0.6) ? DB_TEXT : NASTY_TEXT);
    if (typeof current === 'string' || site.schema?.type === 'string') {
      return { value: setAt(value, site.path, embed(current, p.value, site.schema, rng)), note: `${at} ← embed:${p.label}` };
    }
    return put(p, 'text');
  }
  if (kind === 3) return put(rng.pick(NASTY_TEXT), 'text');
  if (kind === 4) return put(rng.pick(BIG_TEXT), 'big');
  if (kind === 5) return put(rng.pick(NASTY_NUMBERS), 'number');
  if (kind === 6) return put(rng.pick(NASTY_SHAPES), 'shape');
  if (kind === 7 && site.path.length > 0) {
    return { value: setAt(value, site.path, undefined, true), note: `${at} ← removed` };
  }
  if (kind === 8) {
    // Type swaps: the number written as text (hex, exponent, padded) or the text as a number. Numbers first: a
    // lenient coercion that reads "0x1F40" as 8000 only shows when a number is there to swap.
    const numbers = leaves.filter((l) => typeof getAt(value, l.path) === 'number');
    if (numbers.length) {
      const n = rng.pick(numbers);
      const num = getAt(value, n.path) as number;
      const p = rng.pick([
        { label: 'as-string', value: String(num) },
        { label: 'hex', value: `0x${Math.abs(Math.trunc(num)).toString(16)}` },
        { label: 'exp', value: `${num}e0` },
        { label: 'array', value: [num] },
        { label: 'padded', value: ` ${num} ` },
        { label: 'empty', value: '' },
      ]);
      return { value: setAt(value, n.path, p.value), note: `${label(n.path)} ← swap:${p.label}` };
    }
    if (typeof current === 'string') return put({ label: 'as-number', value: Number.parseInt(current, 10) || 7 }, 'swap');
    if (typeof current === 'boolean') return put({ label: 'as-string', value: String(current) }, 'swap');
  }
  // Extra keys on the nearest object: prototype pollution and fields the contract does not name.
  const objectSites = sites.filter((s) => isObj(getAt(value, s.path)));
  if (objectSites.length) {
    const o = rng.pick(objectSites);
    const obj = getAt(value, o.path) as Obj;
    const copy: Obj = {};
    for (const [k, v] of Object.entries(obj)) setKey(copy, k, v);
    const extra = rng.pick<[string, unknown]>([
      ['__proto__', { x: 1, isAdmin: true, role: 'admin' }],
      ['constructor', { prototype: { x: 1 } }],
      ['prototype', { x: 1 }],
      ['role', 'admin'],
      ['userId', '01J0000000000000000000000A'],
      ['toString', 'x'],
      ['hasOwnProperty', 1],
    ]);
    setKey(copy, extra[0], extra[1]);
    return { value: setAt(value, o.path, copy), note: `${label(o.path)} ← extra-key:${extra[0]}` };
  }
  return put(rng.pick(NASTY_SHAPES), 'shape');
}
