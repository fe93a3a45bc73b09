import { describe, expect, it } from 'vitest';
import type { AttemptResult } from '../api/results';
import {
  answeredCount,
  attemptTimeText,
  durationText,
  percentText,
  questionStatusLabel,
  scoreText,
  statusLabel,
} from './status';

const base = {
  status: 'graded',
  resultVisible: true,
  score: 7,
  maxScore: 10,
  percentage: 70,
} as AttemptResult;

describe('result status', () => {
  it('names manual grading and unpublished results', () => {
    expect(statusLabel({ ...base, status: 'awaiting_grading' })).toBe('Pending manual grading');
    expect(statusLabel({ ...base, resultVisible: false })).toBe('Result not yet published');
    expect(statusLabel(base)).toBe('Graded');
  });

  it('hides scores until published', () => {
    expect(scoreText(base)).toBe('7/10');
    expect(percentText(base)).toBe('70%');
    expect(scoreText({ ...base, resultVisible: false })).toBeNull();
    expect(percentText({ ...base, resultVisible: false })).toBeNull();
  });
});

describe('attempt facts', () => {
  const question = { status: 'answered', answered: true } as AttemptResult['questions'][number];

  it('counts only the questions given an answer', () => {
    const questions = [
      question,
      { ...question, status: 'skipped', answered: false },
      { ...question, status: 'timed out', answered: false },
      { ...question, status: 'timed out', answered: true },
    ];
    expect(answeredCount({ ...base, questions })).toBe(2);
  });

  it('knows an attempt by when it was submitted, or started while under way', () => {
    const started = '2026-03-12T08:39:00.000Z';
    const ended = '2026-03-12T08:43:30.000Z';
    expect(attemptTimeText({ ...base, startedAt: started, endedAt: ended })).toBe(
      'Submitted 12 Mar 2026, 2:13 pm',
    );
    expect(attemptTimeText({ ...base, startedAt: started, endedAt: null })).toBe(
      'Started 12 Mar 2026, 2:09 pm',
    );
  });

  it('says question states and durations in words', () => {
    expect(questionStatusLabel('timed out')).toBe('Time ran out');
    expect(questionStatusLabel('skipped')).toBe('Skipped');
    expect(durationText(20)).toBe('20 s');
    expect(durationText(125)).toBe('2 min 5 s');
    expect(durationText(120)).toBe('2 min');
  });
});
