/** The part of a JSON schema (as /openapi.json writes zod's) that sample values are made from. */
export interface Schema {
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  nullable?: boolean;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minItems?: number;
  default?: unknown;
}

interface RawParameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: Schema;
}

interface RawOperation {
  summary?: string;
  parameters?: RawParameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

export interface Operation {
  method: string;
  /** The path as OpenAPI writes it, `{name}` for each parameter. */
  path: string;
  key: string;
  summary: string;
  pathParams: { name: string; schema: Schema }[];
  requiredQuery: { name: string; schema: Schema }[];
  body?: { contentType: string; schema: Schema };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

export const opKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

/** Every operation the server documents, read from its own /openapi.json. */
export async function loadOperations(baseUrl: string): Promise<Operation[]> {
  const res = await fetch(`${baseUrl}/openapi.json`);
  if (res.status !== 200) throw new Error(`/openapi.json answered ${res.status}`);
  const doc = (await res.json()) as { paths: Record<string, Record<string, RawOperation>> };
  const out: Operation[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [m, op] of Object.entries(ops)) {
      if (!METHODS.includes(m)) continue;
      const params = op.parameters ?? [];
      const content = Object.entries(op.requestBody?.content ?? {})[0];
      out.push({
        method: m.toUpperCase(),
        path,
        key: opKey(m, path),
        summary: op.summary ?? '',
        pathParams: params.filter((p) => p.in === 'path').map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        requiredQuery: params
          .filter((p) => p.in === 'query' && p.required)
          .map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        ...(content ? { body: { contentType: content[0], schema: content[1].schema ?? {} } } : {}),
      });
    }
  }
  return out;
}

/** Strings tried against a `pattern`, the first that matches is used. */
const PATTERN_CANDIDATES = [
  'sample',
  'sample-1',
  'SAMPLE',
  'USD',
  '123456',
  '2026-01-15',
  '01ARZ3NDEKTSV4RRFFQ69G5FAV',
  '/files/01ARZ3NDEKTSV4RRFFQ69G5FAV',
  'sample_key.0001',
  'https://example.com/a',
];

function sampleString(s: Schema): string {
  if (s.format === 'date-time') return new Date().toISOString();
  if (s.format === 'uri') return 'https://example.com/a';
  if (s.pattern) {
    const re = new RegExp(s.pattern);
    const hit = PATTERN_CANDIDATES.find((c) => re.test(c));
    if (hit) return hit;
  }
  const min = Math.max(s.minLength ?? 1, 1);
  return 'sample-value'.padEnd(min, 'x').slice(0, Math.max(min, Math.min(12, s.maxLength ?? 12)));
}

function sampleNumber(s: Schema): number {
  let lo = s.minimum ?? 1;
  if (s.exclusiveMinimum === true) lo += 1;
  else if (typeof s.exclusiveMinimum === 'number') lo = s.exclusiveMinimum + 1;
  const v = Math.max(lo, 1);
  return s.maximum === undefined ? v : Math.min(v, s.maximum);
}

/**
 * A value that passes the schema's validation: required fields only, the smallest lengths and counts, the first enum
 * member. It is the fallback for an operation the matrix has no hand-written body for, so that a new operation is still
 * called past validation (the ownership checks run after it).
 */
export function sample(s: Schema): unknown {
  if (s.enum && s.enum.length > 0) return s.enum[0];
  const alt = s.anyOf ?? s.oneOf;
  if (alt && alt.length > 0) return sample(alt.find((a) => !(a.enum && a.enum[0] === '')) ?? alt[0]!);
  if (s.allOf && s.allOf.length > 0) return Object.assign({}, ...s.allOf.map((a) => sample(a) as object)) as unknown;
  switch (s.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const name of s.required ?? []) out[name] = sample(s.properties?.[name] ?? {});
      return out;
    }
    case 'array':
      return Array.from({ length: s.minItems ?? 0 }, () => sample(s.items ?? {}));
    case 'string':
      return sampleString(s);
    case 'integer':
    case 'number':
      return sampleNumber(s);
    case 'boolean':
      return true;
    default:
      return s.default ?? 'sample';
  }
}
