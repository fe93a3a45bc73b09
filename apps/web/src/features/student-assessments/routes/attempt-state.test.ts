import type { QuestionState } from '@placement/contract';
import { describe, expect, it } from 'vitest';
import {
  type AttemptAction,
  type AttemptMeta,
  type AttemptState,
  attemptReducer,
  initialAttemptState,
  leftFullscreen,
  questionTimeUp,
} from './attempt-state';

const meta: AttemptMeta = {
  adaptive: false,
  flow: 'linear',
  topicNames: ['Aptitude'],
  totalQuestions: 2,
  conf: { isCameraRequired: false, maxCameraSwitches: 3, maxTabSwitches: 3 },
  fullscreenExitPolicy: 'end',
  connectionLossPolicy: 'end',
  attemptId: 'a1',
  lostAfterMs: 60_000,
  deadline: 60_000,
};

const question = (id: string, questionRemainingSeconds: number | null) =>
  ({
    finished: false,
    topicType: 'mcq',
    topicName: 'Aptitude',
    topicIndex: 0,
    count: 1,
    questionRemainingSeconds,
    question: { _id: id },
  }) as unknown as QuestionState;

const run = (actions: AttemptAction[], start = initialAttemptState(false)): AttemptState =>
  actions.reduce(attemptReducer, start);

describe('attemptReducer', () => {
  it('loads, then shows a question with its own deadline and a fresh draft', () => {
    const state = run([
      { type: 'loaded', meta },
      { type: 'answerMissing', message: 'Select an answer' },
      { type: 'questionShown', state: question('q1', 20), draft: null, now: 1_000 },
    ]);
    expect(state.phase).toBe('running');
    expect(state.questionDeadline).toBe(21_000);
    expect(state.shownAt).toBe(1_000);
    expect(state.inlineError).toBeNull();
    expect(state.current?.question?._id).toBe('q1');
  });

  it('a question without its own time has no deadline', () => {
    expect(
      run([{ type: 'questionShown', state: question('q1', null), draft: null, now: 5 }]).questionDeadline,
    ).toBe(null);
  });

  it('a load failure shows its message', () => {
    expect(run([{ type: 'loadFailed', message: 'Not invited' }])).toMatchObject({
      phase: 'error',
      loadError: 'Not invited',
    });
  });

  it('changing the answer clears the missing-answer message', () => {
    const state = run([
      { type: 'answerMissing', message: 'Select an answer' },
      { type: 'draftChanged', value: 2 },
    ]);
    expect(state).toMatchObject({ draft: 2, inlineError: null });
  });

  it('a question times out once, until the next question is shown', () => {
    let state = run([
      { type: 'loaded', meta },
      { type: 'questionShown', state: question('q1', 10), draft: null, now: 0 },
    ]);
    expect(questionTimeUp(state, 3)).toBeNull();
    expect(questionTimeUp(state, 0)).toBe('q1');
    state = attemptReducer(state, { type: 'questionTimedOut', questionId: 'q1' });
    expect(questionTimeUp(state, 0)).toBeNull();
    state = attemptReducer(state, { type: 'questionShown', state: question('q2', 10), draft: null, now: 0 });
    expect(questionTimeUp(state, 0)).toBe('q2');
  });

  it('no time-out is sent while the test is not running', () => {
    const state = run([{ type: 'questionShown', state: question('q1', 10), draft: null, now: 0 }]);
    expect(questionTimeUp(state, 0)).toBeNull();
  });

  it("a lost connection counts down to the server's end: its window from the last time it heard the page", () => {
    // the last probe reply at 1 s, the loss noticed at 8 s: the server ends the attempt at 61 s
    let state = run([
      { type: 'loaded', meta },
      { type: 'connectionLost', heardAt: 1_000, now: 8_000 },
    ]);
    expect(state.lostSeconds).toBe(53);
    state = attemptReducer(state, { type: 'lostSecondPassed', now: 8_400 });
    expect(state.lostSeconds).toBe(53);
    state = attemptReducer(state, { type: 'lostSecondPassed', now: 60_500 });
    expect(state).toMatchObject({ lostSeconds: 1, lostEnding: false, ending: false });
    state = attemptReducer(state, { type: 'lostSecondPassed', now: 61_000 });
    expect(state).toMatchObject({ lostSeconds: 0, lostEnding: true, ending: true, phase: 'running' });
    expect(attemptReducer(state, { type: 'lostSecondPassed', now: 62_000 })).toBe(state);
  });

  it('a restored connection stops the countdown', () => {
    const state = run([
      { type: 'loaded', meta },
      { type: 'connectionLost', heardAt: 0, now: 5_000 },
      { type: 'lostSecondPassed', now: 6_000 },
      { type: 'connectionRestored' },
    ]);
    expect(state.lostSeconds).toBeNull();
    expect(attemptReducer(state, { type: 'lostSecondPassed', now: 90_000 })).toBe(state);
  });

  it("under the 'pause' policy a lost connection runs no countdown, and the server's clock comes back", () => {
    const paused = { ...meta, connectionLossPolicy: 'pause' as const };
    let state = run([
      { type: 'loaded', meta: paused },
      { type: 'connectionLost', heardAt: 0, now: 5_000 },
    ]);
    expect(state).toMatchObject({ lostPaused: true, lostSeconds: null });
    state = attemptReducer(state, { type: 'lostSecondPassed', now: 120_000 });
    expect(state).toMatchObject({ lostEnding: false, ending: false });
    state = attemptReducer(state, { type: 'connectionRestored' });
    state = attemptReducer(state, { type: 'clockSynced', remainingSeconds: 90, now: 1_000 });
    expect(state).toMatchObject({ lostPaused: false, meta: { deadline: 91_000 } });
  });

  it('ending marks the attempt as ending', () => {
    expect(run([{ type: 'loaded', meta }, { type: 'endStarted' }])).toMatchObject({
      phase: 'ending',
      ending: true,
    });
  });

  it('opens and closes one dialog at a time', () => {
    expect(run([{ type: 'dialogOpened', dialog: 'reset' }]).dialog).toBe('reset');
    expect(run([{ type: 'dialogOpened', dialog: 'end' }, { type: 'dialogClosed' }]).dialog).toBe('none');
  });

  it('leaving fullscreen ends a running test only once fullscreen was on', () => {
    const running = run([{ type: 'loaded', meta }]);
    expect(leftFullscreen(running, false)).toBe(false);
    const on = attemptReducer(running, { type: 'fullscreenChanged', fullscreen: true });
    expect(leftFullscreen(on, false)).toBe(true);
    expect(leftFullscreen(attemptReducer(on, { type: 'endStarted' }), false)).toBe(false);
    const off = attemptReducer(on, { type: 'fullscreenChanged', fullscreen: false });
    expect(off).toMatchObject({ fullscreen: false, wasFullscreen: true });
  });

  it('a test opened in fullscreen counts as having been in fullscreen', () => {
    expect(leftFullscreen(run([{ type: 'loaded', meta }], initialAttemptState(true)), false)).toBe(true);
  });
});

