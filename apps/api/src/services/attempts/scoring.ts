import { type AttemptStatus, answers, attempts, type Tx } from '@placement/db';
import {
  DEFAULT_LEVEL_MARKS,
  emptyTopic,
  type Grade,
  type GradedItem,
  LEVELS,
  type Level,
  passMark,
  round2,
  scoreAttempt,
} from '@placement/domain';
import { eq } from 'drizzle-orm';
import { flowNameOf } from '../assessments/flow-choice';
import type { Bundle } from './bundle';
import { calibratedResult } from './calibrated';

type AnswerRow = typeof answers.$inferSelect;

/** A person's marks complete a pending grade; the automatic part is kept. */
export function effectiveGrade(row: Pick<AnswerRow, 'grade' | 'manualMarks'>): Grade {
  const { grade } = row;
  if (grade.status !== 'pending' || row.manualMarks === null) return grade;
  const marks = round2(Math.min(grade.maxMarks, Math.max(0, grade.autoMarks + row.manualMarks)));
  return {
    status: 'graded',
    marks,
    maxMarks: grade.maxMarks,
    correct: marks === grade.maxMarks,
    empty: false,
  };
}

const emptyGrade = (maxMarks: number): Grade => ({
  status: 'graded',
  marks: 0,
  maxMarks,
  correct: false,
  empty: true,
});

/**
 * Scores an attempt from its recorded answers. A linear attempt is out of every question in the plan (the
 * ones never reached count as skipped); a calibrated adaptive one classically out of the questions it asked
 * (its real score is θ: `calibratedResult`). An adaptive attempt is out of every question it asked, plus what a
 * perfect run would still have needed where it stopped short (`adaptiveMaxScore`), so a wrong or skipped
 * answer on the way up is never read as full marks.
 */
export function scoreFromAnswers(bundle: Bundle, rows: AnswerRow[]) {
  const items: GradedItem[] = rows.map((row) => ({
    questionId: row.questionId,
    topicId: row.topicId,
    grade: effectiveGrade(row),
    timedOut: row.timedOut,
  }));
  const { isNegativeMarking } = bundle.assessment;
  const flow = flowNameOf(bundle.assessment);
  if (flow === 'linear') {
    const answered = new Set(rows.map((r) => r.questionId));
    for (const topic of bundle.plan.topics) {
      for (const { id } of topic.questions) {
        if (answered.has(id)) continue;
        const question = bundle.questions.get(id);
        const maxMarks = question?.marks ?? DEFAULT_LEVEL_MARKS[question?.level ?? 'L1'];
        items.push({ questionId: id, topicId: topic.topicId, grade: emptyGrade(maxMarks) });
      }
    }
  }
  const scored = scoreAttempt(items, { isNegativeMarking });
  const perTopic = bundle.plan.topics.map((topic) => {
    const found = scored.perTopic.find((t) => t.topicId === topic.topicId);
    const base = found ?? emptyTopic(topic.topicId);
    return flow === 'adaptive' ? { ...base, maxScore: adaptiveMaxScore(bundle, topic.topicId, items) } : base;
  });
  const maxScore =
    flow === 'adaptive' ? round2(perTopic.reduce((sum, t) => sum + t.maxScore, 0)) : scored.maxScore;
  return {
    ...scored,
    perTopic,
    maxScore,
    percentage: maxScore === 0 ? 0 : round2((scored.score / maxScore) * 100),
  };
}

/**
 * The marks an adaptive topic is out of, level by level: the marks of every question asked in the level (right,
 * wrong or skipped), plus, for a level not passed while questions were left (never reached, or the attempt
 * ended in it), the best marks of as many more correct answers as a pass needed. A run with no mistakes is thus
 * out of exactly what it earned; every wrong or skipped answer adds its marks to the total.
 */
function adaptiveMaxScore(bundle: Bundle, topicId: string, items: GradedItem[]): number {
  const topic = bundle.plan.topics.find((t) => t.topicId === topicId);
  if (!topic) return 0;
  const marksOf = (id: string, level: Level) => bundle.questions.get(id)?.marks ?? DEFAULT_LEVEL_MARKS[level];
  let total = 0;
  for (const level of LEVELS) {
    const inLevel = topic.questions.filter((q) => q.level === level).map((q) => q.id);
    const configured = topic[`total${level}Question` as const];
    const poolSize = Math.min(inLevel.length, configured ?? inLevel.length);
    if (poolSize === 0) continue;
    const asked = items.filter((item) => item.topicId === topicId && inLevel.includes(item.questionId));
    const correct = asked.filter(({ grade }) => grade.status === 'graded' && grade.correct).length;
    const needed = Math.min(Math.max(0, passMark(poolSize) - correct), poolSize - asked.length);
    const notAsked = inLevel
      .filter((id) => !asked.some((item) => item.questionId === id))
      .map((id) => marksOf(id, level))
      .sort((a, b) => b - a);
    total += asked.reduce((sum, { grade }) => sum + grade.maxMarks, 0);
    total += notAsked.slice(0, needed).reduce((sum, m) => sum + m, 0);
  }
  return round2(total);
}

/**
 * Scores an attempt from its stored answers, in the caller's transaction: the score and the columns of the
 * attempt row that carry it (when it ends, when a person grades an answer, when a late verdict comes).
 */
export async function scoreStored(tx: Tx, bundle: Bundle, attemptId: string) {
  const rows = await tx.select().from(answers).where(eq(answers.attemptId, attemptId));
  const scored = scoreFromAnswers(bundle, rows);
  const calibrated = await calibratedOf(tx, bundle, attemptId, rows);
  const status: AttemptStatus = scored.pending > 0 ? 'awaiting_grading' : 'graded';
  return {
    scored,
    columns: {
      status,
      score: scored.score,
      maxScore: scored.maxScore,
      percentage: scored.percentage,
      result: { perTopic: scored.perTopic, pending: scored.pending, ...(calibrated && { calibrated }) },
    },
  };
}

/** A calibrated adaptive attempt's θ from its stored flow state; undefined for the other flows. */
async function calibratedOf(tx: Tx, bundle: Bundle, attemptId: string, rows: AnswerRow[]) {
  if (flowNameOf(bundle.assessment) !== 'calibrated-adaptive') return undefined;
  const [attempt] = await tx.select({ flow: attempts.flow }).from(attempts).where(eq(attempts.id, attemptId));
  if (attempt?.flow.flow !== 'calibrated-adaptive') return undefined;
  return calibratedResult(
    tx,
    bundle,
    attempt.flow,
    rows.map((row) => ({ questionId: row.questionId, grade: effectiveGrade(row) })),
  );
}
