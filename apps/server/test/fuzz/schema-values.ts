import { scalarType, type Schema } from './openapi.js';
import type { Rng } from './prng.js';

/** Real values the fixture knows for a field or parameter name (ids the caller owns, the shop's domain...). */
export type Hints = (name: string) => readonly unknown[] | undefined;

export type Obj = Record<string, unknown>;

/** Array.isArray narrowed to unknown[] (its own narrowing is any[]). */
export const isList = (v: unknown): v is unknown[] => Array.isArray(v);

export const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Sets a key as an own data property. Plain assignment of `__proto__` would change the object's prototype instead
 * of writing the key the server is meant to see.
 */
export function setKey(obj: Obj, key: string, value: unknown): void {
  Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });
}

/** Candidate strings for patterned fields: the first that fits the pattern and lengths wins. */
const PATTERN_CANDIDATES = [
  '123456',
  'fuzz-item',
  'USD',
  '2024-05-01',
  '2024-05-01T10:00:00Z',
  'fuzz.key-00000001',
  '/api/art/2/40/cup.svg',
  'FUZZ-SKU-1',
  'AB12-3456',
  'https://example.com/p/1',
  'US',
  'a',
];

/** Values that make a request plausible by field name alone, before the schema is asked. */
function byName(name: string, rng: Rng): string | undefined {
  const n = name.toLowerCase();
  if (n === 'email' || n === 'username' || n === 'to') return `fuzz.${rng.int(1e9).toString(36)}@example.com`;
  if (n.includes('url') || n === 'avatar') return 'https://example.com/p/1';
  if (n === 'shop') return 'fuzz-shop.myshopify.com';
  if (n === 'phone') return '+1 650 253 0000';
  if (n.includes('country') || n === 'shipto' || n === 'shipfrom') return 'US';
  if (n === 'currency') return 'USD';
  if (n === 'locale') return 'en-US';
  if (n === 'tz' || n === 'timezone') return 'Europe/Madrid';
  if (n === 'from' || n === 'to' || n === 'transferdate') return '2024-05-01';
  if (n === 'query') return 'shop=fuzz-shop.myshopify.com&code=abc&state=x&timestamp=1&hmac=00';
  return undefined;
}

function fits(s: string, schema: Schema): boolean {
  if (schema.minLength !== undefined && s.length < schema.minLength) return false;
  if (schema.maxLength !== undefined && s.length > schema.maxLength) return false;
  if (schema.pattern !== undefined && !new RegExp(schema.pattern, 'u').test(s)) return false;
  return true;
}

function plausibleString(schema: Schema, name: string, rng: Rng): string {
  const named = byName(name, rng);
  if (named !== undefined && fits(named, schema)) return named;
  if (schema.format === 'email') return `fuzz.${rng.int(1e9).toString(36)}@example.com`;
  if (schema.format === 'uri') return 'https://example.com/p/1';
  if (schema.format === 'date-time') return '2024-05-01T10:00:00Z';
  if (schema.pattern) {
    const hit = PATTERN_CANDIDATES.find((c) => fits(c, schema));
    if (hit) return hit;
  }
  let s = `fuzz ${name || 'value'} ${rng.int(1000)}`;
  if (schema.minLength !== undefined && s.length < schema.minLength) s = s.padEnd(schema.minLength, 'x');
  if (schema.maxLength !== undefined) s = s.slice(0, schema.maxLength);
  return s;
}

function plausibleNumber(schema: Schema, rng: Rng): number {
  let min = schema.minimum ?? 0;
  if (schema.exclusiveMinimum === true) min += 1;
  else if (typeof schema.exclusiveMinimum === 'number') min = schema.exclusiveMinimum + 1;
  const max = Math.min(schema.maximum ?? 1000, min + 1000);
  return min + rng.int(Math.max(1, max - min + 1));
}

/** A value the schema accepts (as far as the fixture can tell), preferring real ids from the hints. */
export function plausible(schema: Schema, name: string, rng: Rng, hints: Hints, depth = 0): unknown {
  if (schema.enum?.length) return rng.pick(schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches?.length) {
    // A branch that is just the empty string is the "clear this field" form: take the other one more often.
    const solid = branches.filter((b) => !(b.enum?.length === 1 && b.enum[0] === ''));
    return plausible(rng.pick(solid.length && rng.chance(0.8) ? solid : branches), name, rng, hints, depth);
  }
  if (schema.allOf?.length) return plausible(schema.allOf[0]!, name, rng, hints, depth);
  if (schema.nullable && rng.chance(0.1)) return null;
  const type = scalarType(schema);
  const known = hints(name)?.filter((v) => (type === 'string' ? typeof v === 'string' : typeof v === 'number'));
  if ((type === 'string' || type === 'integer' || type === 'number') && known?.length && rng.chance(0.85)) {
    return rng.pick(known);
  }
  switch (type) {
    case 'string':
      return plausibleString(schema, name, rng);
    case 'integer':
    case 'number':
      return plausibleNumber(schema, rng);
    case 'boolean':
      return rng.chance(0.5);
    case 'array': {
      const items = schema.items ?? {};
      // Arrays of ids take the real ones first: the name is the array's (productIds, orderIds...).
      const pool = hints(name);
      const min = Math.max(schema.minItems ?? 0, 1);
      const n = Math.min(schema.maxItems ?? min + 1, min + rng.int(2));
      if (pool?.length && rng.chance(0.85)) return Array.from({ length: n }, () => rng.pick(pool));
      return Array.from({ length: n }, () => plausible(items, singular(name), rng, hints, depth + 1));
    }
    case 'object': {
      const out: Obj = {};
      const required = new Set(schema.required ?? []);
      for (const [key, sub] of Object.entries(schema.properties ?? {})) {
        if (required.has(key) || rng.chance(0.6)) setKey(out, key, plausible(sub, key, rng, hints, depth + 1));
      }
      if (isObj(schema.additionalProperties) && depth < 4) {
        setKey(out, `fuzz${rng.int(10)}`, plausible(schema.additionalProperties, 'value', rng, hints, depth + 1));
      }
      return out;
    }
    default:
      return 'fuzz';
  }
}

