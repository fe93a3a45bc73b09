import { ok } from '../../result';
import { type JudgeLanguage, languageToJudge } from '../../rules/judge-language';
import { fail, isAbsent, isBlank, isRecord, parseText } from '../parse';
import {
  type BaseView,
  baseView,
  type GradeContext,
  gradeByFraction,
  type JudgeOutcome,
  pendingGrade,
  type QuestionBase,
  type QuestionType,
} from '../question-type';

export type CodeLanguageName = 'Python' | 'Java' | 'Cpp' | 'C' | 'JavaScript';

export type StarterCode = Partial<Record<CodeLanguageName, { defaultCode: string }>>;

export interface Testcase {
  input: string;
  expectedOutput: string;
  isHidden: boolean;
}

/**
 * How the judge compares outputs (apps/judge/src/checkers/checkers.ts): `exact` (absent means exact) trims trailing
 * whitespace only, `standard` is DMOJ's (the tokens in order, line breaks where the expected output has
 * them, any run of spaces equal; what new questions get), `tokens` compares whitespace-separated tokens
 * whatever separates them (what `standard` was until issue #31), `float` compares numeric tokens within an
 * absolute or relative tolerance (1e-6 each unless set), `custom` runs the author's checker program
 * (apps/judge/src/checkers/custom-checker.ts): exit 0 accepts, 1 rejects.
 */
export type CodeChecker = BuiltInCodeChecker | CustomCodeChecker;
export interface BuiltInCodeChecker {
  kind: 'standard' | 'tokens' | 'exact' | 'float';
  absolute?: number;
  relative?: number;
}
export interface CustomCodeChecker {
  kind: 'custom';
  language: CodeLanguageName;
  code: string;
}
export type CodeCheckerKind = CodeChecker['kind'];

export interface CompilerQuestion extends QuestionBase<'compiler'> {
  /** HTML. */
  codeQuestion: string;
  code: StarterCode;
  testcases: Testcase[];
  timeLimitMs: number;
  memoryLimitMb: number;
  /** Absent: exact, what every question had before checkers. */
  checker?: CodeChecker;
}

/** One testcase as the judge ran it; a hidden testcase carries its verdict only. */
export interface TestcaseVerdict {
  isHidden: boolean;
  passed: boolean;
  verdict: string;
  input?: string;
  expectedOutput?: string;
  output?: string;
  error?: string;
}

export interface CodeVerdict extends JudgeOutcome {
  compileError: string | null;
  /** hidden testcases carry their verdict only */
  testcases: TestcaseVerdict[];
}

export interface CompilerView extends BaseView<'compiler'> {
  codeQuestion: string;
  code: StarterCode;
  testcases: { input: string; expectedOutput: string }[];
  hiddenTestCases: number;
  timeLimitMs: number;
  memoryLimitMb: number;
}

export interface CompilerAnswer {
  answerCode: string;
  codeLanguage: JudgeLanguage;
}

const NO_ANSWER: CompilerAnswer = { answerCode: '', codeLanguage: 'py' };

const starterCode = (code: StarterCode): StarterCode =>
  Object.fromEntries(
    Object.entries(code).map(([language, starter]) => [language, { defaultCode: starter.defaultCode }]),
  );

// Accepts { answerCode, codeLanguage } and the spec's code answer object, where the code sits under
// code[codeLanguage].answerCode. Any testcase counts the browser sends are ignored: the judge decides.
const parseAnswer = (raw: unknown) => {
  if (isAbsent(raw)) return ok(NO_ANSWER);
  if (!isRecord(raw)) return fail('The answer must be an object with answerCode and codeLanguage');
  const name = typeof raw.codeLanguage === 'string' ? raw.codeLanguage : '';
  const codeLanguage = languageToJudge(name);
  if (codeLanguage === null) return fail('codeLanguage must be one of Python, C, Cpp, Java or JavaScript');
  const perLanguage = isRecord(raw.code) ? raw.code[name] : undefined;
  const source = raw.answerCode ?? (isRecord(perLanguage) ? perLanguage.answerCode : undefined);
  const answerCode = parseText(source, 'answerCode');
  if (!answerCode.ok) return answerCode;
  return ok<CompilerAnswer>({ answerCode: answerCode.value, codeLanguage });
};

const grade = (question: CompilerQuestion, answer: CompilerAnswer, ctx: GradeContext) => {
  if (isBlank(answer.answerCode)) return gradeByFraction(question, 0, true);
  // Until the judge has run, the answer waits like a manually graded one.
  if (ctx.judge === undefined) return pendingGrade(question);
  const { totalTestCases: total, totalPassedTestCases: passed } = ctx.judge;
  return gradeByFraction(question, total > 0 ? Math.min(Math.max(passed, 0), total) / total : 0);
};

export const compiler: QuestionType<CompilerQuestion, CompilerView, CompilerAnswer> = {
  type: 'compiler',
  displayName: 'Coding',
  questionNoun: 'Coding question',
  // graded by hidden testcases, which a student never receives
  answerKey: () => undefined,
  studentView: (question) => {
    const visible = question.testcases.filter((testcase) => !testcase.isHidden);
    return {
      ...baseView(question),
      codeQuestion: question.codeQuestion,
      code: starterCode(question.code),
      testcases: visible.map(({ input, expectedOutput }) => ({ input, expectedOutput })),
      hiddenTestCases: question.testcases.length - visible.length,
      timeLimitMs: question.timeLimitMs,
      memoryLimitMb: question.memoryLimitMb,
    };
  },
  noAnswer: NO_ANSWER,
  parseAnswer,
  grade,
};
