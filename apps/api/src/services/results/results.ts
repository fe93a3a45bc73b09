import {
  endReasonText,
  highestSimilarityLabel,
  type ResultRow as ResultRowSchema,
  type ReviewQuestion,
  resultWords,
  riskLabels,
  type StoredResponse,
  similarityPercent,
  type TimelinePayload,
} from '@placement/contract';
import { answers, assessments, attemptSteps, attempts, type Db, screenshots, users } from '@placement/db';
import {
  actionSummary,
  type CodeVerdict,
  type Grade,
  RISK_COUNT_NAMES,
  riskSummaryOf,
} from '@placement/domain';
import { and, asc, desc, eq, gte, inArray, isNotNull, like, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import { csvOf } from '../../lib/csv';
import { fileStem } from '../../lib/file-names';
import { badRequest, notFound } from '../../lib/http-error';
import { kolkataDate } from '../../lib/kolkata-date';
import { workbookOf } from '../../lib/spreadsheet';
import { flowNameOf } from '../assessments/flow-choice';
import { ownAssessment } from '../assessments/policy';
import { appendSteps, notArchived } from '../attempts/attempt-rows';
import { forgetBundle, loadBundle } from '../attempts/bundle';
import { scoreStored } from '../attempts/scoring';
import { noRisk, risksOfAssessment } from './risk';
import { highestSimilarityByAttempt } from './similarity/queries';

type ResultRow = Static<typeof ResultRowSchema>;

/** Every attempt at the assessment with its student, score, integrity events and risk summary. */
export async function assessmentResults(
  app: FastifyInstance,
  collegeId: string,
  assessmentId: string,
): Promise<ResultRow[]> {
  await ownAssessment(app, collegeId, assessmentId);
  const { db } = app.deps;
  const rows = await db
    .select({ attempt: attempts, user: users })
    .from(attempts)
    .innerJoin(users, eq(users.id, attempts.studentId))
    .where(and(eq(attempts.assessmentId, assessmentId), notArchived))
    .orderBy(desc(attempts.percentage), asc(users.firstName));
  const risks = await risksOfAssessment(db, assessmentId);
  const similarity = await highestSimilarityByAttempt(
    app,
    assessmentId,
    rows.map((r) => r.attempt.id),
  );
  return rows.map(({ attempt, user }) => ({
    attemptId: attempt.id,
    studentId: user.id,
    name: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    score: attempt.score,
    maxScore: attempt.maxScore,
    percentage: attempt.percentage,
    status: attempt.status,
    endType: attempt.endType,
    endReason: attempt.endReason,
    timeTaken: attempt.timeTaken,
    decision: attempt.decision,
    ...(risks.get(attempt.id) ?? noRisk),
    highestSimilarity: similarity.get(attempt.id) ?? null,
    ...(attempt.result?.calibrated && { calibrated: attempt.result.calibrated }),
  }));
}

async function ownAttempt(app: FastifyInstance, collegeId: string, attemptId: string) {
  const [row] = await app.deps.db
    .select({ attempt: attempts, assessment: assessments, user: users })
    .from(attempts)
    .innerJoin(assessments, eq(assessments.id, attempts.assessmentId))
    .innerJoin(users, eq(users.id, attempts.studentId))
    .where(and(eq(attempts.id, attemptId), eq(assessments.collegeId, collegeId)));
  if (!row) throw notFound('Attempt not found');
  return row;
}

const screenshotUrl = (id: string) => `/api/college/screenshots/${id}`;

/**
 * A step's payload as the reviewer needs it, with the URL of the snapshot it names (screenshots and face
 * events). Older screenshot steps recorded the storage path instead of the snapshot's id: matched here, never
 * sent; a screenshot step says only why it was taken and where to see it.
 */
function timelinePayload(
  kind: string,
  { storageKey, ...payload }: Record<string, unknown>,
  shots: { id: string; storageKey: string }[],
): TimelinePayload {
  const shot = shots.find(
    (s) => s.id === payload.screenshotId || (storageKey && s.storageKey === storageKey),
  );
  const url = shot ? screenshotUrl(shot.id) : null;
  if (kind === 'screenshot') return { reason: (payload.reason as string | null | undefined) ?? null, url };
  return { ...payload, ...(url ? { url } : {}) } as TimelinePayload;
}

/** A reviewer's view of one attempt: every answer with its key, verdicts and code, and the evidence timeline. */
export async function attemptReview(app: FastifyInstance, collegeId: string, attemptId: string) {
  const { attempt, user } = await ownAttempt(app, collegeId, attemptId);
  const bundle = await loadBundle(app, attempt.assessmentId);
  if (!bundle) throw notFound('Assessment not found');
  const { db } = app.deps;
  const answerRows = await db
    .select()
    .from(answers)
    .where(eq(answers.attemptId, attemptId))
    .orderBy(asc(answers.answeredAt));
  const steps = await db
    .select()
    .from(attemptSteps)
    .where(and(eq(attemptSteps.attemptId, attemptId), ne(attemptSteps.kind, 'served')))
    .orderBy(asc(attemptSteps.seq));
  const shots = await db
    .select()
    .from(screenshots)
    .where(eq(screenshots.attemptId, attemptId))
    .orderBy(asc(screenshots.createdAt));
  return {
    attempt: {
      _id: attempt.id,
      number: attempt.number,
      status: attempt.status,
      score: attempt.score,
      maxScore: attempt.maxScore,
      percentage: attempt.percentage,
      startedAt: attempt.startedAt.toISOString(),
      endedAt: attempt.endedAt?.toISOString() ?? null,
      endReason: attempt.endReason,
      endType: attempt.endType,
      timeTaken: attempt.timeTaken,
      tabSwitches: attempt.tabSwitches,
      decision: attempt.decision,
      perTopic: attempt.result?.perTopic ?? [],
      risk: riskSummaryOf(steps),
      ...(attempt.result?.calibrated && { calibrated: attempt.result.calibrated }),
    },
    student: { _id: user.id, name: `${user.firstName} ${user.lastName}`.trim(), email: user.email },
    answers: answerRows.map((row) => ({
      questionId: row.questionId,
      topic: bundle.topicOf.get(row.questionId)?.heading ?? '',
      // the domain's option lists are readonly tuples; the reply's are plain arrays of the same strings
      question: (bundle.questions.get(row.questionId) ?? null) as ReviewQuestion | null,
      // its type's answer schema took it before it was stored (services/attempts/answer-plan.ts)
      response: row.response as StoredResponse,
      grade: row.grade as Grade,
      judged: row.judged as CodeVerdict | null,
      timedOut: row.timedOut,
      manualMarks: row.manualMarks,
      comment: row.comment,
      answeredAt: row.answeredAt.toISOString(),
    })),
    timeline: steps.map((s) => ({
      seq: s.seq,
      kind: s.kind,
      questionId: s.questionId,
      payload: timelinePayload(s.kind, s.payload, shots),
      at: s.at.toISOString(),
    })),
    screenshots: shots.map((s) => ({
      _id: s.id,
      createdAt: s.createdAt.toISOString(),
      reason: s.reason,
      url: screenshotUrl(s.id),
    })),
  };
}

/** A person's marks for an answer waiting for them (or a regrade); the attempt's score follows and the change is logged. */
export async function gradeAnswer(
  app: FastifyInstance,
  staff: { userId: string; collegeId: string },
  attemptId: string,
  body: { questionId: string; marks: number; comment?: string },
) {
  const { attempt } = await ownAttempt(app, staff.collegeId, attemptId);
  if (attempt.status === 'in_progress') throw badRequest('The attempt has not ended yet');
  const bundle = await loadBundle(app, attempt.assessmentId);
  if (!bundle) throw notFound('Assessment not found');
  const now = new Date();
  return app.deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(answers)
      .where(and(eq(answers.attemptId, attemptId), eq(answers.questionId, body.questionId)))
      .for('update');
    if (!row) throw notFound('Answer not found');
    const grade = row.grade as { status: string; maxMarks: number; autoMarks?: number };
    if (grade.status !== 'pending') throw badRequest('This answer is graded automatically');
    const room = grade.maxMarks - (grade.autoMarks ?? 0);
    if (body.marks > room) throw badRequest(`marks must be at most ${room}`);
    const previous = row.manualMarks;
    await tx
      .update(answers)
      .set({ manualMarks: body.marks, comment: body.comment ?? null, gradedBy: staff.userId, gradedAt: now })
      .where(and(eq(answers.attemptId, attemptId), eq(answers.questionId, body.questionId)));
    const { columns } = await scoreStored(tx, bundle, attemptId);
    const [updated] = await tx.update(attempts).set(columns).where(eq(attempts.id, attemptId)).returning();
    if (!updated) throw notFound('Attempt not found');
    return appendSteps(
      tx,
      updated,
      [
        {
          kind: 'manual_grade',
          questionId: body.questionId,
          payload: { by: staff.userId, marks: body.marks, previous, comment: body.comment ?? null },
        },
      ],
      now,
    );
  });
}

