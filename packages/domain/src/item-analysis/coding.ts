import type { CodeVerdict } from '../question-types/compiler/compiler';
import { median } from './statistics';

export interface CodingFigures {
  /** answers the judge gave a verdict on */
  judged: number;
  /** share of judged answers that did not compile, 0–1 */
  compileErrorRate: number | null;
  /** per testcase, in the question's order: the share of judged answers that passed it (hidden ones included) */
  testcases: { index: number; hidden: boolean; passRate: number }[];
  /** compile-and-check runs a student made before their answer, the median over students who made any */
  medianRuns: number | null;
}

/** What a coding question's answers say: where they fail, how often they do not compile, how much they tried. */
export function codingFigures(verdicts: (CodeVerdict | null)[], runsPerStudent: number[]): CodingFigures {
  const judged = verdicts.filter((v): v is CodeVerdict => v !== null);
  const count = Math.max(0, ...judged.map((v) => v.testcases.length));
  const compiled = judged.filter((v) => v.compileError === null);
  return {
    judged: judged.length,
    compileErrorRate: judged.length ? (judged.length - compiled.length) / judged.length : null,
    testcases: Array.from({ length: count }, (_, index) => {
      const hidden = judged.some((v) => v.testcases[index]?.isHidden === true);
      const passed = judged.filter((v) => v.testcases[index]?.passed === true).length;
      return { index, hidden, passRate: judged.length ? passed / judged.length : 0 };
    }),
    medianRuns: median(runsPerStudent.filter((n) => n > 0)),
  };
}
