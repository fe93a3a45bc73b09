import { describe, expect, it } from 'vitest';
import { cutoffParam, distinctCutoffs, filterCohort, parseCutoff } from './cutoffs';

const candidate = (overall: number, skills: [string, number | null][]) => ({
  overall,
  skills: skills.map(([skill, percentage]) => ({ skill, percentage, score: 0, maxScore: 0, rank: null })),
});

describe('cut-offs', () => {
  const asha = candidate(80, [
    ['Aptitude', 90],
    ['Coding', 70],
  ]);
  const bala = candidate(60, [
    ['Aptitude', 50],
    ['Coding', 75],
  ]);
  const chitra = candidate(75, [
    ['Aptitude', 85],
    ['Coding', null],
  ]);

  it('keeps those at or above every cut-off, overall and per skill', () => {
    expect(filterCohort([asha, bala, chitra], {})).toEqual([asha, bala, chitra]);
    expect(filterCohort([asha, bala, chitra], { minOverall: 75 })).toEqual([asha, chitra]);
    expect(filterCohort([asha, bala, chitra], { skills: [{ skill: 'coding', min: 70 }] })).toEqual([
      asha,
      bala,
    ]);
    expect(
      filterCohort([asha, bala, chitra], {
        minOverall: 70,
        skills: [
          { skill: 'Aptitude', min: 80 },
          { skill: 'Coding', min: 70 },
        ],
      }),
    ).toEqual([asha]);
  });

  it('a candidate without the skill does not meet its cut-off, even at 0', () => {
    expect(filterCohort([chitra], { skills: [{ skill: 'Coding', min: 0 }] })).toEqual([]);
  });

  it('reads `skill:min` by its last colon and refuses anything else', () => {
    expect(parseCutoff('Aptitude:60')).toEqual({ skill: 'Aptitude', min: 60 });
    expect(parseCutoff('C++: pointers:72.5')).toEqual({ skill: 'C++: pointers', min: 72.5 });
    expect(parseCutoff(cutoffParam({ skill: 'Data: SQL', min: 0 }))).toEqual({ skill: 'Data: SQL', min: 0 });
    expect(parseCutoff('Aptitude')).toBe('format');
    expect(parseCutoff(':60')).toBe('format');
    expect(parseCutoff('Aptitude:-5')).toBe('format');
    expect(parseCutoff('Aptitude:sixty')).toBe('format');
    expect(parseCutoff('Aptitude:101')).toBe('range');
  });

  it('one cut-off per skill: the last given wins', () => {
    expect(
      distinctCutoffs([
        { skill: 'Aptitude', min: 50 },
        { skill: 'Coding', min: 10 },
        { skill: 'aptitude', min: 70 },
      ]),
    ).toEqual([
      { skill: 'Aptitude', min: 70 },
      { skill: 'Coding', min: 10 },
    ]);
  });
});
