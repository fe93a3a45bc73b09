import { type Static, Type } from 'typebox';
import { Day, Id, Nullable } from './common';
import { PlacementStudent } from './dashboard';
import { CompanyRef } from './jobs';

/** A company a student meets on the day, and when. */
export const SlotRef = Type.Object({ companyId: CompanyRef, Slot: Type.Integer(), slotTime: Type.String() });
export type SlotRef = Static<typeof SlotRef>;

export const AttendanceReply = Type.Object({
  success: Type.Literal(true),
  date: Type.String(),
  attendance: Type.Object({
    marked: Type.Boolean(),
    status: Type.String(),
    markedAt: Nullable(Type.String()),
  }),
  companies: Type.Array(SlotRef),
  qr: Type.Object({
    token: Type.String(),
    expiresAt: Type.String(),
    image: Type.String(),
    /** the short code shown under the QR code, typed in at the desk when the camera cannot read it */
    code: Type.String(),
    codeExpiresAt: Type.String(),
  }),
});
export type AttendanceReply = Static<typeof AttendanceReply>;

// ---------- attendance ----------

export const Slot = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]);

export const AssignmentsBody = Type.Object(
  {
    date: Day,
    assignments: Type.Array(
      Type.Object({ studentId: Id, companyId: Id, slot: Slot }, { additionalProperties: false }),
      { minItems: 1, maxItems: 500 },
    ),
  },
  { additionalProperties: false },
);
export type AssignmentsBody = Static<typeof AssignmentsBody>;

export const DayQuery = Type.Object({ date: Type.Optional(Day) });
export type DayQuery = Static<typeof DayQuery>;

export const Assignment = Type.Object({
  _id: Type.String(),
  date: Type.String(),
  Slot: Type.Integer(),
  slotTime: Type.String(),
  student: PlacementStudent,
  companyId: CompanyRef,
});
export type Assignment = Static<typeof Assignment>;

export const AttendanceRow = Type.Object({
  student: PlacementStudent,
  assignments: Type.Array(SlotRef),
  marked: Type.Boolean(),
  status: Type.String(),
  markedAt: Nullable(Type.String()),
});
export type AttendanceRow = Static<typeof AttendanceRow>;

export const AssignmentsReply = Type.Object({
  success: Type.Literal(true),
  date: Type.String(),
  assignments: Type.Array(Assignment),
});
export type AssignmentsReply = Static<typeof AssignmentsReply>;

export const CollegeAttendanceReply = Type.Object({
  success: Type.Literal(true),
  date: Type.String(),
  students: Type.Array(AttendanceRow),
});
export type CollegeAttendanceReply = Static<typeof CollegeAttendanceReply>;

/** `token`: the QR code's token, or the short code shown under it */
export const ScanBody = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 2000 }) },
  { additionalProperties: false },
);
export type ScanBody = Static<typeof ScanBody>;

export const ScanReply = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  /** false when the student had already been marked present today */
  marked: Type.Boolean(),
  date: Type.String(),
  student: PlacementStudent,
  companies: Type.Array(SlotRef),
});
export type ScanReply = Static<typeof ScanReply>;
