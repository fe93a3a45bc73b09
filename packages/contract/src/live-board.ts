import { type Static, Type } from 'typebox';
import { Nullable } from './common';
import { RiskSummary } from './risk';

export const LiveStatus = Type.Union([
  Type.Literal('not_started'),
  Type.Literal('on_test'),
  Type.Literal('disconnected'),
  Type.Literal('finished'),
]);
export type LiveStatus = Static<typeof LiveStatus>;

export const liveStatusWords: Record<LiveStatus, string> = {
  not_started: 'Not started',
  on_test: 'On the test',
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
    disconnected: Type.Integer(),
    finished: Type.Integer(),
    flagged: Type.Integer(),
  }),
  rows: Type.Array(LiveRow),
});
export type LiveBoardReply = Static<typeof LiveBoardReply>;
