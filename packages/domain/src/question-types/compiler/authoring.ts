import { Type } from 'typebox';
import { type Authoring, Html } from '../authoring';
import { CUSTOM_CHECKER_CODE, CUSTOM_CHECKER_LANGUAGE } from './messages';

const CodeLanguage = Type.Union([
  Type.Literal('Python'),
  Type.Literal('C'),
  Type.Literal('Cpp'),
  Type.Literal('Java'),
  Type.Literal('JavaScript'),
]);

/**
 * How the judge compares outputs; absent means exact (trailing whitespace trimmed). `custom` is the author's
 * checker program, run with the input, expected output and the student's output (apps/judge/README.md).
 */
export const CodeCheckerSchema = Type.Union([
  Type.Object(
    {
      kind: Type.Union([
        Type.Literal('standard'),
        Type.Literal('tokens'),
        Type.Literal('exact'),
        Type.Literal('float'),
      ]),
      absolute: Type.Optional(Type.Number({ minimum: 0, maximum: 1_000_000 })),
      relative: Type.Optional(Type.Number({ minimum: 0, maximum: 1 })),
    },
    { additionalProperties: false },
  ),
  Type.Object(
    {
      kind: Type.Literal('custom'),
      language: CodeLanguage,
      code: Type.String({ minLength: 1, maxLength: 64 * 1024, pattern: '\\S' }),
    },
    { additionalProperties: false },
  ),
]);

const CHECKER_LANGUAGES: readonly unknown[] = ['Python', 'C', 'Cpp', 'Java', 'JavaScript'];

/** A custom checker's two fields, named plainly (the schema's union would only say "must match anyOf"). */
function customCheckerProblem(body: Readonly<Record<string, unknown>>): string | undefined {
  const { checker } = body;
  if (typeof checker !== 'object' || checker === null) return undefined;
  const { kind, language, code } = checker as Record<string, unknown>;
  if (kind !== 'custom') return undefined;
  if (!CHECKER_LANGUAGES.includes(language)) return CUSTOM_CHECKER_LANGUAGE;
  if (typeof code !== 'string' || code.trim() === '') return CUSTOM_CHECKER_CODE;
  return undefined;
}

const Solution = Type.Object({
  language: Type.String({ maxLength: 20 }),
  code: Type.String({ minLength: 1, maxLength: 64 * 1024 }),
});
const StoredSolution = Type.Object({ language: Type.String(), code: Type.String() });

export const StoredTestcaseSchema = Type.Object({
  input: Type.String(),
  expectedOutput: Type.Optional(Type.String()),
  isHidden: Type.Boolean(),
});

export const compilerAuthoring = {
  body: {
    codeQuestion: Html,
    code: Type.Record(
      Type.String({ pattern: '^(Python|C|Cpp|Java|JavaScript)$' }),
      Type.Object({ defaultCode: Type.String({ maxLength: 16_000 }) }),
    ),
    testcases: Type.Array(
      Type.Object({
        input: Type.String({ maxLength: 1024 * 1024 }),
        expectedOutput: Type.Optional(Type.String({ maxLength: 1024 * 1024 })),
        isHidden: Type.Boolean(),
      }),
      { minItems: 1, maxItems: 50 },
    ),
    timeLimitMs: Type.Integer({ minimum: 100, maximum: 5000 }),
    memoryLimitMb: Type.Integer({ minimum: 16, maximum: 512 }),
    checker: Type.Optional(CodeCheckerSchema),
    referenceSolution: Solution,
    wrongSolutions: Type.Optional(Type.Array(Solution, { maxItems: 5 })),
  },
  stored: {
    codeQuestion: Type.String(),
    code: Type.Record(Type.String(), Type.Object({ defaultCode: Type.String() })),
    testcases: Type.Array(StoredTestcaseSchema),
    timeLimitMs: Type.Integer(),
    memoryLimitMb: Type.Integer(),
    checker: Type.Optional(CodeCheckerSchema),
    referenceSolution: Type.Optional(StoredSolution),
    wrongSolutions: Type.Optional(Type.Array(StoredSolution)),
  },
  view: {
    codeQuestion: Type.String(),
    code: Type.Record(Type.String(), Type.Object({ defaultCode: Type.String() })),
    testcases: Type.Array(
      Type.Object({ input: Type.String(), expectedOutput: Type.Optional(Type.String()) }),
    ),
    hiddenTestCases: Type.Integer(),
    timeLimitMs: Type.Integer(),
    memoryLimitMb: Type.Integer(),
  },
  /**
   * The code and its language; the spec's code answer object keeps the code under code[codeLanguage]. Testcase
   * counts a client adds are not part of it: the judge decides them.
   */
  answer: Type.Object({
    codeLanguage: Type.String(),
    answerCode: Type.Optional(Type.Union([Type.String(), Type.Null()])),
    code: Type.Optional(
      Type.Record(
        Type.String(),
        Type.Object({ answerCode: Type.Optional(Type.Union([Type.String(), Type.Null()])) }),
      ),
    ),
  }),
  htmlFields: ['codeQuestion'],
  precheck: customCheckerProblem,
} satisfies Authoring;
