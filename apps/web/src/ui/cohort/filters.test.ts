import { describe, expect, it } from 'vitest';
import { cutoffsOf, filterQuery, noFilters } from './filters';

describe('cohort filter fields', () => {
  const skills = ['Aptitude', 'C++: STL'];

  it('reads the typed percentages as cut-offs, leaving out empty and impossible ones', () => {
    const fields = {
      minOverall: '60',
      skills: { aptitude: '70', 'c++: stl': '', verbal: '50' },
      sort: 'overall',
    };
    expect(cutoffsOf(fields, skills)).toEqual({ minOverall: 60, skills: [{ skill: 'Aptitude', min: 70 }] });
    expect(cutoffsOf({ ...fields, minOverall: '120' }, skills).minOverall).toBeNull();
    expect(cutoffsOf(noFilters, skills)).toEqual({ minOverall: null, skills: [] });
  });

  it('asks the API for the same: cut-offs as skill:min, the sort only if the skill is still there', () => {
    expect(filterQuery({ minOverall: '', skills: { 'c++: stl': '40.5' }, sort: 'Verbal' }, skills)).toEqual({
      minOverall: undefined,
      cutoff: ['C++: STL:40.5'],
      sort: 'overall',
    });
    expect(filterQuery({ ...noFilters, sort: 'aptitude' }, skills).sort).toBe('aptitude');
  });
});
