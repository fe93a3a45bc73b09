import { answers, attempts, questions, topics } from '@placement/db';
import { type CodeLanguageName, compiler, type JudgeLanguage, languageToJudge } from '@placement/domain';
import type { CompareInput } from '@placement/similarity';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { endedAnswers } from '../../attempts/attempt-rows';

/**
 * One coding question's final codes in one language: what Dolos compares, keyed by attempt id and owned by
 * the student (two attempts of one student are expected to look alike, and are not paired).
 */
export interface CodeGroup extends CompareInput {
  questionId: string;
}

const LANGUAGE_NAMES: Record<JudgeLanguage, CodeLanguageName> = {
  py: 'Python',
  java: 'Java',
  c: 'C',
  cpp: 'Cpp',
  js: 'JavaScript',
};

interface CodingBody {
  code?: Partial<Record<string, { defaultCode?: string }>>;
  referenceSolution?: { language: string; code: string };
}

/** The code every student of the question may share: its starter code and the college's reference solution. */
function boilerplateOf(body: CodingBody, language: JudgeLanguage): string[] {
  const shared: string[] = [];
  const starter = body.code?.[LANGUAGE_NAMES[language]]?.defaultCode;
  if (starter?.trim()) shared.push(starter);
  const reference = body.referenceSolution;
  if (reference?.code.trim() && languageToJudge(reference.language) === language) shared.push(reference.code);
  return shared;
}

/**
 * Every ended attempt's final code for each coding question of the assessment, grouped by question and
 * language, with the boilerplate each group leaves out. Blank answers are skipped.
 */
export async function collectCodeGroups(app: FastifyInstance, assessmentId: string): Promise<CodeGroup[]> {
  const { db } = app.deps;
  const rows = await endedAnswers(db, {
    attemptId: attempts.id,
    studentId: attempts.studentId,
    questionId: answers.questionId,
    response: answers.response,
  })
    .innerJoin(questions, eq(questions.id, answers.questionId))
    .where(and(eq(attempts.assessmentId, assessmentId), eq(questions.type, 'compiler')));
  const questionIds = [...new Set(rows.map((r) => r.questionId))];
  const bodies = new Map(
    (questionIds.length
      ? await db.select().from(questions).where(inArray(questions.id, questionIds))
      : []
    ).map((q) => [q.id, q.body as CodingBody]),
  );
  const groups = new Map<string, CodeGroup>();
  for (const row of rows) {
    const parsed = compiler.parseAnswer(row.response);
    if (!parsed.ok || !parsed.value.answerCode.trim()) continue;
    const { answerCode, codeLanguage } = parsed.value;
    const key = `${row.questionId} ${codeLanguage}`;
    let group = groups.get(key);
    if (!group) {
      group = {
        questionId: row.questionId,
        language: codeLanguage,
        submissions: [],
        boilerplate: boilerplateOf(bodies.get(row.questionId) ?? {}, codeLanguage),
      };
      groups.set(key, group);
    }
    group.submissions.push({ key: row.attemptId, code: answerCode, owner: row.studentId });
  }
  return [...groups.values()];
}

/** A coding question's topic heading and the start of its statement, as plain text, for the pairs list. */
export async function questionLabels(
  app: FastifyInstance,
  questionIds: string[],
): Promise<Map<string, { topic: string; question: string }>> {
  if (questionIds.length === 0) return new Map();
  const rows = await app.deps.db
    .select({ id: questions.id, body: questions.body, heading: topics.heading })
    .from(questions)
    .innerJoin(topics, eq(topics.id, questions.topicId))
    .where(inArray(questions.id, questionIds));
  return new Map(
    rows.map((row) => {
      const html = typeof row.body.codeQuestion === 'string' ? row.body.codeQuestion : '';
      const text = html
        .replace(/<[^>]*>/g, ' ')
        .replace(/&[a-z]+;|&#\d+;/gi, ' ')
        .replace(/\s+/g, ' ')
        .trim();
      return [row.id, { topic: row.heading, question: text.length > 120 ? `${text.slice(0, 119)}…` : text }];
    }),
  );
}
