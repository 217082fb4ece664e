import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';

/**
 * Responses are written by fast-json-stringify, compiled from the same shared zod schema: like
 * zod's encode it writes only the properties the schema declares (nothing else a row carries can
 * leak), at about a third of the cost — the admin list's 50-row pages spent more time in zod's
 * encode than in PostgreSQL. A schema JSON Schema cannot express (a transform, a Date) keeps the
 * zod serializer.
 *
 * Outside production every response is also encoded by zod and the two texts must be identical,
 * so the API tests prove the compiled serializer writes exactly what zod would.
 */

type JsonSchema = { [key: string]: unknown };

/** Checks that only matter when validating; fast-json-stringify would otherwise compile regexes it never needs. */
const VALIDATION_ONLY = new Set(['$schema', 'pattern', 'minimum', 'maximum', 'minLength', 'maxLength', 'minItems', 'maxItems']);

/** `anyOf: [{ type: 'string', … }, { type: 'null' }]` becomes `type: ['string', 'null']`: no runtime branch choice. */
function nullableAsTypeList(schema: JsonSchema): JsonSchema {
  const branches = schema.anyOf;
  if (!Array.isArray(branches) || branches.length !== 2 || Object.keys(schema).length !== 1) return schema;
  const [first, second] = branches as JsonSchema[];
  const value = second?.type === 'null' ? first : first?.type === 'null' ? second : undefined;
  if (!value || typeof value.type !== 'string' || value.type === 'object' || value.type === 'array') return schema;
  return { ...value, type: [value.type, 'null'] };
}

function forSerializing(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(forSerializing);
  if (schema === null || typeof schema !== 'object') return schema;
  const kept: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (!VALIDATION_ONLY.has(key)) kept[key] = forSerializing(value);
  }
  return nullableAsTypeList(kept);
}

/** The fast serializer for a zod schema, or undefined when JSON Schema cannot describe its output. */
export function compileFastSerializer(schema: z.ZodMiniType): ((data: unknown) => string) | undefined {
  let jsonSchema: unknown;
  try {
    jsonSchema = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
  } catch {
    return undefined;
  }
  return fastJson(forSerializing(jsonSchema) as Parameters<typeof fastJson>[0]);
}

export function createSerializerCompiler(options: { crossCheck: boolean }): FastifySerializerCompiler<unknown> {
  return (route) => {
    const bySchema = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
    const fast = route.schema instanceof z.core.$ZodType ? compileFastSerializer(route.schema as z.ZodMiniType) : undefined;
    if (!fast) return bySchema;
    if (!options.crossCheck) return fast;
    return (data) => {
      const expected = bySchema(data);
      const written = fast(data);
      if (written !== expected) {
        throw new Error(`${route.method} ${route.url}: the compiled serializer wrote ${written} where zod wrote ${expected}`);
      }
      return written;
    };
  };
}
