import { mailboxEntries, mails as mailRows, userFiles, users } from '@placement/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../plugins/auth';
import { MAIL_UNDO_MINUTES, mailRestoreExpired, sweepMailBin } from '../../services/inbox/mail-bin';
import { listMails, searchMails } from '../../services/inbox/reading';
import { replyToMail } from '../../services/inbox/sending';
import { updateNotificationSettings } from '../../services/settings/notification-settings';
import { client } from '../../test/client';
import { startTestPlatform, type TestPlatform } from '../../test/harness';
import { fixtures, upload } from './test-support';

let platform: TestPlatform;
let api: ReturnType<typeof client>;
let asha: string;
let rahul: string;
let free: string;
let staffToken: string;
let staff: UserRow;

interface Mail {
  _id: string;
  threadId: string;
  parentId: string | null;
  type: 'received' | 'sent';
  from: { Email: string; FirstName: string };
  to: { Email: string }[];
  Subject: string;
  Message: string;
  attachments: { key: string; url: string; name: string }[];
  seen: boolean;
  bookmarked: boolean;
}
interface Mails {
  emailsReceived: Mail[];
  emailsSent: Mail[];
  total: number;
  totalSent: number;
}

const userRow = async (email: string, role: UserRow['role']) =>
  (
    await platform.app.deps.db
      .select()
      .from(users)
      .where(and(eq(users.email, email), eq(users.role, role)))
  )[0]!;

beforeAll(async () => {
  platform = await startTestPlatform();
  api = client(platform.app);
  asha = await api.login('student@demo.test', 'Student@123');
  rahul = await api.login('student2@demo.test', 'Student@123');
  free = await api.login('free@demo.test', 'Student@123');
  staffToken = await api.login('college@demo.test', 'College@123', 'college');
  staff = await userRow('college@demo.test', 'college');
});
afterAll(() => platform.close());

const mails = (token: string, query = '') => api.get<Mails>(`/api/student/inbox/getMails${query}`, token);
const send = (token: string, body: Record<string, unknown>) =>
  api.post<{ mail: Mail }>('/api/student/inbox/sendMail', body, token);

const routes: ['GET' | 'POST' | 'PUT' | 'DELETE', string][] = [
  ['GET', '/api/student/inbox/getMails'],
  ['POST', '/api/student/inbox/search'],
  ['POST', '/api/student/inbox/reply'],
  ['POST', '/api/student/inbox/sendMail'],
  ['POST', '/api/student/inbox/file'],
  ['GET', '/api/student/inbox/mail/abc'],
  ['GET', '/api/student/inbox/contacts'],
  ['DELETE', '/api/student/inbox/delete/abc/received'],
  ['POST', '/api/student/inbox/bookmark/abc'],
  ['DELETE', '/api/student/inbox/bookmark/abc'],
  ['PUT', '/api/student/inbox/seen/abc?type=received'],
  ['POST', '/api/student/inbox/restore/abc?type=received'],
];

describe('inbox access', () => {
  it('answers 401 without a token, 403 to other roles and to students of no college', async () => {
    for (const [method, url] of routes) {
      const body = method === 'GET' || method === 'DELETE' ? {} : { body: {} };
      expect((await api.call(method, url, body)).status, `${method} ${url}`).toBe(401);
      expect((await api.call(method, url, { ...body, token: staffToken })).status, `${method} ${url}`).toBe(
        403,
      );
      const asFree = await api.call(method, url, { ...body, token: free });
      expect(asFree.status, `${method} ${url}`).toBe(403);
      expect(asFree.body.message).toBe(
        'Jobs, Companies and Inbox are available only to students of a college',
      );
    }
  });
});

