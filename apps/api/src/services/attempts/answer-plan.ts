import { messages, type QuestionState } from '@placement/contract';
import type { answers } from '@placement/db';
import {
  answerOf,
  type CodeVerdict,
  type CompilerQuestion,
  currentOf,
  type FlowState,
  type Grade,
  gradeAnswer,
  QUESTION_TYPE_NAMES,
  type QuestionTypeName,
  questionAuthoring,
} from '@placement/domain';
import { Compile } from 'typebox/compile';
import { badRequest, conflict, HttpError } from '../../lib/http-error';
import { type AttemptRow, chainSteps, isOpen, pastDeadline } from './attempt-rows';
import type { Bundle } from './bundle';
import { finishedState, GRACE_MS, questionDeadlineFor, questionState } from './state';

export interface AnswerInput {
  response: unknown;
  questionId?: string;
  timeTaken?: number;
}

export type Attempted =
  | { kind: 'done'; state: QuestionState }
  /** the question is a coding one: its code is stored first, then judged outside any transaction */
  | { kind: 'judge'; question: CompilerQuestion; attemptId: string; topicId: string };

/** What the judge said of the code for a question; a null verdict: it could not say in time, judged later. */
export interface Judged {
  questionId: string;
  verdict: CodeVerdict | null;
}

export type Planned =
  | Attempted
  | {
      kind: 'write';
      attempt: AttemptRow;
      next: FlowState;
      nextDeadline: Date | null;
      answer: typeof answers.$inferInsert;
      chained: ReturnType<typeof chainSteps>;
    };

/**
 * The shape each type's answers are stored in, which the replies promise (StoredResponse). Its `parseAnswer`
 * runs first, for the clearer message; this catches what it ignores, such as a `code` that is not an object.
 */
const answerShapes = Object.fromEntries(
  QUESTION_TYPE_NAMES.map((name) => [name, Compile(questionAuthoring[name].answer)]),
) as Record<QuestionTypeName, ReturnType<typeof Compile>>;

const storable = (type: QuestionTypeName, response: unknown) =>
  response === undefined || response === null || answerShapes[type].Check(response);

/**
 * Decides what an answer does to the attempt as read; pure apart from reading the bundle. `lossPaused`: the
 * attempt's clock is stopped because its page went silent (the 'pause' policy), so no answer counts until the
 * page is heard again (an answer given on a stopped clock would be time for free).
 */
export function planAnswer(
  bundle: Bundle,
  attempt: AttemptRow,
  input: AnswerInput,
  judged: Judged | null,
  now: Date,
  lossPaused = false,
): Planned {
  const replay = replayOf(bundle, attempt, input.questionId, now);
  if (replay) return { kind: 'done', state: replay };
  if (!isOpen(attempt)) throw conflict(messages.attemptOver);
  if (attempt.pausedAt) throw new HttpError(409, messages.testPaused, 'TEST_PAUSED');
  if (lossPaused) throw new HttpError(409, messages.testPausedConnection, 'TEST_PAUSED');
  const { flow } = attempt;
  const cursor = currentOf(flow);
  if (!cursor) throw conflict(messages.attemptOver);
  if (input.questionId && input.questionId !== cursor.questionId) {
    throw conflict('This question is not the one being asked. Reload the test to continue.');
  }
  const question = bundle.questions.get(cursor.questionId);
  const topic = bundle.topicOf.get(cursor.questionId);
  if (!question || !topic) throw new Error(`question ${cursor.questionId} missing`);

  const late =
    pastDeadline(attempt, now) ||
    (attempt.questionDeadlineAt !== null && now.getTime() > attempt.questionDeadlineAt.getTime() + GRACE_MS);
  const parsed = gradeAnswer(question, late ? null : input.response);
  if (!parsed.ok) throw badRequest(parsed.error.message, 'INVALID_ANSWER');
  if (!late && !storable(question.type, input.response))
    throw badRequest(messages.answerShape, 'INVALID_ANSWER');
  let grade: Grade = parsed.value;
  let verdict: CodeVerdict | null = null;
  if (question.type === 'compiler' && grade.status === 'pending') {
    if (judged?.questionId !== question.id) {
      return { kind: 'judge', question, attemptId: attempt.id, topicId: topic.id };
    }
    verdict = judged.verdict;
    if (verdict) {
      const graded = gradeAnswer(question, input.response, { judge: verdict });
      if (graded.ok) grade = graded.value;
    }
  }

  const advanced = answerOf(flow, { questionId: cursor.questionId, grade });
  if (!advanced.ok) throw conflict('This question is not the one being asked. Reload the test to continue.');
  const next = advanced.value.state;
  const nextCursor = currentOf(next);
  return {
    kind: 'write',
    attempt,
    next,
    nextDeadline: nextCursor
      ? questionDeadlineFor(bundle, next, now, attempt.deadlineAt, attempt.timeMultiplier)
      : null,
    answer: {
      attemptId: attempt.id,
      questionId: cursor.questionId,
      topicId: topic.id,
      response: late ? null : (input.response ?? null),
      grade,
      judged: verdict,
      timedOut: late,
      answeredAt: now,
      // code the judge could not grade in time stays pending for the judge sweep (judgeWaitingAnswers)
      awaitingJudge: question.type === 'compiler' && grade.status === 'pending',
    },
    chained: chainSteps(
      attempt,
      [
        {
          kind: 'answer',
          questionId: cursor.questionId,
          payload: { timedOut: late, status: grade.status, clientTimeTaken: input.timeTaken ?? null },
        },
        ...(nextCursor ? [{ kind: 'served', questionId: nextCursor.questionId }] : []),
      ],
      now,
    ),
  };
}

/** The state a retried answer to the question just answered must get back, or null when it is not a retry. */
function replayOf(
  bundle: Bundle,
  attempt: AttemptRow,
  questionId: string | undefined,
  now: Date,
): QuestionState | null {
  if (!questionId) return null;
  const { flow } = attempt;
  if (flow.history.at(-1)?.questionId !== questionId) return null;
  if (!isOpen(attempt)) return finishedState(flow.history.length);
  return questionState(bundle, flow, attempt.questionDeadlineAt, now);
}
