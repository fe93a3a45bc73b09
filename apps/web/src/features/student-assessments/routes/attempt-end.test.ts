import { messages } from '@placement/contract';
import { describe, expect, it } from 'vitest';
import { endWords } from './attempt-end';

describe('endWords', () => {
  it('an end by the invigilator gives their reason, as the test screen read it', () => {
    expect(endWords('ended_by_staff', 'Ended by the invigilator: Wrong test opened')).toEqual({
      title: messages.testEndedForYou,
      reason: `Ended by the invigilator: Wrong test opened. ${messages.testEndedAnswersKept}`,
      tone: 'warning',
    });
  });
  it('without the words (the end screen opened later), it still says the invigilator ended it', () => {
    expect(endWords('ended_by_staff')).toEqual({
      title: messages.testEndedForYou,
      reason: `Ended by the invigilator. ${messages.testEndedAnswersKept}`,
      tone: 'warning',
    });
  });
  it('an end the student chose thanks them', () => {
    expect(endWords(null).title).toBe(messages.testSubmitted);
  });
  it('a tick only for an end the student chose; an end by a rule is a warning that says why, an unknown one neutral', () => {
    expect(endWords(null).tone).toBe('success');
    expect(endWords('manual').tone).toBe('success');
    expect(endWords('fullscreen_exit')).toEqual({
      title: messages.testEndedForYou,
      reason: `${messages.testEndReasons.fullscreen_exit} ${messages.testEndedAnswersKept}`,
      tone: 'warning',
    });
    expect(endWords('ended_by_staff', 'Ended by the invigilator').tone).toBe('warning');
    expect(endWords(undefined).tone).toBe('neutral');
  });
});
