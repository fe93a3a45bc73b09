import { answers, attemptSteps, attempts, colleges, type Db, users } from '@placement/db';
import { addedSeconds, topicAverages } from '@placement/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../../lib/http-error';
import { attemptStillRunning } from '../../attempts/accommodation';
import type { AttemptRow } from '../../attempts/attempt-rows';
import { type Bundle, loadBundle } from '../../attempts/bundle';
import { keysReleased } from '../release-policy';
import { type AttemptRisk, risksOfAssessment } from '../risk';
import { highestSimilarityByAttempt } from '../similarity/queries';

/** What every report of one assessment shares: read once, so a drive's thousand reports cost one cohort read. */
export interface ReportContext {
  bundle: Bundle;
  college: { name: string; timezone: string };
  /** each counted student's percentage: their first graded attempt, as the item analysis counts */
  cohortPercentages: number[];
  cohortTopicAverages: Map<string, number | null>;
  /** whether per-question verdicts may be shown to the candidate now */
  verdictsReleased: boolean;
  now: Date;
}

/** The college's and recruiter's additions: integrity figures of the attempts asked for. */
export interface IntegrityContext {
  risks: Map<string, AttemptRisk>;
  similarity: Map<string, number | null>;
}

export type ReportAnswer = Pick<
  typeof answers.$inferSelect,
  'questionId' | 'topicId' | 'grade' | 'manualMarks' | 'judged' | 'timedOut' | 'comment' | 'answeredAt'
>;

export interface ReportSubject {
  attempt: AttemptRow;
  student: { name: string; email: string };
  answers: ReportAnswer[];
  /** the time the people running the test added for this attempt, before its start and while it ran */
  addedSeconds: number;
}

async function cohortOf(db: Db, assessmentId: string) {
  const rows = await db
    .select({ studentId: attempts.studentId, percentage: attempts.percentage, result: attempts.result })
    .from(attempts)
    .where(and(eq(attempts.assessmentId, assessmentId), eq(attempts.status, 'graded')))
    .orderBy(asc(attempts.studentId), asc(attempts.number));
  const first = new Map<string, (typeof rows)[number]>();
  for (const row of rows) if (!first.has(row.studentId)) first.set(row.studentId, row);
  const counted = [...first.values()];
  return {
    cohortPercentages: counted.map((r) => r.percentage ?? 0),
    cohortTopicAverages: topicAverages(counted.map((r) => r.result?.perTopic ?? [])),
  };
}

export async function reportContext(app: FastifyInstance, assessmentId: string, now = new Date()) {
  const bundle = await loadBundle(app, assessmentId);
  if (!bundle) throw notFound('Assessment not found');
  const { db } = app.deps;
  const [college] = await db
    .select({ name: colleges.name, timezone: colleges.timezone })
    .from(colleges)
    .where(eq(colleges.id, bundle.assessment.collegeId));
  const verdictsReleased =
    keysReleased(bundle, now) && !(await attemptStillRunning(db, bundle.assessment.id, now));
  return {
    bundle,
    college: college ?? { name: '', timezone: 'Asia/Kolkata' },
    ...(await cohortOf(db, assessmentId)),
    verdictsReleased,
    now,
  } satisfies ReportContext;
}

export async function integrityContext(
  app: FastifyInstance,
  assessmentId: string,
  attemptIds: string[],
): Promise<IntegrityContext> {
  return {
    risks: await risksOfAssessment(app.deps.db, assessmentId),
    similarity: await highestSimilarityByAttempt(app, assessmentId, attemptIds),
  };
}

/** The attempts with their students and answers (in the order they were answered), in the order asked. */
export async function reportSubjects(app: FastifyInstance, attemptIds: string[]): Promise<ReportSubject[]> {
  if (attemptIds.length === 0) return [];
  const { db } = app.deps;
  const rows = await db
    .select({ attempt: attempts, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(attempts)
    .innerJoin(users, eq(users.id, attempts.studentId))
    .where(inArray(attempts.id, attemptIds));
  const answerRows = await db
    .select({
      attemptId: answers.attemptId,
      questionId: answers.questionId,
      topicId: answers.topicId,
      grade: answers.grade,
      manualMarks: answers.manualMarks,
      judged: answers.judged,
      timedOut: answers.timedOut,
      comment: answers.comment,
      answeredAt: answers.answeredAt,
    })
    .from(answers)
    .where(inArray(answers.attemptId, attemptIds))
    .orderBy(asc(answers.answeredAt));
  const byAttempt = new Map<string, ReportAnswer[]>();
  for (const { attemptId, ...answer } of answerRows) {
    const list = byAttempt.get(attemptId) ?? [];
    list.push(answer);
    byAttempt.set(attemptId, list);
  }
  const timeSteps = await db
    .select({ attemptId: attemptSteps.attemptId, kind: attemptSteps.kind, payload: attemptSteps.payload })
    .from(attemptSteps)
    .where(
      and(
        inArray(attemptSteps.attemptId, attemptIds),
        inArray(attemptSteps.kind, ['start', 'staff_add_time']),
      ),
    );
  const stepsOf = new Map<string, typeof timeSteps>();
  for (const step of timeSteps) stepsOf.set(step.attemptId, [...(stepsOf.get(step.attemptId) ?? []), step]);
  const byId = new Map(rows.map((r) => [r.attempt.id, r]));
  return attemptIds.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        attempt: row.attempt,
        student: { name: `${row.firstName} ${row.lastName}`.trim(), email: row.email },
        answers: byAttempt.get(id) ?? [],
        addedSeconds: addedSeconds(stepsOf.get(id) ?? []),
      },
    ];
  });
}
