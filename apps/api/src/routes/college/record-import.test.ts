import { academicRecordChanges, students, users } from '@placement/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../lib/passwords';
import { client } from '../../test/client';
import { startTestPlatform, type TestPlatform } from '../../test/harness';
import { multipart } from '../student/test-support';

/**
 * Bulk verification of academic records (#45): the preview names every row it cannot use with its reasons and
 * writes nothing; the confirm writes the good rows in one transaction, verifies what they give and logs each
 * change with its old and new value.
 */

let platform: TestPlatform;
let api: ReturnType<typeof client>;
let staff: string;
const id: Record<string, string> = {};

const PEOPLE = [
  ['asha', 'Asha', 'R001'],
  ['bala', 'Bala', null],
  ['chitra', 'Chitra', 'R003'],
  ['dev', 'Dev', 'R004'],
  ['esha', 'Esha', 'R005'],
  ['farah', 'Farah', 'R007'],
  ['gita', 'Gita', 'R008'],
] as const;

const upload = (step: 'preview' | 'confirm', csv: string) => {
  const body = multipart([{ field: 'file', filename: 'records.csv', contentType: 'text/csv', data: csv }]);
  return platform.app.inject({
    method: 'POST',
    url: `/api/college/season/records/import/${step}`,
    headers: { ...body.headers, 'auth-token': staff },
    payload: body.payload,
  });
};

const changeCount = async () => (await platform.app.deps.db.select().from(academicRecordChanges)).length;

const FILE = [
  'Roll No,Email,Programme,Branch,PassOutYear,CGPA,CGPAScale,Class X,ActiveBacklogs',
  'R001,,B.Tech,CSE,2027,8.1,10,91,0',
  'R002,BALA@records.test,B.Tech,IT,2027,3.5,4,88,0',
  'R404,,,,,,,,',
  'R003,,B.Tech,CSE,2027,11,10,,',
  'R004,,,,,7,,,',
  'R004,,,,,7.5,,,',
  'R005,,,,,,,101,',
  'R007,,B.Tech,ECE,,,,,',
  'R008,,,,,eight,,,two',
].join('\n');

const PROBLEMS = [
  { row: 4, message: 'Unknown roll number R404' },
  { row: 5, message: 'A CGPA of 11 is outside its scale of 0 to 10' },
  { row: 6, message: 'Roll number R004 is in rows 6, 7' },
  { row: 7, message: 'Roll number R004 is in rows 6, 7' },
  { row: 8, message: 'Class X is a percentage from 0 to 100, not 101' },
  { row: 9, message: 'The college does not offer the branch ECE in B.Tech' },
  { row: 10, message: 'CGPA "eight" is not a number; Active backlogs "two" is not a whole number' },
];

beforeAll(async () => {
  platform = await startTestPlatform();
  api = client(platform.app);
  staff = await api.login('college@demo.test', 'College@123', 'college');
  const { db } = platform.app.deps;
  for (const [key, firstName, roll] of PEOPLE) {
    const [user] = await db
      .insert(users)
      .values({
        role: 'student',
        email: `${key}@records.test`,
        passwordHash: 'not used',
        firstName,
        collegeId: platform.collegeId,
      })
      .returning();
    await db.insert(students).values({ userId: user!.id, batch: '2027' });
    id[key] = user!.id;
    if (roll) {
      const set = await api.patch(
        `/api/college/season/records/${user!.id}`,
        { facts: { rollNumber: roll } },
        staff,
      );
      expect(set.status).toBe(200);
    }
  }
  const branches = await api.put(
    '/api/college/season/branches',
    { branches: ['CSE', 'IT'].map((branch) => ({ programme: 'B.Tech', branch })) },
    staff,
  );
  expect(branches.status).toBe(200);
});

afterAll(async () => {
  await platform?.close();
});

