import { describe, expect, it } from 'vitest';
import { isoToIstLocal, istLocalToIso } from './ist';

describe('IST conversion', () => {
  it('reads a datetime-local value as Asia/Kolkata time', () => {
    expect(istLocalToIso('2026-05-01T09:30')).toBe('2026-05-01T04:00:00.000Z');
    expect(istLocalToIso('')).toBe('');
  });
  it('shows an instant in IST and round-trips', () => {
    expect(isoToIstLocal('2026-05-01T20:00:00.000Z')).toBe('2026-05-02T01:30');
    expect(isoToIstLocal(istLocalToIso('2026-12-31T23:59'))).toBe('2026-12-31T23:59');
  });
});
