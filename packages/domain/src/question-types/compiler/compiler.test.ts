import { describe, expect, it } from 'vitest';
import { type CompilerQuestion, compiler } from './compiler';

const question: CompilerQuestion = {
  id: 'c1',
  type: 'compiler',
  level: 'L3',
  Duration: 30,
  codeQuestion: '<p>Print the sum of two numbers.</p>',
  code: {
    Python: { defaultCode: 'a, b = map(int, input().split())' },
    C: { defaultCode: '#include <stdio.h>' },
  },
  testcases: [
    { input: '1 2', expectedOutput: '3', isHidden: false },
    { input: 'HIDDEN-INPUT-7 8', expectedOutput: 'HIDDEN-OUTPUT-15', isHidden: true },
    { input: 'HIDDEN-INPUT-0 0', expectedOutput: 'HIDDEN-OUTPUT-0', isHidden: true },
  ],
  timeLimitMs: 2000,
  memoryLimitMb: 256,
};

describe('compiler', () => {
  it('shows visible testcases and only the count of hidden ones', () => {
    const view = compiler.studentView(question);
    expect(view.testcases).toEqual([{ input: '1 2', expectedOutput: '3' }]);
    expect(view.hiddenTestCases).toBe(2);
    expect(view.code).toEqual(question.code);
    const json = JSON.stringify(view);
    expect(json).not.toContain('HIDDEN');
    expect(json).not.toContain('isHidden');
  });

  it('accepts { answerCode, codeLanguage } and maps the language for the judge', () => {
    expect(compiler.parseAnswer({ answerCode: 'print(1)', codeLanguage: 'Python' })).toEqual({
      ok: true,
      value: { answerCode: 'print(1)', codeLanguage: 'py' },
    });
  });

  it("accepts the spec's code answer object and ignores the browser's testcase counts", () => {
    const raw = {
      code: { 'C++': { answerCode: 'int main(){}' } },
      codeLanguage: 'C++',
      totalTestCases: 3,
      totalPassedTestCases: 3,
    };
    expect(compiler.parseAnswer(raw)).toEqual({
      ok: true,
      value: { answerCode: 'int main(){}', codeLanguage: 'cpp' },
    });
  });

  it.each([
    ['an unknown language', { answerCode: 'x', codeLanguage: 'Rust' }],
    ['a missing language', { answerCode: 'x' }],
    ['code that is not text', { answerCode: 42, codeLanguage: 'Java' }],
    ['a string', 'print(1)'],
  ])('rejects %s', (_, raw) => {
    expect(compiler.parseAnswer(raw).ok).toBe(false);
  });

  it('grades by the share of all testcases the judge passed', () => {
    const answer = { answerCode: 'print(sum(...))', codeLanguage: 'py' as const };
    expect(
      compiler.grade(question, answer, { judge: { totalTestCases: 3, totalPassedTestCases: 2 } }),
    ).toEqual({
      status: 'graded',
      marks: 2,
      maxMarks: 3,
      correct: false,
      empty: false,
    });
    expect(
      compiler.grade(question, answer, { judge: { totalTestCases: 3, totalPassedTestCases: 3 } }),
    ).toMatchObject({ marks: 3, correct: true });
  });

  it('gives nothing for a failed compile (no testcases run)', () => {
    const answer = { answerCode: 'syntax error', codeLanguage: 'c' as const };
    expect(
      compiler.grade(question, answer, { judge: { totalTestCases: 0, totalPassedTestCases: 0 } }),
    ).toMatchObject({ marks: 0, correct: false, empty: false });
  });

  it('grades empty code 0 as a skip and waits for the judge otherwise', () => {
    expect(compiler.grade(question, { answerCode: ' ', codeLanguage: 'py' }, {})).toMatchObject({
      empty: true,
    });
    expect(compiler.grade(question, { answerCode: 'x', codeLanguage: 'py' }, {})).toEqual({
      status: 'pending',
      maxMarks: 3,
      autoMarks: 0,
    });
  });
});
