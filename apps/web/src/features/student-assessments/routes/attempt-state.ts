import type { AssessmentFlow, QuestionState } from '@placement/contract';
import type { Conf } from '../utils/storage';

export type AttemptMeta = {
  adaptive: boolean;
  flow: AssessmentFlow;
  topicNames: string[];
  totalQuestions: number;
  conf: Conf;
  /** 'end': leaving fullscreen ends the test; 'count': the server counts it as a tab switch */
  fullscreenExitPolicy: 'end' | 'count';
  /** 'end': a lost connection ends the test after the countdown; 'pause': the clock stops until the server hears us */
  connectionLossPolicy: 'end' | 'pause';
  /** the attempt the connection probe says is alive */
  attemptId: string | null;
  /**
   * how long after it last heard the page the server ends the attempt ('end' policy): its DISCONNECT_SECONDS
   * plus SPEC §4's 30-second countdown. The page's countdown is this one, so it never gives up before the server.
   */
  lostAfterMs: number;
  /** performance.now() at which the whole test ends */
  deadline: number;
};

export type Dialog = 'none' | 'end' | 'leave' | 'reset';

/** The invigilator paused the attempt: who, why, and the server's clocks standing still. */
export type PausedBy = {
  by: string;
  reason: string | null;
  remainingSeconds: number;
  questionRemainingSeconds: number | null;
};

/** Everything the take-assessment screen remembers between renders. Times are performance.now() values. */
export type AttemptState = {
  /**
   * 'elsewhere': another tab holds the attempt and this one only offers to continue here; 'moved': this tab
   * held it until another took over (#28 item 5), so it sends nothing more
   */
  phase: 'loading' | 'running' | 'ending' | 'error' | 'elsewhere' | 'moved';
  /** 'moved': an answer of this tab was refused and waits in the journal for "Continue here" */
  answerKept: boolean;
  /** 'elsewhere': where the test was last open (the server's words: the browser and how long ago), if known */
  lastOpen: string | null;
  loadError: string | null;
  meta: AttemptMeta | null;
  current: QuestionState | null;
  /** when the current question's own time runs out, if it has one */
  questionDeadline: number | null;
  /** when the current question was shown, for its timeTaken */
  shownAt: number;
  /** the question whose time-out answer has gone in (so it goes in once) */
  timedOutFor: string | null;
  draft: unknown;
  /** an answer is on its way: the buttons wait */
  saving: boolean;
  /** the attempt is being ended (or was ended by a lost connection): nothing more is sent */
  ending: boolean;
  inlineError: string | null;
  dialog: Dialog;
  /** seconds until a lost connection submits the test; null while connected */
  lostSeconds: number | null;
  /** when (performance.now()) the server ends the attempt of a page it no longer hears; null while connected */
  lostDeadline: number | null;
  /** the lost-connection countdown ran out: 'Test Ending...' */
  lostEnding: boolean;
  /** the connection is lost under the 'pause' policy: no countdown, the clocks stand still */
  lostPaused: boolean;
  /** the invigilator paused the attempt: the clocks stand and nothing is answered or submitted */
  paused: PausedBy | null;
  fullscreen: boolean;
  /** fullscreen was on once, so leaving it ends the test */
  wasFullscreen: boolean;
};

export type AttemptAction =
  | { type: 'loaded'; meta: AttemptMeta }
  | { type: 'loadFailed'; message: string }
  | { type: 'openElsewhere'; lastOpen: string | null }
  | { type: 'tabLost'; answerKept: boolean }
  | { type: 'questionShown'; state: QuestionState; draft: unknown; now: number }
  | { type: 'draftChanged'; value: unknown }
  | { type: 'answerMissing'; message: string }
  | { type: 'questionTimedOut'; questionId: string }
  | { type: 'savingStarted' }
  | { type: 'savingStopped' }
  | { type: 'endStarted' }
  | { type: 'dialogOpened'; dialog: Exclude<Dialog, 'none'> }
  | { type: 'dialogClosed' }
  /** `heardAt`: the last probe reply, the last time the server surely heard the page */
  | { type: 'connectionLost'; heardAt: number; now: number }
  | { type: 'clockSynced'; remainingSeconds: number; now: number }
  | {
      type: 'liveSynced';
      paused: PausedBy | null;
      remainingSeconds: number;
      questionRemainingSeconds: number | null;
      now: number;
    }
  | { type: 'connectionRestored' }
  | { type: 'lostSecondPassed'; now: number }
  | { type: 'fullscreenChanged'; fullscreen: boolean };

export function initialAttemptState(fullscreen: boolean): AttemptState {
  return {
    phase: 'loading',
    answerKept: false,
    lastOpen: null,
    loadError: null,
    meta: null,
    current: null,
    questionDeadline: null,
    shownAt: 0,
    timedOutFor: null,
    draft: null,
    saving: false,
    ending: false,
    inlineError: null,
    dialog: 'none',
    lostSeconds: null,
    lostDeadline: null,
    lostEnding: false,
    lostPaused: false,
    paused: null,
    fullscreen,
    wasFullscreen: fullscreen,
  };
}