/** Selects or rejects students by id, or selects everyone at or above a percentage. */
export async function decide(
  app: FastifyInstance,
  collegeId: string,
  assessmentId: string,
  body: { studentIds: string[]; decision: 'selected' | 'rejected' | null } | { minPercentage: number },
) {
  await ownAssessment(app, collegeId, assessmentId);
  const ended = and(eq(attempts.assessmentId, assessmentId), isNotNull(attempts.endedAt), notArchived);
  const updated =
    'minPercentage' in body
      ? await app.deps.db
          .update(attempts)
          .set({ decision: 'selected' })
          .where(and(ended, gte(attempts.percentage, body.minPercentage)))
          .returning({ id: attempts.id })
      : await app.deps.db
          .update(attempts)
          .set({ decision: body.decision })
          .where(and(ended, inArray(attempts.studentId, body.studentIds)))
          .returning({ id: attempts.id });
  return { updated: updated.length };
}

export async function publishResults(app: FastifyInstance, collegeId: string, assessmentId: string) {
  await ownAssessment(app, collegeId, assessmentId);
  await app.deps.db
    .update(assessments)
    .set({ resultsPublishedAt: new Date() })
    .where(eq(assessments.id, assessmentId));
  forgetBundle(app, assessmentId);
}

/** What the people running the test did to each attempt, in order, in a reviewer's words. */
async function staffActionsOf(db: Db, assessmentId: string): Promise<Map<string, string[]>> {
  const steps = await db
    .select({ attemptId: attemptSteps.attemptId, kind: attemptSteps.kind, payload: attemptSteps.payload })
    .from(attemptSteps)
    .innerJoin(attempts, eq(attempts.id, attemptSteps.attemptId))
    .where(and(eq(attempts.assessmentId, assessmentId), like(attemptSteps.kind, 'staff\\_%')))
    .orderBy(asc(attemptSteps.attemptId), asc(attemptSteps.seq));
  const byAttempt = new Map<string, string[]>();
  for (const step of steps) {
    const words = actionSummary(step.kind, step.payload);
    if (words) byAttempt.set(step.attemptId, [...(byAttempt.get(step.attemptId) ?? []), words]);
  }
  return byAttempt;
}

