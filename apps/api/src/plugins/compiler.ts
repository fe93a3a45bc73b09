import { attempts } from '@placement/db';
import { compilerRoutes, type TestcaseSource } from '@placement/judge';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { loadBundle } from '../services/attempts/bundle';
import { storedTestcases } from '../services/attempts/testcases';
import { authenticate } from './auth';

/**
 * The compiler service of SPEC.md §7 at /compiler: a student may judge code only against a coding
 * question of a test they are taking right now.
 */
export async function compilerPlugin(app: FastifyInstance): Promise<void> {
  const testcases: TestcaseSource = {
    async forQuestion(compilerId, request) {
      const studentId = request.actor?.user.id;
      if (!studentId) return null;
      const open = await app.deps.db
        .select({ assessmentId: attempts.assessmentId })
        .from(attempts)
        .where(and(eq(attempts.studentId, studentId), eq(attempts.status, 'in_progress')));
      for (const { assessmentId } of open) {
        const question = (await loadBundle(app, assessmentId))?.questions.get(compilerId);
        if (question?.type === 'compiler') {
          return {
            testcases: question.testcases,
            testcasesRef: storedTestcases(question.id, question.testcases).testcasesRef,
            limits: { timeMs: question.timeLimitMs, memoryMb: question.memoryLimitMb },
            checker: question.checker,
          };
        }
      }
      return null;
    },
  };
  await app.register(compilerRoutes, {
    prefix: '/compiler',
    judge: app.deps.judge,
    testcases,
    authenticate: async (request) => {
      await authenticate(app, request, { roles: ['student'] });
    },
    ownerOf: (request) => request.actor?.user.id,
    rateLimit: { max: 30, timeWindow: 60_000 },
  });
}
