import { type Static, Type } from 'typebox';
import { Email, Nullable, SingleLine } from './common';

// ---------- invigilators: the faculty a college invites to supervise its tests' labs ----------

export const InvigilatorInviteBody = Type.Object(
  {
    Email,
    FirstName: SingleLine(80, 1),
    LastName: Type.Optional(SingleLine(80)),
  },
  { additionalProperties: false },
);
export type InvigilatorInviteBody = Static<typeof InvigilatorInviteBody>;

/** One test an invigilator is assigned to; `batch` limits them to that batch's students. */
export const InvigilatorAssignment = Type.Object({
  assessmentId: Type.String(),
  name: Type.String(),
  batch: Nullable(Type.String()),
});
export type InvigilatorAssignment = Static<typeof InvigilatorAssignment>;

export const Invigilator = Type.Object({
  _id: Type.String(),
  Email: Type.String(),
  FirstName: Type.String(),
  LastName: Type.String(),
  /** false until they have chosen a password with the link of their invitation */
  passwordSet: Type.Boolean(),
  assignments: Type.Array(InvigilatorAssignment),
});
export type Invigilator = Static<typeof Invigilator>;

export const InvigilatorReply = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  invigilator: Invigilator,
});
export type InvigilatorReply = Static<typeof InvigilatorReply>;

export const InvigilatorsReply = Type.Object({
  success: Type.Literal(true),
  invigilators: Type.Array(Invigilator),
});
export type InvigilatorsReply = Static<typeof InvigilatorsReply>;

/** PUT /api/college/assessments/:id/invigilators/:invigilatorId: assign, optionally to one batch only. */
export const AssignInvigilatorBody = Type.Object(
  { batch: Type.Optional(Nullable(SingleLine(40))) },
  { additionalProperties: false },
);
export type AssignInvigilatorBody = Static<typeof AssignInvigilatorBody>;

/** A test on an invigilator's list: live now or still to come. */
export const InvigilatedTest = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  startDate: Type.String(),
  endDate: Nullable(Type.String()),
  /** minutes */
  totalTime: Type.Integer(),
  batch: Nullable(Type.String()),
  live: Type.Boolean(),
});
export type InvigilatedTest = Static<typeof InvigilatedTest>;

export const InvigilatedTestsReply = Type.Object({
  success: Type.Literal(true),
  assessments: Type.Array(InvigilatedTest),
});
export type InvigilatedTestsReply = Static<typeof InvigilatedTestsReply>;
