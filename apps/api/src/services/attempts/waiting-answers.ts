import { answers, attempts } from '@placement/db';
import { type CodeVerdict, type CompilerQuestion, gradeAnswer, questionTypes } from '@placement/domain';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { appendSteps, isOpen } from './attempt-rows';
import { type Bundle, loadBundle } from './bundle';
import { judgeWithin } from './judging';
import { scoreStored } from './scoring';

const BATCH = 20;

const answerKey = (attemptId: string, questionId: string) =>
  and(eq(answers.attemptId, attemptId), eq(answers.questionId, questionId));

/**
 * Fills in a coding answer's grade from the judge's verdict. An ended attempt is scored again at once (its
 * status leaves `awaiting_grading` when nothing else waits); an open one is scored when it ends.
 */
export async function applyVerdict(
  app: FastifyInstance,
  bundle: Bundle,
  attemptId: string,
  question: CompilerQuestion,
  response: unknown,
  verdict: CodeVerdict,
  now = new Date(),
): Promise<void> {
  const graded = gradeAnswer(question, response, { judge: verdict });
  if (!graded.ok) return;
  await app.deps.db.transaction(async (tx) => {
    // the attempt's row first, as ending an attempt does: the two never score it at once
    const [attempt] = await tx.select().from(attempts).where(eq(attempts.id, attemptId)).for('update');
    if (!attempt) return;
    const filled = await tx
      .update(answers)
      .set({ grade: graded.value, judged: verdict, awaitingJudge: false, judgeClaimedUntil: null })
      .where(and(answerKey(attemptId, question.id), eq(answers.awaitingJudge, true)))
      .returning({ questionId: answers.questionId });
    if (filled.length === 0 || isOpen(attempt)) return;
    const { scored, columns } = await scoreStored(tx, bundle, attemptId);
    const [rescored] = await tx.update(attempts).set(columns).where(eq(attempts.id, attemptId)).returning();
    if (!rescored) return;
    await appendSteps(
      tx,
      rescored,
      [
        {
          kind: 'grade',
          questionId: question.id,
          payload: { score: scored.score, maxScore: scored.maxScore, pending: scored.pending, judged: true },
        },
      ],
      now,
    );
  });
}

/**
 * Judges the coding answers stored but not judged yet (the judge was down or slow when they came, or their
 * request never finished), whatever ended their attempt, and fills in their marks. Each is claimed first, so
 * several API processes never judge the same one at once; one the judge cannot answer is retried on a later
 * round once its claim lapses. Stops at the first silence: the judge is likely down for the others too.
 */
export async function judgeWaitingAnswers(app: FastifyInstance, now = new Date()): Promise<number> {
  const { db } = app.deps;
  const waitMs = app.deps.config.judgeAnswerWaitSeconds * 1000;
  const due = await db
    .select({
      attemptId: answers.attemptId,
      questionId: answers.questionId,
      assessmentId: attempts.assessmentId,
    })
    .from(answers)
    .innerJoin(attempts, eq(attempts.id, answers.attemptId))
    .where(
      and(
        eq(answers.awaitingJudge, true),
        or(isNull(answers.judgeClaimedUntil), lt(answers.judgeClaimedUntil, now)),
      ),
    )
    .limit(BATCH);
  let graded = 0;
  for (const { attemptId, questionId, assessmentId } of due) {
    const [claimed] = await db
      .update(answers)
      .set({ judgeClaimedUntil: new Date(Date.now() + 2 * waitMs) })
      .where(
        and(
          answerKey(attemptId, questionId),
          eq(answers.awaitingJudge, true),
          or(isNull(answers.judgeClaimedUntil), lt(answers.judgeClaimedUntil, now)),
        ),
      )
      .returning({ response: answers.response });
    if (!claimed) continue;
    const bundle = await loadBundle(app, assessmentId);
    const question = bundle?.questions.get(questionId);
    const code = questionTypes.compiler.parseAnswer(claimed.response);
    if (!bundle || question?.type !== 'compiler' || !code.ok) {
      app.log.error({ attemptId, questionId }, 'a coding answer waiting for the judge cannot be judged');
      continue;
    }
    const verdict = await judgeWithin(app, question, code.value, waitMs, `attempt:${attemptId}`);
    if (!verdict) break;
    await applyVerdict(app, bundle, attemptId, question, claimed.response, verdict);
    graded += 1;
  }
  return graded;
}
