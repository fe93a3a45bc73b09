/** Copies of the demo assessments made for the e2e tests, one per test so they never share an attempt. */
type Spec = {
  from: 'adaptive' | 'linear';
  name: string;
  /** keep only these topics of the plan, by index */
  topics?: number[];
  totalTime?: number;
  totalAttempts?: number;
  /** copy the questions with this Duration (minutes) */
  questionMinutes?: number;
  startsInDays?: number;
  config?: Partial<{
    isCameraRequired: boolean;
    maxTabSwitches: number;
    maxCameraSwitches: number;
    maxAudioLimitExceedCount: number;
    faceEventPolicy: 'flag' | 'limit';
    maxFaceEvents: number;
    fullscreenExitPolicy: 'end' | 'count';
    connectionLossPolicy: 'end' | 'pause';
  }>;
};

const specs = {
  adaptive: { from: 'adaptive', name: 'E2E Adaptive Run' },
  adaptiveA11y: { from: 'adaptive', name: 'E2E Adaptive Accessibility' },
  linearPython: { from: 'linear', name: 'E2E Linear Python' },
  linearC: { from: 'linear', name: 'E2E Linear C' },
  testTimeout: { from: 'linear', name: 'E2E Test Time Up', totalTime: 1 },
  questionTimeout: { from: 'linear', name: 'E2E Question Time Up', topics: [0], questionMinutes: 0.1 },
  tabSwitch: { from: 'linear', name: 'E2E Tab Switch', config: { maxTabSwitches: 3 } },
  fullscreenCancel: { from: 'linear', name: 'E2E Fullscreen Cancel' },
  fullscreenExit: { from: 'linear', name: 'E2E Fullscreen Exit', topics: [0] },
  // the invigilator pauses and resumes it, then an Esc ends it (#50 item 8)
  fullscreenEndNotice: {
    from: 'linear',
    name: 'E2E Fullscreen End After a Resume',
    topics: [0],
    config: { fullscreenExitPolicy: 'end' },
  },
  fullscreenCounted: {
    from: 'linear',
    name: 'E2E Fullscreen Counted',
    topics: [0],
    config: { fullscreenExitPolicy: 'count', maxTabSwitches: 1 },
  },
  connection: { from: 'linear', name: 'E2E Connection', topics: [0, 1] },
  connectionTimeout: { from: 'linear', name: 'E2E Connection Timeout', topics: [0] },
  connectionSlow: { from: 'linear', name: 'E2E Connection Slow', topics: [0] },
  connectionBack: { from: 'linear', name: 'E2E Connection Back', topics: [0] },
  connectionAway: { from: 'linear', name: 'E2E Connection Away 40 s', topics: [0] },
  connectionBrief: { from: 'linear', name: 'E2E Connection Brief Loss', topics: [0] },
  connectionPause: {
    from: 'linear',
    name: 'E2E Connection Pause',
    topics: [0],
    config: { connectionLossPolicy: 'pause' },
  },
  runInput: { from: 'linear', name: 'E2E Run Custom Input', topics: [4] },
  // its own attempt: a page closed on the same attempt may still hold its tab (the next page would ask "Continue here")
  editorGuards: { from: 'linear', name: 'E2E Code Editor Guards', topics: [4] },
  codeTimeUp: { from: 'linear', name: 'E2E Code Time Up', topics: [4], totalTime: 1 },
  reload: { from: 'linear', name: 'E2E Reload', topics: [0, 1] },
  leaveBack: { from: 'linear', name: 'E2E Leave by Back', topics: [0], totalAttempts: 1 },
  leavePage: { from: 'linear', name: 'E2E Leave the Page', topics: [0], totalAttempts: 1 },
  resume: { from: 'linear', name: 'E2E Resume', topics: [0], totalAttempts: 1 },
  overviewResume: { from: 'linear', name: 'E2E Overview Resume', topics: [0], totalAttempts: 1 },
  backQuick: { from: 'linear', name: 'E2E Back Pressed Quickly', topics: [0], totalAttempts: 1 },
  reopen: { from: 'linear', name: 'E2E Reopen Within Grace', topics: [0], totalAttempts: 1 },
  // submitted, then reopened by staff while the student looks at the test list (#50 item 6)
  listReopen: { from: 'linear', name: 'E2E Reopened on the List', topics: [0], totalAttempts: 1 },
  // one tab switch allowed: the first shows on the board as a flag, the second ends the test (an auto-submit)
  drive: { from: 'linear', name: 'E2E Drive Control Room', topics: [0, 1], config: { maxTabSwitches: 1 } },
  tabsContinue: { from: 'linear', name: 'E2E Second Tab Continues', topics: [0] },
  tabsStale: { from: 'linear', name: 'E2E Stale Tab Answer', topics: [0] },
  tabsClose: { from: 'linear', name: 'E2E Duplicate Tab Closed', topics: [0] },
  tabsReload: { from: 'linear', name: 'E2E Reload Keeps the Tab', topics: [0] },
  phoneA11y: { from: 'linear', name: 'E2E Test Screen on a Phone', topics: [0, 4] },
  camera: { from: 'linear', name: 'E2E Camera', topics: [0], config: { isCameraRequired: true } },
  cameraDenied: {
    from: 'linear',
    name: 'E2E Camera Denied',
    topics: [0],
    config: { isCameraRequired: true },
  },
  noise: {
    from: 'linear',
    name: 'E2E Noise',
    topics: [0],
    config: { isCameraRequired: true, maxAudioLimitExceedCount: 2 },
  },
  faceMissing: {
    from: 'linear',
    name: 'E2E Face Missing',
    topics: [0],
    config: { isCameraRequired: true, faceEventPolicy: 'limit', maxFaceEvents: 1 },
  },
  faceCount: { from: 'linear', name: 'E2E Face Count', topics: [0], config: { isCameraRequired: true } },
  faceCheckUnavailable: {
    from: 'linear',
    name: 'E2E Face Check Unavailable',
    topics: [0],
    config: { isCameraRequired: true },
  },
  pasteEvidence: { from: 'linear', name: 'E2E Paste Evidence', topics: [2, 4] },
  keyboard: { from: 'linear', name: 'E2E Keyboard', topics: [0, 1] },
  a11y: { from: 'linear', name: 'E2E Accessibility' },
  notStarted: { from: 'linear', name: 'E2E Not Started', startsInDays: 2 },
  toasts: { from: 'linear', name: 'E2E Toasts', topics: [0] },
  toastsPhone: { from: 'linear', name: 'E2E Toasts on a Phone', topics: [0] },
  layout: { from: 'linear', name: 'E2E Layout' },
  compileOutput: { from: 'linear', name: 'E2E Compile Output', topics: [4] },
  compileError: { from: 'linear', name: 'E2E Compile Error', topics: [4] },
  phoneCoding: { from: 'linear', name: 'E2E Coding on a Phone', topics: [4] },
} satisfies Record<string, Spec>;

