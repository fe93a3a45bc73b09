import type { AnswerKey, AttemptResult, StoredResponse } from '@placement/contract';
import { answers, attemptSteps, attempts, invitations } from '@placement/db';
import { answerKeyOf, type Grade } from '@placement/domain';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { screenshotCount } from '../assessments/catalogue';
import { presentAttempt } from '../assessments/presenters';
import { attemptStillRunning } from '../attempts/accommodation';
import { type AttemptRow, notArchived } from '../attempts/attempt-rows';
import { type Bundle, loadBundle } from '../attempts/bundle';
import { effectiveGrade } from '../attempts/scoring';
import { keysReleased } from './release-policy';

function correctAnswerOf(bundle: Bundle, questionId: string): AnswerKey | undefined {
  const question = bundle.questions.get(questionId);
  return question ? (answerKeyOf(question) as AnswerKey | undefined) : undefined;
}

/** 'answered' stands in for the verdict until the keys may be shown. */
function questionStatus(grade: Grade, timedOut: boolean, showKeys: boolean): string {
  if (grade.status === 'pending') return 'pending';
  if (timedOut) return 'timed out';
  if (grade.empty) return 'skipped';
  if (!showKeys) return 'answered';
  return grade.correct ? 'correct' : 'wrong';
}

/** One attempt's result as its own student may read it. */
export async function attemptResult(
  app: FastifyInstance,
  bundle: Bundle,
  attempt: AttemptRow,
  now = new Date(),
): Promise<AttemptResult> {
  const { db } = app.deps;
  const rows = await db
    .select()
    .from(answers)
    .where(eq(answers.attemptId, attempt.id))
    .orderBy(asc(answers.answeredAt));
  const [events] = await db
    .select({ n: count() })
    .from(attemptSteps)
    .where(and(eq(attemptSteps.attemptId, attempt.id), eq(attemptSteps.kind, 'proctor')));
  const showKeys = keysReleased(bundle, now) && !(await attemptStillRunning(db, bundle.assessment.id, now));
  const perTopic = (attempt.result?.perTopic ?? []).map((t) => ({
    ...t,
    topic: bundle.topics.find((topic) => topic.id === t.topicId)?.heading ?? '',
  }));
  return {
    ...presentAttempt(bundle, attempt),
    assessmentId: bundle.assessment.id,
    assessmentName: bundle.assessment.name,
    timeTaken: attempt.timeTaken,
    endType: attempt.endType,
    perTopic: showKeys ? perTopic : [],
    questions: rows.map((row) => {
      const grade: Grade = effectiveGrade(row);
      const question = bundle.questions.get(row.questionId);
      return {
        questionId: row.questionId,
        topic: bundle.topicOf.get(row.questionId)?.heading ?? '',
        type: question?.type ?? 'unknown',
        status: questionStatus(grade, row.timedOut, showKeys),
        answered: !(grade.status === 'graded' && grade.empty),
        marks: showKeys && grade.status === 'graded' ? grade.marks : null,
        maxMarks: grade.maxMarks,
        timedOut: row.timedOut,
        // its type's answer schema took it before it was stored (answer-plan.ts)
        response: row.response as StoredResponse,
        ...(showKeys ? { correctAnswer: correctAnswerOf(bundle, row.questionId) } : {}),
      };
    }),
    proctoring: {
      tabSwitches: attempt.tabSwitches,
      events: events?.n ?? 0,
      screenshots: await screenshotCount(app, attempt.id),
    },
  };
}

/** Every finished or open attempt of the student, newest first. */
export async function studentResults(app: FastifyInstance, studentId: string, assessmentId?: string) {
  const { db } = app.deps;
  const rows = await db
    .select({ attempt: attempts })
    .from(attempts)
    .innerJoin(
      invitations,
      and(eq(invitations.assessmentId, attempts.assessmentId), eq(invitations.studentId, attempts.studentId)),
    )
    .where(
      and(
        eq(attempts.studentId, studentId),
        notArchived,
        ...(assessmentId ? [eq(attempts.assessmentId, assessmentId)] : []),
      ),
    )
    .orderBy(desc(attempts.startedAt));
  const results: AttemptResult[] = [];
  for (const { attempt } of rows) {
    const bundle = await loadBundle(app, attempt.assessmentId);
    if (bundle) results.push(await attemptResult(app, bundle, attempt));
  }
  return results;
}