const singular = (name: string) => (name.endsWith('s') ? name.slice(0, -1) : name);

/**
 * Whether a JSON value fits the schema, on the subset @fastify/swagger writes from zod. A 2xx to a value that does
 * not fit means the server accepted what its own contract refuses.
 */
export function conforms(schema: Schema, value: unknown): boolean {
  if (value === null)
    return schema.nullable === true || schema.type === 'null' || (schema.anyOf ?? []).some((b) => conforms(b, value));
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches?.length) return branches.some((b) => conforms(b, value));
  if (schema.allOf?.length) return schema.allOf.every((b) => conforms(b, value));
  if (schema.enum && !schema.enum.some((e) => e === value)) return false;
  switch (schema.type) {
    case 'string': {
      if (typeof value !== 'string') return false;
      if (schema.minLength !== undefined && value.length < schema.minLength) return false;
      if (schema.maxLength !== undefined && value.length > schema.maxLength) return false;
      if (schema.pattern && !new RegExp(schema.pattern, 'u').test(value)) return false;
      return true;
    }
    case 'integer':
    case 'number': {
      if (typeof value !== 'number' || !Number.isFinite(value)) return false;
      if (schema.type === 'integer' && !Number.isInteger(value)) return false;
      if (schema.minimum !== undefined) {
        if (schema.exclusiveMinimum === true ? value <= schema.minimum : value < schema.minimum) return false;
      }
      if (schema.maximum !== undefined) {
        if (schema.exclusiveMaximum === true ? value >= schema.maximum : value > schema.maximum) return false;
      }
      return true;
    }
    case 'boolean':
      return typeof value === 'boolean';
    case 'array': {
      if (!isList(value)) return false;
      if (schema.minItems !== undefined && value.length < schema.minItems) return false;
      if (schema.maxItems !== undefined && value.length > schema.maxItems) return false;
      return value.every((v) => conforms(schema.items ?? {}, v));
    }
    case 'object': {
      if (!isObj(value)) return false;
      for (const key of schema.required ?? []) if (!Object.hasOwn(value, key)) return false;
      for (const [key, v] of Object.entries(value)) {
        const sub = schema.properties?.[key];
        if (sub) {
          if (!conforms(sub, v)) return false;
        } else if (isObj(schema.additionalProperties) && !conforms(schema.additionalProperties, v)) {
          return false;
        }
      }
      return true;
    }
    default:
      return true;
  }
}

/**
 * Whether a query-string value fits its parameter's schema once read as the server should: integers in plain
 * decimal, booleans as true/false, strings as given.
 */
export function queryConforms(schema: Schema, raw: string | string[]): boolean {
  if (isList(raw)) return schema.type === 'array';
  const type = scalarType(schema);
  if (type === 'integer' || type === 'number') {
    if (!/^-?\d+(\.\d+)?$/.test(raw)) return false;
    return conforms(schema, Number(raw));
  }
  if (type === 'boolean') return raw === 'true' || raw === 'false' || raw === '1' || raw === '0';
  return conforms(schema, raw);
}

/** Whether a flat body sent form-encoded fits the schema, every value read as the text the form carries. */
export function formConforms(schema: Schema, value: Obj): boolean {
  for (const key of schema.required ?? []) if (!Object.hasOwn(value, key)) return false;
  for (const [key, v] of Object.entries(value)) {
    const sub = schema.properties?.[key];
    if (!sub) continue;
    // One value in a list is one key=value pair on the wire, the same as the scalar; two are a repeated key.
    if (isList(v) && v.length !== 1 && sub.type !== 'array') return false;
    const texts = (isList(v) ? v : [v]).map((t) => (typeof t === 'object' && t !== null ? JSON.stringify(t) : String(t)));
    if (!texts.every((t) => queryConforms(sub.type === 'array' ? (sub.items ?? {}) : sub, t))) return false;
  }
  return true;
}
