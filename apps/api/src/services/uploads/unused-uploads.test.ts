import { userFiles } from '@placement/db';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, upload } from '../../routes/student/test-support';
import { client } from '../../test/client';
import { startTestPlatform, type TestPlatform } from '../../test/harness';

let platform: TestPlatform;
let api: ReturnType<typeof client>;
let student: string;
let staff: string;

beforeAll(async () => {
  platform = await startTestPlatform({
    ATTACHMENT_QUOTA_MB: '5',
    ATTACHMENT_DAILY_MB: '8',
    SWEEP_INTERVAL_SECONDS: '1',
  });
  api = client(platform.app);
  student = await api.login('student@demo.test', 'Student@123');
  staff = await api.login('college@demo.test', 'College@123', 'college');
});
afterAll(() => platform.close());

const MB = 1024 * 1024;
const pdf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(size - 9, 7)]);
// the first bytes of a WebM file: an EBML header whose DocType is "webm"
const webm = (size: number) => {
  const data = Buffer.alloc(size);
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84]).copy(data);
  data.write('webm', 12);
  return data;
};

async function attach(token: string, size: number) {
  return upload(platform.app, 'POST', '/api/student/inbox/file', token, [
    { field: 'files', filename: 'notes.pdf', data: pdf(size) },
  ]);
}
const keyOf = (reply: { body: { attachments?: { key: string }[] } }) => reply.body.attachments![0]!.key;
const send = (attachments: string[]) =>
  api.post(
    '/api/student/inbox/sendMail',
    { Email: 'college@demo.test', Subject: 'Notes', Message: 'attached', attachments },
    student,
  );

async function uploadVideo() {
  const { payload, headers } = multipart([
    { field: 'file', filename: 'talk.webm', contentType: 'video/webm', data: webm(1000) },
  ]);
  const reply = await platform.app.inject({
    method: 'POST',
    url: '/api/college/qb/videos',
    payload,
    headers: { ...headers, 'auth-token': staff },
  });
  expect(reply.statusCode).toBe(200);
  return reply.json().video as { key: string; url: string };
}

describe('unsent attachments', () => {
  it('refuses an upload past the quota of unsent attachment bytes with a 400; sending frees it', async () => {
    const first = await attach(student, 3 * MB);
    expect(first.status).toBe(200);
    const over = await attach(student, 3 * MB);
    expect(over.status).toBe(400);
    expect(over.body.message).toBe(
      'Your attachments waiting to be sent would exceed 5 MB. Send the mail that uses them first; unsent attachments are removed after 24 hours.',
    );
    expect((await send([keyOf(first)])).status).toBe(200);
    expect((await attach(student, 3 * MB)).status).toBe(200);
  });
});

describe('attachments sent', () => {
  it('count toward a daily budget: uploading and sending over and over stops at ATTACHMENT_DAILY_MB with a 400', async () => {
    const other = await api.login('student2@demo.test', 'Student@123');
    const sendAs = (token: string, attachments: string[]) =>
      api.post(
        '/api/student/inbox/sendMail',
        { Email: 'college@demo.test', Subject: 'Notes', Message: 'attached', attachments },
        token,
      );
    for (let round = 0; round < 2; round += 1) {
      const sent = await attach(other, 3 * MB);
      expect(sent.status).toBe(200);
      expect((await sendAs(other, [keyOf(sent)])).status).toBe(200);
    }
    // 6 MB sent and none waiting: the unsent quota (5 MB) has room, the day's budget (8 MB) has not
    const over = await attach(other, 3 * MB);
    expect(over.status).toBe(400);
    expect(over.body.message).toBe(
      'You have uploaded 6 MB of attachments in the last 24 hours; 3 MB more would exceed the 8 MB a day allowed. Attach a smaller file or try again later.',
    );
    expect((await attach(other, 2 * MB)).status).toBe(200);
  });
});

describe('the sweeper', () => {
  it('removes unsent attachments and unused question videos after a day, rows and bytes, and keeps used ones', async () => {
    const unsent = keyOf(await attach(student, 1000));
    const sentKey = keyOf(await attach(student, 1000));
    expect((await send([sentKey])).status).toBe(200);
    const unusedVideo = await uploadVideo();
    const usedVideo = await uploadVideo();
    const topic = await api.post<{ topic: { _id: string } }>(
      '/api/college/qb/topics',
      { Heading: `Videos ${Math.random()}`, Description: 'd', Type: 'video' },
      staff,
    );
    const question = await api.post(
      `/api/college/qb/topics/${topic.body.topic._id}/questions`,
      {
        level: 'L1',
        Duration: 3,
        videoFile: usedVideo.url,
        long: [{ question: 'Why?' }],
        short: [],
        mcq: [],
      },
      staff,
    );
    expect(question.status).toBe(200);

    const ids = [unsent, sentKey, unusedVideo.key, usedVideo.key];
    const { db, storage } = platform.app.deps;
    const rows = await db.select().from(userFiles).where(inArray(userFiles.id, ids));
    const storageKey = new Map(rows.map((r) => [r.id, r.storageKey]));
    // a day and an hour ago; the sweeper runs every second in this platform
    await db
      .update(userFiles)
      .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
      .where(inArray(userFiles.id, ids));
    const left = async () =>
      (await db.select({ id: userFiles.id }).from(userFiles).where(inArray(userFiles.id, ids))).map(
        (r) => r.id,
      );
    // the sweeper deletes the rows, then the stored files: wait for both
    const gone = async (id: string) => {
      const opened = await storage.open(storageKey.get(id)!);
      opened?.stream.destroy();
      return opened === null;
    };
    const deadline = Date.now() + 10_000;
    while (
      ((await left()).length > 2 || !(await gone(unsent)) || !(await gone(unusedVideo.key))) &&
      Date.now() < deadline
    ) {
      await new Promise((r) => setTimeout(r, 200));
    }

    expect((await left()).sort()).toEqual([sentKey, usedVideo.key].sort());
    expect(await storage.open(storageKey.get(unsent)!)).toBeNull();
    expect(await storage.open(storageKey.get(unusedVideo.key)!)).toBeNull();
    const kept = await storage.open(storageKey.get(sentKey)!);
    expect(kept).not.toBeNull();
    kept?.stream.destroy();
    const [video] = await db.select().from(userFiles).where(eq(userFiles.id, usedVideo.key));
    expect(video).toBeDefined();
  });
});
