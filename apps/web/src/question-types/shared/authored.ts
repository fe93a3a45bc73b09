import type { CodeChecker, CodeLanguageName, QuestionTypeName } from '@placement/domain';

/** Shapes the API sends to authors and reviewers (college and admin), shared by every question type. */

export type Level = 'L1' | 'L2' | 'L3';
export const LEVELS: Level[] = ['L1', 'L2', 'L3'];
export type Language = CodeLanguageName;
/** The order the editor lists the languages in. */
export const LANGUAGES: readonly Language[] = ['Python', 'C', 'Cpp', 'Java', 'JavaScript'];

export type Testcase = { input: string; expectedOutput?: string; isHidden: boolean };
export type Solution = { language: string; code: string };

export type Verification = {
  status: 'passed' | 'failed';
  checkedAt?: string;
  message: string;
  reference: { verdict: string; timeMs: number; memoryKb: number; error: string }[];
  wrongSolutions: { language: string; failed: number; total: number; ok: boolean }[];
};

/** A question as the author sees it: common fields plus its type's body (key included). */
export type Question = {
  _id: string;
  topicId: string;
  type: QuestionTypeName;
  level: Level;
  Duration: number;
  marks: number | null;
  verification: Verification | null;
  Title?: string;
  Options?: string[];
  answer?: number;
  image?: string;
  questions?: { question: string; answer: string }[];
  essayType?: 'long' | 'short';
  videoFile?: string;
  long?: { question: string }[];
  short?: { question: string }[];
  mcq?: { question: string; options: string[]; answer: number }[];
  codeQuestion?: string;
  code?: Partial<Record<Language, { defaultCode: string }>>;
  testcases?: Testcase[];
  timeLimitMs?: number;
  memoryLimitMb?: number;
  checker?: CodeChecker;
  referenceSolution?: Solution;
  wrongSolutions?: Solution[];
  /** a newer type's own fields, read and checked by its draftOf */
  [field: string]: unknown;
};

export type Grade =
  | { status: 'graded'; marks: number; maxMarks: number; correct: boolean; empty: boolean }
  | { status: 'pending'; maxMarks: number; autoMarks: number };

export type TestcaseVerdict = {
  isHidden: boolean;
  passed: boolean;
  verdict: string;
  input?: string;
  expectedOutput?: string;
  output?: string;
  error?: string;
};

export type ReviewAnswer = {
  questionId: string;
  topic: string;
  question: Question | null;
  response: unknown;
  grade: Grade | null;
  judged: {
    compileError: string | null;
    testcases: TestcaseVerdict[];
    totalTestCases: number;
    totalPassedTestCases: number;
  } | null;
  timedOut: boolean;
  manualMarks: number | null;
  comment: string | null;
  answeredAt: string;
};
