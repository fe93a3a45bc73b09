const PRIMITIVES = new Set(['string', 'number', 'integer', 'boolean']);
const CHILD_LISTS = ['anyOf', 'allOf', 'oneOf', 'prefixItems'] as const;
const CHILD_MAPS = ['properties', 'patternProperties', '$defs', 'definitions'] as const;
const CHILDREN = ['items', 'additionalProperties', 'not', 'if', 'then', 'else'] as const;

type Schema = Record<string | symbol, unknown>;
const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null;
const isNull = (schema: unknown) => isSchema(schema) && schema.type === 'null';

const rewritten = new WeakMap<object, unknown>();

/**
 * A request schema in which each "a primitive or null" (`Nullable(Type.Number())`: anyOf [number, null]) is
 * one type list, `type: ['number', 'null']`. Ajv coerces types (query strings arrive as text), and in an anyOf
 * it coerces a null to the first branch's type: `{ "cgpa": null }` was read as 0. With a type list Ajv
 * coerces only what matches none of the types, so null stays null. The contract's objects are left as they
 * are (TypeBox reads them too); the copy is made once per schema object, so compiled validators stay shared.
 */
export function nullableAsTypeList(schema: unknown): unknown {
  if (!isSchema(schema)) return schema;
  const done = rewritten.get(schema);
  if (done) return done;
  let result: Schema;
  const branches = schema.anyOf;
  const value =
    Array.isArray(branches) && branches.length === 2 ? branches.find((b) => !isNull(b)) : undefined;
  if (
    Array.isArray(branches) &&
    branches.some(isNull) &&
    isSchema(value) &&
    typeof value.type === 'string' &&
    PRIMITIVES.has(value.type) &&
    !('anyOf' in value)
  ) {
    const { anyOf: _branches, ...own } = schema;
    result = { ...value, ...own, type: [value.type, 'null'] };
  } else {
    result = { ...schema };
    for (const key of CHILD_LISTS) {
      const list = schema[key];
      if (Array.isArray(list)) result[key] = list.map(nullableAsTypeList);
    }
    for (const key of CHILD_MAPS) {
      const map = schema[key];
      if (isSchema(map)) {
        result[key] = Object.fromEntries(
          Object.entries(map).map(([name, child]) => [name, nullableAsTypeList(child)]),
        );
      }
    }
    for (const key of CHILDREN) {
      const child = schema[key];
      if (child !== undefined)
        result[key] = Array.isArray(child) ? child.map(nullableAsTypeList) : nullableAsTypeList(child);
    }
  }
  rewritten.set(schema, result);
  // a route's schema met again (the same options object in another app) is already rewritten
  rewritten.set(result, result);
  return result;
}
