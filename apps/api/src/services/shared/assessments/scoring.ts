import type { answers } from '@placement/db';
import {
  DEFAULT_LEVEL_MARKS,
  type Grade,
  type GradedItem,
  LEVELS,
  passMark,
  round2,
  scoreAttempt,
} from '@placement/domain';
import type { Bundle } from './bundle';

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
 * ones never reached count as skipped). An adaptive attempt is out of a perfect run: in each level, as many
 * correct answers as it takes to pass it, at the best marks the level offers.
 */
export function scoreFromAnswers(bundle: Bundle, rows: AnswerRow[]) {
  const items: GradedItem[] = rows.map((row) => ({
    questionId: row.questionId,
    topicId: row.topicId,
    grade: effectiveGrade(row),
    timedOut: row.timedOut,
  }));
  const { isNegativeMarking, isAdaptive } = bundle.assessment;
  if (!isAdaptive) {
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
    const base = found ?? {
      topicId: topic.topicId,
      score: 0,
      maxScore: 0,
      correct: 0,
      wrong: 0,
      skipped: 0,
      pending: 0,
    };
    return isAdaptive ? { ...base, maxScore: perfectRun(bundle, topic.topicId) } : base;
  });
  const maxScore = isAdaptive ? round2(perTopic.reduce((sum, t) => sum + t.maxScore, 0)) : scored.maxScore;
  return {
    ...scored,
    perTopic,
    maxScore,
    percentage: maxScore === 0 ? 0 : round2((scored.score / maxScore) * 100),
  };
}

function perfectRun(bundle: Bundle, topicId: string): number {
  const topic = bundle.plan.topics.find((t) => t.topicId === topicId);
  if (!topic) return 0;
  let total = 0;
  for (const level of LEVELS) {
    const marks = topic.questions
      .filter((q) => q.level === level)
      .map((q) => bundle.questions.get(q.id)?.marks ?? DEFAULT_LEVEL_MARKS[level])
      .sort((a, b) => b - a);
    const configured = topic[`total${level}Question` as const];
    const asked = Math.min(marks.length, configured ?? marks.length);
    if (asked === 0) continue;
    total += marks.slice(0, passMark(asked)).reduce((sum, m) => sum + m, 0);
  }
  return round2(total);
}
