/** The part of an OpenAPI 3.0 document (as @fastify/swagger writes it from zod) that the fuzzer reads. */
export interface Schema {
  type?: 'object' | 'array' | 'string' | 'integer' | 'number' | 'boolean' | 'null';
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}

interface RawOperation {
  summary?: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Schema }> };
}

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, RawOperation>>;
}

/** How an operation takes its body, as far as the document (and the summary for multipart) tells. */
export type BodyKind = 'none' | 'json' | 'csv' | 'multipart';

export interface Operation {
  method: string;
  /** The OpenAPI path template, e.g. `/api/orders/{id}`. */
  path: string;
  /** `METHOD /path/{template}`: names the operation in reports and in FUZZ_ONLY. */
  key: string;
  summary: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  bodyKind: BodyKind;
  bodySchema?: Schema;
  bodyRequired: boolean;
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Every operation in the document, in document order. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [m, raw] of Object.entries(item)) {
      if (!METHODS.has(m)) continue;
      const method = m.toUpperCase();
      const params = raw.parameters ?? [];
      const content = raw.requestBody?.content ?? {};
      const summary = raw.summary ?? '';
      // Upload routes read the multipart stream themselves, so the document has no requestBody for them: only the
      // summary says so.
      let bodyKind: BodyKind = 'none';
      let bodySchema: Schema | undefined;
      if (content['application/json']) {
        bodyKind = 'json';
        bodySchema = content['application/json'].schema;
      } else if (content['text/csv']) {
        bodyKind = 'csv';
        bodySchema = content['text/csv'].schema;
      } else if (/multipart\/form-data/i.test(summary)) {
        bodyKind = 'multipart';
      }
      ops.push({
        method,
        path,
        key: `${method} ${path}`,
        summary,
        pathParams: params.filter((p) => p.in === 'path'),
        queryParams: params.filter((p) => p.in === 'query'),
        bodyKind,
        bodySchema,
        bodyRequired: raw.requestBody?.required ?? false,
      });
    }
  }
  return ops;
}

/** True when every property of an object schema is a scalar: such bodies are also accepted form-encoded. */
export function isFlatObject(schema: Schema | undefined): boolean {
  if (!schema || schema.type !== 'object' || !schema.properties) return false;
  return Object.values(schema.properties).every((p) => {
    const t = scalarType(p);
    return t === 'string' || t === 'integer' || t === 'number' || t === 'boolean';
  });
}

/** The type of a schema, looking through `anyOf` when all its branches agree. */
export function scalarType(schema: Schema): Schema['type'] | undefined {
  if (schema.type) return schema.type;
  const branches = schema.anyOf ?? schema.oneOf;
  if (!branches?.length) return undefined;
  const types = new Set(branches.map((b) => b.type));
  return types.size === 1 ? branches[0]!.type : undefined;
}
