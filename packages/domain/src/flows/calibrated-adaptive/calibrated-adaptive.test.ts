import { describe, expect, it } from 'vitest';
import { answers } from '../../irt/simulate';
import type { Grade } from '../../question-types/question-type';
import { answerOf, currentOf, type FlowState, flows } from '../flows';
import type { Plan, PlanTopic } from '../plan';
import { seededRandom } from '../seeded-shuffle';
import {
  type CalibratedAdaptiveState,
  calibratedAdaptive,
  calibratedScore,
  regraded,
} from './calibrated-adaptive';

/** Two topics of 30 calibrated 2PL questions (b from −2.5 to 2.5) and two pilot questions each. */
const topic = (name: string): PlanTopic => ({
  topicId: name,
  heading: `Topic ${name}`,
  type: 'mcq',
  questions: [
    ...Array.from({ length: 30 }, (_, i) => ({
      id: `${name}${i}`,
      level: 'L1' as const,
      irt: { a: 1.2 + (i % 3) * 0.3, b: -2.5 + (5 * i) / 29, status: 'calibrated' as const },
    })),
    { id: `${name}-new1`, level: 'L2' as const },
    { id: `${name}-new2`, level: 'L2' as const },
  ],
});
const plan: Plan = {
  topics: [topic('A'), topic('B')],
  calibration: {
    version: 'calibration-7',
    latent: { mean: 0, sd: 1 },
    rules: { targetSe: 0.35, maxItems: 20, minItems: 5, randomesque: 3, pilotRate: 0.1 },
  },
};
const paramsOf = new Map(plan.topics.flatMap((t) => t.questions.map((q) => [q.id, q.irt ?? { a: 1, b: 0 }])));

/** A student of ability `theta` sitting the whole test; returns the states after each answer. */
const sit = (theta: number, seed: string): CalibratedAdaptiveState[] => {
  const random = seededRandom(`${seed}/student`);
  const states = [calibratedAdaptive.start(plan, seed)];
  for (let cursor = calibratedAdaptive.current(states[0]!); cursor; ) {
    const correct = answers(theta, paramsOf.get(cursor.questionId)!, random);
    const result = calibratedAdaptive.answer(states.at(-1)!, { questionId: cursor.questionId, correct });
    if (!result.ok) throw new Error(result.error.code);
    states.push(result.value.state);
    cursor = calibratedAdaptive.current(result.value.state);
  }
  return states;
};

