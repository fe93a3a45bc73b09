import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { programs } from '../testing/programs';
import { createTestJudge, type TestJudge } from '../testing/test-judge';
import { compilerRoutes, type TestcaseSource } from './compiler-routes';

const SECRET_INPUT = '40 2';
const SECRET_EXPECTED = '42';

const source: TestcaseSource = {
  async forQuestion(compilerId) {
    if (compilerId !== 'q1') return null;
    return {
      testcases: [
        { input: '1 2', expectedOutput: '3', isHidden: false },
        { input: SECRET_INPUT, expectedOutput: SECRET_EXPECTED, isHidden: true },
        { input: '5 5', expectedOutput: '10', isHidden: true },
      ],
      limits: { timeMs: 1_000 },
    };
  },
};

let fixture: TestJudge;
let app: FastifyInstance;
const auth = { authorization: 'Bearer good' };

beforeAll(async () => {
  fixture = await createTestJudge({ poolSize: 2 });
  app = Fastify();
  await app.register(compilerRoutes, {
    prefix: '/compiler',
    judge: fixture.judge,
    testcases: source,
    authenticate: async (request, reply) => {
      if (request.headers.authorization !== 'Bearer good')
        await reply.code(401).send({ message: 'Unauthorized' });
    },
  });
  await app.ready();
}, 120_000);
afterAll(async () => {
  await app.close();
  await fixture.dispose();
});

const echoBoth =
  'import sys\ndata = sys.stdin.read()\nsys.stderr.write("stderr:" + data)\nprint("out:" + data)\n';

describe('POST /compiler/test', () => {
  it('rejects a request without a token', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/compiler/test',
      payload: { code: 'x', language: 'py', compilerId: 'q1' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('rejects a malformed body with 400 and a message', async () => {
    for (const payload of [
      {},
      { code: { a: 1 }, language: 'py', compilerId: 'q1' },
      { code: 'x', language: 'py' },
    ]) {
      const res = await app.inject({ method: 'POST', url: '/compiler/test', headers: auth, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    const broken = await app.inject({
      method: 'POST',
      url: '/compiler/test',
      headers: { ...auth, 'content-type': 'application/json' },
      payload: '{"code": ',
    });
    expect(broken.statusCode).toBe(400);
  });

  it('rejects an unknown language with 400', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/compiler/test',
      headers: auth,
      payload: { code: 'x', language: 'Brainfuck', compilerId: 'q1' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Unknown language/);
  });

  it('rejects code over 64 KB with 400', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/compiler/test',
      headers: auth,
      payload: { code: 'x'.repeat(64 * 1024 + 1), language: 'py', compilerId: 'q1' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('answers 404 for an unknown compilerId', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/compiler/test',
      headers: auth,
      payload: { code: programs.py.sum, language: 'Python', compilerId: 'nope' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/nope/);
  });

  it('splits passed and failed and maps language names', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/compiler/test',
      headers: auth,
      payload: { code: programs.c.sum, language: 'C', compilerId: 'q1' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.codeLanguage).toBe('c');
    expect(body.totalTestCases).toBe(3);
    expect(body.passed).toHaveLength(3);
    expect(body.failed).toHaveLength(0);
    expect(body.error).toBeNull();
  });

  it('never reveals a hidden testcase input, output or expected output', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/compiler/test',
      headers: auth,
      payload: { code: echoBoth, language: 'python', compilerId: 'q1' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.failed).toHaveLength(3);
    const hidden = body.failed.filter((item: { isHidden: boolean }) => item.isHidden);
    expect(hidden).toHaveLength(2);
    for (const item of hidden) {
      expect(item).not.toHaveProperty('input');
      expect(item).not.toHaveProperty('output');
      expect(item).not.toHaveProperty('expectedOutput');
      expect(item.realtimeOutputEscapeRemoved).toBe('');
    }
    expect(res.body).not.toContain(SECRET_INPUT);
    expect(res.body).not.toContain(SECRET_EXPECTED);
    const visible = body.failed.find((item: { isHidden: boolean }) => !item.isHidden);
    expect(visible.input).toBe('1 2');
    expect(visible.realtimeOutputEscapeRemoved).toContain('out:1 2');
  });

  it('reports a compile error in error and fails every testcase', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/compiler/test',
      headers: auth,
      payload: { code: programs.c.syntax, language: 'c', compilerId: 'q1' },
    });
    const body = res.json();
    expect(body.passed).toHaveLength(0);
    expect(body.failed).toHaveLength(3);
    expect(body.error).toMatch(/error/);
  });
});

describe('POST /compiler', () => {
  it('rejects a request without a token', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/compiler',
      payload: { code: 'x', language: 'py', input: '' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('rejects a bad body and an unknown language with 400', async () => {
    const bad = await app.inject({
      method: 'POST',
      url: '/compiler',
      headers: auth,
      payload: { language: 'py' },
    });
    expect(bad.statusCode).toBe(400);
    const unknown = await app.inject({
      method: 'POST',
      url: '/compiler',
      headers: auth,
      payload: { code: 'x', language: 'cobol', input: '' },
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('runs custom input and returns output and error', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/compiler',
      headers: auth,
      payload: { code: echoBoth, language: 'Python3', input: 'hi' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ output: 'out:hi\n', error: 'stderr:hi', verdict: 'ok' });
  });

  it('returns the compile error as error', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/compiler',
      headers: auth,
      payload: { code: programs.py.syntax, language: 'py', input: '' },
    });
    expect(res.json().verdict).toBe('compile_error');
    expect(res.json().error).toMatch(/SyntaxError/);
  });
});
