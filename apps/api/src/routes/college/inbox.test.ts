import { mailboxEntries, students, users } from '@placement/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../test/client';
import { otherCollege } from '../../test/colleges';
import { startTestPlatform, type TestPlatform } from '../../test/harness';
import { fixtures, upload } from '../student/test-support';

let platform: TestPlatform;
let api: ReturnType<typeof client>;
let asha: string;
let rahul: string;
let staff: string;
let otherStaff: string;

interface Mail {
  _id: string;
  type: 'received' | 'sent';
  from: { Email: string };
  to: { Email: string }[];
  Subject: string;
  Message: string;
  attachments: { key: string }[];
  seen: boolean;
  bookmarked: boolean;
}
interface Mails {
  emailsReceived: Mail[];
  emailsSent: Mail[];
  total: number;
  totalSent: number;
}

beforeAll(async () => {
  platform = await startTestPlatform();
  api = client(platform.app);
  const other = await otherCollege(platform.app);
  asha = await api.login('student@demo.test', 'Student@123');
  rahul = await api.login('student2@demo.test', 'Student@123');
  staff = await api.login('college@demo.test', 'College@123', 'college');
  otherStaff = await api.login(other.email, other.password, 'college');
  // Rahul is in another batch than Asha
  const [row] = await platform.app.deps.db.select().from(users).where(eq(users.email, 'student2@demo.test'));
  await platform.app.deps.db.update(students).set({ batch: '2028' }).where(eq(students.userId, row!.id));
});
afterAll(() => platform.close());

const send = (body: Record<string, unknown>, token = staff) =>
  api.post<{ mail: Mail; message: string }>('/api/college/inbox/sendMail/college', body, token);
const mails = (token: string, query = '') => api.get<Mails>(`/api/college/inbox/Mail${query}`, token);
const studentMails = (token: string) => api.get<Mails>('/api/student/inbox/getMails', token);

describe('college inbox: sending', () => {
  it('sends to one student, to a batch and to every student, with the spec message', async () => {
    const one = await send({ Email: 'student@demo.test', Subject: 'Hello Asha', Message: 'One to one' });
    expect(one.status).toBe(200);
    expect(one.body.message).toBe('Mail sent successfully');
    expect(one.body.mail.to.map((t) => t.Email)).toEqual(['student@demo.test']);

    const batch = await send({ batch: '2028', Subject: 'Batch 2028', Message: 'Only Rahul' });
    expect(batch.status).toBe(200);
    expect(batch.body.mail.to.map((t) => t.Email)).toEqual(['student2@demo.test']);

    const all = await send({ all: true, Subject: 'Everyone', Message: 'All students' });
    expect(all.status).toBe(200);
    expect(all.body.mail.to.map((t) => t.Email).sort()).toEqual(['student2@demo.test', 'student@demo.test']);

    const ashaBox = await studentMails(asha);
    expect(ashaBox.body.emailsReceived.map((m) => m.Subject).slice(0, 2)).toEqual(['Everyone', 'Hello Asha']);
    const rahulBox = await studentMails(rahul);
    expect(rahulBox.body.emailsReceived.map((m) => m.Subject).slice(0, 2)).toEqual([
      'Everyone',
      'Batch 2028',
    ]);
    expect(rahulBox.body.emailsReceived.map((m) => m.Subject)).not.toContain('Hello Asha');

    const box = await mails(staff, '?skip=0&limit=2');
    expect(box.status).toBe(200);
    // the demo's welcome mail and these three
    expect(box.body.totalSent).toBe(4);
    expect(box.body.emailsSent.map((m) => m.Subject)).toEqual(['Everyone', 'Batch 2028']);
  });

  it('refuses no target, two targets, an empty batch and a student of another college', async () => {
    expect((await send({ Subject: 'x', Message: 'y' })).status).toBe(400);
    expect((await send({ Email: 'student@demo.test', all: true, Subject: 'x', Message: 'y' })).status).toBe(
      400,
    );
    expect((await send({ batch: '1999', Subject: 'x', Message: 'y' })).body.message).toBe(
      'No students in this batch',
    );
    const foreign = await send({ Email: 'student@demo.test', Subject: 'x', Message: 'y' }, otherStaff);
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe('No one with this Email in your college');
    expect((await send({ all: true, Subject: 'x', Message: 'y' }, otherStaff)).body.message).toBe(
      'Your college has no students',
    );
  });
});

