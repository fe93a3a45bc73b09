import { describe, expect, it } from 'vitest';
import {
  dateOfBirthProblem,
  endYearProblem,
  fieldMessage,
  linkProblem,
  phoneProblem,
  salaryRangeProblem,
  yearProblem,
} from './form-rules';
import { formMessages } from './messages';

describe('form rules (the server enforces them, the web checks them before sending)', () => {
  it('accepts what the profile stores and names what it refuses in a sentence', () => {
    expect(phoneProblem('+91 90000 00000')).toBeNull();
    expect(phoneProblem('')).toBeNull();
    expect(phoneProblem('call me')).toBe(formMessages.phoneInvalid);
    const now = new Date('2026-01-01T00:00:00Z');
    expect(dateOfBirthProblem('2003-05-17', now)).toBeNull();
    expect(dateOfBirthProblem('', now)).toBeNull();
    for (const bad of ['2003-02-30', '2026-06-01', '1899-12-31', 'yesterday']) {
      expect(dateOfBirthProblem(bad, now), bad).toBe(formMessages.dateOfBirthInvalid);
    }
    expect(yearProblem(2024)).toBeNull();
    expect(yearProblem(1800)).toBe(formMessages.yearOutOfRange);
    expect(yearProblem(Number.NaN)).toBe(formMessages.yearOutOfRange);
  });

  it('keeps ranges in order and links on the web', () => {
    expect(endYearProblem(2022, 2020)).toBe(formMessages.endYearBeforeStart);
    expect(endYearProblem(2022, 2022)).toBeNull();
    expect(endYearProblem(2022, null)).toBeNull();
    expect(salaryRangeProblem(10, 5)).toBe(formMessages.salaryRangeReversed);
    expect(salaryRangeProblem(null, 5)).toBeNull();
    expect(linkProblem('github', 'https://github.com/asha')).toBeNull();
    expect(linkProblem('github', '')).toBeNull();
    expect(linkProblem('github', 'ftp://github.com/asha')).toBe(formMessages.linkNotWeb('GitHub'));
    expect(linkProblem('twitter', 'not a url')).toBe(formMessages.linkNotWeb('X (Twitter)'));
  });

  it('gives a schema-refused form field its sentence, by path', () => {
    expect(fieldMessage('PhoneNumber')).toBe(formMessages.phoneInvalid);
    expect(fieldMessage('Education.0.endYear')).toBe(formMessages.yearOutOfRange);
    expect(fieldMessage('links.github')).toBe(formMessages.linkNotWeb('GitHub'));
    expect(fieldMessage('links.toString')).toBeUndefined();
    expect(fieldMessage('title')).toBeUndefined();
  });
});
