import type { CodeChecker } from '@placement/domain';
import { lazy } from 'react';
import { defineQuestionType } from '../question-type';
import { LANGUAGES, type Language } from '../shared/authored';
import { keyed, unkey } from '../shared/keyed';
import type { CodingDraft } from './authoring-form';
import { CompilerQuestion } from './compiler-question';

const checkerOf = (v: CodingDraft): CodeChecker => {
  if (v.checker === 'custom') return { kind: 'custom', language: v.checkerLanguage, code: v.checkerCode };
  if (v.checker !== 'float') return { kind: v.checker };
  return {
    kind: 'float',
    ...(v.absolute.trim() ? { absolute: Number(v.absolute) } : {}),
    ...(v.relative.trim() ? { relative: Number(v.relative) } : {}),
  };
};

const tolerance = (checker: CodeChecker | undefined, name: 'absolute' | 'relative') => {
  const value = checker?.kind === 'custom' ? undefined : checker?.[name];
  return value === undefined ? '' : String(value);
};

const emptyCoding = (): CodingDraft => ({
  codeQuestion: '',
  code: { Python: '', C: '', Cpp: '', Java: '', JavaScript: '' },
  testcases: [keyed({ input: '', expectedOutput: '', isHidden: false })],
  timeLimitMs: '2000',
  memoryLimitMb: '256',
  // DMOJ's: a double space or a trailing blank line never fails an honest program
  checker: 'standard',
  absolute: '',
  relative: '',
  checkerLanguage: 'Python',
  checkerCode: '',
  referenceSolution: { language: 'Python', code: '' },
  wrongSolutions: [],
});

export const questionType = defineQuestionType({
  type: 'compiler',
  emptyDraft: emptyCoding,
  draftOf: (q) => ({
    codeQuestion: q.codeQuestion ?? '',
    code: Object.fromEntries(LANGUAGES.map((l) => [l, q.code?.[l]?.defaultCode ?? ''])) as Record<
      Language,
      string
    >,
    testcases: (q.testcases ?? []).map((t) => keyed({ ...t, expectedOutput: t.expectedOutput ?? '' })),
    timeLimitMs: String(q.timeLimitMs ?? 2000),
    memoryLimitMb: String(q.memoryLimitMb ?? 256),
    checker: q.checker?.kind ?? 'exact',
    absolute: tolerance(q.checker, 'absolute'),
    relative: tolerance(q.checker, 'relative'),
    checkerLanguage: q.checker?.kind === 'custom' ? q.checker.language : 'Python',
    checkerCode: q.checker?.kind === 'custom' ? q.checker.code : '',
    referenceSolution: q.referenceSolution ?? { language: 'Python', code: '' },
    wrongSolutions: (q.wrongSolutions ?? []).map(keyed),
  }),
  bodyOf: (v) => ({
    codeQuestion: v.codeQuestion,
    code: Object.fromEntries(
      LANGUAGES.filter((l) => v.code[l].trim() !== '').map((l) => [l, { defaultCode: v.code[l] }]),
    ),
    testcases: v.testcases.map(unkey).map((t) => ({
      input: t.input,
      isHidden: t.isHidden,
      ...(t.expectedOutput ? { expectedOutput: t.expectedOutput } : {}),
    })),
    timeLimitMs: Number(v.timeLimitMs),
    memoryLimitMb: Number(v.memoryLimitMb),
    // exact is the default: a question that keeps it stores no checker at all
    ...(v.checker === 'exact' ? {} : { checker: checkerOf(v) }),
    referenceSolution: v.referenceSolution,
    wrongSolutions: v.wrongSolutions.map(unkey).filter((w) => w.code.trim() !== ''),
  }),
  // the editor's and the reviewer's parts load when used, never on the take-assessment screen
  AuthoringForm: lazy(() => import('./authoring-form').then((m) => ({ default: m.CodingForm }))),
  // the code lives in the renderer (kept per question in local storage), not in the screen's draft
  emptyAnswer: () => null,
  Renderer: CompilerQuestion,
  // the renderer compiles the current code first when it has not been compiled
  responseFor: async (kind, _answer, handle) => ({
    response: kind === 'skip' ? null : ((await handle?.prepare(kind)) ?? null),
  }),
  resettable: true,
  Review: lazy(() => import('./review').then((m) => ({ default: m.CompilerReview }))),
});
