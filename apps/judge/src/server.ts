import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type onRequestHookHandler } from 'fastify';
import { jwtVerify } from 'jose';
import { compilerRoutes, type TestcaseSource } from './http/compiler-routes';
import type { StoredTestcase } from './http/present';
import type { JudgeService } from './judge';
import type { LimitsInput } from './limits';
import { type TestcaseLoader, testcaseRef } from './queue/testcase-store';

/** Accepts the API's HS256 tokens, verified with the shared JWT_SECRET. */
export function jwtAuthenticate(secret: string): onRequestHookHandler {
  const key = new TextEncoder().encode(secret);
  return async (request, reply) => {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    try {
      if (!token) throw new Error('no token');
      await jwtVerify(token, key, { algorithms: ['HS256'] });
    } catch {
      await reply.code(401).send({ message: 'Auth token not found or invalid' });
    }
  };
}

interface TestcaseFile {
  testcases: StoredTestcase[];
  limits?: LimitsInput;
}

async function readTestcaseFile(dir: string, compilerId: string): Promise<TestcaseFile | null> {
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(compilerId)) return null;
  const text = await readFile(join(dir, `${compilerId}.json`), 'utf8').catch(() => null);
  return text === null ? null : (JSON.parse(text) as TestcaseFile);
}

const judgeTestcases = (file: TestcaseFile) =>
  file.testcases.map(({ input, expectedOutput }) => ({ input, expectedOutput }));

/** Standalone testcases: <dir>/<compilerId>.json holding { testcases: [...], limits? }. */
export function directoryTestcaseSource(dir: string): TestcaseSource {
  return {
    async forQuestion(compilerId) {
      const file = await readTestcaseFile(dir, compilerId);
      if (file === null) return null;
      return { ...file, testcasesRef: testcaseRef(compilerId, judgeTestcases(file)) };
    },
  };
}

/** A worker's side of the same directory. */
export function directoryTestcaseLoader(dir: string): TestcaseLoader {
  return async (compilerId) => {
    const file = await readTestcaseFile(dir, compilerId);
    return file === null ? null : judgeTestcases(file);
  };
}

export interface StandaloneOptions {
  judge: JudgeService;
  jwtSecret: string;
  testcases: TestcaseSource;
}

/** The compiler service on its own, mounted at the root as the spec's service is. */
export async function buildStandaloneServer(options: StandaloneOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: true, bodyLimit: 4 * 1024 * 1024 });
  app.get('/health', async () => ({ ok: true }));
  await app.register(compilerRoutes, {
    judge: options.judge,
    testcases: options.testcases,
    authenticate: jwtAuthenticate(options.jwtSecret),
  });
  return app;
}
