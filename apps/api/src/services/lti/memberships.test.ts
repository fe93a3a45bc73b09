import { describe, expect, it } from 'vitest';
import { followable, MAX_PAGE_BYTES, MAX_PAGES, nextPage, textWithin } from './memberships';

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

describe('whether the roster’s next page is read', () => {
  const first = new URL('https://lms.test/api/lti/courses/7/names_and_roles?rlid=a');
  const current = first.toString();
  const none = new Set<string>([current]);

  it('is, on the memberships URL’s origin, written whole or relative to the page that named it', () => {
    expect(
      followable('https://lms.test/api/lti/courses/7/names_and_roles?page=2', current, first, none),
    ).toBe('https://lms.test/api/lti/courses/7/names_and_roles?page=2');
    expect(followable('https://lms.test:443/n?page=2', current, first, none)).toBe(
      'https://lms.test/n?page=2',
    );
    expect(followable('names_and_roles?page=2', current, first, none)).toBe(
      'https://lms.test/api/lti/courses/7/names_and_roles?page=2',
    );
  });

  it('is not on another host, another port, or over http when the roster came over https', () => {
    for (const elsewhere of [
      'https://evil.test/api/lti/courses/7/names_and_roles?page=2',
      'https://lms.test.evil.test/n?page=2',
      'https://lms.test:8443/n?page=2',
      'http://lms.test/n?page=2',
      '//evil.test/n?page=2',
      'javascript:alert(1)',
    ])
      expect(() => followable(elsewhere, current, first, none), elsewhere).toThrow(
        /to another address \(.*\)\. Placement sends the LMS's token only to https:\/\/lms\.test, so it did not follow it\./,
      );
  });

  it('is not a page read already, nor one past the last page a roster may have', () => {
    expect(() => followable(current, current, first, none)).toThrow(
      /a roster page it had already sent as the next one .* the roster would never end/,
    );
    const many = new Set(Array.from({ length: MAX_PAGES }, (_, page) => `https://lms.test/n?page=${page}`));
    expect(() => followable(`https://lms.test/n?page=${MAX_PAGES}`, current, first, many)).toThrow(
      `The LMS's roster runs past ${MAX_PAGES} pages without an end, so it was not read.`,
    );
    expect(() => followable('https://[bad', current, first, none)).toThrow(
      'The LMS gave the roster\'s next page as "https://[bad", which is not an address.',
    );
  });
});

describe('a roster page', () => {
  const page = (parts: string[]) =>
    new Response(
      new ReadableStream({
        start(controller) {
          for (const part of parts) controller.enqueue(new TextEncoder().encode(part));
          controller.close();
        },
      }),
    );

  it('is read whole when it is within the cap', async () => {
    expect(await textWithin(page(['{"members":', '[]}']), 1_000)).toBe('{"members":[]}');
  });

  it('is refused in words once it passes the cap, without reading the rest', async () => {
    let pulled = 0;
    const endless = new Response(
      new ReadableStream({
        pull(controller) {
          pulled += 1;
          controller.enqueue(new Uint8Array(1024 * 1024));
        },
      }),
    );
    await expect(textWithin(endless, MAX_PAGE_BYTES)).rejects.toThrow(
      'The LMS sent a roster page of more than 5 MB, so it was not read.',
    );
    expect(pulled).toBeLessThan(10);
  });
});
