import type { SkillOutcome, TestStatus } from '@placement/domain';

/** What the cohort screens draw of a candidate, whoever looks (staff add an e-mail, recruiters a college). */
export interface CohortRow {
  id: string;
  name: string;
  rank: number;
  overall: number;
  testsTaken: number;
  secondsTaken: number;
  skills: SkillOutcome[];
  tests: {
    testId: string;
    status: TestStatus;
    percentage: number | null;
    secondsTaken: number | null;
    attemptId?: string | null;
  }[];
}

export interface CohortTest {
  id: string;
  name: string;
  college?: string;
}

export const testLabel = (t: CohortTest) => (t.college ? `${t.name} (${t.college})` : t.name);
