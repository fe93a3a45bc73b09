import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type onRequestHookHandler } from 'fastify';
import { jwtVerify } from 'jose';
import { compilerRoutes, type TestcaseSource } from './http/compiler-routes';
import type { StoredTestcase } from './http/present';
import type { JudgeService } from './judge';
import type { LimitsInput } from './limits';

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

/** Standalone testcases: <dir>/<compilerId>.json holding { testcases: [...], limits? }. */
export function directoryTestcaseSource(dir: string): TestcaseSource {
  return {
    async forQuestion(compilerId) {
      if (!/^[A-Za-z0-9_-]{1,128}$/.test(compilerId)) return null;
      const text = await readFile(join(dir, `${compilerId}.json`), 'utf8').catch(() => null);
      if (text === null) return null;
      return JSON.parse(text) as { testcases: StoredTestcase[]; limits?: LimitsInput };
    },
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
