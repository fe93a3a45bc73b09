import { endedEarly, endReasonText, riskLabels, type ScoreReport } from '@placement/contract';
import {
  allowedMinutes,
  bandOf,
  cohortRank,
  type Grade,
  percentileRank,
  RISK_COUNT_NAMES,
  testcaseTally,
} from '@placement/domain';
import { effectiveGrade } from '../../attempts/scoring';
import { noRisk } from '../risk';
import type { IntegrityContext, ReportAnswer, ReportContext, ReportSubject } from './collect';

type Outcome = ScoreReport['questions'][number]['outcome'];

function outcomeOf(grade: Grade, timedOut: boolean, verdictsShown: boolean): Outcome {
  if (grade.status === 'pending') return 'awaiting grading';
  if (timedOut) return 'timed out';
  if (grade.empty) return 'skipped';
  if (!verdictsShown) return 'answered';
  if (grade.correct) return 'correct';
  return grade.marks > 0 ? 'partly correct' : 'wrong';
}

function presentQuestion(
  context: ReportContext,
  answer: ReportAnswer,
  index: number,
  verdictsShown: boolean,
) {
  const grade = effectiveGrade(answer);
  const judged = answer.judged;
  return {
    number: index + 1,
    topic: context.bundle.topicOf.get(answer.questionId)?.heading ?? '',
    type: context.bundle.questions.get(answer.questionId)?.type ?? 'unknown',
    outcome: outcomeOf(grade, answer.timedOut, verdictsShown),
    marks: verdictsShown && grade.status === 'graded' ? grade.marks : null,
    maxMarks: grade.maxMarks,
    testcases:
      verdictsShown && judged
        ? { ...testcaseTally(judged.testcases), compileError: judged.compileError !== null }
        : null,
  };
}

function presentIntegrity(subject: ReportSubject, integrity: IntegrityContext) {
  const { risk } = integrity.risks.get(subject.attempt.id) ?? noRisk;
  const similarity = integrity.similarity.get(subject.attempt.id) ?? null;
  return {
    flagged: risk.flagged,
    flags: RISK_COUNT_NAMES.filter((name) => risk.counts[name] > 0).map(
      (name) => `${riskLabels[name]}: ${risk.counts[name]}`,
    ),
    highestSimilarity: similarity === null ? null : Math.round(similarity * 100),
    endedEarly: endedEarly(subject.attempt.endReason),
  };
}

function abilityOf(attempt: ReportSubject['attempt']): ScoreReport['ability'] {
  const calibrated = attempt.result?.calibrated;
  if (!calibrated) return null;
  const { scaled, scaledSe, theta, se, version } = calibrated;
  return { scaled, scaledSe, theta, se, version };
}

/** The answers as the student met them: by when each was answered, and in the test's order where that ties. */
function inAnsweredOrder(context: ReportContext, answers: ReportAnswer[]): ReportAnswer[] {
  const order = [...context.bundle.questions.keys()];
  return [...answers].sort(
    (a, b) =>
      a.answeredAt.getTime() - b.answeredAt.getTime() ||
      order.indexOf(a.questionId) - order.indexOf(b.questionId),
  );
}

/**
 * One attempt's report. The candidate's copy (no `integrity`) shows verdicts, per-topic marks and testcase counts
 * only once the result policy releases keys, since each of them gives a key away; the recruiter's copy, for staff
 * and for those the college shares it with, shows everything and adds the integrity summary and reviewer notes.
 */
export function presentReport(
  context: ReportContext,
  subject: ReportSubject,
  integrity?: IntegrityContext,
): ScoreReport {
  const { attempt } = subject;
  const { bundle } = context;
  const verdictsShown = integrity !== undefined || context.verdictsReleased;
  const graded = attempt.status === 'graded' && attempt.percentage !== null;
  const questions = inAnsweredOrder(context, subject.answers).map((a, i) =>
    presentQuestion(context, a, i, verdictsShown),
  );
  const skills = (attempt.result?.perTopic ?? []).map((t) => ({
    topic: bundle.topics.find((topic) => topic.id === t.topicId)?.heading ?? '',
    marks: t.score,
    maxMarks: t.maxScore,
    percentage: t.maxScore > 0 ? (100 * t.score) / t.maxScore : null,
    cohortAverage: context.cohortTopicAverages.get(t.topicId) ?? null,
  }));
  const report: ScoreReport = {
    copy: integrity ? 'recruiter' : 'candidate',
    generatedAt: context.now.toISOString(),
    timeZone: context.college.timezone,
    candidate: { ...subject.student, college: context.college.name },
    assessment: {
      id: bundle.assessment.id,
      name: bundle.assessment.name,
      totalMinutes: bundle.assessment.totalTime,
    },
    attempt: {
      id: attempt.id,
      number: attempt.number,
      startedAt: attempt.startedAt.toISOString(),
      endedAt: attempt.endedAt?.toISOString() ?? null,
      timeTaken: attempt.timeTaken,
      allowedMinutes: allowedMinutes(
        bundle.assessment.totalTime,
        attempt.timeMultiplier,
        subject.addedSeconds,
      ),
      ended: endReasonText(attempt.endReason, attempt.endType),
    },
    score: {
      marks: attempt.score,
      maxMarks: attempt.maxScore,
      percentage: attempt.percentage,
      band: graded ? bandOf(attempt.percentage ?? 0) : null,
      percentile: graded ? percentileRank(attempt.percentage ?? 0, context.cohortPercentages) : null,
      rank: graded ? cohortRank(attempt.percentage ?? 0, context.cohortPercentages) : null,
      cohortSize: context.cohortPercentages.length,
      awaitingGrading: attempt.result?.pending ?? 0,
    },
    ability: abilityOf(attempt),
    skills: verdictsShown ? skills : [],
    verdictsShown,
    questions,
  };
  if (!integrity) return report;
  return {
    ...report,
    integrity: presentIntegrity(subject, integrity),
    reviewerNotes: inAnsweredOrder(context, subject.answers).flatMap((a, i) =>
      a.comment?.trim() ? [{ question: i + 1, note: a.comment.trim() }] : [],
    ),
    decision: attempt.decision,
  };
}
