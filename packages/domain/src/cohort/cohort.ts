import { round2 } from '../round';
import { competitionRanks } from './ranks';
import { type ChosenSittings, chooseSittings, type EndedAttempt, type SittingChoice } from './sittings';

/**
 * A cohort across the tests of a drive: every candidate's overall (the mean of their tests' percentages, over
 * the tests they took) and their score in each skill (a topic heading across the tests: the marks of every
 * topic under it over their maximum), ranked. Pure; names are only used to order equals.
 */

export interface CohortCandidate {
  id: string;
  name: string;
}

export type TestStatus = 'graded' | 'awaitingGrading' | 'notTaken';

export interface TestOutcome {
  testId: string;
  status: TestStatus;
  /** the attempt that counts (graded), or the one waiting for marks */
  attemptId: string | null;
  score: number | null;
  maxScore: number | null;
  percentage: number | null;
  secondsTaken: number | null;
}

export interface SkillOutcome {
  skill: string;
  score: number;
  maxScore: number;
  /** null when none of the candidate's tests had the skill */
  percentage: number | null;
  /** among the candidates with the skill; equals share a rank */
  rank: number | null;
}

export interface Ranking {
  /** by overall, among every candidate of the cohort; equals (to two decimals) share a rank */
  rank: number;
  /** mean percentage over the tests taken (a test not taken is left out, and shown as not taken) */
  overall: number;
  testsTaken: number;
  /** over the tests taken */
  secondsTaken: number;
  /** one per test of the cohort, in its order */
  tests: TestOutcome[];
  /** one per skill of the cohort, in `skills` order */
  skills: SkillOutcome[];
}

export type RankedCandidate<C extends CohortCandidate> = C & Ranking;

export interface Cohort<C extends CohortCandidate> {
  /** every topic heading of the candidates' counted attempts, alphabetical */
  skills: string[];
  /** ranked by overall, best first; names order equals */
  candidates: RankedCandidate<C>[];
  /** attempts left out because an answer waits for marks */
  awaitingGrading: number;
}

/** Headings are one skill however they are spaced or capitalised. */
export const skillKey = (heading: string): string =>
  heading.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');

const byName = (a: CohortCandidate, b: CohortCandidate) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The skills of the counted attempts: key → the first spelling met, listed alphabetically. */
function skillsOf(chosen: readonly EndedAttempt[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const attempt of chosen) {
    for (const topic of attempt.topics) {
      const key = skillKey(topic.heading);
      if (key && !names.has(key)) names.set(key, topic.heading.trim().replace(/\s+/g, ' '));
    }
  }
  return new Map(
    [...names].sort(([, a], [, b]) => a.localeCompare(b, 'en', { sensitivity: 'base' }) || (a < b ? -1 : 1)),
  );
}

function outcomeOf(testId: string, counted?: EndedAttempt, waiting?: EndedAttempt): TestOutcome {
  if (counted) {
    return {
      testId,
      status: 'graded',
      attemptId: counted.attemptId,
      score: counted.score,
      maxScore: counted.maxScore,
      percentage: counted.percentage,
      secondsTaken: counted.secondsTaken,
    };
  }
  return {
    testId,
    status: waiting ? 'awaitingGrading' : 'notTaken',
    attemptId: waiting?.attemptId ?? null,
    score: null,
    maxScore: null,
    percentage: null,
    secondsTaken: null,
  };
}

/** The cohort of the given tests from their ended attempts; attempts of other tests or people are ignored. */
export function rankCohort<C extends CohortCandidate>(
  testIds: readonly string[],
  people: readonly C[],
  attempts: readonly EndedAttempt[],
  choice: SittingChoice = 'first',
): Cohort<C> {
  const tests = new Set(testIds);
  const known = new Map(people.map((p) => [p.id, p]));
  const { chosen, awaiting }: ChosenSittings = chooseSittings(
    attempts.filter((a) => tests.has(a.testId) && known.has(a.candidateId)),
    choice,
  );
  const skills = skillsOf(chosen);
  const skillKeys = [...skills.keys()];
  const countedBy = new Map<string, Map<string, EndedAttempt>>();
  for (const a of chosen)
    countedBy.set(a.candidateId, (countedBy.get(a.candidateId) ?? new Map()).set(a.testId, a));
  const waitingBy = new Map<string, Map<string, EndedAttempt>>();
  for (const a of awaiting) {
    const mine = waitingBy.get(a.candidateId) ?? new Map<string, EndedAttempt>();
    if (!mine.has(a.testId)) mine.set(a.testId, a);
    waitingBy.set(a.candidateId, mine);
  }

  const unranked = [...countedBy.entries()].map(([id, counted]) => {
    const taken = [...counted.values()];
    const marks = new Map(skillKeys.map((k) => [k, { score: 0, maxScore: 0 }]));
    for (const topic of taken.flatMap((a) => a.topics)) {
      const sum = marks.get(skillKey(topic.heading));
      if (!sum) continue;
      sum.score += topic.score;
      sum.maxScore += topic.maxScore;
    }
    return {
      ...(known.get(id) as C),
      overall: round2(taken.reduce((s, a) => s + a.percentage, 0) / taken.length),
      testsTaken: taken.length,
      secondsTaken: taken.reduce((s, a) => s + (a.secondsTaken ?? 0), 0),
      tests: testIds.map((t) => outcomeOf(t, counted.get(t), waitingBy.get(id)?.get(t))),
      skillMarks: skillKeys.map((k) => marks.get(k)!),
    };
  });

  const overallRanks = competitionRanks(unranked.map((c) => c.overall));
  const skillRanks = skillKeys.map((_, s) =>
    competitionRanks(unranked.map((c) => percentOf(c.skillMarks[s]!))),
  );
  const candidates = unranked
    .map(({ skillMarks, ...c }, i) => ({
      ...c,
      rank: overallRanks[i]!,
      skills: skillMarks.map((m, s) => ({
        skill: skills.get(skillKeys[s]!)!,
        score: round2(m.score),
        maxScore: round2(m.maxScore),
        percentage: percentOf(m),
        rank: skillRanks[s]![i]!,
      })),
    }))
    .sort((a, b) => a.rank - b.rank || byName(a, b)) as RankedCandidate<C>[];
  return { skills: [...skills.values()], candidates, awaitingGrading: awaiting.length };
}

const percentOf = (m: { score: number; maxScore: number }): number | null =>
  m.maxScore > 0 ? round2((m.score / m.maxScore) * 100) : null;

/** One skill's outcome of a candidate, by any spelling of its heading. */
export const skillOf = (candidate: Pick<Ranking, 'skills'>, skill: string): SkillOutcome | undefined => {
  const key = skillKey(skill);
  return candidate.skills.find((s) => skillKey(s.skill) === key);
};

/**
 * The candidates in the order asked for: 'overall' (the cohort's rank), or one skill's percentage, best first,
 * those without the skill last; equals by overall rank, then name.
 */
export function sortCohort<T extends CohortCandidate & Pick<Ranking, 'rank' | 'skills'>>(
  candidates: readonly T[],
  by: string,
): T[] {
  if (by === 'overall') return [...candidates].sort((a, b) => a.rank - b.rank || byName(a, b));
  const score = (c: T) => skillOf(c, by)?.percentage ?? null;
  return [...candidates].sort((a, b) => {
    const sa = score(a);
    const sb = score(b);
    if (sa !== sb) {
      if (sa === null) return 1;
      if (sb === null) return -1;
      if (round2(sa) !== round2(sb)) return sb - sa;
    }
    return a.rank - b.rank || byName(a, b);
  });
}
