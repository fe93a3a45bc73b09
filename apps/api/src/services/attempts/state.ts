import type { QuestionState } from '@placement/contract';
import {
  accommodatedQuestionMs,
  type Cursor,
  currentOf,
  type FlowState,
  studentViewOf,
} from '@placement/domain';
import type { Bundle } from './bundle';

/** The grace for an auto-submitted answer's trip to the server. */
export const GRACE_MS = 5_000;

export const finishedState = (count: number): QuestionState => ({
  question: null,
  topic: null,
  topicName: null,
  topicType: null,
  topicIndex: null,
  count,
  isLast: true,
  questionRemainingSeconds: null,
  finished: true,
});

/** The question being asked, as the student may see it, with the seconds left for it. */
export function questionState(
  bundle: Bundle,
  flow: FlowState,
  questionDeadlineAt: Date | null,
  now: Date,
): QuestionState {
  const cursor: Cursor | null = currentOf(flow);
  if (!cursor) return finishedState(flow.history.length);
  const question = bundle.questions.get(cursor.questionId);
  const topic = bundle.topicOf.get(cursor.questionId);
  if (!question || !topic) throw new Error(`question ${cursor.questionId} missing from its assessment`);
  const view = studentViewOf(question);
  return {
    question: { ...view, _id: question.id },
    topic: topic.heading,
    topicName: topic.heading,
    topicType: topic.type,
    topicIndex: cursor.topicIndex,
    count: cursor.count,
    isLast: cursor.isLast,
    questionRemainingSeconds: questionDeadlineAt
      ? Math.max(0, Math.round((questionDeadlineAt.getTime() - now.getTime()) / 1000))
      : null,
    finished: false,
  };
}

/**
 * When the question served now must be answered: its Duration (times the attempt's time multiplier), never
 * past the attempt's deadline.
 */
export function questionDeadlineFor(
  bundle: Bundle,
  flow: FlowState,
  servedAt: Date,
  attemptDeadline: Date,
  timeMultiplier: number,
): Date | null {
  const cursor = currentOf(flow);
  const question = cursor ? bundle.questions.get(cursor.questionId) : undefined;
  if (!question) return null;
  const own = servedAt.getTime() + accommodatedQuestionMs(question.Duration, timeMultiplier);
  return new Date(Math.min(own, attemptDeadline.getTime()));
}
