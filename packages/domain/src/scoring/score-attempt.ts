import type { Grade } from '../question-types/question-type';
import { round2 } from '../round';

export interface GradedItem {
  questionId: string;
  topicId: string;
  grade: Grade;
  /** The answer came after the question's or the attempt's deadline (auto-submitted or late). */
  timedOut?: boolean;
}

export interface ScoringOptions {
  isNegativeMarking: boolean;
}

export interface TopicScore {
  topicId: string;
  score: number;
  maxScore: number;
  correct: number;
  wrong: number;
  skipped: number;
  pending: number;
}

export interface AttemptScore {
  score: number;
  maxScore: number;
  percentage: number;
  perTopic: TopicScore[];
  pending: number;
  status: 'graded' | 'awaiting manual grading';
}

export const NEGATIVE_MARKING_FRACTION = 0.25;

// Only an answer that earned nothing is penalised: partial credit is never turned into a loss, and a skip
// or a timeout is never a guess.
const marksOf = (item: GradedItem, { isNegativeMarking }: ScoringOptions): number => {
  const { grade } = item;
  if (grade.status === 'pending') return grade.autoMarks;
  const penalised = isNegativeMarking && grade.marks === 0 && !grade.empty && !item.timedOut;
  return penalised ? -grade.maxMarks * NEGATIVE_MARKING_FRACTION : grade.marks;
};

/** A topic's score before any of its questions counted. */
export const emptyTopic = (topicId: string): TopicScore => ({
  topicId,
  score: 0,
  maxScore: 0,
  correct: 0,
  wrong: 0,
  skipped: 0,
  pending: 0,
});

const tally = (topic: TopicScore, item: GradedItem, marks: number): TopicScore => {
  const { grade } = item;
  const outcome =
    grade.status === 'pending' ? 'pending' : grade.correct ? 'correct' : grade.empty ? 'skipped' : 'wrong';
  return {
    ...topic,
    score: topic.score + marks,
    maxScore: topic.maxScore + grade.maxMarks,
    [outcome]: topic[outcome] + 1,
  };
};

/** Totals an attempt; items still pending count their automatic marks only and hold the status open. */
export const scoreAttempt = (items: readonly GradedItem[], options: ScoringOptions): AttemptScore => {
  const topics = new Map<string, TopicScore>();
  for (const item of items) {
    const topic = topics.get(item.topicId) ?? emptyTopic(item.topicId);
    topics.set(item.topicId, tally(topic, item, marksOf(item, options)));
  }
  const perTopic = [...topics.values()].map((topic) => ({
    ...topic,
    score: round2(topic.score),
    maxScore: round2(topic.maxScore),
  }));
  const score = round2(perTopic.reduce((sum, topic) => sum + topic.score, 0));
  const maxScore = round2(perTopic.reduce((sum, topic) => sum + topic.maxScore, 0));
  const pending = perTopic.reduce((sum, topic) => sum + topic.pending, 0);
  return {
    score,
    maxScore,
    percentage: maxScore === 0 ? 0 : round2((score / maxScore) * 100),
    perTopic,
    pending,
    status: pending > 0 ? 'awaiting manual grading' : 'graded',
  };
};
