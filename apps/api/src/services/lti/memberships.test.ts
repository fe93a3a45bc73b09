import { describe, expect, it } from 'vitest';
import { nextPage } from './memberships';

describe('the next page of an NRPS roster (Link header, RFC 8288)', () => {
  it('is the rel="next" link among others, however the LMS writes it', () => {
    expect(nextPage('<https://lms.test/m?p=2>; rel="next"')).toBe('https://lms.test/m?p=2');
    expect(
      nextPage(
        '<https://lms.test/m?p=1>; rel="first", <https://lms.test/m?p=3>; rel=next, <https://lms.test/d>; rel="differences"',
      ),
    ).toBe('https://lms.test/m?p=3');
    // several relation types in one rel, and a comma inside the address
    expect(nextPage('<https://lms.test/m?ids=1,2&p=2>; title="x"; rel="last next"')).toBe(
      'https://lms.test/m?ids=1,2&p=2',
    );
  });

  it('is none on the last page', () => {
    expect(nextPage(null)).toBeNull();
    expect(nextPage('<https://lms.test/m?p=1>; rel="first"')).toBeNull();
    expect(nextPage('<https://lms.test/m?p=1>; rel="nextish"')).toBeNull();
  });
});
