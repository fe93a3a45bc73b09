import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from './test/harness';

let platform: TestPlatform;
let operations: { name: string; operation: Operation }[];

type Operation = { summary?: string; description?: string; tags?: string[] };

beforeAll(async () => {
  platform = await startTestPlatform();
  const response = await platform.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  const doc = response.json() as { paths: Record<string, Record<string, Operation>> };
  operations = Object.entries(doc.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({
      name: `${method.toUpperCase()} ${path}`,
      operation,
    })),
  );
});
afterAll(() => platform.close());

const portals = ['student', 'college', 'company', 'admin', 'invigilator', 'shared'];

/** What a reader of /api/docs misses on an operation: its one-line summary, its description, its group. */
function gaps({ summary, description, tags }: Operation): string[] {
  const missing: string[] = [];
  if (!summary?.trim()) missing.push('summary');
  else if (summary.length > 90) missing.push('a short summary');
  if (!description?.trim()) missing.push('description');
  const tag = tags?.length === 1 ? tags[0] : undefined;
  const [portal, resource] = tag?.split(' · ') ?? [];
  if (!portal || !portals.includes(portal) || !resource) missing.push('one tag "<portal> · <resource>"');
  return missing;
}

describe('the OpenAPI operations', () => {
  it('give each route a short summary, a description and a portal · resource tag', () => {
    expect(operations.length).toBeGreaterThan(150);
    const undocumented = operations.flatMap(({ name, operation }) => {
      const missing = gaps(operation);
      return missing.length ? [`${name}: ${missing.join(', ')}`] : [];
    });
    expect(undocumented).toEqual([]);
  });

  it('say which question-bank formats the interchange routes read and write', () => {
    const described = (name: string) =>
      operations.find((entry) => entry.name === name)?.operation.description ?? '';
    for (const name of ['POST /api/college/qb/import/preview', 'POST /api/college/qb/import/confirm']) {
      for (const format of ['QTI 2.1', 'Moodle XML', 'GIFT']) expect(described(name)).toContain(format);
    }
    expect(described('GET /api/college/qb/topics/{id}/export.zip')).toContain('QTI 2.1');
  });
});
