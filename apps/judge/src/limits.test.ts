import { describe, expect, it } from 'vitest';
import { defaultCeilings, defaultLimits, resolveLimits } from './limits';

describe('resolveLimits', () => {
  it('lets a caller lower limits but never raise them above the ceilings', () => {
    const limits = resolveLimits({ timeMs: 999_999, memoryMb: 32 }, defaultLimits, defaultCeilings);
    expect(limits.timeMs).toBe(defaultCeilings.timeMs);
    expect(limits.memoryMb).toBe(32);
    expect(limits.outputBytes).toBe(defaultLimits.outputBytes);
  });

  it('ignores nonsense values', () => {
    expect(resolveLimits({ timeMs: Number.NaN, memoryMb: -5 }, defaultLimits, defaultCeilings)).toMatchObject(
      {
        timeMs: defaultLimits.timeMs,
        memoryMb: 4,
      },
    );
  });
});
