import { describe, expect, it } from 'vitest';
import { addedTimeRefusal, noticeText, refusalOf, reopenSeconds } from './staff-actions';

const running = { open: true, paused: false, version: 2 };
const paused = { open: true, paused: true, version: 3 };
const ended = { open: false, paused: false, version: 0 };

describe('refusalOf', () => {
  it('refuses an action on an attempt someone changed since the board showed it', () => {
    expect(refusalOf('add_time', running, 1)?.code).toBe('STALE');
    expect(refusalOf('add_time', running, 2)).toBeNull();
  });

  it('takes each action only on the attempts it makes sense for', () => {
    expect(refusalOf('add_time', null, 0)).toBeNull();
    expect(refusalOf('add_time', ended, 0)?.code).toBe('NOT_RUNNING');
    expect(refusalOf('pause', null, 0)?.code).toBe('NOT_STARTED');
    expect(refusalOf('pause', paused, 3)?.code).toBe('PAUSED');
    expect(refusalOf('resume', running, 2)?.code).toBe('NOT_PAUSED');
    expect(refusalOf('resume', paused, 3)).toBeNull();
    expect(refusalOf('end', paused, 3)).toBeNull();
    expect(refusalOf('end', ended, 0)?.code).toBe('NOT_RUNNING');
    expect(refusalOf('reopen', running, 2)?.code).toBe('NOT_ENDED');
    expect(refusalOf('reopen', ended, 0)).toBeNull();
    expect(refusalOf('reset', running, 2)).toBeNull();
    expect(refusalOf('reset', null, 0)?.code).toBe('NOT_STARTED');
  });
});

describe('addedTimeRefusal', () => {
  it.each([
    // minutes asked, added before, cap → refused
    [10, 0, 60, null],
    [60, 0, 60, null],
    [61, 0, 60, 'can be given at most 60 more minutes (your limit is 60 minutes in all)'],
    [10, 55, 60, 'can be given at most 5 more minutes (your limit is 60 minutes in all)'],
    [1, 60, 60, 'already has the most added time you may give (60 minutes)'],
    // the review's case: 600 minutes five times on a 60-minute test
    [600, 0, 15, 'can be given at most 15 more minutes (your limit is 15 minutes in all)'],
  ])('%i minutes after %i, under a %i-minute cap', (minutes, before, cap, refusal) => {
    expect(addedTimeRefusal(minutes, before, cap)).toBe(refusal);
  });
});

describe('reopenSeconds', () => {
  it('gives back what was left at the end, or the minutes chosen; nothing left asks for minutes', () => {
    expect(reopenSeconds(10 * 60_000, 4 * 60_000)).toBe(360);
    expect(reopenSeconds(10 * 60_000, 4 * 60_000, 15)).toBe(900);
    expect(reopenSeconds(10 * 60_000, 10 * 60_000 + 5_000)).toBeNull();
  });
});

describe('noticeText', () => {
  it('says what the invigilator did in words', () => {
    expect(noticeText('staff_add_time', { minutes: 10 })).toBe('The invigilator added 10 minutes');
    expect(noticeText('staff_add_time', { minutes: 1 })).toBe('The invigilator added 1 minute');
    expect(noticeText('staff_pause', { by: 'Ms Rao' })).toBe('Your test was paused by Ms Rao');
    expect(noticeText('proctor', {})).toBeNull();
  });
});
