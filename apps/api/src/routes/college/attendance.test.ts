import { companies, students, users } from '@placement/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kolkataDate } from '../../lib/kolkata-date';
import { hashPassword } from '../../lib/passwords';
import { attendanceToken } from '../../services/attendance/attendance';
import { attendanceCode } from '../../services/attendance/attendance-code';
import { client } from '../../test/client';
import { otherCollege } from '../../test/colleges';
import { startTestPlatform, type TestPlatform } from '../../test/harness';

let platform: TestPlatform;
let api: ReturnType<typeof client>;
let staff: string;
let otherStaff: string;
let asha: string;
let rahul: string;
const ids = {} as Record<'asha' | 'rahul' | 'free' | 'acme' | 'globex', string>;

interface StudentAttendance {
  attendance: { marked: boolean; status: string };
  companies: { companyId: { basic: { companyName: string } }; Slot: number }[];
  qr: { token: string };
}

beforeAll(async () => {
  platform = await startTestPlatform();
  api = client(platform.app);
  const other = await otherCollege(platform.app);
  staff = await api.login('college@demo.test', 'College@123', 'college');
  otherStaff = await api.login(other.email, other.password, 'college');
  asha = await api.login('student@demo.test', 'Student@123');
  rahul = await api.login('student2@demo.test', 'Student@123');
  const { db } = platform.app.deps;
  const idOf = async (email: string) => (await db.select().from(users).where(eq(users.email, email)))[0]!.id;
  ids.asha = await idOf('student@demo.test');
  ids.rahul = await idOf('student2@demo.test');
  ids.free = await idOf('free@demo.test');
  ids.acme = (await db.select().from(companies).where(eq(companies.name, 'Acme Software')))[0]!.id;
  ids.globex = (await db.select().from(companies).where(eq(companies.name, 'Globex Analytics')))[0]!.id;
  // a formula in a name must reach the CSV as text
  await db.update(users).set({ lastName: '=HYPERLINK("x")' }).where(eq(users.id, ids.rahul));
  await db.update(students).set({ batch: '2027' }).where(eq(students.userId, ids.rahul));
});
afterAll(() => platform.close());

const qrOf = async (token: string) =>
  (await api.get<StudentAttendance>('/api/student/profile/attendance', token)).body.qr.token;
const scan = (token: string, by = staff) =>
  api.post<{ message: string; marked: boolean; student: { _id: string }; companies: { Slot: number }[] }>(
    '/api/college/attendance/scan',
    { token },
    by,
  );

describe('drive assignments', () => {
  it('assigns students of the college to companies and slots, moves a slot, and removes', async () => {
    const date = '2030-01-15';
    const reply = await api.post<{ assignments: { _id: string; Slot: number; slotTime: string }[] }>(
      '/api/college/attendance/assignments',
      {
        date,
        assignments: [
          { studentId: ids.asha, companyId: ids.acme, slot: 1 },
          { studentId: ids.rahul, companyId: ids.globex, slot: 2 },
        ],
      },
      staff,
    );
    expect(reply.status).toBe(200);
    expect(reply.body.assignments.map((a) => [a.Slot, a.slotTime])).toEqual([
      [1, '9:00 AM - 11:00 AM'],
      [2, '11:30 AM - 2:00 PM'],
    ]);
    const moved = await api.post<{ assignments: { Slot: number }[] }>(
      '/api/college/attendance/assignments',
      { date, assignments: [{ studentId: ids.asha, companyId: ids.acme, slot: 3 }] },
      staff,
    );
    expect(moved.body.assignments.map((a) => a.Slot)).toEqual([2, 3]);

    const listed = await api.get<{ assignments: { _id: string }[] }>(
      `/api/college/attendance/assignments?date=${date}`,
      staff,
    );
    expect(listed.body.assignments).toHaveLength(2);
    const theirs = await api.get<{ assignments: unknown[] }>(
      `/api/college/attendance/assignments?date=${date}`,
      otherStaff,
    );
    expect(theirs.body.assignments).toEqual([]);

    const id = listed.body.assignments[0]!._id;
    expect(
      (await api.call('DELETE', `/api/college/attendance/assignments/${id}`, { token: otherStaff })).status,
    ).toBe(404);
    expect(
      (await api.call('DELETE', `/api/college/attendance/assignments/${id}`, { token: staff })).status,
    ).toBe(200);
  });

  it('refuses students of another college or of none, unknown companies, slots outside 1-3 and bad days', async () => {
    const post = (body: Record<string, unknown>, token = staff) =>
      api.post('/api/college/attendance/assignments', body, token);
    const one = (over: Record<string, unknown>) => ({
      date: '2030-01-16',
      assignments: [{ studentId: ids.asha, companyId: ids.acme, slot: 1, ...over }],
    });
    expect((await post(one({}), otherStaff)).status).toBe(400);
    expect((await post(one({ studentId: ids.free }))).status).toBe(400);
    expect((await post(one({ companyId: 'nosuchcompany' }))).status).toBe(400);
    expect((await post(one({ slot: 4 }))).status).toBe(400);
    expect((await post({ ...one({}), date: '2030-02-30' })).status).toBe(400);
  });
});