describe('importing academic records', () => {
  it('previews the good rows with their changes and names every bad row with its reasons, writing nothing', async () => {
    const before = await changeCount();
    const preview = await upload('preview', FILE);
    expect(preview.statusCode).toBe(200);
    const body = preview.json();
    expect(body.rows).toBe(9);
    expect(body.problems).toEqual(PROBLEMS);
    expect(
      body.ready.map((r: { row: number; student: { name: string } }) => [r.row, r.student.name]),
    ).toEqual([
      [2, 'Asha'],
      [3, 'Bala'],
    ]);
    expect(body.ready[1].changes).toContainEqual({
      field: 'rollNumber',
      action: 'edit',
      oldValue: null,
      newValue: 'R002',
    });
    expect(await changeCount()).toBe(before);
  });

  it('writes only the good rows, verified, each change logged with old and new values; again, nothing changes', async () => {
    const confirm = await upload('confirm', FILE);
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toMatchObject({ imported: 2, changed: 2, problems: PROBLEMS });
    const asha = await api.get<{ record: Record<string, unknown> }>(
      `/api/college/season/records/${id.asha}`,
      staff,
    );
    expect(asha.body.record).toMatchObject({
      rollNumber: 'R001',
      branch: 'CSE',
      cgpa: 8.1,
      classX: 91,
      activeBacklogs: 0,
    });
    expect([...(asha.body.record.verified as string[])].sort()).toEqual(
      ['activeBacklogs', 'branch', 'cgpa', 'classX', 'passOutYear', 'programme'].sort(),
    );
    const bala = await api.get<{ record: Record<string, unknown> }>(
      `/api/college/season/records/${id.bala}`,
      staff,
    );
    expect(bala.body.record).toMatchObject({ rollNumber: 'R002', cgpa: 3.5, cgpaScale: 4, branch: 'IT' });
    const log = await api.get<{
      changes: { field: string; action: string; oldValue: string; newValue: string }[];
    }>(`/api/college/season/records/${id.bala}/changes`, staff);
    expect(log.body.changes).toContainEqual(
      expect.objectContaining({ field: 'rollNumber', action: 'edit', oldValue: null, newValue: 'R002' }),
    );
    expect(log.body.changes).toContainEqual(
      expect.objectContaining({ field: 'cgpaScale', action: 'edit', oldValue: '10', newValue: '4' }),
    );
    expect(log.body.changes).toContainEqual(
      expect.objectContaining({ field: 'cgpa', action: 'verify', newValue: '3.5' }),
    );
    for (const key of ['chitra', 'dev', 'esha', 'farah', 'gita']) {
      const untouched = await api.get<{ record: { verified: string[]; cgpa: number | null } }>(
        `/api/college/season/records/${id[key]}`,
        staff,
      );
      expect(untouched.body.record, key).toMatchObject({ verified: [], cgpa: null });
    }
    const before = await changeCount();
    const again = await upload('confirm', FILE);
    expect(again.json()).toMatchObject({ imported: 2, changed: 0 });
    expect(await changeCount()).toBe(before);
  });

  it("locks imported fields for the student, and refuses a roll number that is another student's", async () => {
    const token = await studentToken('asha');
    const locked = await api.patch('/api/student/season/record', { cgpa: 9.9 }, token);
    expect(locked.status).toBe(409);
    const taken = await upload('preview', 'RollNumber,Email,CGPA\nR003,esha@records.test,8\n');
    expect(taken.json().problems).toEqual([
      { row: 2, message: "Roll number R003 is Chitra's, but esha@records.test is Esha's" },
    ]);
  });

  it('refuses a file with a column it does not read, or no key column', async () => {
    const unknown = await upload('preview', 'RollNumber,Marks\nR001,80\n');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('The column "Marks" is not one the import reads');
    const keyless = await upload('confirm', 'CGPA\n8\n');
    expect(keyless.statusCode).toBe(400);
    expect(keyless.json().message).toContain('The file needs a RollNumber or an Email column');
  });
});

async function studentToken(key: string) {
  await platform.app.deps.db
    .update(users)
    .set({ passwordHash: await hashPassword('Records@123') })
    .where(eq(users.id, id[key]!));
  return api.login(`${key}@records.test`, 'Records@123');
}