const EXPORT_HEADER = [
  'Name',
  'Email',
  'Score',
  'Max score',
  'Percentage',
  'Status',
  'End reason',
  'Time taken (s)',
  'Integrity events',
  ...RISK_COUNT_NAMES.map((name) => riskLabels[name]),
  'Pasted characters',
  highestSimilarityLabel,
  'Decision',
  'Staff actions',
];

/** A calibrated adaptive test's export also has each attempt's ability score (#35). */
const CALIBRATED_HEADER = [
  'Ability (θ)',
  'θ standard error',
  'Scaled score',
  'Scaled score SE',
  'Calibration version',
];
const calibratedCells = (result: ResultRow['calibrated']) =>
  result
    ? [
        round3(result.theta),
        round3(result.se),
        round3(result.scaled),
        round3(result.scaledSe),
        result.version,
      ]
    : ['', '', '', '', ''];
const round3 = (x: number) => Math.round(x * 1000) / 1000;

/** The results as a spreadsheet, named after the assessment and today's date (java-basics-results-2026-11-23.csv). */
export async function exportResults(
  app: FastifyInstance,
  collegeId: string,
  assessmentId: string,
  format: 'xlsx' | 'csv',
) {
  const assessment = await ownAssessment(app, collegeId, assessmentId);
  const calibrated = flowNameOf(assessment) === 'calibrated-adaptive';
  const actions = await staffActionsOf(app.deps.db, assessmentId);
  const rows = (await assessmentResults(app, collegeId, assessmentId)).map((r) => [
    r.name,
    r.email,
    r.score ?? '',
    r.maxScore ?? '',
    r.percentage ?? '',
    resultWords.status[r.status] ?? r.status,
    endReasonText(r.endReason, r.endType),
    r.timeTaken ?? '',
    r.integrityEvents,
    ...RISK_COUNT_NAMES.map((name) => r.risk.counts[name]),
    r.risk.pastedChars,
    r.highestSimilarity === null ? '' : similarityPercent(r.highestSimilarity),
    r.decision ? (resultWords.decision[r.decision] ?? r.decision) : '',
    actions.get(r.attemptId)?.join('; ') ?? '',
    ...(calibrated ? calibratedCells(r.calibrated) : []),
  ]);
  const header = calibrated ? [...EXPORT_HEADER, ...CALIBRATED_HEADER] : EXPORT_HEADER;
  const data =
    format === 'csv' ? Buffer.from(csvOf(header, rows)) : await workbookOf('Results', header, rows);
  const fileName = `${fileStem(assessment.name, 'assessment')}-results-${kolkataDate()}.${format}`;
  return { data, fileName };
}
