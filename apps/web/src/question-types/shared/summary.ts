import { isQuestionTypeName, questionTypes } from '@placement/domain';
import type { Question } from './authored';

/** Plain text of author HTML, for lists and labels (never rendered as HTML), cut with "…" past `max`. */
export function plainText(html: string | undefined, max = 140): string {
  if (!html) return '';
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  return cut(text.replace(/\s+/g, ' ').trim(), max);
}

/** Shortens text to at most `max` characters, ending with "…" when anything was left out. */
export function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/**
 * One line naming a question in a list: its own words (the statement, or a video question's first prompt),
 * else its kind and place, such as "Video question 3".
 */
export function questionSummary(question: Question, position: number, max = 140): string {
  const prompt = ('long' in question ? [...question.long, ...question.short, ...question.mcq] : [])
    .map((part) => part.question.trim())
    .find(Boolean);
  const statement =
    'Title' in question ? question.Title : 'codeQuestion' in question ? question.codeQuestion : '';
  const own = plainText(statement, max) || cut(prompt ?? '', max);
  const noun = isQuestionTypeName(question.type) ? questionTypes[question.type].questionNoun : 'Question';
  return own || `${noun} ${position}`;
}
