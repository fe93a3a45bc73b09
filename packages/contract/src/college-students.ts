import { type Static, Type } from 'typebox';
import { AttemptResult } from './attempts';
import { Nullable, SingleLine } from './common';
import { StudentProfileView } from './profile';
import { ImportReply } from './question-bank';

// ---------- students of a college: invites, the list, one student ----------

export const StudentInviteBody = Type.Object(
  {
    Email: Type.String({ format: 'email', maxLength: 254 }),
    FirstName: Type.Optional(SingleLine(80)),
    LastName: Type.Optional(SingleLine(80)),
    Batch: Type.Optional(SingleLine(40)),
  },
  { additionalProperties: false },
);
export type StudentInviteBody = Static<typeof StudentInviteBody>;
export const StudentInviteReply = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  inviteUrl: Type.String(),
});
export type StudentInviteReply = Static<typeof StudentInviteReply>;

/** A spreadsheet of students to invite (POST /api/college/students/invite/bulk). */
export const BulkInviteReply = Type.Object({
  success: Type.Boolean(),
  invited: Type.Integer(),
  /** rows not invited because the address is a student already or holds a waiting invite */
  skipped: ImportReply.properties.errors,
  errors: ImportReply.properties.errors,
});
export type BulkInviteReply = Static<typeof BulkInviteReply>;

export const CollegeStudentsQuery = Type.Object({
  batch: Type.Optional(Type.String({ maxLength: 40 })),
  search: Type.Optional(Type.String({ maxLength: 100 })),
  status: Type.Optional(Type.Union([Type.Literal('approved'), Type.Literal('pending')])),
  skip: Type.Optional(Type.Integer({ minimum: 0 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
});
export type CollegeStudentsQuery = Static<typeof CollegeStudentsQuery>;

export const CollegeStudent = Type.Object({
  _id: Type.String(),
  FirstName: Type.String(),
  LastName: Type.String(),
  Email: Type.String(),
  PhoneNumber: Nullable(Type.String()),
  Batch: Nullable(Type.String()),
  approved: Type.Boolean(),
  /** the standing time accommodation: every test's timers run this many times as long (1 = none) */
  timeMultiplier: Type.Number(),
});
export type CollegeStudent = Static<typeof CollegeStudent>;

/** An invited address that has not registered yet: its latest invite. */
export const StudentInvite = Type.Object({
  Email: Type.String(),
  FirstName: Nullable(Type.String()),
  LastName: Nullable(Type.String()),
  Batch: Nullable(Type.String()),
  status: Type.Union([Type.Literal('pending'), Type.Literal('expired')]),
  invitedAt: Type.String(),
  expiresAt: Type.String(),
});
export type StudentInvite = Static<typeof StudentInvite>;

export const CollegeStudentsReply = Type.Object({
  success: Type.Literal(true),
  students: Type.Array(CollegeStudent),
  total: Type.Integer(),
  invitesOutstanding: Type.Integer(),
  /** invited addresses that have not registered yet (the latest invite of each), with its status */
  invites: Type.Array(StudentInvite),
});
export type CollegeStudentsReply = Static<typeof CollegeStudentsReply>;

/** One student of the college: the account, the profile as recruiters see it, and every attempt. */
export const CollegeStudentReply = Type.Object({
  success: Type.Literal(true),
  student: CollegeStudent,
  profile: StudentProfileView,
  results: Type.Array(AttemptResult),
});
export type CollegeStudentReply = Static<typeof CollegeStudentReply>;

/**
 * A student's standing time accommodation (PUT /api/college/students/:id/accommodation): a number from 1 to 4
 * (1 = none), as a number or as text such as "1.5"; the server says why anything else is refused.
 */
export const StudentAccommodationBody = Type.Object(
  { timeMultiplier: Type.Union([Type.Number(), Type.String({ maxLength: 16 })]) },
  { additionalProperties: false },
);
export type StudentAccommodationBody = Static<typeof StudentAccommodationBody>;
export const StudentAccommodationReply = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  timeMultiplier: Type.Number(),
});
export type StudentAccommodationReply = Static<typeof StudentAccommodationReply>;
