import type { ItemAnalysisReply } from '@placement/contract';
import { answers, attemptSteps, attempts, compilerLogs } from '@placement/db';
import {
  type AdaptiveState,
  type CodeVerdict,
  codingFigures,
  commonWrongAnswers,
  flagsOf,
  histogram,
  itemFlagText,
  itemStatistics,
  levelPasses,
  median,
  optionAnalysis,
  type Question,
  type ScoredAttempt,
  testStatistics,
  totalsOf,
  uniqueQuestions,
} from '@placement/domain';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../../lib/http-error';
import { flowNameOf } from '../../assessments/flow-choice';
import { ownAssessment } from '../../assessments/policy';
import { endedAnswers, endedAttempt, notArchived } from '../../attempts/attempt-rows';
import { loadBundle } from '../../attempts/bundle';
import { effectiveGrade } from '../../attempts/scoring';
import { newestParameters } from '../../calibrations/queries';

type AnswerRow = typeof answers.$inferSelect;

/** Bins of the score histogram: tenths of the maximum total. */
const HISTOGRAM_BINS = 10;
const EXCERPT_LENGTH = 120;

/** A line of the question's own text, for staff to recognise it in the table. */
function excerptOf(question: Question): string {
  const fields: Record<string, unknown> = { ...question };
  const html = ['Title', 'codeQuestion', 'question'].map((f) => fields[f]).find((v) => typeof v === 'string');
  const text = String(html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1)}…` : text;
}

/** Per coding question: how many compile-and-check runs each counted student logged. */
async function runsPerStudent(
  app: FastifyInstance,
  assessmentId: string,
  codingIds: string[],
  students: Set<string>,
): Promise<Map<string, number[]>> {
  const runs = new Map<string, number[]>();
  if (codingIds.length === 0) return runs;
  const rows = await app.deps.db
    .select({ questionId: compilerLogs.questionId, studentId: compilerLogs.studentId, n: count() })
    .from(compilerLogs)
    .where(and(eq(compilerLogs.assessmentId, assessmentId), inArray(compilerLogs.questionId, codingIds)))
    .groupBy(compilerLogs.questionId, compilerLogs.studentId);
  for (const row of rows) {
    if (!students.has(row.studentId)) continue;
    const list = runs.get(row.questionId) ?? [];
    list.push(row.n);
    runs.set(row.questionId, list);
  }
  return runs;
}

/** Per question: the seconds from serving it to its answer, one entry per attempt that answered it. */
async function secondsSpent(
  app: FastifyInstance,
  assessmentId: string,
  counted: Set<string>,
): Promise<Map<string, number[]>> {
  const spent = new Map<string, number[]>();
  if (counted.size === 0) return spent;
  const steps = await app.deps.db
    .select({
      attemptId: attemptSteps.attemptId,
      kind: attemptSteps.kind,
      questionId: attemptSteps.questionId,
      at: attemptSteps.at,
    })
    .from(attemptSteps)
    .innerJoin(attempts, eq(attempts.id, attemptSteps.attemptId))
    .where(
      and(
        eq(attempts.assessmentId, assessmentId),
        notArchived,
        inArray(attemptSteps.kind, ['served', 'answer']),
      ),
    )
    .orderBy(asc(attemptSteps.attemptId), asc(attemptSteps.seq));
  const served = new Map<string, Date>();
  for (const step of steps) {
    if (!step.questionId || !step.at || !counted.has(step.attemptId)) continue;
    const key = `${step.attemptId}/${step.questionId}`;
    if (step.kind === 'served') served.set(key, step.at);
    const from = served.get(key);
    if (step.kind !== 'answer' || !from) continue;
    const list = spent.get(step.questionId) ?? [];
    list.push((step.at.getTime() - from.getTime()) / 1000);
    spent.set(step.questionId, list);
  }
  return spent;
}

/** The option a multiple-choice answer chose, or null for none. */
const chosenOption = (response: unknown): number | null =>
  typeof response === 'number' && response >= 0 ? response : null;

/**
 * Item analysis of one assessment of the staff member's college: the test's figures and each question's,
 * from ended attempts (each student's first by default). Answers still waiting for marks are left out and
 * counted; figures follow regrades because marks are read as graded now.
 */
export async function itemAnalysis(
  app: FastifyInstance,
  collegeId: string,
  assessmentId: string,
  which: 'first' | 'all' = 'first',
): Promise<Omit<ItemAnalysisReply, 'success'>> {
  await ownAssessment(app, collegeId, assessmentId);
  const bundle = await loadBundle(app, assessmentId);
  if (!bundle) throw notFound('Assessment not found');
  const { db } = app.deps;
  const ended = await db
    .select({ id: attempts.id, studentId: attempts.studentId, flow: attempts.flow })
    .from(attempts)
    .where(and(eq(attempts.assessmentId, assessmentId), endedAttempt))
    .orderBy(asc(attempts.number));
  const seen = new Set<string>();
  const counted = ended.filter((a) => which === 'all' || (!seen.has(a.studentId) && seen.add(a.studentId)));
  // by the assessment rather than a list of ids, which a large drive would make too long for one statement
  const rows: AnswerRow[] = counted.length
    ? (await endedAnswers(db, { answer: answers }).where(eq(attempts.assessmentId, assessmentId))).map(
        (r) => r.answer,
      )
    : [];

  const itemIds = uniqueQuestions(bundle.plan).flatMap((topic) => topic.map((q) => q.id));
  const position = new Map(itemIds.map((id, i) => [id, i]));
  const attemptIndex = new Map(counted.map((a, i) => [a.id, i]));
  const matrix: ScoredAttempt[] = counted.map(() => ({ marks: itemIds.map(() => null) }));
  const responses = itemIds.map(() => counted.map((): unknown => undefined));
  const verdicts = itemIds.map((): (CodeVerdict | null)[] => []);
  const maxMarks = itemIds.map(() => 0);
  const answered = itemIds.map(() => 0);
  const skipped = itemIds.map(() => 0);
  let ungradedAnswers = 0;
  for (const row of rows) {
    const item = position.get(row.questionId);
    const a = attemptIndex.get(row.attemptId);
    if (item === undefined || a === undefined) continue;
    const grade = effectiveGrade(row);
    maxMarks[item] = Math.max(maxMarks[item]!, grade.maxMarks);
    if (bundle.questions.get(row.questionId)?.type === 'compiler') verdicts[item]!.push(row.judged ?? null);
    if (grade.status === 'pending') {
      ungradedAnswers++;
      continue;
    }
    matrix[a]!.marks[item] = grade.marks;
    responses[item]![a] = row.response;
    if (grade.empty) skipped[item]!++;
    else answered[item]!++;
  }

  const items = maxMarks.map((maxMark) => ({ maxMark: maxMark || 1 }));
  const test = testStatistics(matrix, items);
  const totals = totalsOf(matrix);
  const maxTotal = items.reduce((sum, i) => sum + i.maxMark, 0);
  const perItem = itemStatistics(matrix, items);
  const medianAnswered = median(answered) ?? 0;
  const spent = await secondsSpent(app, assessmentId, new Set(counted.map((a) => a.id)));
  const runs = await runsPerStudent(
    app,
    assessmentId,
    itemIds.filter((id) => bundle.questions.get(id)?.type === 'compiler'),
    new Set(counted.map((a) => a.studentId)),
  );

  const irt =
    flowNameOf(bundle.assessment) === 'calibrated-adaptive'
      ? await newestParameters(app, collegeId, itemIds)
      : new Map<string, never>();

  return {
    test: {
      ...test,
      maxTotal,
      histogram: histogram(totals, maxTotal, HISTOGRAM_BINS),
      ungradedAnswers,
      // the calibrated adaptive flow has no levels to pass (its items' parameters are on the calibration screen)
      ...(flowNameOf(bundle.assessment) === 'adaptive'
        ? {
            levels: levelPasses(
              counted.map((a) => a.flow).filter((f): f is AdaptiveState => f?.flow === 'adaptive'),
              bundle.plan.topics.length,
            ).map(({ topicIndex, ...rest }) => ({
              topic: bundle.plan.topics[topicIndex]?.heading ?? '',
              ...rest,
            })),
          }
        : {}),
    },
    items: itemIds.map((id, i) => {
      const question = bundle.questions.get(id);
      const stats = perItem[i]!;
      const options =
        question?.type === 'mcq'
          ? optionAnalysis(
              responses[i]!.filter((_, a) => matrix[a]!.marks[i] !== null).map(chosenOption),
              totals.filter((_, a) => matrix[a]!.marks[i] !== null),
              question.Options.length,
              question.answer,
            )
          : undefined;
      const flags = flagsOf(stats, {
        ...(question?.type === 'mcq' ? { guessRate: 1 / question.Options.length } : {}),
        answered: answered[i]!,
        medianAnswered,
        ...(options ? { options } : {}),
      });
      return {
        questionId: id,
        position: i + 1,
        topic: bundle.topicOf.get(id)?.heading ?? '',
        type: question?.type ?? 'mcq',
        excerpt: question ? excerptOf(question) : '',
        maxMark: items[i]!.maxMark,
        ...stats,
        answered: answered[i]!,
        skipped: skipped[i]!,
        medianSeconds: median(spent.get(id) ?? []),
        ...(options ? { options } : {}),
        ...(question?.type === 'findAnswer'
          ? {
              wrongAnswers: commonWrongAnswers(
                question,
                responses[i]!.filter((r) => r !== undefined),
              ),
            }
          : {}),
        ...(question?.type === 'compiler' ? { coding: codingFigures(verdicts[i]!, runs.get(id) ?? []) } : {}),
        ...(irt.has(id) ? { irt: irt.get(id)! } : {}),
        flags: flags.map((code) => ({ code, text: itemFlagText[code] })),
      };
    }),
  };
}
