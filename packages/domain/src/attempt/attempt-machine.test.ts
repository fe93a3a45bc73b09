import { describe, expect, it } from 'vitest';
import { type Attempt, END_REASONS, startAttempt, transition } from './attempt-machine';

const started = startAttempt(new Date('2025-01-01T10:00:00Z'));
const endedAt = Date.parse('2025-01-01T10:30:00Z');

const ended = (): Attempt => {
  const result = transition(started, { type: 'end', reason: 'time_up', at: endedAt });
  if (!result.ok) throw new Error('could not end');
  return result.value;
};

describe('attempt state machine', () => {
  it('starts in progress with the start time in milliseconds', () => {
    expect(started).toEqual({
      status: 'in_progress',
      startedAt: Date.parse('2025-01-01T10:00:00Z'),
      endedAt: null,
      endReason: null,
    });
  });

  it('accepts answers while in progress', () => {
    expect(transition(started, { type: 'answer' })).toEqual({ ok: true, value: started });
  });

  it.each(END_REASONS)('ends for reason %s', (reason) => {
    expect(transition(started, { type: 'end', reason, at: endedAt })).toEqual({
      ok: true,
      value: { ...started, status: 'ended', endedAt, endReason: reason },
    });
  });

  it('accepts nothing from the student after the end', () => {
    expect(transition(ended(), { type: 'answer' })).toEqual({
      ok: false,
      error: { code: 'illegal_transition', from: 'ended', event: 'answer' },
    });
    expect(transition(ended(), { type: 'end', reason: 'manual', at: endedAt }).ok).toBe(false);
  });

  it('cannot be graded while in progress', () => {
    expect(transition(started, { type: 'grade', pending: 0 }).ok).toBe(false);
  });

  it('becomes graded, or awaits grading while answers are pending, and can be regraded', () => {
    const awaiting = transition(ended(), { type: 'grade', pending: 2 });
    expect(awaiting.ok && awaiting.value.status).toBe('awaiting_grading');
    if (!awaiting.ok) return;
    const graded = transition(awaiting.value, { type: 'grade', pending: 0 });
    expect(graded.ok && graded.value).toMatchObject({ status: 'graded', endReason: 'time_up' });
    if (!graded.ok) return;
    expect(transition(graded.value, { type: 'answer' }).ok).toBe(false);
    expect(transition(graded.value, { type: 'grade', pending: 0 }).ok).toBe(true);
  });
});
