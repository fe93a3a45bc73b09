import { randomUUID } from 'node:crypto';
import { attendanceMarks, companies, driveAssignments, users } from '@placement/db';
import { ATTENDANCE_SLOTS, type AttendanceSlot } from '@placement/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import QRCode from 'qrcode';
import { endOfKolkataDay, kolkataDate } from '../../lib/kolkata-date';
import { companyRef } from '../jobs/presenters';
import { attendanceCode } from './attendance-code';

const ATTENDANCE_AUDIENCE = 'attendance';
const ATTENDANCE_ISSUER = 'placement';
/** a token never lives longer than this, even early in the day */
const MAX_TOKEN_MS = 4 * 60 * 60 * 1000;

const keyOf = (app: FastifyInstance) => new TextEncoder().encode(app.deps.config.jwtSecret);

/**
 * A signed, short-lived token naming the student, for the attendance QR code: HS256 with the app's secret,
 * its own audience (so it is never accepted as a session token, nor a session token as this), a unique jti,
 * valid until the end of today in Asia/Kolkata and at most four hours.
 */
export async function attendanceToken(app: FastifyInstance, studentId: string, now = new Date()) {
  const expiresAt = new Date(Math.min(endOfKolkataDay(now).getTime(), now.getTime() + MAX_TOKEN_MS));
  const token = await new SignJWT({ day: kolkataDate(now) })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(studentId)
    .setAudience(ATTENDANCE_AUDIENCE)
    .setIssuer(ATTENDANCE_ISSUER)
    .setJti(randomUUID())
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(keyOf(app));
  return { token, expiresAt };
}

export interface AttendanceClaims {
  studentId: string;
  /** the token's unique id: record it so one scan marks once */
  jti: string;
  day: string;
  expiresAt: Date;
}

/** For the college scanner: the student a QR token names, or null if forged, expired or of another day. */
export async function verifyAttendanceToken(
  app: FastifyInstance,
  token: string,
  now = new Date(),
): Promise<AttendanceClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(app), {
      algorithms: ['HS256'],
      audience: ATTENDANCE_AUDIENCE,
      issuer: ATTENDANCE_ISSUER,
      currentDate: now,
    });
    if (typeof payload.sub !== 'string' || typeof payload.jti !== 'string' || !payload.exp) return null;
    if (payload.day !== kolkataDate(now)) return null;
    const [student] = await app.deps.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, payload.sub), eq(users.role, 'student')))
      .limit(1);
    if (!student) return null;
    return {
      studentId: student.id,
      jti: payload.jti,
      day: payload.day,
      expiresAt: new Date(payload.exp * 1000),
    };
  } catch {
    return null;
  }
}

/** Marks the student present today; marking twice keeps the first mark. Returns whether this call marked. */
export async function markAttendance(
  app: FastifyInstance,
  input: { studentId: string; markedBy: string | null; tokenId?: string | null; now?: Date },
): Promise<boolean> {
  const now = input.now ?? new Date();
  const inserted = await app.deps.db
    .insert(attendanceMarks)
    .values({
      studentId: input.studentId,
      date: kolkataDate(now),
      status: 'present',
      markedAt: now,
      markedBy: input.markedBy,
      tokenId: input.tokenId ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: attendanceMarks.id });
  return inserted.length > 0;
}

/** What the attendance screen shows: today's mark, today's drive slots, and a fresh QR token. */
export async function attendanceOverview(app: FastifyInstance, studentId: string, now = new Date()) {
  const { db } = app.deps;
  const date = kolkataDate(now);
  const [mark] = await db
    .select()
    .from(attendanceMarks)
    .where(and(eq(attendanceMarks.studentId, studentId), eq(attendanceMarks.date, date)))
    .limit(1);
  const assigned = await db
    .select({ slot: driveAssignments.slot, company: { id: companies.id, name: companies.name } })
    .from(driveAssignments)
    .innerJoin(companies, eq(companies.id, driveAssignments.companyId))
    .where(and(eq(driveAssignments.studentId, studentId), eq(driveAssignments.date, date)))
    .orderBy(asc(driveAssignments.slot), asc(companies.name));
  const { token, expiresAt } = await attendanceToken(app, studentId, now);
  const short = attendanceCode(app, studentId, now);
  return {
    date,
    attendance: {
      marked: Boolean(mark),
      status: mark?.status ?? 'Pending',
      markedAt: mark?.markedAt.toISOString() ?? null,
    },
    companies: assigned.map((a) => ({
      companyId: companyRef(a.company),
      Slot: a.slot,
      slotTime: ATTENDANCE_SLOTS[a.slot as AttendanceSlot] ?? '',
    })),
    qr: {
      token,
      expiresAt: expiresAt.toISOString(),
      image: await QRCode.toDataURL(token, { width: 200, margin: 1 }),
      code: short.code,
      codeExpiresAt: short.expiresAt.toISOString(),
    },
  };
}
