import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseS3Url } from '../../lib/s3-url';
import { client } from '../../test/client';
import { startTestPlatform, type TestPlatform } from '../../test/harness';
import { startS3 } from '../../test/s3';
import { fixtures, upload } from '../student/test-support';

let s3: Awaited<ReturnType<typeof startS3>>;
let platform: TestPlatform;
let bucket: () => Promise<string[]>;

beforeAll(async () => {
  s3 = await startS3();
  platform = await startTestPlatform({ S3_URL: s3.url('placement') });
  const location = parseS3Url(s3.url('placement'));
  const s3Client = new S3Client({ ...location, forcePathStyle: true });
  bucket = async () =>
    ((await s3Client.send(new ListObjectsV2Command({ Bucket: 'placement' }))).Contents ?? []).map(
      (object) => object.Key ?? '',
    );
});
afterAll(async () => {
  await platform.close();
  await s3.close();
});

describe('uploads in S3-compatible storage (S3_URL)', () => {
  it('keeps a CV in the bucket, serves it to its owner and removes it with the CV', async () => {
    const api = client(platform.app);
    const asha = await api.login('student@demo.test', 'Student@123');
    // the demo data's own files (its video question's clip) are there from the start
    const seeded = await bucket();
    const added = async () => (await bucket()).filter((key) => !seeded.includes(key));
    const reply = await upload(platform.app, 'POST', '/api/student/profile/update/cv', asha, [
      { field: 'file0', filename: 'Asha CV.pdf', contentType: 'application/pdf', data: fixtures.pdf() },
    ]);
    expect(reply.status).toBe(200);
    const [cv] = (reply.body.student as { CV: { _id: string; url: string }[] }).CV;
    expect(await added()).toEqual([expect.stringMatching(/^[a-z-]+\/[a-f0-9]{24}\.pdf$/)]);

    const file = await platform.app.inject({ method: 'GET', url: cv!.url, headers: { 'auth-token': asha } });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(fixtures.pdf())).toBe(true);

    await api.call('DELETE', `/api/student/profile/cv/${cv!._id}`, { token: asha });
    expect(await added()).toEqual([]);
  });
});
