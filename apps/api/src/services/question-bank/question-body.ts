import { QuestionBodies, type TopicType } from '@placement/contract';
import { questionAuthoring } from '@placement/domain';
import { Compile } from 'typebox/compile';
import { sanitizeRichText } from '../../lib/html';
import { badRequest } from '../../lib/http-error';

export type QuestionBody = Record<string, unknown> & {
  level: 'L1' | 'L2' | 'L3';
  Duration: number;
  marks?: number;
};

/** A question body is checked against its topic's type, which a route cannot know from the URL alone. */
const bodyCheckers = Object.fromEntries(
  Object.entries(QuestionBodies).map(([type, schema]) => [type, Compile(schema)]),
) as Record<TopicType, ReturnType<typeof Compile>>;

export function checkQuestionBody(type: TopicType, body: unknown): QuestionBody {
  const precheck = questionAuthoring[type].precheck;
  const problem = precheck && typeof body === 'object' && body !== null ? precheck(body as never) : undefined;
  if (problem) throw badRequest(problem, 'VALIDATION');
  const checker = bodyCheckers[type];
  if (!checker.Check(body)) {
    const first = [...checker.Errors(body)][0];
    const path = first?.instancePath ? first.instancePath.slice(1).replaceAll('/', '.') : 'body';
    throw badRequest(`${path} ${first?.message ?? 'is invalid'} (for a ${type} question)`, 'VALIDATION');
  }
  return body as QuestionBody;
}

/** A question's own fields with the authored HTML of its type sanitized, ready to store. */
export function sanitizedFields(type: TopicType, fields: Record<string, unknown>): Record<string, unknown> {
  const stored = { ...fields };
  for (const field of questionAuthoring[type].htmlFields) {
    if (typeof stored[field] === 'string') stored[field] = sanitizeRichText(stored[field] as string);
  }
  return stored;
}
