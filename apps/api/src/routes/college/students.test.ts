import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../test/client';
import { startTestPlatform, type TestPlatform } from '../../test/harness';

let platform: TestPlatform;
let api: ReturnType<typeof client>;
let staff: string;

beforeAll(async () => {
  platform = await startTestPlatform();
  api = client(platform.app);
  staff = await api.login('college@demo.test', 'College@123', 'college');
});
afterAll(() => platform.close());

const HEADER = 'FirstName,LastName,Email,Batch,Approved\n';

function importSheet(csv: string) {
  const boundary = 'SBOUNDARY';
  return platform.app.inject({
    method: 'POST',
    url: '/api/college/students/invite/bulk',
    headers: { 'auth-token': staff, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="s.csv"\r\nContent-Type: text/csv\r\n\r\n${HEADER}${csv}\r\n--${boundary}--\r\n`,
  });
}

const mailsTo = (email: string) => platform.smtp.inbox.filter((m) => m.to.includes(email)).length;

type Invite = { Email: string; FirstName: string | null; Batch: string | null; status: string };

describe('importing a class list', () => {
  it('skips existing students and invites the new ones, with row numbers; a re-upload invites no one twice', async () => {
    const csv =
      'Demo,Student,student@demo.test,2026,true\nNew,One,new1@uni.test,2027,true\nNew,Two,NEW2@uni.test,,\n';
    const first = await importSheet(csv);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      success: true,
      invited: 2,
      skipped: [{ row: 2, message: 'student@demo.test is already a student of this college' }],
      errors: [],
    });
    expect(mailsTo('new1@uni.test')).toBe(1);
    expect(mailsTo('new2@uni.test')).toBe(1);

    // The same list again, with one more: only the newcomer is invited; the invited ones are reported.
    const again = await importSheet(`${csv}New,Three,new3@uni.test,2027,false\n`);
    expect(again.json()).toEqual({
      success: true,
      invited: 1,
      skipped: [
        { row: 2, message: 'student@demo.test is already a student of this college' },
        { row: 3, message: 'new1@uni.test was already invited and has not registered yet' },
        { row: 4, message: 'new2@uni.test was already invited and has not registered yet' },
      ],
      errors: [],
    });
    expect(mailsTo('new1@uni.test')).toBe(1);
    expect(mailsTo('new3@uni.test')).toBe(1);

    // The invited appear in the student list with their invite status.
    const list = await api.get<{ invites: Invite[] }>('/api/college/students', staff);
    expect(list.status).toBe(200);
    const invited = list.body.invites.filter((i) => i.Email.endsWith('@uni.test'));
    expect(invited.map((i) => [i.Email, i.FirstName, i.Batch, i.status]).sort()).toEqual([
      ['new1@uni.test', 'New', '2027', 'pending'],
      ['new2@uni.test', 'New', null, 'pending'],
      ['new3@uni.test', 'New', '2027', 'pending'],
    ]);
    const searched = await api.get<{ invites: Invite[] }>('/api/college/students?search=new3', staff);
    expect(searched.body.invites.map((i) => i.Email)).toEqual(['new3@uni.test']);
  });

  it('lists every problem row with its row number and sends nothing while any row needs fixing', async () => {
    const reply = await importSheet(
      'Demo,Student,student@demo.test,2026,true\nA,One,bad1@uni.test,2026,true\nB,Two,not-an-email,2026,true\nC,Three,bad1@uni.test,,\n',
    );
    expect(reply.json()).toEqual({
      success: false,
      invited: 0,
      skipped: [{ row: 2, message: 'student@demo.test is already a student of this college' }],
      errors: [
        { row: 4, message: 'Email is not a valid address' },
        { row: 5, message: 'bad1@uni.test appears twice' },
      ],
    });
    expect(mailsTo('bad1@uni.test')).toBe(0);
  });
});
