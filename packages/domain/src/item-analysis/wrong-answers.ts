import { type FindAnswerQuestion, findAnswer } from '../question-types/find-answer/find-answer';
import { normaliseAnswer } from '../question-types/find-answer/normalise';
import { isBlank } from '../question-types/parse';

export interface PartWrongAnswers {
  part: number;
  question: string;
  /** the most common wrong answers, most frequent first, as the first student typed each */
  wrong: { answer: string; count: number }[];
}

/**
 * For each sub-question of a find-the-answer question: the wrong answers students gave most often (answers
 * that differ only as the grading ignores, in case or spacing, count as one). A stored response that does not
 * parse is left out.
 */
export function commonWrongAnswers(
  question: FindAnswerQuestion,
  responses: unknown[],
  top = 3,
): PartWrongAnswers[] {
  const parsed = responses.flatMap((raw) => {
    const answer = findAnswer.parseAnswer(raw);
    return answer.ok ? [answer.value] : [];
  });
  return question.questions.map((sub, part) => {
    const key = normaliseAnswer(sub.answer);
    const counts = new Map<string, { answer: string; count: number }>();
    for (const answer of parsed) {
      const given = answer[part] ?? '';
      if (isBlank(given)) continue;
      const normal = normaliseAnswer(given);
      if (normal === key) continue;
      const seen = counts.get(normal) ?? { answer: given.trim(), count: 0 };
      seen.count++;
      counts.set(normal, seen);
    }
    const wrong = [...counts.values()].sort((a, b) => b.count - a.count).slice(0, top);
    return { part, question: sub.question, wrong };
  });
}
