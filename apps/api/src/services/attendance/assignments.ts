import type { AssignmentsBody } from '@placement/contract';
import { attendanceMessages } from '@placement/contract';
import {
  attendanceMarks,
  attendanceScans,
  companies,
  driveAssignments,
  students,
  users,
} from '@placement/db';
import { ATTENDANCE_SLOTS, type AttendanceSlot } from '@placement/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { csvOf } from '../../lib/csv';
import { badRequest, forbidden, HttpError, notFound } from '../../lib/http-error';
import { kolkataDate } from '../../lib/kolkata-date';
import { companyRef } from '../jobs/presenters';
import { realDay, studentColumns } from '../placements/placements';
import { presentStudent } from '../placements/presenters';
import { markAttendance, verifyAttendanceToken } from './attendance';
import { looksLikeAttendanceCode, verifyAttendanceCode } from './attendance-code';

type Staff = { userId: string; collegeId: string };

const slotTime = (slot: number) => ATTENDANCE_SLOTS[slot as AttendanceSlot] ?? '';

/** Puts students of the college at companies' drives on a day; assigning again moves the slot. */
export async function assignStudents(app: FastifyInstance, staff: Staff, body: AssignmentsBody) {
  const date = realDay(body.date);
  const { db } = app.deps;
  const studentIds = [...new Set(body.assignments.map((a) => a.studentId))];
  const companyIds = [...new Set(body.assignments.map((a) => a.companyId))];
  const own = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(inArray(users.id, studentIds), eq(users.role, 'student'), eq(users.collegeId, staff.collegeId)),
    );
  if (own.length !== studentIds.length) throw badRequest('Some students are not students of your college');
  const known = await db
    .select({ id: companies.id })
    .from(companies)
    .where(inArray(companies.id, companyIds));
  if (known.length !== companyIds.length) throw badRequest('Some companies do not exist');
  const unique = new Map(body.assignments.map((a) => [`${a.studentId}:${a.companyId}`, a]));
  await db
    .insert(driveAssignments)
    .values([...unique.values()].map((a) => ({ ...a, date })))
    .onConflictDoUpdate({
      target: [driveAssignments.studentId, driveAssignments.companyId, driveAssignments.date],
      set: { slot: sql`excluded.slot` },
    });
  return listAssignments(app, staff.collegeId, date);
}

export async function listAssignments(app: FastifyInstance, collegeId: string, date: string) {
  realDay(date);
  const rows = await app.deps.db
    .select({
      assignment: driveAssignments,
      student: studentColumns,
      company: { id: companies.id, name: companies.name },
    })
    .from(driveAssignments)
    .innerJoin(users, eq(users.id, driveAssignments.studentId))
    .leftJoin(students, eq(students.userId, users.id))
    .innerJoin(companies, eq(companies.id, driveAssignments.companyId))
    .where(and(eq(users.collegeId, collegeId), eq(driveAssignments.date, date)))
    .orderBy(asc(driveAssignments.slot), asc(companies.name), asc(users.firstName), asc(users.id));
  return rows.map((r) => ({
    _id: r.assignment.id,
    date: r.assignment.date,
    Slot: r.assignment.slot,
    slotTime: slotTime(r.assignment.slot),
    student: presentStudent(r.student),
    companyId: companyRef(r.company),
  }));
}

export async function removeAssignment(app: FastifyInstance, collegeId: string, assignmentId: string) {
  const ofCollege = app.deps.db.select({ id: users.id }).from(users).where(eq(users.collegeId, collegeId));
  const removed = await app.deps.db
    .delete(driveAssignments)
    .where(and(eq(driveAssignments.id, assignmentId), inArray(driveAssignments.studentId, ofCollege)))
    .returning({ id: driveAssignments.id });
  if (removed.length === 0) throw notFound('Assignment not found');
}

