import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../test/client';
import { startTestPlatform, type TestPlatform } from '../test/harness';
import {
  type FuzzRequest,
  hostileQuery,
  hostileSegments,
  type JsonSchema,
  malformedBodies,
  seededRandom,
} from './malformed';

/** Tables whose rows a rejected request must never change (throttles, audit and session touches may). */
const GUARDED_TABLES = [
  'users',
  'students',
  'colleges',
  'companies',
  'assessments',
  'invitations',
  'attempts',
  'answers',
  'attempt_steps',
  'questions',
  'topics',
  'categories',
  'compiler_logs',
  'invite_links',
  'password_resets',
  'totp_secrets',
];

let platform: TestPlatform;
const tokens: Record<string, string | undefined> = { anonymous: undefined };

beforeAll(async () => {
  platform = await startTestPlatform();
  const api = client(platform.app);
  tokens.student = await api.login('student@demo.test', 'Student@123');
  tokens.free = await api.login('free@demo.test', 'Student@123');
  tokens.college = await api.login('college@demo.test', 'College@123', 'college');
  tokens.company = await api.login('company@demo.test', 'Company@123', 'company');
  tokens.admin = await api.login('admin@demo.test', 'Admin@1234', 'admin');
});
afterAll(() => platform.close());

async function snapshot(): Promise<string> {
  const parts: string[] = [];
  for (const table of GUARDED_TABLES) {
    const result = await platform.app.deps.db.execute(
      sql.raw(
        `select count(*)::text || ':' || coalesce(md5(string_agg(t::text, ',' order by t::text)), '') as h from "${table}" t`,
      ),
    );
    const rows = (result as unknown as { rows: { h: string }[] }).rows;
    parts.push(`${table}=${rows[0]?.h}`);
  }
  return parts.join('\n');
}

interface Operation {
  method: string;
  path: string;
  pathParams: string[];
  queryParams: string[];
  body: JsonSchema | undefined;
}

function operations(doc: {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string }[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
}) {
  const list: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (path.startsWith('/api/docs') || path.includes('/events')) continue;
    for (const [method, op] of Object.entries(methods)) {
      const params = op.parameters ?? [];
      list.push({
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: params.filter((p) => p.in === 'query').map((p) => p.name),
        body: op.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return list;
}

function requestsFor(op: Operation, random: () => number): FuzzRequest[] {
  const actors = Object.keys(tokens);
  const actor = () => actors[Math.floor(random() * actors.length)]!;
  const headersFor = (who: string, type?: string): Record<string, string> => ({
    ...(tokens[who] && !op.path.includes('logout') ? { 'auth-token': tokens[who]! } : {}),
    ...(type ? { 'content-type': type } : {}),
  });
  const fill = (segment: string) => op.path.replace(/\{[^}]+\}/g, segment);
  const sane = fill('aaaaaaaaaaaaaaaaaaaaaaaa');
  const out: FuzzRequest[] = [];
  for (const segment of hostileSegments) {
    out.push({
      method: op.method,
      url: fill(segment),
      headers: headersFor(actor()),
      label: `path ${segment.slice(0, 20)}`,
    });
  }
  for (let i = 0; i < 8; i++) {
    out.push({
      method: op.method,
      url: `${sane}?${hostileQuery(op.queryParams, random)}`,
      headers: headersFor(actor()),
      label: 'hostile query',
    });
  }
  if (op.method === 'GET' || op.method === 'DELETE') return out;
  for (const body of malformedBodies(op.body, random)) {
    for (let i = 0; i < 3; i++) {
      out.push({
        method: op.method,
        url: sane,
        headers: headersFor(actor(), 'application/json'),
        payload: body.text,
        label: body.label,
      });
    }
  }
  const boundary = 'FUZZ';
  out.push(
    {
      method: op.method,
      url: sane,
      headers: headersFor(actor(), 'text/plain'),
      payload: 'hello',
      label: 'text/plain',
    },
    {
      method: op.method,
      url: sane,
      headers: headersFor(actor(), 'application/xml'),
      payload: '<a/>',
      label: 'xml',
    },
    {
      method: op.method,
      url: sane,
      headers: headersFor(actor(), 'application/json'),
      payload: Buffer.alloc(2 * 1024 * 1024, 97),
      label: 'oversized',
    },
    {
      method: op.method,
      url: sane,
      headers: headersFor(actor(), 'multipart/form-data'),
      payload: 'no boundary',
      label: 'multipart without boundary',
    },
    {
      method: op.method,
      url: sane,
      headers: headersFor(actor(), `multipart/form-data; boundary=${boundary}`),
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="../../../etc/passwd"\r\nContent-Type: image/png\r\n\r\nnot a png\r\n--${boundary}--\r\n`,
      label: 'multipart traversal name',
    },
    {
      method: op.method,
      url: sane,
      headers: headersFor(actor(), `multipart/form-data; boundary=${boundary}`),
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x"\r\n\r\ntorn`,
      label: 'torn multipart',
    },
  );
  return out;
}

describe('bad input never breaks the server', () => {
  it('answers thousands of malformed requests derived from the OpenAPI description with 4xx, never 5xx, changing nothing', async () => {
    const doc = (await platform.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const random = seededRandom(20261122);
    const failures: string[] = [];
    let sent = 0;
    for (const op of operations(doc)) {
      const requests = requestsFor(op, random);
      const before = await snapshot();
      let allRejected = true;
      for (const request of requests) {
        const response = await platform.app.inject({
          method: request.method as 'GET',
          url: request.url,
          headers: request.headers,
          ...(request.payload === undefined ? {} : { payload: request.payload }),
        });
        sent++;
        if (response.statusCode >= 500)
          failures.push(
            `${request.method} ${op.path} [${request.label}] → ${response.statusCode} ${response.body.slice(0, 200)}`,
          );
        if (response.statusCode < 400) allRejected = false;
        else if (response.headers['content-type']?.toString().includes('json')) {
          const body = response.json() as { message?: unknown };
          if (typeof body.message !== 'string' || body.message === '')
            failures.push(`${request.method} ${op.path} [${request.label}] → no message`);
        }
      }
      if (allRejected && (await snapshot()) !== before)
        failures.push(`${op.method} ${op.path}: rejected requests changed rows`);
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(5000);
    const health = await platform.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  }, 600_000);
});
