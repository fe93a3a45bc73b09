import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from './test/harness';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

type Schema = Record<string, unknown>;
type Operation = { responses?: Record<string, { content?: Record<string, { schema?: Schema }> }> };

const isAnything = (schema: unknown) =>
  typeof schema === 'object' && schema !== null && Object.keys(schema).length === 0;

/**
 * Where a reply schema leaves a value open: `additionalProperties: true` or an unknown value, a record of
 * anything, or a property of any shape. Such a reply says nothing in OpenAPI, and a web type cannot come from it.
 */
function openObjects(schema: unknown, at: string): string[] {
  if (typeof schema !== 'object' || schema === null) return [];
  if (Array.isArray(schema)) return schema.flatMap((s, i) => openObjects(s, `${at}[${i}]`));
  const node = schema as Schema;
  const found: string[] = [];
  if (node.additionalProperties === true || isAnything(node.additionalProperties)) found.push(at);
  const patterns = node.patternProperties as Record<string, unknown> | undefined;
  if (patterns && Object.values(patterns).some(isAnything)) found.push(at);
  const properties = (node.properties ?? {}) as Record<string, unknown>;
  for (const [name, value] of Object.entries(properties)) if (isAnything(value)) found.push(`${at}.${name}`);
  for (const [key, value] of Object.entries(node)) found.push(...openObjects(value, `${at}.${key}`));
  return found;
}

describe('the OpenAPI description', () => {
  it('describes every JSON reply with a closed shape', async () => {
    const response = await platform.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json() as { paths: Record<string, Record<string, Operation>> };
    const open = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, operation]) =>
        Object.entries(operation.responses ?? {}).flatMap(([status, reply]) =>
          Object.values(reply.content ?? {}).flatMap((media) =>
            openObjects(media.schema, `${method.toUpperCase()} ${path} ${status}`),
          ),
        ),
      ),
    );
    expect(open).toEqual([]);
  });
});