export function attemptReducer(state: AttemptState, action: AttemptAction): AttemptState {
  switch (action.type) {
    case 'loaded':
      return {
        ...state,
        phase: 'running',
        meta: action.meta,
        answerKept: false,
        saving: false,
        dialog: 'none',
      };
    case 'openElsewhere':
      return { ...state, phase: 'elsewhere', lastOpen: action.lastOpen };
    case 'tabLost':
      // whatever this tab was doing (even ending the test) is for the tab that holds the attempt now
      if (state.phase === 'loading' || state.phase === 'error' || state.phase === 'elsewhere') return state;
      return {
        ...state,
        phase: 'moved',
        answerKept: state.answerKept || action.answerKept,
        saving: false,
        ending: false,
        dialog: 'none',
        lostSeconds: null,
        lostDeadline: null,
        lostEnding: false,
      };
    case 'loadFailed':
      return { ...state, phase: 'error', loadError: action.message };
    case 'questionShown': {
      const seconds = action.state.questionRemainingSeconds;
      return {
        ...state,
        current: action.state,
        questionDeadline: seconds === null ? null : action.now + seconds * 1000,
        shownAt: action.now,
        timedOutFor: null,
        draft: action.draft,
        inlineError: null,
      };
    }
    case 'draftChanged':
      return { ...state, draft: action.value, inlineError: null };
    case 'answerMissing':
      return { ...state, inlineError: action.message };
    case 'questionTimedOut':
      return { ...state, timedOutFor: action.questionId };
    case 'savingStarted':
      return { ...state, saving: true };
    case 'savingStopped':
      return { ...state, saving: false };
    case 'endStarted':
      return { ...state, ending: true, phase: 'ending' };
    case 'dialogOpened':
      return { ...state, dialog: action.dialog };
    case 'dialogClosed':
      return { ...state, dialog: 'none' };
    case 'connectionLost': {
      if (!state.meta) return state;
      if (state.meta.connectionLossPolicy === 'pause') return { ...state, lostPaused: true };
      const lostDeadline = action.heardAt + state.meta.lostAfterMs;
      return countDown({ ...state, lostDeadline, lostSeconds: null }, action.now);
    }
    case 'connectionRestored':
      return { ...state, lostSeconds: null, lostDeadline: null, lostPaused: false };
    case 'clockSynced':
      return state.meta
        ? { ...state, meta: { ...state.meta, deadline: action.now + action.remainingSeconds * 1000 } }
        : state;
    case 'liveSynced': {
      if (!state.meta) return state;
      const paused = action.paused;
      // the question's clock is the server's only across a pause (the question stays); otherwise the reading
      // may be of a question already answered
      const questionClock = paused !== null || state.paused !== null;
      const seconds = action.questionRemainingSeconds;
      return {
        ...state,
        paused,
        meta: { ...state.meta, deadline: action.now + action.remainingSeconds * 1000 },
        questionDeadline: questionClock
          ? seconds === null
            ? null
            : action.now + seconds * 1000
          : state.questionDeadline,
        // what the student was about to do waits for the resume
        dialog: paused && (state.dialog === 'end' || state.dialog === 'reset') ? 'none' : state.dialog,
      };
    }
    case 'lostSecondPassed':
      return countDown(state, action.now);
    case 'fullscreenChanged':
      return {
        ...state,
        fullscreen: action.fullscreen,
        wasFullscreen: state.wasFullscreen || action.fullscreen,
      };
  }
}

/**
 * The lost-connection countdown at `now`: the seconds until the server ends the attempt. At zero the end
 * waits in the outbox and the screen says 'Test Ending...'. The same state when nothing shown changes.
 */
function countDown(state: AttemptState, now: number): AttemptState {
  if (state.lostDeadline === null || state.lostEnding) return state;
  const lostSeconds = Math.max(0, Math.ceil((state.lostDeadline - now) / 1000));
  if (lostSeconds === state.lostSeconds) return state;
  return lostSeconds === 0
    ? { ...state, lostSeconds, lostEnding: true, ending: true }
    : { ...state, lostSeconds };
}

/** Whether the test has to end because fullscreen was left (after having been on) while it runs. */
export function leftFullscreen(before: AttemptState, fullscreen: boolean): boolean {
  return !fullscreen && before.wasFullscreen && !before.ending && before.phase === 'running';
}

/** Whether the current question's time is up and its answer has not gone in yet. */
export function questionTimeUp(state: AttemptState, questionRemaining: number | null): string | null {
  const questionId = state.current?.question?._id;
  if (questionRemaining === null || questionRemaining > 0 || state.phase !== 'running' || !questionId)
    return null;
  if (state.paused) return null;
  return state.timedOutFor === String(questionId) ? null : String(questionId);
}
