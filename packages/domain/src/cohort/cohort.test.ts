import { describe, expect, it } from 'vitest';
import { rankCohort, sortCohort } from './cohort';
import { comparisonRows } from './compare';
import { competitionRanks } from './ranks';
import { chooseSittings, type EndedAttempt } from './sittings';

let seq = 0;
/** An ended attempt; topics as [heading, score, maxScore]. */
const attempt = (
  candidateId: string,
  testId: string,
  topics: [string, number, number][],
  extra: Partial<EndedAttempt> = {},
): EndedAttempt => {
  const score = topics.reduce((s, t) => s + t[1], 0);
  const maxScore = topics.reduce((s, t) => s + t[2], 0);
  return {
    attemptId: `a${++seq}`,
    candidateId,
    testId,
    number: 1,
    graded: true,
    score,
    maxScore,
    percentage: Math.round((score / maxScore) * 10000) / 100,
    secondsTaken: 600,
    topics: topics.map(([heading, s, m]) => ({ heading, score: s, maxScore: m })),
    ...extra,
  };
};
const people = ['Asha', 'Bala', 'Chitra', 'Dev'].map((name) => ({ id: name.toLowerCase(), name }));

describe('competitionRanks', () => {
  it('gives equals (to two decimals) the same rank and skips the places they take', () => {
    expect(competitionRanks([50, 80, 80, null, 70.001, 70])).toEqual([5, 1, 1, null, 3, 3]);
    expect(competitionRanks([])).toEqual([]);
  });
});

describe('chooseSittings', () => {
  const first = attempt('asha', 't1', [['Aptitude', 2, 10]]);
  const second = attempt('asha', 't1', [['Aptitude', 9, 10]], { number: 2 });
  const waiting = attempt('asha', 't1', [['Aptitude', 10, 10]], { number: 3, graded: false });

  it('takes each student’s first attempt by default, whatever came later', () => {
    expect(chooseSittings([second, first], 'first')).toEqual({ chosen: [first], awaiting: [] });
  });

  it('leaves out a first attempt that waits for marks, and counts it, rather than taking the next', () => {
    const pending = { ...first, graded: false };
    expect(chooseSittings([pending, second], 'first')).toEqual({ chosen: [], awaiting: [pending] });
  });

  it('best: the graded attempt with the highest percentage; the waiting ones are counted', () => {
    expect(chooseSittings([first, second, waiting], 'best')).toEqual({
      chosen: [second],
      awaiting: [waiting],
    });
  });
});