describe('college inbox: reading and keeping', () => {
  it('reads, replies, searches literally, bookmarks, marks seen, and deletes its own copies', async () => {
    const fromAsha = await api.post<{ mail: Mail }>(
      '/api/student/inbox/sendMail',
      { Email: 'college@demo.test', Subject: 'Need 100% help_now', Message: 'About the drive' },
      asha,
    );
    const mailId = fromAsha.body.mail._id;
    const box = await mails(staff);
    expect(box.body.emailsReceived.map((m) => m._id)).toContain(mailId);

    const read = await api.get<{ mail: Mail; thread: Mail[] }>(`/api/college/inbox/mail/${mailId}`, staff);
    expect(read.status).toBe(200);
    expect(read.body.mail.Message).toBe('About the drive');
    expect((await api.get(`/api/college/inbox/mail/${mailId}`, otherStaff)).status).toBe(404);

    const reply = await api.post<{ mail: Mail }>(
      '/api/college/inbox/reply',
      { mailId, Message: 'Come at 9' },
      staff,
    );
    expect(reply.status).toBe(200);
    expect(reply.body.mail.Subject).toBe('Re: Need 100% help_now');
    expect(reply.body.mail.to.map((t) => t.Email)).toEqual(['student@demo.test']);
    expect((await api.post('/api/college/inbox/reply', { mailId, Message: 'x' }, otherStaff)).status).toBe(
      404,
    );

    const search = (keyword: string, token = staff) =>
      api.post<Mails>('/api/college/inbox/search', { keyword }, token);
    expect((await search('100%')).body.emailsReceived.map((m) => m._id)).toEqual([mailId]);
    expect((await search('help_now')).body.emailsReceived.map((m) => m._id)).toEqual([mailId]);
    expect((await search('.*')).body.emailsReceived).toEqual([]);
    expect((await search('100%', otherStaff)).body.emailsReceived).toEqual([]);

    expect((await api.post(`/api/college/inbox/bookmark/${mailId}`, {}, staff)).status).toBe(200);
    expect((await api.put(`/api/college/inbox/seen/${mailId}?type=received`, {}, staff)).status).toBe(200);
    const kept = (await mails(staff)).body.emailsReceived.find((m) => m._id === mailId)!;
    expect(kept).toMatchObject({ bookmarked: true, seen: true });
    expect((await api.call('DELETE', `/api/college/inbox/bookmark/${mailId}`, { token: staff })).status).toBe(
      200,
    );
    expect((await api.post(`/api/college/inbox/bookmark/${mailId}`, {}, otherStaff)).status).toBe(404);
    expect((await api.put(`/api/college/inbox/seen/${mailId}`, {}, otherStaff)).status).toBe(404);

    // another college's staff cannot delete it; the staff member's delete leaves Asha's copy
    expect(
      (await api.call('DELETE', `/api/college/inbox/delete/${mailId}`, { token: otherStaff })).status,
    ).toBe(404);
    expect((await api.call('DELETE', `/api/college/inbox/delete/${mailId}`, { token: staff })).status).toBe(
      200,
    );
    expect((await mails(staff)).body.emailsReceived.map((m) => m._id)).not.toContain(mailId);
    expect((await api.call('DELETE', `/api/college/inbox/delete/${mailId}`, { token: staff })).status).toBe(
      404,
    );
    const ashaSent = (await studentMails(asha)).body.emailsSent.map((m) => m._id);
    expect(ashaSent).toContain(mailId);

    // a sent mail is deleted from Sent, by type or without
    const replyId = reply.body.mail._id;
    expect(
      (await api.call('DELETE', `/api/college/inbox/delete/${replyId}?type=received`, { token: staff }))
        .status,
    ).toBe(404);
    expect(
      (await api.call('DELETE', `/api/college/inbox/delete/${replyId}?type=sent`, { token: staff })).status,
    ).toBe(200);
    const left = await platform.app.deps.db
      .select()
      .from(mailboxEntries)
      .where(and(eq(mailboxEntries.mailId, replyId)));
    expect(left.map((e) => e.folder)).toEqual(['received']);
  });

  it('uploads attachments and sends them to a batch', async () => {
    const files = await upload(platform.app, 'POST', '/api/college/inbox/file', staff, [
      { field: 'file0', filename: 'notice.pdf', contentType: 'application/pdf', data: fixtures.pdf() },
    ]);
    expect(files.status).toBe(200);
    const key = (files.body as { attachments: { key: string }[] }).attachments[0]!.key;
    const sent = await send({
      batch: '2027',
      Subject: 'Notice',
      Message: 'See attached',
      attachments: [key],
    });
    expect(sent.status).toBe(200);
    expect(sent.body.mail.attachments.map((a) => a.key)).toEqual([key]);
    const ashaBox = await studentMails(asha);
    expect(ashaBox.body.emailsReceived[0]!.attachments.map((a) => a.key)).toEqual([key]);
    // someone else's attachment key is refused
    expect(
      (await send({ batch: '2027', Subject: 'x', Message: 'y', attachments: [key] }, otherStaff)).status,
    ).toBe(400);
  });
});
