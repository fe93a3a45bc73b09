import { describe, expect, it } from 'vitest';
import { isNewNotice, noticeToShow, shownAfter, unread } from './live-notice';

const added = { version: 7, text: 'The invigilator added 10 minutes', at: '2026-11-25T10:00:00.000Z' };

describe('isNewNotice', () => {
  it('a probe without a notice asks for nothing', () => {
    expect(isNewNotice(null, null)).toBe(false);
    expect(isNewNotice(null, 5)).toBe(false);
  });
  it('the first notice, or one newer than the last handled, asks for the live state', () => {
    expect(isNewNotice(1_000, null)).toBe(true);
    expect(isNewNotice(1_001, 1_000)).toBe(true);
  });
  it('the same notice again (each probe repeats it for a while) asks for nothing', () => {
    expect(isNewNotice(1_000, 1_000)).toBe(false);
    expect(isNewNotice(999, 1_000)).toBe(false);
  });
});

describe('noticeToShow', () => {
  it('the first reading (load, resume) shows no old news', () => {
    expect(noticeToShow({ notice: added, status: 'on_test' }, undefined)).toBeNull();
  });
  it('a newer action is shown once, in its words', () => {
    expect(noticeToShow({ notice: added, status: 'on_test' }, null)).toBe(added.text);
    expect(noticeToShow({ notice: added, status: 'on_test' }, 6)).toBe(added.text);
    expect(noticeToShow({ notice: added, status: 'on_test' }, 7)).toBeNull();
  });
  it('a pause or an end speaks on its own screen, not as a notice', () => {
    expect(noticeToShow({ notice: added, status: 'paused' }, 6)).toBeNull();
    expect(noticeToShow({ notice: added, status: 'ended' }, 6)).toBeNull();
  });
  it('remembers the newest version seen', () => {
    expect(shownAfter({ notice: added }, undefined)).toBe(7);
    expect(shownAfter({ notice: null }, undefined)).toBeNull();
    expect(shownAfter({ notice: null }, 4)).toBe(4);
    expect(shownAfter({ notice: added }, 9)).toBe(9);
  });
});

describe('unread', () => {
  it('keeps the announcements waiting for "Got it", in order', () => {
    const list = [
      { id: 'a', acknowledged: true },
      { id: 'b', acknowledged: false },
      { id: 'c', acknowledged: false },
    ];
    expect(unread(list).map((a) => a.id)).toEqual(['b', 'c']);
  });
});
