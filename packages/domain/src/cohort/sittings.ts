/**
 * Which attempt of a student at a test stands for them in a cohort. Pure: the ended attempts in, the chosen
 * ones out, with the ones left out because an answer still waits for marks.
 */

/** A topic's marks in one attempt, under its heading (the skill it measures). */
export interface TopicMarks {
  heading: string;
  score: number;
  maxScore: number;
}

/** An ended, non-archived attempt at one of the cohort's tests. */
export interface EndedAttempt {
  attemptId: string;
  candidateId: string;
  testId: string;
  /** 1 for the student's first attempt at the test */
  number: number;
  /** every answer has its marks; otherwise one waits for a person (an essay) and the score is not final */
  graded: boolean;
  score: number;
  maxScore: number;
  percentage: number;
  secondsTaken: number | null;
  topics: TopicMarks[];
}

/**
 * 'first': each student's first ended attempt at each test (as the item analysis counts by default);
 * 'best': their graded attempt with the highest percentage (the earliest of equals).
 */
export type SittingChoice = 'first' | 'best';

export interface ChosenSittings {
  /** at most one graded attempt per student and test */
  chosen: EndedAttempt[];
  /** attempts the choice would have taken but that wait for marks: left out of every figure, counted */
  awaiting: EndedAttempt[];
}

const pairKey = (a: EndedAttempt) => `${a.candidateId}\u0000${a.testId}`;

export function chooseSittings(attempts: readonly EndedAttempt[], choice: SittingChoice): ChosenSittings {
  const byPair = new Map<string, EndedAttempt[]>();
  for (const attempt of attempts) {
    const list = byPair.get(pairKey(attempt)) ?? [];
    list.push(attempt);
    byPair.set(pairKey(attempt), list);
  }
  const chosen: EndedAttempt[] = [];
  const awaiting: EndedAttempt[] = [];
  for (const list of byPair.values()) {
    list.sort((a, b) => a.number - b.number);
    if (choice === 'first') {
      const first = list[0]!;
      (first.graded ? chosen : awaiting).push(first);
      continue;
    }
    const graded = list.filter((a) => a.graded);
    // an attempt that waits for marks might be the best once graded: say it was left out
    awaiting.push(...list.filter((a) => !a.graded));
    const best = graded.reduce<EndedAttempt | null>(
      (top, a) => (top === null || a.percentage > top.percentage ? a : top),
      null,
    );
    if (best) chosen.push(best);
  }
  return { chosen, awaiting };
}
