import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type ZodCompiler = typeof zodSerializerCompiler;
type Route = Parameters<ZodCompiler>[0];

/** The zod schema a route declared for a response (fastify may wrap it as `{ properties }`). */
function zodSchemaOf(schema: unknown): z.ZodType | undefined {
  if (schema instanceof z.ZodType) return schema;
  const inner = (schema as { properties?: unknown } | null)?.properties;
  return inner instanceof z.ZodType ? inner : undefined;
}

/**
 * Responses are written by a serializer compiled from each route's response contract (fast-json-stringify from the
 * contract's JSON Schema), not by checking the answer against the zod schema and then stringifying it: the check
 * cost more than the rest of a small answer. A contract that JSON Schema cannot describe (a transform, a codec)
 * keeps the zod serializer. With `verify` (tests), every answer is also written the zod way and the two must be the
 * same text, so the whole API test suite proves the compiled writers say what the contracts say.
 */
export function compiledSerializer(opts: { verify: boolean }): ZodCompiler {
  return (route: Route) => {
    const reference = zodSerializerCompiler(route);
    const schema = zodSchemaOf(route.schema);
    if (!schema) return reference;
    // Compiled at a route's first answer: compiling all two hundred contracts would add a third of a second to every
    // start (and to every test server).
    let writer: ((data: unknown) => string) | undefined;
    const write = (data: unknown) => {
      writer ??= compile(schema) ?? reference;
      return writer(data);
    };
    if (!opts.verify) return write;
    return (data: unknown) => {
      const expected = reference(data);
      const text = write(data);
      if (text !== expected) {
        throw new Error(`compiled serializer of ${route.method} ${route.url} differs from its contract:\n${text}\n${expected}`);
      }
      return text;
    };
  };
}

/** fast-json-stringify for the contract's JSON Schema, or undefined when JSON Schema cannot describe it. */
function compile(schema: z.ZodType): ((data: unknown) => string) | undefined {
  try {
    const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-07', unrepresentable: 'throw', cycles: 'ref' });
    return fastJson(json as Parameters<typeof fastJson>[0]) as (data: unknown) => string;
  } catch {
    return undefined;
  }
}
