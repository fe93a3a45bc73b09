import { describe, expect, it } from 'vitest';
import { istTimestamp } from './ist-timestamp';

describe('istTimestamp', () => {
  it('shows a submission time in IST (SPEC §9)', () => {
    expect(istTimestamp('2025-11-20T20:00:05Z')).toBe('2025-11-21 01:30:05');
  });
});
