import { type AssessmentBody, assessmentEditMessages } from '@placement/contract';
import type { assessments } from '@placement/db';
import { conflict } from '../../lib/http-error';
import { configOf } from '../attempts/bundle';
import { flowNameOf, flowOfBody } from './flow-choice';

type AssessmentRow = typeof assessments.$inferSelect;

/** The form edits dates to the minute: the same minute is the same date. */
const sameMinute = (a: Date | null, b: Date | null) =>
  a === null || b === null ? a === b : Math.floor(a.getTime() / 60_000) === Math.floor(b.getTime() / 60_000);

const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((id) => b.includes(id));

/** Whether the body asks for another plan: other topics, other questions, other level counts. */
function planChanged(current: AssessmentRow, body: AssessmentBody): boolean {
  if (body.topics.length !== current.plan.length) return true;
  return body.topics.some((input, index) => {
    const stored = current.plan[index]!;
    if (input.topicId !== stored.topicId) return true;
    if (input.questionIds && !sameSet(input.questionIds, stored.questionIds)) return true;
    if (flowOfBody(body) !== 'adaptive') return false;
    return (['L1', 'L2', 'L3'] as const).some(
      (level) => input[`total${level}Question`] !== stored[`total${level}Question`],
    );
  });
}

/** The settings the body asks to change (instructions aside), in the words of the wizard. */
function configChanged(current: AssessmentRow, body: AssessmentBody): boolean {
  const stored: Record<string, unknown> = { ...configOf(current) };
  return Object.entries(body.config ?? {}).some(
    ([key, value]) =>
      key !== 'instructions' && value !== undefined && JSON.stringify(stored[key]) !== JSON.stringify(value),
  );
}

/**
 * What an edit of an assessment students have already attempted may change, checked against what is stored.
 * Free: name, description, instructions. Only later: the end date. Only more: total time and attempts allowed
 * (a new attempt gets the new time; an attempt in progress keeps the deadline it started with, as in Moodle).
 * Locked, since they would change how attempts already made were taken or scored: start, mode, negative
 * marking, category, topics and questions, proctoring and result settings. Asking for a locked change, or for
 * less time or fewer attempts, is refused with a 409 that says which; nothing is dropped silently.
 */
export function editOfAttempted(current: AssessmentRow, body: AssessmentBody) {
  const endDate = body.endDate ? new Date(body.endDate) : null;
  const locked = [
    !sameMinute(new Date(body.startDate), current.startDate) && 'start',
    flowOfBody(body) !== flowNameOf(current) && 'adaptive mode',
    (body.isNegativeMarking ?? false) !== current.isNegativeMarking && 'negative marking',
    (body.categoryId ?? null) !== current.categoryId && 'category',
    planChanged(current, body) && 'topics and questions',
    configChanged(current, body) && 'proctoring and result settings',
  ].filter((field): field is string => typeof field === 'string');
  if (locked.length > 0) throw conflict(assessmentEditMessages.lockedAfterAttempts(locked));
  if (body.totalTime < current.totalTime)
    throw conflict(assessmentEditMessages.totalTimeOnlyGrows(current.totalTime));
  if (body.totalAttempts < current.totalAttempts)
    throw conflict(assessmentEditMessages.attemptsOnlyGrow(current.totalAttempts));
  if (current.endDate && (!endDate || (endDate < current.endDate && !sameMinute(endDate, current.endDate)))) {
    throw conflict(assessmentEditMessages.endDateOnlyLater);
  }
  return {
    name: body.name.trim(),
    description: body.description,
    totalTime: body.totalTime,
    totalAttempts: body.totalAttempts,
    endDate: endDate && current.endDate && sameMinute(endDate, current.endDate) ? current.endDate : endDate,
    config: { ...current.config, instructions: body.config?.instructions ?? current.config.instructions },
  };
}
