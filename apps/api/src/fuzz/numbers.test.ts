import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../test/client';
import { startTestPlatform, type TestPlatform } from '../test/harness';
import { type JsonSchema, NON_FINITE_NUMBERS } from './malformed';

let platform: TestPlatform;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  platform = await startTestPlatform();
  const api = client(platform.app);
  tokens.student = await api.login('student@demo.test', 'Student@123');
  tokens.college = await api.login('college@demo.test', 'College@123', 'college');
  tokens.company = await api.login('company@demo.test', 'Company@123', 'company');
  tokens.admin = await api.login('admin@demo.test', 'Admin@1234', 'admin');
});
afterAll(() => platform.close());

const isNumeric = (schema: JsonSchema | undefined) =>
  [schema?.type].flat().some((t) => t === 'integer' || t === 'number');

function properties(schema: JsonSchema | undefined): Record<string, JsonSchema> {
  if (!schema) return {};
  const parts = [...(schema.allOf ?? []), ...(schema.anyOf ?? [])];
  return Object.assign({}, schema.properties ?? {}, ...parts.map(properties));
}

const send = (method: string, url: string, token: string, payload?: string) =>
  platform.app.inject({
    method: method as 'GET',
    url,
    headers: { 'auth-token': token, ...(payload ? { 'content-type': 'application/json' } : {}) },
    ...(payload ? { payload } : {}),
  });

describe('numbers too large to be numbers', () => {
  it('the paged lists answer 400 for skip or limit of ±1e400, 1e309 or an integer past the safe range', async () => {
    const { collegeId } = platform;
    const lists: [string, string, string][] = [
      ['GET', '/api/student/inbox/getMails', 'student'],
      ['GET', '/api/college/inbox/Mail', 'college'],
      ['GET', '/api/company/jobs/filter', 'student'],
      ['GET', `/api/college/dashboard/jobs/${collegeId}`, 'college'],
      ['POST', '/api/college/dashboard/placed/students', 'college'],
      ['GET', '/api/college/placements', 'college'],
    ];
    const failures: string[] = [];
    for (const [method, path, who] of lists) {
      for (const field of ['skip', 'limit']) {
        for (const value of NON_FINITE_NUMBERS) {
          const reply =
            method === 'GET'
              ? await send(method, `${path}?${field}=${value}`, tokens[who]!)
              : await send(method, path, tokens[who]!, `{"${field}":${value}}`);
          if (reply.statusCode !== 400 || !reply.json().message)
            failures.push(`${method} ${path} ${field}=${value} → ${reply.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('every numeric query or JSON body field of every route refuses them with a 4xx', async () => {
    const doc = (await platform.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<
        string,
        Record<
          string,
          {
            parameters?: { in: string; name: string; schema?: JsonSchema }[];
            requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
          }
        >
      >;
    };
    const failures: string[] = [];
    let sent = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      if (path.includes('/events')) continue;
      const url = path.replace(/\{[^}]+\}/g, 'aaaaaaaaaaaaaaaaaaaaaaaa');
      for (const [method, op] of Object.entries(methods)) {
        const queryFields = (op.parameters ?? []).filter((p) => p.in === 'query' && isNumeric(p.schema));
        const bodyFields = Object.entries(
          properties(op.requestBody?.content?.['application/json']?.schema),
        ).filter(([, schema]) => isNumeric(schema));
        for (const token of Object.values(tokens)) {
          for (const value of NON_FINITE_NUMBERS) {
            const replies = [
              ...(await Promise.all(
                queryFields.map((p) => send(method.toUpperCase(), `${url}?${p.name}=${value}`, token)),
              )),
              ...(await Promise.all(
                bodyFields.map(([name]) => send(method.toUpperCase(), url, token, `{"${name}":${value}}`)),
              )),
            ];
            sent += replies.length;
            for (const reply of replies) {
              if (reply.statusCode < 400 || reply.statusCode >= 500)
                failures.push(`${method.toUpperCase()} ${path} ${value} → ${reply.statusCode}`);
            }
          }
        }
      }
    }
    expect([...new Set(failures)]).toEqual([]);
    expect(sent).toBeGreaterThan(100);
  }, 120_000);
});