describe('calibrated adaptive flow', () => {
  it('asks "Question n" until the standard error reaches its target, with pilots seeded and unscored', () => {
    const states = sit(0.6, 'attempt-1');
    const final = states.at(-1)!;
    const score = calibratedScore(final);
    expect(calibratedAdaptive.current(final)).toBeNull();
    expect(score.calibration).toBe('calibration-7');
    expect(score.eap.se).toBeLessThanOrEqual(0.35);
    expect(score.scored).toBeLessThan(20);
    expect(score.unscored).toBe(final.history.filter((step) => step.questionId.includes('-new')).length);
    expect(score.unscored).toBe(Math.floor(final.history.length / 10));
    expect(Math.abs(score.eap.theta - 0.6)).toBeLessThan(3 * score.eap.se);
    states.slice(0, -1).forEach((state, index) => {
      expect(calibratedAdaptive.current(state)!.count).toBe(index + 1);
    });
  });

  it('says isLast only on the question after which nothing can follow', () => {
    const states = sit(-0.4, 'attempt-2');
    const lastFlags = states.slice(0, -1).map((state) => calibratedAdaptive.current(state)!.isLast);
    expect(lastFlags.slice(0, -1).every((flag) => !flag)).toBe(true);
    // a 20-question cap: the 20th scored question is last whatever the answer
    const capped = {
      ...plan,
      calibration: { ...plan.calibration!, rules: { targetSe: 0, maxItems: 3, pilotRate: 0 } },
    };
    let state = calibratedAdaptive.start(capped, 'cap');
    for (const expected of [false, false, true]) {
      const cursor = calibratedAdaptive.current(state)!;
      expect(cursor.isLast).toBe(expected);
      const result = calibratedAdaptive.answer(state, { questionId: cursor.questionId, correct: true });
      if (!result.ok) throw new Error(result.error.code);
      state = result.value.state;
    }
    expect(calibratedAdaptive.current(state)).toBeNull();
  });

  it('replays exactly from the log: the same seed and answers give the same state, through JSON', () => {
    const final = sit(1.1, 'attempt-3').at(-1)!;
    let replayed: FlowState = JSON.parse(
      JSON.stringify(flows['calibrated-adaptive'].start(plan, 'attempt-3')),
    );
    for (const step of final.history) {
      const result = answerOf(replayed, { questionId: step.questionId, correct: step.correct });
      if (!result.ok) throw new Error(result.error.code);
      replayed = JSON.parse(JSON.stringify(result.value.state));
    }
    expect(replayed).toEqual(final);
    expect(currentOf(replayed)).toBeNull();
  });

  it('draws differently for another attempt (exposure control), and identically for the same one', () => {
    const first = (seed: string) =>
      calibratedAdaptive.current(calibratedAdaptive.start(plan, seed))!.questionId;
    expect(new Set(['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8'].map(first)).size).toBeGreaterThan(1);
    expect(first('same')).toBe(first('same'));
  });

  it('replays a retried answer, and refuses another question or one after the end', () => {
    const start = calibratedAdaptive.start(plan, 'attempt-4');
    const asked = calibratedAdaptive.current(start)!.questionId;
    const once = calibratedAdaptive.answer(start, { questionId: asked, correct: true });
    if (!once.ok) throw new Error('refused');
    const again = calibratedAdaptive.answer(once.value.state, { questionId: asked, correct: false });
    expect(again).toEqual({ ok: true, value: { state: once.value.state, replayed: true } });
    const other = calibratedAdaptive.answer(once.value.state, { questionId: 'A29', correct: true });
    expect(other.ok).toBe(false);
    const final = sit(0, 'attempt-5').at(-1)!;
    expect(calibratedAdaptive.answer(final, { questionId: 'B3', correct: true })).toMatchObject({
      ok: false,
      error: { code: 'finished' },
    });
  });

  it('does not score an answer still waiting for a person’s grade', () => {
    const start = calibratedAdaptive.start(plan, 'attempt-6');
    const asked = calibratedAdaptive.current(start)!.questionId;
    const pending: Grade = { status: 'pending', maxMarks: 1, autoMarks: 0 };
    const result = calibratedAdaptive.answer(start, { questionId: asked, grade: pending });
    if (!result.ok) throw new Error('refused');
    expect(result.value.state.unscored).toEqual([asked]);
    expect(calibratedScore(result.value.state)).toMatchObject({
      scored: 0,
      unscored: 1,
      eap: calibratedScore(start).eap,
    });
    // the person's grade arrives: the answer counts, and the question being asked stays
    const graded = regraded(result.value.state, asked, true);
    expect(calibratedScore(graded)).toMatchObject({ scored: 1, unscored: 0 });
    expect(calibratedScore(graded).eap.theta).toBeGreaterThan(calibratedScore(start).eap.theta);
    expect(graded.current).toEqual(result.value.state.current);
  });

  it('a regrade moves the score, not the questions asked', () => {
    const final = sit(0.2, 'attempt-8').at(-1)!;
    const first = final.history[0]!;
    const flipped = regraded(final, first.questionId, !first.correct);
    expect(flipped.history.map((step) => step.questionId)).toEqual(
      final.history.map((step) => step.questionId),
    );
    const before = calibratedScore(final).eap.theta;
    const after = calibratedScore(flipped).eap.theta;
    expect(first.correct ? after < before : after > before).toBe(true);
  });

  it('keeps the parameters it started with: a later calibration does not move a running attempt', () => {
    const recalibrated = structuredClone(plan);
    const state = calibratedAdaptive.start(recalibrated, 'attempt-7');
    const before = JSON.stringify(state);
    recalibrated.topics[0]!.questions[0]!.irt = { a: 3, b: 9, status: 'calibrated' };
    recalibrated.calibration!.version = 'calibration-8';
    expect(JSON.stringify(state)).toBe(before);
    expect(state.items.find((item) => item.id === 'A0')).toMatchObject({ a: 1.2, b: -2.5 });
    expect(calibratedScore(state).calibration).toBe('calibration-7');
  });
});