export type FixtureKey = keyof typeof specs;
/**
 * fixtures seeded whole rather than copied from a demo assessment: finished drives (the first with a wrong key; the
 * reports' drive); a finished two-test drive for the cohort view and a job of the demo company some of its students
 * applied to
 */
export type SeededKey =
  | FixtureKey
  | 'itemAnalysis'
  | 'reports'
  | 'cohortAptitude'
  | 'cohortCoding'
  | 'cohortJob';
/** the two topics of past answers seeded for item calibration (college-calibration.spec.ts) */
export const CALIBRATION_TOPICS = ['E2E Calibrated arithmetic', 'E2E Calibrated reasoning'] as [
  string,
  string,
];
/** the strongest candidate of the reports' drive ('Candidate 1 Rao'), who signs in to read their own report */
export const REPORTS_CANDIDATE = { email: 'reports-candidate@demo.test', password: 'Student@123' } as const;
export const fixtureSpecs: Record<FixtureKey, Spec> = specs;

/** The platform under test ends a left test page's attempt after this many seconds (global-setup.ts). */
export const LEAVE_GRACE_SECONDS = 5;
/**
 * The platform under test calls a test page disconnected after this many silent seconds (global-setup.ts), and
 * ends its attempt 30 s later: 50 s, so a student 40 s offline (issue #50 item 5) comes back in time, with 10 s to
 * spare for a busy machine.
 */
export const DISCONNECT_SECONDS = 20;