/** Everyone of the college expected or marked on a day: their slots and whether they are present. */
export async function attendanceDay(app: FastifyInstance, collegeId: string, date: string) {
  realDay(date);
  const { db } = app.deps;
  const assigned = await listAssignments(app, collegeId, date);
  const marks = await db
    .select({ mark: attendanceMarks, student: studentColumns })
    .from(attendanceMarks)
    .innerJoin(users, eq(users.id, attendanceMarks.studentId))
    .leftJoin(students, eq(students.userId, users.id))
    .where(and(eq(users.collegeId, collegeId), eq(attendanceMarks.date, date)));
  const rows = new Map<
    string,
    {
      student: ReturnType<typeof presentStudent>;
      assignments: { companyId: ReturnType<typeof companyRef>; Slot: number; slotTime: string }[];
      mark: typeof attendanceMarks.$inferSelect | null;
    }
  >();
  for (const a of assigned) {
    const row = rows.get(a.student._id) ?? { student: a.student, assignments: [], mark: null };
    row.assignments.push({ companyId: a.companyId, Slot: a.Slot, slotTime: a.slotTime });
    rows.set(a.student._id, row);
  }
  for (const m of marks) {
    const row = rows.get(m.student.id) ?? { student: presentStudent(m.student), assignments: [], mark: null };
    row.mark = m.mark;
    rows.set(m.student.id, row);
  }
  return [...rows.values()]
    .sort(
      (a, b) =>
        a.student.FirstName.localeCompare(b.student.FirstName) || a.student._id.localeCompare(b.student._id),
    )
    .map((r) => ({
      student: r.student,
      assignments: r.assignments,
      marked: r.mark !== null,
      // the student's QR page says Pending until the scan, and so does the college's list
      status: r.mark?.status ?? 'Pending',
      markedAt: r.mark?.markedAt.toISOString() ?? null,
    }));
}

/** The student a QR token or a short code names, and the id that makes it usable once. */
async function scannedStudent(app: FastifyInstance, staff: Staff, input: string, now: Date) {
  if (looksLikeAttendanceCode(input)) {
    const claims = await verifyAttendanceCode(app, staff.collegeId, input, now);
    if (!claims) throw badRequest(attendanceMessages.codeInvalid, 'CODE_INVALID');
    return { ...claims, replayed: attendanceMessages.codeReplayed };
  }
  const claims = await verifyAttendanceToken(app, input, now);
  if (!claims) throw badRequest(attendanceMessages.qrInvalid, 'QR_INVALID');
  return { ...claims, replayed: attendanceMessages.qrReplayed };
}

/**
 * The scanner: verifies the student's QR token (or the short code under it), refuses a student of another
 * college and a token or code used before (recorded on first use), then marks the student present for today.
 */
export async function scanAttendance(app: FastifyInstance, staff: Staff, input: string) {
  const now = new Date();
  const claims = await scannedStudent(app, staff, input.trim(), now);
  const { db } = app.deps;
  const [student] = await db
    .select({ ...studentColumns, collegeId: users.collegeId })
    .from(users)
    .leftJoin(students, eq(students.userId, users.id))
    .where(eq(users.id, claims.studentId))
    .limit(1);
  if (!student || student.collegeId !== staff.collegeId) {
    throw forbidden(attendanceMessages.otherCollegeStudent, 'OTHER_COLLEGE');
  }
  const first = await db
    .insert(attendanceScans)
    .values({ jti: claims.jti, studentId: student.id, scannedBy: staff.userId, scannedAt: now })
    .onConflictDoNothing()
    .returning({ jti: attendanceScans.jti });
  if (first.length === 0) throw new HttpError(409, claims.replayed, 'QR_REPLAYED');
  const marked = await markAttendance(app, {
    studentId: student.id,
    markedBy: staff.userId,
    tokenId: claims.jti,
    now,
  });
  const date = kolkataDate(now);
  const today = (await listAssignments(app, staff.collegeId, date)).filter(
    (a) => a.student._id === student.id,
  );
  return {
    message: marked ? attendanceMessages.markedPresent : attendanceMessages.alreadyPresent,
    marked,
    date,
    student: presentStudent(student),
    companies: today.map((a) => ({ companyId: a.companyId, Slot: a.Slot, slotTime: a.slotTime })),
  };
}

const istTime = (at: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
  }).format(at);

export async function attendanceCsv(app: FastifyInstance, collegeId: string, date: string): Promise<string> {
  const rows = await attendanceDay(app, collegeId, date);
  const header = ['Date', 'FirstName', 'LastName', 'Email', 'Batch', 'Companies', 'Status', 'MarkedAt (IST)'];
  return csvOf(
    header,
    rows.map((r) => [
      date,
      r.student.FirstName,
      r.student.LastName,
      r.student.Email,
      r.student.batch ?? '',
      r.assignments.map((a) => `${a.companyId.basic.companyName} (Slot ${a.Slot}: ${a.slotTime})`).join('; '),
      r.status,
      r.markedAt ? istTime(new Date(r.markedAt)) : '',
    ]),
  );
}
