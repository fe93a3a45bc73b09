/** Builds malformed requests from a route's OpenAPI description: the shapes a careless or hostile client sends. */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  label: string;
}

export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HOSTILE_STRINGS = [
  '',
  ' ',
  'a'.repeat(100_000),
  '\u0000\u0001\u0007\u001b[31m',
  '\u202eevil\u202c 😀 𝕏 ﷽',
  '../../../../etc/passwd',
  '..%2f..%2f..%2fetc%2fpasswd',
  "'; drop table users; --",
  '{"$gt":""}',
  // every regular-expression metacharacter
  ['.*+?^$', '{}()|[]\\'].join(''),
  '<script>alert(1)</script>',
  '%00',
  '\ud800',
];

const HOSTILE_VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1e308,
  -1e308,
  2 ** 53 + 1,
  1.5,
  [],
  [1, 2, 3],
  {},
  { nested: { deeper: [{}] } },
  ...HOSTILE_STRINGS,
];

/**
 * Number literals that JSON and query strings accept but no field can hold: beyond a double (read as
 * ±Infinity) or beyond the safe integer range. Written as raw text, since JSON.stringify(Infinity) is null.
 */
export const NON_FINITE_NUMBERS = ['1e400', '-1e400', '1e309', '9007199254740993', '-1e20'] as const;

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

function properties(schema: JsonSchema | undefined): Record<string, JsonSchema> {
  if (!schema) return {};
  if (schema.properties) return schema.properties;
  const parts = [...(schema.allOf ?? []), ...(schema.anyOf ?? [])];
  return Object.assign({}, ...parts.map(properties));
}

/** A value of roughly the right shape, to build bodies where exactly one field is wrong. */
function plausible(schema: JsonSchema | undefined): unknown {
  const type = Array.isArray(schema?.type) ? schema?.type[0] : schema?.type;
  if (schema?.enum?.length) return schema.enum[0];
  if (schema?.anyOf?.length) return plausible(schema.anyOf[0]);
  switch (type) {
    case 'string':
      return 'text';
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries(Object.entries(properties(schema)).map(([k, v]) => [k, plausible(v)]));
    default:
      return 'x';
  }
}

/** Bodies with one thing wrong each, plus wholesale garbage. */
export function malformedBodies(
  schema: JsonSchema | undefined,
  random: () => number,
): { label: string; text: string }[] {
  const props = properties(schema);
  const base = plausible({ type: 'object', properties: props }) as Record<string, unknown>;
  const bodies: { label: string; text: string }[] = [
    { label: 'empty object', text: '{}' },
    { label: 'array for object', text: '[]' },
    { label: 'null body', text: 'null' },
    { label: 'number body', text: '42' },
    { label: 'invalid JSON', text: '{"a":' },
    {
      label: 'proto pollution',
      text: '{"__proto__":{"admin":true},"constructor":{"prototype":{"polluted":true}}}',
    },
    { label: 'deep nesting', text: `${'['.repeat(500)}${']'.repeat(500)}` },
    { label: 'extra field', text: JSON.stringify({ ...base, unexpected: 'x' }) },
  ];
  for (const name of Object.keys(props)) {
    const { [name]: _dropped, ...missing } = base;
    bodies.push({ label: `missing ${name}`, text: JSON.stringify(missing) });
    for (let i = 0; i < 3; i++) {
      bodies.push({
        label: `${name} hostile`,
        text: JSON.stringify({ ...base, [name]: pick(random, HOSTILE_VALUES) }),
      });
    }
    const huge = pick(random, NON_FINITE_NUMBERS);
    bodies.push({
      label: `${name} ${huge}`,
      text: JSON.stringify({ ...base, [name]: '__NUMBER__' }).replace('"__NUMBER__"', huge),
    });
  }
  return bodies;
}

export const hostileSegments = [
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  'a'.repeat(300),
  '%00',
  '%F0%9F%98%80',
  'null',
  '1e308',
  '%27%20or%201%3D1',
  ...NON_FINITE_NUMBERS,
];

export function hostileQuery(names: string[], random: () => number): string {
  const parts = names.map((name) => {
    const value = pick(random, [
      '',
      'abc',
      '-1',
      '1e308',
      ...NON_FINITE_NUMBERS,
      'true',
      '%00',
      '%E2%80%AE',
      'a'.repeat(500),
      '[object Object]',
    ]);
    return random() < 0.3 ? `${name}=${value}&${name}=${value}` : `${name}=${value}`;
  });
  parts.push('__proto__[admin]=true', 'constructor[prototype][x]=1');
  return parts.join('&');
}
