/**
 * What one student's browser sends while taking a test, read off the web app (apps/web/src/features/student-assessments)
 * at commit b4e23a7. `traffic-model.test.ts` re-reads the web sources and fails when a
 * path or a timer here no longer matches them.
 *
 * `basis` says where each figure comes from: `code` is a timer or a call in the web code; `assumed` is how
 * students behave (how often they switch tabs, how much they run code), which no code fixes.
 */

const WEB = 'apps/web/src/features/student-assessments';
const CODING = 'apps/web/src/question-types/compiler';
const API = 'apps/api/src/routes';

export type RouteName =
  | 'list'
  | 'detail'
  | 'start'
  | 'ping'
  | 'answer'
  | 'event'
  | 'snapshot'
  | 'run'
  | 'compile'
  | 'compileLog'
  | 'end';

export interface ModelEntry {
  route: RouteName;
  method: 'GET' | 'POST';
  /** the path as the browser sends it (`:id` is the assessment) */
  path: string;
  body: string | null;
  when: string;
  basis: 'code' | 'assumed';
  /** the web file that sends it */
  source: string;
  /** the API file that answers it */
  server: string;
}

export const trafficModel: ModelEntry[] = [
  {
    route: 'list',
    method: 'GET',
    path: '/api/student/test',
    body: null,
    when: 'once, on the test list before the test',
    basis: 'code',
    source: `${WEB}/api/get-assessments.ts`,
    server: `${API}/student/attempts.ts`,
  },
  {
    route: 'detail',
    method: 'GET',
    path: '/api/student/test/:id',
    body: null,
    // react-query's default staleTime is 0: the instructions page refetches what the overview loaded
    when: 'twice before the start: the overview page, then the instructions page (refetch on mount)',
    basis: 'code',
    source: `${WEB}/api/get-assessment.ts (routes/assessment-overview.tsx, routes/instructions.tsx)`,
    server: `${API}/student/attempts.ts`,
  },
  {
    route: 'start',
    method: 'POST',
    path: '/api/student/test/start/:id?adaptive=false',
    body: null,
    // the reply is handed over to the test page (saveStart/takeHandover), which does not start again
    when: 'once, "Start" on the instructions page',
    basis: 'code',
    source: `${WEB}/api/start-attempt.ts (routes/instructions.tsx)`,
    server: `${API}/student/attempts.ts`,
  },
  {
    route: 'ping',
    method: 'GET',
    path: '/api/ping?t=<Date.now()>',
    body: null,
    when: 'every PROBE_EVERY_MS = 5 s while the test runs (setInterval, first one 5 s after the start)',
    basis: 'code',
    source: `${WEB}/api/health.ts (hooks/use-connection.ts)`,
    server: `${API}/shared/health.ts`,
  },
  {
    route: 'answer',
    method: 'POST',
    path: '/api/student/test/response/non-adaptive/:id',
    body: '{ response, timeTaken, questionId }',
    // one at a time from the journal (utils/outbox.ts drainJournal); the next question comes in the reply
    when: 'one per question, "Next"/"Skip" or the question timer; a question every 30–60 s (issue #17)',
    basis: 'assumed',
    source: `${WEB}/api/send-response.ts (utils/outbox.ts, routes/take-assessment.tsx)`,
    server: `${API}/student/attempts.ts`,
  },
  {
    route: 'event',
    method: 'POST',
    path: '/api/student/test/:id/event',
    body: '{ type, detail? }',
    when: 'on tab_switch, audio_limit, camera_movement, connection_lost + connection_restored, microphone_unavailable',
    basis: 'assumed',
    source: `${WEB}/api/send-event.ts (routes/take-assessment.tsx, hooks/use-audio-proctor.ts, hooks/use-camera-proctor.ts)`,
    server: `${API}/student/attempts.ts`,
  },
  {
    route: 'snapshot',
    method: 'POST',
    path: '/api/student/test/:id/screenshot',
    body: '{ assessmentId, image: "data:image/png;base64,…" } (a 320×240 PNG of the camera)',
    when: 'every SNAPSHOT_MS = 10 min when the camera is required, and with each camera_movement event',
    basis: 'code',
    source: `${WEB}/api/send-screenshot.ts (hooks/use-camera-proctor.ts, utils/frame-diff.ts)`,
    server: `${API}/student/attempts.ts`,
  },
  {
    route: 'run',
    method: 'POST',
    path: '/compiler/',
    body: '{ code, language, input }',
    when: '"Run custom input" on a coding question',
    basis: 'assumed',
    source: `${CODING}/run-code.ts (compiler-question.tsx)`,
    server: 'apps/judge/src/http/compiler-routes.ts (apps/api/src/plugins/compiler.ts)',
  },
  {
    route: 'compile',
    method: 'POST',
    path: '/api/compiler/log/:id',
    body: '{ questionId, code, codeLanguage }',
    when: '"Compile Testcases", and on "Next" when the code changed since the last compile',
    basis: 'assumed',
    source: `${CODING}/compiler-log.ts (compiler-question.tsx)`,
    server: `${API}/student/attempts.ts`,
  },
  {
    route: 'compileLog',
    method: 'GET',
    path: '/api/compiler/log/:id?question=<questionId>',
    body: null,
    // invalidateQueries refetches only a mounted query: the "All Submissions" tab must be open
    when: 'after a compile, when the "All Submissions" tab is open',
    basis: 'assumed',
    source: `${CODING}/compiler-log.ts (compiler-question.tsx)`,
    server: `${API}/student/attempts.ts`,
  },
  {
    route: 'end',
    method: 'POST',
    path: '/api/student/test/end/:id?adaptive=false',
    body: '{ timeTaken, endType }',
    when: 'once, "End Test & Submit" or the overall timer (utils/outbox.ts finishAttempt)',
    basis: 'code',
    source: `${WEB}/api/end-attempt.ts (utils/outbox.ts)`,
    server: `${API}/student/attempts.ts`,
  },
];

/** The timers of the web code (checked against it by the test). */
export const webTimers = {
  /** api/health.ts PROBE_EVERY_MS */
  pingEveryMs: 5_000,
  /** utils/frame-diff.ts SNAPSHOT_MS */
  snapshotEveryMs: 10 * 60_000,
} as const;

/**
 * Assumed behaviour, per student and hour of test. Proctoring events are rare in a calm hall: an assessment
 * ends the attempt at maxTabSwitches (5) or maxAudioLimitExceedCount, so most students send none.
 */
export const behaviour = {
  /** seconds between two answers, uniform in [min, max] */
  answerEverySeconds: { min: 30, max: 60 },
  eventsPerHour: {
    tab_switch: 0.5,
    audio_limit: 0.3,
    camera_movement: 0.2,
    /** each one sends connection_lost, then connection_restored */
    connection_blip: 0.1,
  },
  /** share of students whose microphone cannot be opened: one microphone_unavailable at the start */
  microphoneUnavailableShare: 0.02,
  /** while working on a coding question, per hour */
  coding: { runsPerHour: 30, compilesPerHour: 15, submissionsTabShare: 0.5 },
} as const;