describe('rankCohort', () => {
  it('has no candidates and no skills when nobody took a test', () => {
    expect(rankCohort(['t1'], people, [])).toEqual({ skills: [], candidates: [], awaitingGrading: 0 });
  });

  it('ranks one candidate first, with every test and skill they have', () => {
    const { candidates, skills } = rankCohort(['t1'], people, [
      attempt('asha', 't1', [
        ['Aptitude', 3, 4],
        ['Coding', 5, 10],
      ]),
    ]);
    expect(skills).toEqual(['Aptitude', 'Coding']);
    expect(candidates).toHaveLength(1);
    expect(candidates[0]).toMatchObject({
      id: 'asha',
      name: 'Asha',
      rank: 1,
      overall: 57.14,
      testsTaken: 1,
      secondsTaken: 600,
      skills: [
        { skill: 'Aptitude', score: 3, maxScore: 4, percentage: 75, rank: 1 },
        { skill: 'Coding', score: 5, maxScore: 10, percentage: 50, rank: 1 },
      ],
    });
  });

  it('overall is the mean over the tests taken; a test not taken is shown, not counted as zero', () => {
    const { candidates } = rankCohort(['t1', 't2'], people, [
      attempt('asha', 't1', [['Aptitude', 8, 10]]),
      attempt('asha', 't2', [['Coding', 4, 10]]),
      attempt('bala', 't1', [['Aptitude', 7, 10]]),
    ]);
    expect(candidates.map((c) => [c.name, c.overall, c.rank, c.testsTaken])).toEqual([
      ['Bala', 70, 1, 1],
      ['Asha', 60, 2, 2],
    ]);
    expect(candidates[0]!.tests.map((t) => t.status)).toEqual(['graded', 'notTaken']);
    expect(candidates[0]!.tests[1]).toEqual({
      testId: 't2',
      status: 'notTaken',
      attemptId: null,
      score: null,
      maxScore: null,
      percentage: null,
      secondsTaken: null,
    });
  });

  it('a skill is every topic under its heading across the tests: marks over maximum, spelling aside', () => {
    const { skills, candidates } = rankCohort(['t1', 't2'], people, [
      attempt('asha', 't1', [['Aptitude', 1, 2]]),
      // 2 of 8 more under the same heading, differently spaced and capitalised: 3 of 10 in all, not (50+25)/2
      attempt('asha', 't2', [[' aptitude ', 2, 8]]),
    ]);
    expect(skills).toEqual(['Aptitude']);
    expect(candidates[0]!.skills).toEqual([
      { skill: 'Aptitude', score: 3, maxScore: 10, percentage: 30, rank: 1 },
    ]);
  });

  it('equals share a rank and are ordered by name; the next rank skips', () => {
    const { candidates } = rankCohort(['t1'], people, [
      attempt('dev', 't1', [['Aptitude', 5, 10]]),
      attempt('chitra', 't1', [['Aptitude', 8, 10]]),
      attempt('bala', 't1', [['Aptitude', 8, 10]]),
      attempt('asha', 't1', [['Aptitude', 9, 10]]),
    ]);
    expect(candidates.map((c) => [c.name, c.rank])).toEqual([
      ['Asha', 1],
      ['Bala', 2],
      ['Chitra', 2],
      ['Dev', 4],
    ]);
  });

  it('ranks each skill among the candidates who have it', () => {
    const { candidates } = rankCohort(['t1', 't2'], people, [
      attempt('asha', 't1', [['Aptitude', 9, 10]]),
      attempt('bala', 't1', [['Aptitude', 6, 10]]),
      attempt('bala', 't2', [['Coding', 9, 10]]),
      attempt('chitra', 't2', [['Coding', 9, 10]]),
    ]);
    const skill = (name: string, s: number) => candidates.find((c) => c.name === name)!.skills[s];
    expect(skill('Asha', 0)).toMatchObject({ percentage: 90, rank: 1 });
    expect(skill('Bala', 0)).toMatchObject({ percentage: 60, rank: 2 });
    expect(skill('Chitra', 0)).toMatchObject({ percentage: null, rank: null, maxScore: 0 });
    expect(skill('Bala', 1)).toMatchObject({ percentage: 90, rank: 1 });
    expect(skill('Chitra', 1)).toMatchObject({ percentage: 90, rank: 1 });
  });

  it('leaves out an attempt waiting for marks, counts it, and shows the test as waiting', () => {
    const cohort = rankCohort(['t1', 't2'], people, [
      attempt('asha', 't1', [['Aptitude', 9, 10]]),
      attempt('asha', 't2', [['Essay', 0, 10]], { graded: false }),
      // only a waiting attempt: not a candidate yet, but counted
      attempt('bala', 't1', [['Aptitude', 1, 10]], { graded: false }),
    ]);
    expect(cohort.awaitingGrading).toBe(2);
    expect(cohort.skills).toEqual(['Aptitude']);
    expect(cohort.candidates.map((c) => c.name)).toEqual(['Asha']);
    expect(cohort.candidates[0]!.overall).toBe(90);
    expect(cohort.candidates[0]!.tests[1]).toMatchObject({ status: 'awaitingGrading', percentage: null });
  });

  it('ignores attempts of other tests and of people not in the cohort', () => {
    const { candidates } = rankCohort(['t1'], people, [
      attempt('asha', 't9', [['Aptitude', 9, 10]]),
      attempt('stranger', 't1', [['Aptitude', 9, 10]]),
    ]);
    expect(candidates).toEqual([]);
  });

  it('sorts by a skill, those without it last, equals by overall rank', () => {
    const { candidates } = rankCohort(['t1', 't2'], people, [
      attempt('asha', 't1', [['Aptitude', 10, 10]]),
      attempt('bala', 't1', [
        ['Aptitude', 5, 10],
        ['Coding', 8, 10],
      ]),
      attempt('chitra', 't1', [['Aptitude', 2, 10]]),
      attempt('chitra', 't2', [['Coding', 8, 10]]),
    ]);
    expect(sortCohort(candidates, 'coding').map((c) => c.name)).toEqual(['Bala', 'Chitra', 'Asha']);
    expect(sortCohort(candidates, 'overall').map((c) => c.name)).toEqual(['Asha', 'Bala', 'Chitra']);
  });
});

describe('comparisonRows', () => {
  it('puts the candidates side by side per skill, per test and time, saying why a figure is missing', () => {
    const cohort = rankCohort(['t1', 't2'], people, [
      attempt('asha', 't1', [['Aptitude', 9, 10]], { secondsTaken: 300 }),
      attempt('asha', 't2', [['Coding', 4, 10]], { secondsTaken: 900 }),
      attempt('bala', 't1', [['Aptitude', 6, 10]], { secondsTaken: 420 }),
      attempt('bala', 't2', [['Coding', 0, 10]], { graded: false }),
    ]);
    const tests = [
      { id: 't1', name: 'Aptitude test' },
      { id: 't2', name: 'Coding test' },
    ];
    const rows = comparisonRows(tests, cohort.skills, cohort.candidates);
    expect(rows.map((r) => [r.section, r.label, r.values, r.statuses])).toEqual([
      ['overall', 'Overall', [65, 60], undefined],
      ['overall', 'Rank', [1, 2], undefined],
      ['overall', 'Tests taken', [2, 1], undefined],
      ['skills', 'Aptitude', [90, 60], undefined],
      ['skills', 'Coding', [40, null], undefined],
      ['tests', 'Aptitude test', [90, 60], ['graded', 'graded']],
      ['tests', 'Coding test', [40, null], ['graded', 'awaitingGrading']],
      ['time', 'Aptitude test', [300, 420], ['graded', 'graded']],
      ['time', 'Coding test', [900, null], ['graded', 'awaitingGrading']],
      ['time', 'Total time', [1200, 420], undefined],
    ]);
  });
});
