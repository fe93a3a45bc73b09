import { driveAssignments, users } from '@placement/db';
import { and, eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attendanceToken,
  endOfKolkataDay,
  kolkataDate,
  markAttendance,
  verifyAttendanceToken,
} from '../../services/student/attendance';
import { client } from '../../test/client';
import { startTestPlatform, type TestPlatform } from '../../test/harness';

let platform: TestPlatform;
let api: ReturnType<typeof client>;
let asha: string;
let free: string;
let staff: string;

interface Attendance {
  attendance: { marked: boolean; status: string };
  companies: { companyId: { _id: string; basic: { companyName: string } }; Slot: number; slotTime: string }[];
  qr: { token: string; expiresAt: string; image: string };
}

beforeAll(async () => {
  platform = await startTestPlatform();
  api = client(platform.app);
  asha = await api.login('student@demo.test', 'Student@123');
  free = await api.login('free@demo.test', 'Student@123');
  staff = await api.login('college@demo.test', 'College@123', 'college');
});
afterAll(() => platform.close());

const userId = async (email: string) =>
  (await platform.app.deps.db.select().from(users).where(eq(users.email, email)))[0]!.id;

describe('Asia/Kolkata days', () => {
  it('turns at 18:30 UTC', () => {
    expect(kolkataDate(new Date('2026-03-01T18:29:00Z'))).toBe('2026-03-01');
    expect(kolkataDate(new Date('2026-03-01T18:30:00Z'))).toBe('2026-03-02');
    expect(endOfKolkataDay(new Date('2026-03-01T10:00:00Z')).toISOString()).toBe('2026-03-01T18:29:59.999Z');
  });
});

describe('GET /api/student/profile/attendance', () => {
  it('needs a student', async () => {
    expect((await api.get('/api/student/profile/attendance')).status).toBe(401);
    expect((await api.get('/api/student/profile/attendance', staff)).status).toBe(403);
  });

  it("shows today's slots, the mark and a QR token that names the student", async () => {
    const reply = await api.get<Attendance>('/api/student/profile/attendance', asha);
    expect(reply.status).toBe(200);
    expect(reply.body.attendance).toMatchObject({ marked: false, status: 'Pending' });
    expect(reply.body.companies.map((c) => [c.companyId.basic.companyName, c.Slot, c.slotTime])).toEqual([
      ['Acme Software', 1, '9:00 AM - 11:00 AM'],
      ['Globex Analytics', 3, '3:00 PM - 5:00 PM'],
    ]);
    expect(reply.body.qr.image).toMatch(/^data:image\/png;base64,/);
    const expiresAt = new Date(reply.body.qr.expiresAt).getTime();
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 4 * 3600_000 + 1000);
    expect(expiresAt).toBeLessThanOrEqual(endOfKolkataDay().getTime());

    const claims = await verifyAttendanceToken(platform.app, reply.body.qr.token);
    expect(claims?.studentId).toBe(await userId('student@demo.test'));
    const again = await api.get<Attendance>('/api/student/profile/attendance', asha);
    expect(again.body.qr.token).not.toBe(reply.body.qr.token);
    const second = await verifyAttendanceToken(platform.app, again.body.qr.token);
    expect(second?.jti).not.toBe(claims?.jti);

    expect(
      await markAttendance(platform.app, {
        studentId: claims!.studentId,
        markedBy: null,
        tokenId: claims!.jti,
      }),
    ).toBe(true);
    expect(await markAttendance(platform.app, { studentId: claims!.studentId, markedBy: null })).toBe(false);
    const marked = await api.get<Attendance>('/api/student/profile/attendance', asha);
    expect(marked.body.attendance).toMatchObject({ marked: true, status: 'present' });
  });

  it("seeds the demo student's drive for tomorrow too, so a demo seeded before Kolkata's midnight still shows cards after it", async () => {
    const tomorrow = kolkataDate(new Date(Date.now() + 24 * 60 * 60 * 1000));
    const slots = await platform.app.deps.db
      .select({ slot: driveAssignments.slot })
      .from(driveAssignments)
      .where(
        and(
          eq(driveAssignments.studentId, await userId('student@demo.test')),
          eq(driveAssignments.date, tomorrow),
        ),
      );
    expect(slots.map((s) => s.slot).sort()).toEqual([1, 3]);
  });

  it('gives a student of no college an empty list but still a token', async () => {
    const reply = await api.get<Attendance>('/api/student/profile/attendance', free);
    expect(reply.status).toBe(200);
    expect(reply.body.companies).toEqual([]);
    expect(await verifyAttendanceToken(platform.app, reply.body.qr.token)).not.toBeNull();
  });
});

