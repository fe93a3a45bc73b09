import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
} from 'fastify';
import type { Checker } from '../checkers/checkers';
import { InputTooLargeError, JudgeUnavailableError, UnknownLanguageError } from '../errors';
import type { JudgeService } from '../judge';
import { resolveLanguage } from '../languages/registry';
import type { LimitsInput } from '../limits';
import type { TestcaseRef } from '../queue/testcase-store';
import { presentJudgeResult, type StoredTestcase } from './present';
import {
  errorResponses,
  type RunBody,
  runBody,
  runResponse,
  type TestBody,
  testBody,
  testResponse,
} from './schemas';

export interface TestcaseSource {
  /** The request is passed so the host can check that its caller may judge against this question. */
  forQuestion(
    compilerId: string,
    request: FastifyRequest,
  ): Promise<{
    testcases: StoredTestcase[];
    limits?: LimitsInput;
    checker?: Checker;
    /** Where the host keeps them: the queue then carries this, not the testcases. */
    testcasesRef?: TestcaseRef;
  } | null>;
}

export interface CompilerRoutesOptions {
  judge: Pick<JudgeService, 'judge' | 'run' | 'available'>;
  testcases: TestcaseSource;
  /** Runs before the body is read, so a caller without a session gets 401 before any 400. */
  authenticate: onRequestHookHandler;
  /** Whose request it is (the signed-in student), so the judge shares its slots fairly between owners. */
  ownerOf?: (request: FastifyRequest) => string | undefined;
  /** Put on each route's `config.rateLimit` for @fastify/rate-limit, which the host app registers. */
  rateLimit?: Record<string, unknown>;
  /** Handler timeouts; the spec's 70 s for /test and 20 s for a custom run. */
  testTimeoutMs?: number;
  runTimeoutMs?: number;
}

/**
 * What the host's OpenAPI document (@fastify/swagger in the API) says of each route, grouped as the API's
 * `<portal> · <resource>` tags; spread into the schemas, as this package does not load swagger's types.
 */
const tags = ['shared · compiler'];
const testDocs = {
  tags,
  summary: "Judge a student's code against a coding question's testcases",
  description:
    'A student with a test in progress sends code for one of its coding questions (`compilerId`); the code ' +
    'is compiled and run in the sandbox against every testcase, hidden ones included, and the reply says ' +
    'the verdict of each (hidden inputs and outputs are not shown). 404 when the question is not in a test ' +
    'the student is taking, 400 for an unknown language, 413 for code too large, 503 at once when no judge is running, 504 after 70 s.',
};
const runDocs = {
  tags,
  summary: 'Run code on custom input',
  description:
    'A signed-in student runs code once in the sandbox on the input given (the "run" button of the code ' +
    'editor) and gets its output, error, verdict, time and memory. Nothing is graded or stored. 400 for an ' +
    'unknown language, 413 for code too large, 503 at once when no judge is running, 504 after 20 s. Limited to 30 calls a minute.',
};

class HandlerTimeout extends Error {}

/** As the API's serviceMessages.judgeUnavailable says it (this package does not depend on the contract). */
const NO_JUDGE_MESSAGE =
  'No judge is running right now, so code cannot be run. Your code stays in the editor; try again in a minute.';

/** Refuses at once when no judge can take the request, rather than after the queue's wait. */
async function judgeAvailable(judge: Pick<JudgeService, 'available'>): Promise<void> {
  const why = await judge.available();
  if (why) throw new JudgeUnavailableError(why);
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new HandlerTimeout()), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

function sendKnownError(reply: FastifyReply, error: unknown): FastifyReply {
  if (error instanceof UnknownLanguageError) return reply.code(400).send({ message: error.message });
  if (error instanceof InputTooLargeError) return reply.code(413).send({ message: error.message });
  if (error instanceof JudgeUnavailableError) return reply.code(503).send({ message: NO_JUDGE_MESSAGE });
  if (error instanceof HandlerTimeout)
    return reply.code(504).send({ message: 'Judging took too long, try again' });
  reply.log.error({ err: error }, 'judge failed');
  return reply.code(500).send({ message: 'Could not judge the code, try again' });
}

/** The compiler service: POST /test (judge against a question's testcases) and POST / (custom input). */
export async function compilerRoutes(app: FastifyInstance, options: CompilerRoutesOptions): Promise<void> {
  const config = (options.rateLimit ? { rateLimit: options.rateLimit } : {}) as FastifyContextConfig;
  const testTimeoutMs = options.testTimeoutMs ?? 70_000;
  const runTimeoutMs = options.runTimeoutMs ?? 20_000;

  app.post<{ Body: TestBody }>(
    '/test',
    {
      onRequest: options.authenticate,
      config,
      schema: {
        ...testDocs,
        body: testBody,
        response: { 200: testResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { code, language, compilerId } = request.body;
      try {
        const resolved = resolveLanguage(language);
        const question = await options.testcases.forQuestion(compilerId, request);
        if (!question) return reply.code(404).send({ message: `No coding question with id '${compilerId}'` });
        await judgeAvailable(options.judge);
        const result = await withTimeout(
          options.judge.judge({
            language: resolved.id,
            code,
            testcases: question.testcases,
            limits: question.limits,
            checker: question.checker,
            testcasesRef: question.testcasesRef,
            owner: options.ownerOf?.(request),
          }),
          testTimeoutMs,
        );
        return presentJudgeResult(question.testcases, result);
      } catch (error) {
        return sendKnownError(reply, error);
      }
    },
  );

  app.post<{ Body: RunBody }>(
    '/',
    {
      onRequest: options.authenticate,
      config,
      bodyLimit: 4 * 1024 * 1024,
      schema: {
        ...runDocs,
        body: runBody,
        response: { 200: runResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { code, language, input } = request.body;
      try {
        const resolved = resolveLanguage(language);
        await judgeAvailable(options.judge);
        const result = await withTimeout(
          options.judge.run({
            language: resolved.id,
            code,
            input: input ?? '',
            owner: options.ownerOf?.(request),
          }),
          runTimeoutMs,
        );
        const error = result.verdict === 'compile_error' ? result.compile.message : result.error;
        return {
          output: result.output,
          error,
          verdict: result.verdict,
          timeMs: result.timeMs,
          memoryKb: result.memoryKb,
        };
      } catch (error) {
        return sendKnownError(reply, error);
      }
    },
  );
}
