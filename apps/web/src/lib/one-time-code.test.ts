import { describe, expect, it } from 'vitest';
import { checkOneTimeCode } from './one-time-code';

describe('authenticator code check (SPEC §5)', () => {
  it('rejects anything but digits with fail', () => {
    expect(checkOneTimeCode('12a456')).toBe('fail');
    expect(checkOneTimeCode('12 456')).toBe('fail');
  });

  it('rejects a wrong length with invalid code', () => {
    expect(checkOneTimeCode('')).toBe('invalid code');
    expect(checkOneTimeCode('12345')).toBe('invalid code');
    expect(checkOneTimeCode('1234567')).toBe('invalid code');
  });

  it('lets six digits through', () => {
    expect(checkOneTimeCode('012345')).toBeNull();
  });
});
