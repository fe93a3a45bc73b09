import { describe, expect, it } from 'vitest';
import {
  actionEffect,
  actionHint,
  actionNames,
  canTake,
  confirmTitle,
  messageProblem,
  minutesProblem,
  reasonProblem,
} from './actions';

describe('the live board actions', () => {
  it('takes whole minutes from 1 to 600, as the server does; Reopen may leave them out', () => {
    for (const bad of ['0', '601', '2.5', '-3', 'ten']) {
      expect(minutesProblem(bad, true)).toBe('Enter whole minutes from 1 to 600.');
    }
    expect(minutesProblem('', true)).toBe('Enter the minutes.');
    expect(minutesProblem('', false)).toBeNull();
    expect(minutesProblem(' 600 ', true)).toBeNull();
  });

  it('needs a reason of 3 to 300 characters to end a test; a pause may have none', () => {
    expect(reasonProblem('no', true)).toBe('Give a reason of 3 to 300 characters.');
    expect(reasonProblem('', true)).toMatch(/Give the reason/);
    expect(reasonProblem('x'.repeat(301), true)).toBe('Keep the reason to 300 characters.');
    expect(reasonProblem('', false)).toBeNull();
    expect(reasonProblem('Wrong test opened', true)).toBeNull();
  });

  it('needs a message of 1 to 500 characters to announce', () => {
    expect(messageProblem('   ')).toBe('Write the message.');
    expect(messageProblem('x'.repeat(501))).toBe('Keep the message to 500 characters.');
    expect(messageProblem('Question 7 has a typo')).toBeNull();
  });

  it('offers each action to the students it suits', () => {
    expect(canTake('reopen', { status: 'on_test' })).toBe(false);
    expect(canTake('reopen', { status: 'finished' })).toBe(true);
    expect(canTake('resume', { status: 'paused' })).toBe(true);
    expect(canTake('pause', { status: 'paused' })).toBe(false);
    expect(canTake('add-time', { status: 'not_started' })).toBe(true);
    expect(canTake('end', { status: 'not_started' })).toBe(false);
  });

  it('asks what will happen and to how many students', () => {
    expect(confirmTitle('add-time', 3, 10)).toBe('Add 10 minutes for 3 students?');
    expect(confirmTitle('add-time', 1, null)).toBe('Add time for 1 student?');
    expect(confirmTitle('end', 2, null)).toBe('End the test of 2 students now?');
    expect(confirmTitle('reopen', 1, null)).toBe('Reopen the test of 1 student?');
  });

  it('explains Reset on its button and in its confirmation: wiped, a fresh start, share links stopped, logged', () => {
    for (const text of [actionHint.reset, actionEffect.reset]) {
      expect(text).toMatch(/wipe/i);
      expect(text).toMatch(/start (the test )?again/);
      expect(text).toMatch(/share link/);
      expect(text).toMatch(/logged/);
    }
    expect(confirmTitle('reset', 1, null)).toBe('Reset the attempt of 1 student?');
    // every button has its line
    for (const action of actionNames) expect(actionHint[action].length).toBeGreaterThan(10);
  });
});
