import { err, ok, type Result } from '../result';
import type { AnswerError } from './question-type';

/** Caps keep a single answer from bloating the attempt log. */
export const MAX_TEXT_LENGTH = 50_000;
export const MAX_LIST_LENGTH = 100;

/** An mcq has 2 to 6 options (a video's choice parts four): an index names one of them. */
export type OptionIndex = 0 | 1 | 2 | 3 | 4 | 5;
export type OptionAnswer = OptionIndex | -1;

export const isAbsent = (raw: unknown): raw is null | undefined => raw === null || raw === undefined;

export const isBlank = (text: string): boolean => text.trim() === '';

export const isRecord = (raw: unknown): raw is Record<string, unknown> =>
  typeof raw === 'object' && raw !== null && !Array.isArray(raw);

export const fail = (message: string): Result<never, AnswerError> => err({ message });

/** `count` is how many options the question type allows at most: six for an mcq, four for a video's part. */
export const parseOption = (raw: unknown, field: string, count = 6): Result<OptionAnswer, AnswerError> => {
  if (isAbsent(raw)) return ok(-1);
  if (raw === -1 || (Number.isInteger(raw) && (raw as number) >= 0 && (raw as number) < count))
    return ok(raw as OptionAnswer);
  return fail(`${field} must be an option index from 0 to ${count - 1}, or -1 for none`);
};

export const parseText = (raw: unknown, field: string): Result<string, AnswerError> => {
  if (isAbsent(raw)) return ok('');
  if (typeof raw !== 'string') return fail(`${field} must be text`);
  if (raw.length > MAX_TEXT_LENGTH) return fail(`${field} must be at most ${MAX_TEXT_LENGTH} characters`);
  return ok(raw);
};

/** Parses a list item by item, naming the first bad item in the error. */
export const parseList = <T>(
  raw: unknown,
  field: string,
  item: (raw: unknown, field: string) => Result<T, AnswerError>,
): Result<T[], AnswerError> => {
  if (isAbsent(raw)) return ok([]);
  if (!Array.isArray(raw)) return fail(`${field} must be a list`);
  if (raw.length > MAX_LIST_LENGTH) return fail(`${field} must have at most ${MAX_LIST_LENGTH} items`);
  const values: T[] = [];
  for (const [index, entry] of raw.entries()) {
    const parsed = item(entry, `${field}[${index}]`);
    if (!parsed.ok) return parsed;
    values.push(parsed.value);
  }
  return ok(values);
};
