import { serviceMessages } from '@placement/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../test/client';
import { startTestPlatform, type TestPlatform } from '../../test/harness';
import { startS3 } from '../../test/s3';
import { startTcpGate } from '../../test/tcp-gate';
import { fixtures, upload } from '../student/test-support';

let s3: Awaited<ReturnType<typeof startS3>>;
let gate: Awaited<ReturnType<typeof startTcpGate>>;
let platform: TestPlatform;
let api: ReturnType<typeof client>;
let student: string;
let cvUrl: string;

beforeAll(async () => {
  s3 = await startS3();
  // the platform reaches the store through a gate the tests can make hang or stop
  gate = await startTcpGate(s3.port);
  platform = await startTestPlatform({
    S3_URL: s3.url('placement', gate.port),
    S3_CONNECT_TIMEOUT_MS: '500',
    S3_REQUEST_TIMEOUT_MS: '500',
  });
  api = client(platform.app);
  student = await api.login('student@demo.test', 'Student@123');
  const reply = await uploadCv();
  expect(reply.status).toBe(200);
  cvUrl = (reply.body.student as { CV: { url: string }[] }).CV[0]!.url;
});
afterAll(async () => {
  await platform.close();
  await gate.close();
  await s3.close();
});

const uploadCv = () =>
  upload(platform.app, 'POST', '/api/student/profile/update/cv', student, [
    { field: 'file0', filename: 'Asha CV.pdf', contentType: 'application/pdf', data: fixtures.pdf() },
  ]);

/** The reply and how long it took; a request still waiting after 20 s is a failure, not a hung suite. */
async function timed<T>(call: () => Promise<T>) {
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  const reply = await Promise.race([
    call(),
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('no answer within 20 s')), 20_000);
    }),
  ]).finally(() => clearTimeout(timer));
  return { reply, ms: Date.now() - started };
}

const download = () => platform.app.inject({ method: 'GET', url: cvUrl, headers: { 'auth-token': student } });
const health = () => platform.app.inject({ method: 'GET', url: '/api/health' });

describe('file storage that fails', () => {
  it('while the store answers, /api/health names each part it checked', async () => {
    const reply = await health();
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      ok: true,
      db: platform.app.deps.database.kind,
      checks: { database: 'ok', storage: 'ok', judge: 'ok' },
    });
    expect((await download()).statusCode).toBe(200);
  });

  it('a store that accepts and never answers: a download is a 503 within seconds, and health says storage is down', async () => {
    gate.hang();
    const { reply: file, ms } = await timed(download);
    expect(file.statusCode).toBe(503);
    expect(file.json()).toMatchObject({ success: false, message: serviceMessages.storageUnavailable });
    // two tries of 500 ms each and the SDK's back-off between them
    expect(ms).toBeLessThan(5000);
    const { reply: report, ms: healthMs } = await timed(health);
    expect(report.statusCode).toBe(503);
    expect(report.json()).toEqual({
      ok: false,
      db: platform.app.deps.database.kind,
      checks: { database: 'ok', storage: 'down', judge: 'ok' },
      message: 'Not answering: storage.',
    });
    expect(healthMs).toBeLessThan(4000);
  });

  it('a store that is stopped: downloads and uploads are a 503 with a message, never a 500', async () => {
    await gate.stop();
    const { reply: file } = await timed(download);
    expect(file.statusCode).toBe(503);
    expect(file.json().message).toBe(serviceMessages.storageUnavailable);
    const { reply: sent } = await timed(uploadCv);
    expect(sent.status).toBe(503);
    expect(sent.body.message).toBe(serviceMessages.storageUnavailable);
    expect((await timed(health)).reply.statusCode).toBe(503);
  });

  it('once the store is back, everything answers again', async () => {
    await gate.open();
    expect((await download()).statusCode).toBe(200);
    expect((await health()).statusCode).toBe(200);
  });
});
