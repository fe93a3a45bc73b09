import { describe, expect, it } from 'vitest';
import { DEFAULT_REPORTED_SCALE, reportedScore } from './scale';

describe('reported score', () => {
  it('maps θ linearly onto the college’s scale, its standard error with it, within the bounds', () => {
    expect(reportedScore({ theta: 0, se: 0.3 })).toEqual({ score: 50, se: expect.closeTo(4.5, 10) });
    expect(reportedScore({ theta: 1.2, se: 0.25 }).score).toBeCloseTo(68, 10);
    expect(reportedScore({ theta: 5, se: 0.5 }).score).toBe(DEFAULT_REPORTED_SCALE.max);
    expect(reportedScore({ theta: -5, se: 0.5 }).score).toBe(0);
    expect(reportedScore({ theta: 1, se: 0.2 }, { at: 500, perLogit: 100, min: 200, max: 800 })).toEqual({
      score: 600,
      se: expect.closeTo(20, 10),
    });
  });
});
