import { describe, expect, it } from 'vitest';
import { canRunWith, runCutoffSeconds } from './run-window';

describe('when Run and Compile are offered', () => {
  it('closes them in the last 60 seconds of a long question, as the spec says', () => {
    expect(runCutoffSeconds(30)).toBe(60);
    expect(canRunWith(61, 30)).toBe(true);
    expect(canRunWith(60, 30)).toBe(false);
  });

  it('offers them for most of a one-minute question (the review found them hidden throughout)', () => {
    expect(runCutoffSeconds(1)).toBe(15);
    expect(canRunWith(60, 1)).toBe(true);
    expect(canRunWith(16, 1)).toBe(true);
    expect(canRunWith(15, 1)).toBe(false);
    expect(runCutoffSeconds(2)).toBe(30);
  });
});
