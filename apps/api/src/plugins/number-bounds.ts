import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { nullableAsTypeList } from './nullable-types';

const LIMIT = Number.MAX_SAFE_INTEGER;
const CHILD_LISTS = ['anyOf', 'allOf', 'oneOf', 'prefixItems'] as const;
const CHILD_MAPS = ['properties', 'patternProperties', '$defs', 'definitions'] as const;
const CHILDREN = ['items', 'additionalProperties', 'not', 'if', 'then', 'else'] as const;

type Schema = Record<string, unknown>;
const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null;

/**
 * Gives every integer and number field without bounds the safe integer range as its bounds, in place.
 * Ajv alone lets a query value such as `1e400` through as Infinity (its coercion skips the type's
 * keywords for a non-finite number), and a JSON body reads `1e400` as Infinity too; with a bound on every
 * number, both fail validation with a 400 instead of reaching the database.
 */
export function boundNumbers(schema: unknown, seen = new WeakSet<object>()): void {
  if (!isSchema(schema) || seen.has(schema)) return;
  seen.add(schema);
  const types = [schema.type].flat();
  if (types.includes('integer') || types.includes('number')) {
    if (schema.minimum === undefined && schema.exclusiveMinimum === undefined) schema.minimum = -LIMIT;
    if (schema.maximum === undefined && schema.exclusiveMaximum === undefined) schema.maximum = LIMIT;
  }
  for (const key of CHILD_LISTS) {
    const list = schema[key];
    if (Array.isArray(list)) for (const child of list) boundNumbers(child, seen);
  }
  for (const key of CHILD_MAPS) {
    const map = schema[key];
    if (isSchema(map)) for (const child of Object.values(map)) boundNumbers(child, seen);
  }
  for (const key of CHILDREN) {
    const child = schema[key];
    if (Array.isArray(child)) for (const item of child) boundNumbers(item, seen);
    else boundNumbers(child, seen);
  }
}

/**
 * Every route's request schemas, before Fastify compiles them: nullable primitives as type lists (see
 * nullable-types.ts), then number bounds (see boundNumbers).
 */
export const numberBoundsPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    const schema = route.schema as Schema | undefined;
    if (!schema) return;
    for (const part of ['body', 'querystring', 'params', 'headers'] as const) {
      if (schema[part] === undefined) continue;
      schema[part] = nullableAsTypeList(schema[part]);
      boundNumbers(schema[part]);
    }
  });
});