describe('one tab per attempt', () => {
  const running = attemptReducer(initialAttemptState(false), { type: 'loaded', meta });

  it('a tab another one took over stops, keeps word of a refused answer, and runs again once it continues', () => {
    const saving = attemptReducer(running, { type: 'savingStarted' });
    const moved = attemptReducer(saving, { type: 'tabLost', answerKept: true });
    expect(moved).toMatchObject({ phase: 'moved', answerKept: true, saving: false });
    // a later notice (the other tab's broadcast) does not forget the kept answer
    expect(attemptReducer(moved, { type: 'tabLost', answerKept: false }).answerKept).toBe(true);
    expect(attemptReducer(moved, { type: 'loaded', meta })).toMatchObject({
      phase: 'running',
      answerKept: false,
    });
  });

  it('a tab that only offers to continue is not "moved" by a notice', () => {
    const elsewhere = attemptReducer(initialAttemptState(false), { type: 'openElsewhere', lastOpen: null });
    expect(attemptReducer(elsewhere, { type: 'tabLost', answerKept: false }).phase).toBe('elsewhere');
  });

  it('a tab that finds the test held keeps where the server says it was last open', () => {
    const lastOpen = 'This test was last open in Chrome on Windows, 3 minutes ago.';
    expect(attemptReducer(initialAttemptState(false), { type: 'openElsewhere', lastOpen })).toMatchObject({
      phase: 'elsewhere',
      lastOpen,
    });
  });
});

describe('the invigilator on the test screen (#29)', () => {
  const paused = {
    by: 'Priya',
    reason: 'Medical break',
    remainingSeconds: 600,
    questionRemainingSeconds: 30,
  };
  const running = () =>
    run([
      { type: 'loaded', meta },
      { type: 'questionShown', state: question('q1', 40), draft: null, now: 1_000 },
    ]);

  it("added time moves the overall deadline to the server's figure and leaves the question's clock", () => {
    const state = run(
      [
        {
          type: 'liveSynced',
          paused: null,
          remainingSeconds: 1_200,
          questionRemainingSeconds: 5,
          now: 2_000,
        },
      ],
      running(),
    );
    expect(state.meta?.deadline).toBe(2_000 + 1_200_000);
    expect(state.questionDeadline).toBe(41_000);
    expect(state.paused).toBeNull();
  });

  it('a pause stands both clocks on the server figures, closes the end dialog and stops the question time-out', () => {
    const state = run(
      [
        { type: 'dialogOpened', dialog: 'end' },
        { type: 'liveSynced', paused, remainingSeconds: 600, questionRemainingSeconds: 30, now: 2_000 },
      ],
      running(),
    );
    expect(state.paused).toEqual(paused);
    expect(state.dialog).toBe('none');
    expect(state.questionDeadline).toBe(32_000);
    expect(questionTimeUp(state, 0)).toBeNull();
  });

  it("a resume runs the question's clock from the server's figure again", () => {
    const state = run(
      [
        { type: 'liveSynced', paused, remainingSeconds: 600, questionRemainingSeconds: 30, now: 2_000 },
        {
          type: 'liveSynced',
          paused: null,
          remainingSeconds: 600,
          questionRemainingSeconds: 30,
          now: 90_000,
        },
      ],
      running(),
    );
    expect(state.paused).toBeNull();
    expect(state.meta?.deadline).toBe(90_000 + 600_000);
    expect(state.questionDeadline).toBe(120_000);
    expect(questionTimeUp(state, 0)).toBe('q1');
  });
});