describe('attendance scanner', () => {
  it("marks the student present once, refuses the replayed token, and the student's view follows", async () => {
    const before = await api.get<StudentAttendance>('/api/student/profile/attendance', asha);
    expect(before.body.attendance).toMatchObject({ marked: false });
    const token = before.body.qr.token;

    const first = await scan(token);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ message: 'Marked present', marked: true, student: { _id: ids.asha } });
    // today's demo slots come back for the scanner's screen
    expect(first.body.companies.map((c) => c.Slot)).toEqual([1, 3]);

    const replay = await scan(token);
    expect(replay.status).toBe(409);
    expect(replay.body.message).toBe('This QR code has already been used. Ask the student to refresh it.');

    // a fresh token for a student already marked: no error, nothing marked twice
    const again = await scan(await qrOf(asha));
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ marked: false, message: 'Already marked present today' });

    const after = await api.get<StudentAttendance>('/api/student/profile/attendance', asha);
    expect(after.body.attendance).toMatchObject({ marked: true, status: 'present' });
  });

  it('refuses tampered and expired tokens and a student of another college', async () => {
    const token = await qrOf(rahul);
    const [head, body, sig] = token.split('.');
    const tampered = await scan(`${head}.${body}.${sig!.slice(0, -2)}${sig!.endsWith('AA') ? 'BB' : 'AA'}`);
    expect(tampered.status).toBe(400);
    expect(tampered.body.message).toBe(
      'This QR code is invalid or has expired. Ask the student to refresh it.',
    );
    const expired = await attendanceToken(platform.app, ids.rahul, new Date(Date.now() - 5 * 3600_000));
    expect((await scan(expired.token)).status).toBe(400);
    expect((await scan('not-a-token')).status).toBe(400);

    const foreign = await scan(token, otherStaff);
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toBe('This student is not a student of your college');
    // the refused scan did not use the token up
    expect((await scan(token)).status).toBe(200);
  });

  it('lists the day and exports it as CSV, formulas defused', async () => {
    const today = kolkataDate();
    const day = await api.get<{ students: { student: { _id: string }; marked: boolean; status: string }[] }>(
      `/api/college/attendance?date=${today}`,
      staff,
    );
    expect(day.status).toBe(200);
    const byId = Object.fromEntries(day.body.students.map((s) => [s.student._id, s.status]));
    expect(byId[ids.asha]).toBe('present');
    expect(byId[ids.rahul]).toBe('present');

    const csv = await platform.app.inject({
      method: 'GET',
      url: `/api/college/attendance/export?date=${today}`,
      headers: { 'auth-token': staff },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="attendance-${today}.csv"`);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('Date,FirstName,LastName,Email,Batch,Companies,Status,MarkedAt (IST)');
    const ashaLine = lines.find((l) => l.includes('student@demo.test'))!;
    expect(ashaLine).toContain('Acme Software (Slot 1: 9:00 AM - 11:00 AM)');
    expect(ashaLine).toContain(',present,');
    const rahulLine = lines.find((l) => l.includes('student2@demo.test'))!;
    expect(rahulLine).toContain(`"'=HYPERLINK(""x"")"`);

    const empty = await platform.app.inject({
      method: 'GET',
      url: `/api/college/attendance/export?date=${today}`,
      headers: { 'auth-token': otherStaff },
    });
    expect(empty.body.trim().split('\r\n')).toHaveLength(1);
    const bad = await platform.app.inject({
      method: 'GET',
      url: '/api/college/attendance/export?date=2026-02-31',
      headers: { 'auth-token': staff },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the short code under the QR code', () => {
  it('says Pending on both sides before the scan; the typed code marks once; old, foreign and wrong codes are refused', async () => {
    const { db } = platform.app.deps;
    const [kiran] = await db
      .insert(users)
      .values({
        role: 'student',
        email: 'kiran@demo.test',
        passwordHash: await hashPassword('Kiran@12345'),
        firstName: 'Kiran',
        collegeId: platform.collegeId,
      })
      .returning();
    await db.insert(students).values({ userId: kiran!.id, batch: '2027' });
    const token = await api.login('kiran@demo.test', 'Kiran@12345');
    const today = kolkataDate();
    await api.post(
      '/api/college/attendance/assignments',
      { date: today, assignments: [{ studentId: kiran!.id, companyId: ids.acme, slot: 2 }] },
      staff,
    );

    const mine = await api.get<StudentAttendance & { qr: { code: string; codeExpiresAt: string } }>(
      '/api/student/profile/attendance',
      token,
    );
    const { code, codeExpiresAt } = mine.body.qr;
    expect(code).toMatch(/^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
    const left = new Date(codeExpiresAt).getTime() - Date.now();
    expect(left).toBeGreaterThan(10 * 60_000 - 5_000);
    expect(left).toBeLessThanOrEqual(20 * 60_000);
    const collegeSide = async () =>
      (
        await api.get<{ students: { student: { _id: string }; status: string }[] }>(
          `/api/college/attendance?date=${today}`,
          staff,
        )
      ).body.students.find((s) => s.student._id === kiran!.id)?.status;
    expect(mine.body.attendance.status).toBe('Pending');
    expect(await collegeSide()).toBe('Pending');

    const invalid = 'This code is invalid or has expired. Ask for the code shown under the QR code now.';
    const stale = attendanceCode(platform.app, kiran!.id, new Date(Date.now() - 25 * 60_000)).code;
    expect(stale).not.toBe(code);
    const old = await scan(stale);
    expect(old.status).toBe(400);
    expect(old.body.message).toBe(invalid);
    const wrong = code.startsWith('Z') ? `Y${code.slice(1)}` : `Z${code.slice(1)}`;
    expect((await scan(wrong)).body.message).toBe(invalid);
    expect((await scan(code, otherStaff)).body.message).toBe(invalid);

    // typed in lower case with a space instead of the dash
    const marked = await scan(code.toLowerCase().replace('-', ' '));
    expect(marked.status).toBe(200);
    expect(marked.body).toMatchObject({
      message: 'Marked present',
      marked: true,
      student: { _id: kiran!.id },
    });
    const again = await scan(code);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This code has already been used.');

    const after = await api.get<StudentAttendance>('/api/student/profile/attendance', token);
    expect(after.body.attendance.status).toBe('present');
    expect(await collegeSide()).toBe('present');
  });
});
