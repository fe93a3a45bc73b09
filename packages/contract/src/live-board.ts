import { type Static, Type } from 'typebox';
import { Id, Nullable, SingleLine } from './common';
import { RiskSummary } from './risk';

export const LiveStatus = Type.Union([
  Type.Literal('not_started'),
  Type.Literal('on_test'),
  Type.Literal('paused'),
  Type.Literal('disconnected'),
  Type.Literal('finished'),
]);
export type LiveStatus = Static<typeof LiveStatus>;

export const liveStatusWords: Record<LiveStatus, string> = {
  not_started: 'Not started',
  on_test: 'On the test',
  paused: 'Paused',
  disconnected: 'Disconnected',
  finished: 'Finished',
};

export const LiveRow = Type.Object({
  studentId: Type.String(),
  name: Type.String(),
  email: Type.String(),
  attemptId: Nullable(Type.String()),
  status: LiveStatus,
  /** how the latest attempt ended, in words */
  endReason: Nullable(Type.String()),
  /** questions answered so far (an adaptive test: asked so far), of the test's total */
  answered: Type.Integer(),
  totalQuestions: Type.Integer(),
  /** on the server's clock; null when no attempt runs */
  timeLeftSeconds: Nullable(Type.Integer()),
  /** when the student's test page was last heard (ISO), as this server knows it */
  lastContact: Nullable(Type.String()),
  risk: Nullable(RiskSummary),
  /** who paused the attempt, while it is paused */
  pausedBy: Nullable(Type.String()),
  /** the attempt's staff-action version: an action names the version it saw, so a race loses with 409 */
  version: Type.Integer(),
});
export type LiveRow = Static<typeof LiveRow>;

export const LiveBoardReply = Type.Object({
  success: Type.Literal(true),
  serverTime: Type.String(),
  /** a page silent this long shows as disconnected */
  disconnectAfterSeconds: Type.Integer(),
  counts: Type.Object({
    invited: Type.Integer(),
    notStarted: Type.Integer(),
    onTest: Type.Integer(),
    paused: Type.Integer(),
    disconnected: Type.Integer(),
    finished: Type.Integer(),
    flagged: Type.Integer(),
  }),
  rows: Type.Array(LiveRow),
});
export type LiveBoardReply = Static<typeof LiveBoardReply>;

/** At most this many students in one action (a whole drive). */
export const LIVE_ACTION_MAX_STUDENTS = 5000;
export const LIVE_ACTION_MAX_MINUTES = 600;

/** A student the action is for, with the version of their attempt the board showed. */
export const LiveTarget = Type.Object({ studentId: Id, version: Type.Integer({ minimum: 0 }) });
const Targets = Type.Array(LiveTarget, { minItems: 1, maxItems: LIVE_ACTION_MAX_STUDENTS });
const Minutes = Type.Integer({ minimum: 1, maximum: LIVE_ACTION_MAX_MINUTES });
const Reason = (minLength: number) => SingleLine(300, minLength);

export const AddTimeBody = Type.Object({ students: Targets, minutes: Minutes });
export const PauseBody = Type.Object({ students: Targets, reason: Type.Optional(Reason(0)) });
export const ResumeBody = Type.Object({ students: Targets });
export const EndNowBody = Type.Object({ students: Targets, reason: Reason(3) });
/** `minutes` omitted: the time the attempt had left when it ended */
export const ReopenBody = Type.Object({ students: Targets, minutes: Type.Optional(Minutes) });
export const ResetBody = Type.Object({ students: Targets, reason: Reason(3) });

export const LiveActionResult = Type.Object({
  studentId: Type.String(),
  ok: Type.Boolean(),
  /** why it was refused (STALE, NOT_RUNNING, NOT_ENDED, NOT_PAUSED, PAUSED, NO_TIME_LEFT, NOT_INVITED) */
  code: Type.Optional(Type.String()),
  message: Type.String(),
});
export const LiveActionReply = Type.Object({
  success: Type.Literal(true),
  /** in words: what was done, to how many students, and how many were refused */
  message: Type.String(),
  done: Type.Integer(),
  refused: Type.Integer(),
  results: Type.Array(LiveActionResult),
});
export type LiveActionReply = Static<typeof LiveActionReply>;

export const ANNOUNCEMENT_MAX_LENGTH = 500;
export const AnnounceBody = Type.Object({
  message: Type.String({ minLength: 1, maxLength: ANNOUNCEMENT_MAX_LENGTH }),
  /** omitted: everyone invited to the test */
  studentIds: Type.Optional(Type.Array(Id, { minItems: 1, maxItems: LIVE_ACTION_MAX_STUDENTS })),
});
export const StaffAnnouncement = Type.Object({
  id: Type.String(),
  message: Type.String(),
  at: Type.String(),
  by: Type.String(),
  /** how many students it was for; null: everyone on the test */
  recipients: Nullable(Type.Integer()),
  acknowledged: Type.Integer(),
});
export const AnnouncementsReply = Type.Object({
  success: Type.Literal(true),
  announcements: Type.Array(StaffAnnouncement),
});
export type AnnouncementsReply = Static<typeof AnnouncementsReply>;
export const AnnounceReply = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  announcement: StaffAnnouncement,
});

/**
 * What the college changed for one student on one test (Moodle's user and group overrides): their own window
 * (a slot of the drive), more attempts, and the minutes added before they started.
 */
export const StudentOverrideRow = Type.Object({
  studentId: Type.String(),
  name: Type.String(),
  email: Type.String(),
  batch: Nullable(Type.String()),
  openAt: Nullable(Type.String()),
  closeAt: Nullable(Type.String()),
  extraAttempts: Type.Integer(),
  extraMinutes: Type.Integer(),
});
export const OverridesReply = Type.Object({
  success: Type.Literal(true),
  overrides: Type.Array(StudentOverrideRow),
});
export type OverridesReply = Static<typeof OverridesReply>;
const When = Nullable(Type.String({ format: 'date-time' }));
/**
 * For the students named, or every invited student of one batch: the fields given are set (null clears a
 * window's end), those left out are kept.
 */
export const SetOverridesBody = Type.Object({
  studentIds: Type.Optional(Type.Array(Id, { minItems: 1, maxItems: LIVE_ACTION_MAX_STUDENTS })),
  batch: Type.Optional(SingleLine(50, 1)),
  openAt: Type.Optional(When),
  closeAt: Type.Optional(When),
  extraAttempts: Type.Optional(Type.Integer({ minimum: 0, maximum: 20 })),
});
export const SetOverridesReply = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  count: Type.Integer(),
});
export const OverrideParams = Type.Object({ id: Id, studentId: Id });
