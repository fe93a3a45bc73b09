import {
  CUSTOM_CHECKER_CODE,
  CUSTOM_CHECKER_LANGUAGE,
  MCQ_KEY_MISSING,
  MCQ_OPTION_COUNT,
  mcqKeyOutOfRange,
} from '@placement/domain';

const counted = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** A time in the past, from how many seconds ago: "less than a minute ago", "3 minutes ago", "2 hours ago". */
function timeAgo(seconds: number): string {
  if (seconds < 60) return 'less than a minute ago';
  if (seconds < 3600) return `${counted(Math.floor(seconds / 60), 'minute')} ago`;
  if (seconds < 86_400) return `${counted(Math.floor(seconds / 3600), 'hour')} ago`;
  return `${counted(Math.floor(seconds / 86_400), 'day')} ago`;
}

/** What taking and authoring tests say (SPEC.md's words). */
export const testMessages = {
  testNotStarted: 'The test has not started yet. Please wait until the start time.',
  testEnded: 'The test has ended. You can no longer attempt it.',
  testStarted: 'Test started successfully',
  testSubmitted: 'Your test has been successfully submitted.',
  /** the connection probe of one student, past its allowance (a page probes every 5 s) */
  tooManyProbes: 'Too many connection checks from your account. Please wait a minute.',
  /** the end screen after an end the student did not choose: the heading, then why (by the attempt's endReason) */
  testEndedForYou: 'Your test was ended.',
  testEndReasons: {
    time_up: 'The time for the test ran out.',
    tab_switches: 'You switched tabs more often than the test allows.',
    fullscreen_exit: 'You left fullscreen.',
    connection_lost: 'The connection to the server was lost.',
    camera_disconnected: 'The camera was disconnected.',
    left_page: 'You left the test page.',
    audio_limit: 'Too much noise was detected around you.',
    face_events: 'The camera could not see you alone often enough.',
  } as Record<string, string>,
  testEndedAnswersKept: 'Your answers up to that point have been submitted.',
  /** the end screen once the people running the test reopened the attempt (#29) */
  testReopened: 'Your invigilator reopened your test.',
  noAttemptsLeft: 'You have used all your attempts for this test.',
  notInvited: 'You are not invited to this test.',
  attemptOver: 'This attempt has ended.',
  testPausedEnd: 'Your test is paused by the invigilator: it can be submitted once they resume it.',
  testPaused:
    'Your test is paused by the invigilator. Your answer is kept: it is sent when the test resumes.',
  /** an answer that arrives while a 'pause' attempt's clock is stopped for a lost connection */
  testPausedConnection:
    'Your connection was lost, so your time is paused. Your answer is kept: it is sent as soon as the connection is back.',
  /** an answer its type's checks took, with a field of the wrong kind beside them */
  answerShape: "The answer's fields do not have the shape this question's type takes.",
  timesUp: "Time's up!",
  tabSwitchWarning: 'You are not allowed to switch tabs',
  fullscreenExitCounted:
    'You left fullscreen. This counts as a tab switch: return to fullscreen to go on with the test.',
  tabSwitchLimit: (times: number) => `You have switched tabs ${times} times. Ending the test.`,
  audioWarning: 'Too much noise around you. Please keep your surroundings quiet.',
  audioLimit: 'Too much noise was detected. Ending the test.',
  faceMissing: 'We cannot see your face. Please stay in front of the camera.',
  facesMultiple: 'More than one face is in view. Only you may be in front of the camera.',
  faceLimit: 'The camera could not see you alone too many times. Ending the test.',
  /** a proctoring snapshot whose bytes are not the image they claim to be */
  snapshotNotImage: (why: string) => `The snapshot must be a whole PNG or JPEG image (${why}).`,
  snapshotTooLarge: (maxKb: number) => `A snapshot may be at most ${maxKb} KB.`,
  /** an attempt's snapshots past what its camera schedule can send (packages/domain snapshotBudget) */
  snapshotBudgetSpent: (count: number, megabytes: number) =>
    `This attempt has sent as many snapshots as its camera schedule allows (${count} snapshots, ${megabytes} MB); no more are kept.`,
  /** one tab holds an attempt (#28): a second tab, browser or device, before it takes over */
  testOpenElsewhere: 'This test is open in another tab or on another device',
  /**
   * where the attempt was last open, as far as the server knows: the holding tab's browser (from the start or
   * take-over that made it hold) and how long ago its page was last heard (or took the attempt)
   */
  testLastOpen: (device: string | null, secondsAgo: number) =>
    `This test was last open${device ? ` in ${device},` : ''} ${timeAgo(secondsAgo)}.`,
  testOpenElsewhereHelp:
    'Only one tab or device can take the test at a time. Continue here to take it here; the other one then stops saving answers. The timer keeps running either way.',
  continueHere: 'Continue here',
  /** the tab that held the attempt, once another took over */
  testMovedToAnotherTab: 'This test is now open in another tab',
  testMovedHelp:
    'This tab no longer saves answers. Go on in the other tab, or continue here to take the test in this tab again.',
  /** the server's refusal of an answer, event or end from a tab that no longer holds the attempt (409) */
  tabNotHolder:
    'This test is open in another tab, so this tab can no longer save answers. Continue here to take the test in this tab.',
  /** a refused answer stays journalled on the device */
  tabAnswerKept:
    'Your last answer was not saved. It is kept on this device and sent when you continue here (or with the next answer from this browser).',
  selectAnswer: 'Please select an answer',
  /** an mcq is saved only with its key chosen by the author (never a pre-selected option 1) */
  mcqKeyMissing: MCQ_KEY_MISSING,
  /** an mcq has 2 to 6 options, and its key names one of them */
  mcqOptionCount: MCQ_OPTION_COUNT,
  mcqKeyOutOfRange,
  /** a coding question's custom checker (apps/judge/README.md) */
  customCheckerLanguage: CUSTOM_CHECKER_LANGUAGE,
  customCheckerCode: CUSTOM_CHECKER_CODE,
  compileFailed: 'Could not compile code. Please try again',
} as const;
