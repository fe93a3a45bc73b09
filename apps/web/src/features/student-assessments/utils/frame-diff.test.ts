import { describe, expect, it } from 'vitest';
import { meanAbsoluteDifference, nextMovementCount } from './frame-diff';

describe('camera frame comparison', () => {
  it('measures the mean absolute RGB difference', () => {
    const a = new Uint8ClampedArray([0, 0, 0, 255, 100, 100, 100, 255]);
    const b = new Uint8ClampedArray([30, 30, 30, 0, 100, 100, 100, 0]);
    expect(meanAbsoluteDifference(a, b)).toBe(15);
  });

  it('counts movement over 25 and falls back to 0', () => {
    expect(nextMovementCount(0, 26)).toBe(1);
    expect(nextMovementCount(1, 25)).toBe(0);
    expect(nextMovementCount(0, 3)).toBe(0);
  });
});
