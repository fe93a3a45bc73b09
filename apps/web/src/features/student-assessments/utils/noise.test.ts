import { describe, expect, it } from 'vitest';
import {
  initialNoise,
  NOISE_COOLDOWN_MS,
  NOISE_LOUD_RMS,
  NOISE_SAMPLE_MS,
  type NoiseState,
  nextNoise,
  rmsLevel,
} from './noise';

const LOUD = NOISE_LOUD_RMS * 2;
const QUIET = NOISE_LOUD_RMS / 4;

/** Feeds levels one sample period apart from `start`, returning the times (ms) at which an exceed was counted. */
function run(levels: number[], start = 0, state: NoiseState = initialNoise) {
  const exceeds: number[] = [];
  let current = state;
  levels.forEach((level, i) => {
    const now = start + i * NOISE_SAMPLE_MS;
    const next = nextNoise(current, level, now);
    current = next.state;
    if (next.exceeded) exceeds.push(now);
  });
  return exceeds;
}

describe('noise proctoring', () => {
  it('measures the RMS level of a block', () => {
    expect(rmsLevel(new Float32Array([0.5, -0.5, 0.5, -0.5]))).toBeCloseTo(0.5);
    expect(rmsLevel(new Float32Array(0))).toBe(0);
  });

  it('never counts silence or short bursts such as a cough', () => {
    expect(run(Array(40).fill(QUIET))).toEqual([]);
    const coughs = Array.from({ length: 40 }, (_, i) => (i % 4 === 0 ? LOUD : QUIET));
    expect(run(coughs)).toEqual([]);
  });

  it('counts a loud stretch of two seconds once, then waits for the cooldown before counting again', () => {
    const talking = Array(40).fill(LOUD);
    const exceeds = run(talking);
    // the fifth loud sample completes the first stretch
    expect(exceeds[0]).toBe(4 * NOISE_SAMPLE_MS);
    for (let i = 1; i < exceeds.length; i++) {
      expect(exceeds[i]! - exceeds[i - 1]!).toBeGreaterThanOrEqual(NOISE_COOLDOWN_MS);
    }
    // 10 s of talking: a handful of exceeds, not one per sample
    expect(exceeds.length).toBeGreaterThanOrEqual(2);
    expect(exceeds.length).toBeLessThanOrEqual(4);
  });
});