describe('sending and reading', () => {
  let first: Mail;

  it('lists the seeded welcome mail, newest first', async () => {
    const reply = await mails(asha);
    expect(reply.status).toBe(200);
    expect(reply.body.total).toBe(1);
    expect(reply.body.totalSent).toBe(0);
    expect(reply.body.emailsReceived[0]).toMatchObject({
      Subject: 'Welcome to the placement season',
      from: { Email: 'college@demo.test', FirstName: 'Priya' },
      seen: false,
    });
    const contacts = await api.get<{ contacts: { Email: string }[] }>('/api/student/inbox/contacts', asha);
    expect(contacts.body.contacts.map((c) => c.Email)).toEqual(['college@demo.test']);
  });

  it('sends a mail to college staff: in Sent, in the staff inbox, and out by e-mail', async () => {
    const reply = await send(asha, {
      Email: 'College@Demo.test',
      Subject: 'Interview slot',
      Message: 'Can I move my slot?\n<b>Thanks</b>',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe('Mail sent successfully');
    first = reply.body.mail;
    expect(first).toMatchObject({
      type: 'sent',
      Subject: 'Interview slot',
      to: [{ Email: 'college@demo.test' }],
    });
    // stored and returned as plain text, exactly as written
    expect(first.Message).toBe('Can I move my slot?\n<b>Thanks</b>');

    const sent = await mails(asha);
    expect(sent.body.totalSent).toBe(1);
    expect(sent.body.emailsSent[0]!._id).toBe(first._id);

    const staffBox = await listMails(platform.app, staff, { skip: 0, limit: 20 });
    expect(staffBox.emailsReceived[0]).toMatchObject({
      _id: first._id,
      from: { Email: 'student@demo.test' },
    });
    const email = await platform.smtp.waitFor('college@demo.test');
    expect(email).toContain('Interview slot');
    expect(email).toContain('Can I move my slot?');
  });

  it('keeps a thread across replies both ways', async () => {
    const staffReply = await replyToMail(platform.app, staff, { mailId: first._id, Message: 'Yes, slot 2.' });
    expect(staffReply).toMatchObject({
      threadId: first._id,
      parentId: first._id,
      Subject: 'Re: Interview slot',
    });
    const ashaBox = await mails(asha);
    expect(ashaBox.body.emailsReceived[0]!._id).toBe(staffReply._id);

    const back = await api.post<{ mail: Mail; message: string }>(
      '/api/student/inbox/reply',
      { mailId: staffReply._id, Message: 'Thank you!' },
      asha,
    );
    expect(back.status).toBe(200);
    expect(back.body.message).toBe('Mail sent successfully');
    expect(back.body.mail).toMatchObject({
      threadId: first._id,
      Subject: 'Re: Interview slot',
      to: [{ Email: 'college@demo.test' }],
    });

    const thread = await api.get<{ mail: Mail; thread: Mail[] }>(
      `/api/student/inbox/mail/${staffReply._id}`,
      asha,
    );
    expect(thread.status).toBe(200);
    expect(thread.body.mail._id).toBe(staffReply._id);
    expect(thread.body.thread.map((m) => [m.Message, m.type])).toEqual([
      ['Can I move my slot?\n<b>Thanks</b>', 'sent'],
      ['Yes, slot 2.', 'received'],
      ['Thank you!', 'sent'],
    ]);
    // a reply to a mail one does not hold is refused
    const foreign = await api.post(
      '/api/student/inbox/reply',
      { mailId: staffReply._id, Message: 'hi' },
      rahul,
    );
    expect(foreign.status).toBe(404);
  });

  it('lets students of one college write to each other, and to no one else', async () => {
    const ok = await send(asha, {
      Email: 'student2@demo.test',
      Subject: 'Notes',
      Message: 'Here are my notes',
    });
    expect(ok.status).toBe(200);
    expect((await mails(rahul)).body.emailsReceived[0]!.Subject).toBe('Notes');
    for (const Email of [
      'free@demo.test',
      'company@demo.test',
      'admin@demo.test',
      'ghost@demo.test',
      'student@demo.test',
    ]) {
      const reply = await send(asha, { Email, Subject: 'x', Message: 'y' });
      expect(reply.status, Email).toBe(400);
      expect(reply.body.message).toBeTruthy();
    }
  });

  it('refuses malformed mail with 400 and a message', async () => {
    for (const body of [
      {},
      { Email: 'college@demo.test', Subject: 'x' },
      { Email: 'college@demo.test', Subject: 'x', Message: '' },
      { Email: 'college@demo.test', Subject: 'x'.repeat(201), Message: 'y' },
      { Email: 'college@demo.test', Subject: 'x', Message: 'nul \u0000 inside' },
      { Email: 'college@demo.test', Subject: 'x', Message: 'y', attachments: ['a', 'b', 'c', 'd', 'e', 'f'] },
      { Email: 'college@demo.test', Subject: 'x', Message: 'y', attachments: ['doesnotexist'] },
      { Email: 'college@demo.test', Subject: 'x', Message: 'y', attachments: 'nope!' },
    ]) {
      const reply = await send(asha, body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.message).toBeTruthy();
    }
    expect((await api.post('/api/student/inbox/reply', { Message: 'x' }, asha)).status).toBe(400);
    expect((await mails(asha, '?limit=0')).status).toBe(400);
    expect((await mails(asha, '?skip=-4')).status).toBe(400);
  });
});

describe('attachments', () => {
  it('uploads type-checked files and lets only the mail parties read them', async () => {
    const up = await upload(platform.app, 'POST', '/api/student/inbox/file', asha, [
      { field: 'files', filename: 'resume.pdf', data: fixtures.pdf() },
      { field: 'files', filename: 'photo.png', data: fixtures.png() },
    ]);
    expect(up.status).toBe(200);
    const keys = (up.body.attachments as { key: string }[]).map((a) => a.key);
    expect(keys).toHaveLength(2);
    const sent = await send(asha, {
      Email: 'college@demo.test',
      Subject: 'Docs',
      Message: 'attached',
      attachments: keys,
    });
    expect(sent.status).toBe(200);
    const [pdf] = sent.body.mail.attachments;
    expect(pdf).toMatchObject({ name: 'resume.pdf' });
    const get = (token: string) =>
      platform.app.inject({ method: 'GET', url: pdf!.url, headers: { 'auth-token': token } });
    expect((await get(asha)).statusCode).toBe(200);
    expect((await get(staffToken)).statusCode).toBe(200);
    expect((await get(rahul)).statusCode).toBe(404);
    expect((await get(free)).statusCode).toBe(404);
    // someone else's upload key cannot be attached
    const theirs = await upload(platform.app, 'POST', '/api/student/inbox/file', rahul, [
      { field: 'files', filename: 'x.pdf', data: fixtures.pdf() },
    ]);
    const stolen = await send(asha, {
      Email: 'college@demo.test',
      Subject: 'x',
      Message: 'y',
      attachments: [(theirs.body.attachments as { key: string }[])[0]!.key],
    });
    expect(stolen.status).toBe(400);
  });

  it('refuses a missing, disguised, oversized or malformed upload with 4xx, never 500', async () => {
    const none = await upload(platform.app, 'POST', '/api/student/inbox/file', asha, [
      { field: 'x', data: 'y' },
    ]);
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('files not selected');
    const json = await api.post('/api/student/inbox/file', {}, asha);
    expect(json.status).toBe(400);
    expect(json.body.message).toBe('files not selected');
    const disguised = await upload(platform.app, 'POST', '/api/student/inbox/file', asha, [
      { field: 'files', filename: 'invoice.pdf', contentType: 'application/pdf', data: fixtures.exe() },
    ]);
    expect(disguised.status).toBe(400);
    const big = await upload(platform.app, 'POST', '/api/student/inbox/file', asha, [
      { field: 'files', filename: 'big.pdf', data: fixtures.pdf(5 * 1024 * 1024 + 1) },
    ]);
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('request entity too large');
    const torn = await platform.app.inject({
      method: 'POST',
      url: '/api/student/inbox/file',
      headers: { 'auth-token': asha, 'content-type': 'multipart/form-data; boundary=b' },
      payload: '--b\r\nContent-Disposition: form-data; name="f"; filename="a.pdf"\r\n\r\n%PDF',
    });
    expect(torn.statusCode).toBe(400);
  });
});

describe('per-user copies', () => {
  it("never lets one student read, mark, bookmark or delete another's mail", async () => {
    const { emailsReceived } = (await mails(asha)).body;
    const target = emailsReceived[0]!;
    expect((await api.get(`/api/student/inbox/mail/${target._id}`, rahul)).status).toBe(404);
    expect((await api.put(`/api/student/inbox/seen/${target._id}?type=received`, {}, rahul)).status).toBe(
      404,
    );
    expect((await api.post(`/api/student/inbox/bookmark/${target._id}`, {}, rahul)).status).toBe(404);
    expect(
      (await api.call('DELETE', `/api/student/inbox/bookmark/${target._id}`, { token: rahul })).status,
    ).toBe(404);
    expect(
      (await api.call('DELETE', `/api/student/inbox/delete/${target._id}/received`, { token: rahul })).status,
    ).toBe(404);
    const after = (await mails(asha)).body.emailsReceived[0]!;
    expect(after).toMatchObject({ _id: target._id, seen: false, bookmarked: false });
  });

  it('marks seen and bookmarks the reader’s own copy', async () => {
    const target = (await mails(asha)).body.emailsReceived[0]!;
    const seen = await api.put(`/api/student/inbox/seen/${target._id}?type=received`, {}, asha);
    expect(seen.status).toBe(200);
    expect((await api.post(`/api/student/inbox/bookmark/${target._id}`, {}, asha)).status).toBe(200);
    expect((await mails(asha)).body.emailsReceived[0]).toMatchObject({ seen: true, bookmarked: true });
    expect(
      (await api.call('DELETE', `/api/student/inbox/bookmark/${target._id}`, { token: asha })).status,
    ).toBe(200);
    expect((await mails(asha)).body.emailsReceived[0]!.bookmarked).toBe(false);
    expect((await api.put(`/api/student/inbox/seen/${target._id}?type=sideways`, {}, asha)).status).toBe(400);
  });

  it('deletes only the reader’s copy; the other party keeps theirs', async () => {
    const sent = await send(asha, { Email: 'college@demo.test', Subject: 'Delete me', Message: 'bye' });
    const id = sent.body.mail._id;
    expect(
      (await api.call('DELETE', `/api/student/inbox/delete/${id}/received`, { token: asha })).status,
    ).toBe(404);
    expect((await api.call('DELETE', `/api/student/inbox/delete/${id}/bin`, { token: asha })).status).toBe(
      400,
    );
    const gone = await api.call('DELETE', `/api/student/inbox/delete/${id}/sent`, { token: asha });
    expect(gone.status).toBe(200);
    expect((await mails(asha)).body.emailsSent.some((m) => m._id === id)).toBe(false);
    expect((await api.get(`/api/student/inbox/mail/${id}`, asha)).status).toBe(404);
    const staffBox = await listMails(platform.app, staff, { skip: 0, limit: 50 });
    expect(staffBox.emailsReceived.some((m) => m._id === id)).toBe(true);
    const entries = await platform.app.deps.db
      .select()
      .from(mailboxEntries)
      .where(eq(mailboxEntries.mailId, id));
    expect(entries.map((e) => e.folder)).toEqual(['received']);
  });
});

describe('undoing a delete', () => {
  it('restores the deleted copy as it was, only to its owner, until the bin is emptied', async () => {
    const up = await upload(platform.app, 'POST', '/api/student/inbox/file', asha, [
      { field: 'files', filename: 'notes.pdf', data: fixtures.pdf() },
    ]);
    const fileId = (up.body.attachments as { key: string }[])[0]!.key;
    const sent = await send(asha, {
      Email: 'college@demo.test',
      Subject: 'Undo me',
      Message: 'oops',
      attachments: [fileId],
    });
    const id = sent.body.mail._id;
    await api.call('POST', `/api/student/inbox/bookmark/${id}?type=sent`, { token: asha });
    const inSent = async () => (await mails(asha)).body.emailsSent.find((m) => m._id === id);

    expect((await api.call('DELETE', `/api/student/inbox/delete/${id}/sent`, { token: asha })).status).toBe(
      200,
    );
    expect(await inSent()).toBeUndefined();
    // nobody else can bring back Asha's copy
    const theirs = await api.call('POST', `/api/student/inbox/restore/${id}?type=sent`, { token: rahul });
    expect(theirs.status).toBe(404);

    const restored = await api.call('POST', `/api/student/inbox/restore/${id}?type=sent`, { token: asha });
    expect(restored.status).toBe(200);
    expect(restored.body.message).toBe('Mail restored');
    expect(await inSent()).toMatchObject({ Subject: 'Undo me', bookmarked: true });
    expect((await api.get(`/api/student/inbox/mail/${id}?type=sent`, asha)).status).toBe(200);
    const again = await api.call('POST', `/api/student/inbox/restore/${id}?type=sent`, { token: asha });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(mailRestoreExpired);

    // both parties delete it; the mail and its attachment stay for the undo time, then go for good
    expect((await api.call('DELETE', `/api/student/inbox/delete/${id}/sent`, { token: asha })).status).toBe(
      200,
    );
    const staffDelete = await api.call('DELETE', `/api/college/inbox/delete/${id}`, { token: staffToken });
    expect(staffDelete.status).toBe(200);
    const { db } = platform.app.deps;
    expect(await sweepMailBin(platform.app, new Date())).toBe(0);
    expect(await db.select().from(mailRows).where(eq(mailRows.id, id))).toHaveLength(1);
    const later = new Date(Date.now() + (MAIL_UNDO_MINUTES + 1) * 60_000);
    expect(await sweepMailBin(platform.app, later)).toBeGreaterThanOrEqual(2);
    expect(await db.select().from(mailRows).where(eq(mailRows.id, id))).toHaveLength(0);
    expect(await db.select().from(userFiles).where(eq(userFiles.id, fileId))).toHaveLength(0);
    const gone = await api.call('POST', `/api/student/inbox/restore/${id}?type=sent`, { token: asha });
    expect(gone.status).toBe(404);
  });

  it('lets college staff undo a delete of both folders at once', async () => {
    const sent = await send(asha, { Email: 'college@demo.test', Subject: 'Staff undo', Message: 'x' });
    const id = sent.body.mail._id;
    expect((await api.call('DELETE', `/api/college/inbox/delete/${id}`, { token: staffToken })).status).toBe(
      200,
    );
    expect(
      (await listMails(platform.app, staff, { skip: 0, limit: 50 })).emailsReceived.some((m) => m._id === id),
    ).toBe(false);
    expect((await api.call('POST', `/api/college/inbox/restore/${id}`, { token: staffToken })).status).toBe(
      200,
    );
    expect(
      (await listMails(platform.app, staff, { skip: 0, limit: 50 })).emailsReceived.some((m) => m._id === id),
    ).toBe(true);
  });
});

describe('POST /api/student/inbox/search', () => {
  it('matches %, _ and regex characters literally in subject, body and sender', async () => {
    await send(asha, { Email: 'college@demo.test', Subject: 'Offer: 100%_off (.*) [x]', Message: 'literal' });
    await send(asha, { Email: 'college@demo.test', Subject: 'Offer: 100 percent off', Message: 'plain' });
    const search = (body: Record<string, unknown>) =>
      api.post<Mails>('/api/student/inbox/search', body, asha);
    for (const keyword of ['100%_', '%_o', '(.*)', '[x]', '_off']) {
      const reply = await search({ keyword });
      expect(reply.status, keyword).toBe(200);
      expect(
        reply.body.emailsSent.map((m) => m.Subject),
        keyword,
      ).toEqual(['Offer: 100%_off (.*) [x]']);
    }
    expect((await search({ keyword: '100 percent' })).body.totalSent).toBe(1);
    expect((await search({ keyword: '%' })).body.totalSent).toBe(1);
    expect((await search({ keyword: 'priya' })).body.total).toBeGreaterThanOrEqual(2);
    expect((await search({ from: 'college@demo' })).body.totalSent).toBe(0);
    expect((await search({ from: 'Priya Sharma' })).body.total).toBeGreaterThanOrEqual(2);
    expect(
      (await search({ keyword: 'Offer', date: new Date().toISOString().slice(0, 10), within: '1 day' })).body
        .totalSent,
    ).toBe(2);
    expect((await search({ keyword: 'Offer', date: '2001-01-01', within: 3 })).body.totalSent).toBe(0);
    for (const body of [
      { date: 'soon' },
      { within: 'forever' },
      { keyword: ['a', 'b'] },
      { date: '2024-02-31' },
    ]) {
      const reply = await search(body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.message).toBeTruthy();
    }
    // the service is the college inbox's too
    const staffSearch = await searchMails(platform.app, staff, { keyword: '100%_' });
    expect(staffSearch.emailsReceived.map((m) => m.Subject)).toEqual(['Offer: 100%_off (.*) [x]']);
  });
});

describe('flooding', () => {
  it('limits how many mails one student sends in an hour', async () => {
    await updateNotificationSettings(platform.app, staff.id, { emailOnNewMail: false });
    let last = await send(rahul, { Email: 'college@demo.test', Subject: 'spam 0', Message: 'x' });
    for (let i = 1; i <= 60 && last.status === 200; i++) {
      last = await send(rahul, { Email: 'college@demo.test', Subject: `spam ${i}`, Message: 'x' });
    }
    expect(last.status).toBe(429);
    expect(last.body.message).toMatch(/^Too many attempts/);
    // others are not held back
    expect(
      (await send(asha, { Email: 'college@demo.test', Subject: 'still fine', Message: 'x' })).status,
    ).toBe(200);
  });
});
