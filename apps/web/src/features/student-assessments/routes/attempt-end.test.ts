import { messages } from '@placement/contract';
import { describe, expect, it } from 'vitest';
import { endWords } from './attempt-end';

describe('endWords', () => {
  it('an end by the invigilator gives their reason, as the test screen read it', () => {
    expect(endWords('ended_by_staff', 'Ended by the invigilator: Wrong test opened')).toEqual({
      title: messages.testEndedForYou,
      reason: `Ended by the invigilator: Wrong test opened. ${messages.testEndedAnswersKept}`,
    });
  });
  it('without the words (the end screen opened later), it still says the invigilator ended it', () => {
    expect(endWords('ended_by_staff')).toEqual({
      title: messages.testEndedForYou,
      reason: `Ended by the invigilator. ${messages.testEndedAnswersKept}`,
    });
  });
  it('an end the student chose thanks them', () => {
    expect(endWords(null).title).toBe(messages.testSubmitted);
  });
});
