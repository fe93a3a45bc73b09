import { type Db, questions } from '@placement/db';
import { type TestcaseLoader, type TestcaseRef, testcaseRef } from '@placement/judge';
import { and, eq } from 'drizzle-orm';

interface StoredTestcase {
  input: string;
  expectedOutput?: string;
}
type JudgeTestcase = { input: string; expectedOutput: string };

const mapped = new WeakMap<readonly StoredTestcase[], JudgeTestcase[]>();

/** A coding question's testcases as the judge takes them: the same here and in a judge worker. */
export function judgeTestcasesOf(stored: readonly StoredTestcase[]): JudgeTestcase[] {
  let testcases = mapped.get(stored);
  if (!testcases) {
    testcases = stored.map(({ input, expectedOutput }) => ({ input, expectedOutput: expectedOutput ?? '' }));
    mapped.set(stored, testcases);
  }
  return testcases;
}

/**
 * The testcases of a stored question and the reference a judge queue sends instead of them; a worker reads
 * them back with databaseTestcaseLoader. Worked out once per stored array (a bundle keeps it for a while).
 */
export function storedTestcases(
  questionId: string,
  stored: readonly StoredTestcase[],
): { testcases: JudgeTestcase[]; testcasesRef: TestcaseRef } {
  const testcases = judgeTestcasesOf(stored);
  return { testcases, testcasesRef: testcaseRef(questionId, testcases) };
}

/** How a judge worker with DATABASE_URL reads a coding question's testcases. */
export function databaseTestcaseLoader(db: Db): TestcaseLoader {
  return async (questionId) => {
    const [row] = await db
      .select({ body: questions.body })
      .from(questions)
      .where(and(eq(questions.id, questionId), eq(questions.type, 'compiler')));
    const stored = (row?.body as { testcases?: StoredTestcase[] } | undefined)?.testcases;
    return stored ? judgeTestcasesOf(stored) : null;
  };
}
