import { createHmac, timingSafeEqual } from 'node:crypto';
import { users } from '@placement/db';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

/**
 * The short code under the attendance QR code, for when the camera cannot read it: eight characters
 * (40 bits) of an HMAC, under the app's secret, of the student and a ten-minute window. A code is accepted
 * in its own window and the next, so it lives 10 to 20 minutes; the page shows a fresh one before then.
 * Nothing is stored: the scanner's college has few enough students to try each one's current codes.
 */
const WINDOW_MS = 10 * 60 * 1000;
/** no 0/O, 1/I: read out loud or typed from a phone screen without mix-ups */
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const CODE = /^[2-9A-HJ-NP-Z]{8}$/;

const windowOf = (at: Date) => Math.floor(at.getTime() / WINDOW_MS);

function codeOf(app: FastifyInstance, studentId: string, window: number): string {
  const mac = createHmac('sha256', app.deps.config.jwtSecret)
    .update(`attendance-code:${studentId}:${window}`)
    .digest();
  let code = '';
  for (let i = 0; i < 8; i++) code += ALPHABET[(mac[i] ?? 0) & 31];
  return code;
}

/** Letters and digits only, upper case: "abcd-efgh" and "ABCD EFGH" are the same code. */
export const normalizeAttendanceCode = (input: string) => input.replace(/[\s-]/g, '').toUpperCase();

/** Whether the scanner's input is a short code rather than a QR token. */
export const looksLikeAttendanceCode = (input: string) => CODE.test(normalizeAttendanceCode(input));

/** The code to show now, as ABCD-EFGH, and when it stops being accepted. */
export function attendanceCode(app: FastifyInstance, studentId: string, now = new Date()) {
  const window = windowOf(now);
  const code = codeOf(app, studentId, window);
  return { code: `${code.slice(0, 4)}-${code.slice(4)}`, expiresAt: new Date((window + 2) * WINDOW_MS) };
}

/**
 * The student of the college whose current or previous code this is, with an id that names this code so it
 * is accepted once; null for anything else.
 */
export async function verifyAttendanceCode(
  app: FastifyInstance,
  collegeId: string,
  input: string,
  now = new Date(),
): Promise<{ studentId: string; jti: string } | null> {
  const code = normalizeAttendanceCode(input);
  if (!CODE.test(code)) return null;
  const given = Buffer.from(code);
  const current = windowOf(now);
  const candidates = await app.deps.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.collegeId, collegeId), eq(users.role, 'student')));
  for (const window of [current, current - 1]) {
    for (const { id } of candidates) {
      if (timingSafeEqual(Buffer.from(codeOf(app, id, window)), given)) {
        return { studentId: id, jti: `code:${id}:${window}` };
      }
    }
  }
  return null;
}