describe('verifyAttendanceToken', () => {
  it('refuses expired, tampered, foreign and session tokens', async () => {
    const studentId = await userId('student@demo.test');
    const noon = new Date(`${kolkataDate()}T12:00:00+05:30`);
    const { token } = await attendanceToken(platform.app, studentId, noon);
    expect(
      await verifyAttendanceToken(platform.app, token, new Date(noon.getTime() + 60_000)),
    ).not.toBeNull();
    // expired: four hours later
    expect(
      await verifyAttendanceToken(platform.app, token, new Date(noon.getTime() + 4 * 3600_000 + 1000)),
    ).toBeNull();
    // tampered payload: swap the subject, keep the signature
    const [head, body, sig] = token.split('.');
    const claims = JSON.parse(Buffer.from(body!, 'base64url').toString());
    const forged = Buffer.from(
      JSON.stringify({ ...claims, sub: await userId('student2@demo.test') }),
    ).toString('base64url');
    expect(await verifyAttendanceToken(platform.app, `${head}.${forged}.${sig}`, noon)).toBeNull();
    // a flipped signature byte
    const badSig = `${sig!.slice(0, -2)}${sig!.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await verifyAttendanceToken(platform.app, `${head}.${body}.${badSig}`, noon)).toBeNull();
    // signed with another key
    const other = await new SignJWT({ day: kolkataDate(noon) })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(studentId)
      .setAudience('attendance')
      .setIssuer('placement')
      .setJti('x')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another secret entirely, 32+ chars long'));
    expect(await verifyAttendanceToken(platform.app, other, noon)).toBeNull();
    // a session token is not an attendance token
    expect(await verifyAttendanceToken(platform.app, asha)).toBeNull();
    expect(await verifyAttendanceToken(platform.app, 'garbage')).toBeNull();
    // a token naming someone who is not a student
    const forStaff = await attendanceToken(platform.app, await userId('college@demo.test'), noon);
    expect(await verifyAttendanceToken(platform.app, forStaff.token, noon)).toBeNull();
    // and the attendance token does not open the API
    expect((await api.get('/api/student/profile', token)).status).toBe(401);
  });
});

describe('/api/student/settings/notifications', () => {
  it('reads defaults, stores changes per user and validates', async () => {
    expect((await api.get('/api/student/settings/notifications')).status).toBe(401);
    expect((await api.put('/api/student/settings/notifications', { emailOnNewJob: false })).status).toBe(401);
    const first = await api.get<{ notifications: Record<string, boolean> }>(
      '/api/student/settings/notifications',
      asha,
    );
    expect(first.body.notifications).toEqual({
      emailOnNewAssessment: true,
      emailOnNewJob: true,
      emailOnNewMail: true,
      emailOnResults: true,
    });
    const put = await api.put<{ notifications: Record<string, boolean> }>(
      '/api/student/settings/notifications',
      { emailOnNewJob: false, emailOnNewMail: false },
      asha,
    );
    expect(put.status).toBe(200);
    expect(put.body.notifications).toMatchObject({
      emailOnNewJob: false,
      emailOnNewMail: false,
      emailOnResults: true,
    });
    const again = await api.put<{ notifications: Record<string, boolean> }>(
      '/api/student/settings/notifications',
      { emailOnNewMail: true },
      asha,
    );
    expect(again.body.notifications).toMatchObject({ emailOnNewJob: false, emailOnNewMail: true });
    const other = await api.get<{ notifications: Record<string, boolean> }>(
      '/api/student/settings/notifications',
      free,
    );
    expect(other.body.notifications.emailOnNewJob).toBe(true);
    for (const body of [{}, { emailOnNewJob: 'maybe' }, { sms: true }, []]) {
      const reply = await api.put('/api/student/settings/notifications', body, asha);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.message).toBeTruthy();
    }
  });
});
