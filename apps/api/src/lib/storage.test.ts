import { mkdtempSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3 } from '../test/s3';
import { parseS3Url } from './s3-url';
import { createStorage, type Storage } from './storage';

const failingAfter = (data: string) =>
  new Readable({
    read() {
      this.push(Buffer.from(data));
      this.destroy(new Error('connection reset'));
    },
  });

let s3: Awaited<ReturnType<typeof startS3>>;
beforeAll(async () => {
  s3 = await startS3();
});
afterAll(() => s3.close());

interface Kind {
  storage: Storage;
  /** every stored object's name, seen from outside the Storage interface */
  list(): Promise<string[]>;
}

async function onDisk(): Promise<Kind> {
  const dataDir = mkdtempSync(join(tmpdir(), 'placement-data-'));
  const storage = await createStorage({ dataDir, s3: undefined });
  return { storage, list: () => readdir(join(dataDir, 'uploads'), { recursive: true }).catch(() => []) };
}

async function onS3(): Promise<Kind> {
  const location = parseS3Url(s3.url('uploads'));
  const storage = await createStorage({ dataDir: '/nonexistent', s3: location });
  const client = new S3Client({ ...location, forcePathStyle: true });
  return {
    storage,
    async list() {
      const listing = await client.send(new ListObjectsV2Command({ Bucket: location.bucket }));
      return (listing.Contents ?? []).map((object) => object.Key ?? '');
    },
  };
}

describe.each([
  ['local disk', onDisk],
  ['S3-compatible', onS3],
])('storage on %s', (_kind, create) => {
  let storage: Storage;
  let list: Kind['list'];
  beforeAll(async () => {
    ({ storage, list } = await create());
  });
  afterAll(() => storage.close());

  it('gives back what was put, under a key the server made', async () => {
    const key = await storage.put('cv', 'pdf', Buffer.from('%PDF-1.7 résumé'));
    expect(key).toMatch(/^cv\/[a-f0-9]{24}\.pdf$/);
    const file = await storage.open(key);
    expect(file?.size).toBe(Buffer.byteLength('%PDF-1.7 résumé'));
    expect(await text(file!.stream)).toBe('%PDF-1.7 résumé');
  });

  it('streams an upload in and counts its bytes', async () => {
    const chunks = Array.from(
      { length: 64 },
      (_, i) => `${String(i).padStart(4, '0')}${'x'.repeat(100 * 1024)}`,
    );
    const { key, size } = await storage.putStream('videos', 'webm', Readable.from(chunks));
    expect(size).toBe(chunks.join('').length);
    const file = await storage.open(key);
    expect(file?.size).toBe(size);
    expect(await text(file!.stream)).toBe(chunks.join(''));
  });

  it('keeps nothing of a stream that fails', async () => {
    const before = await list();
    await expect(storage.putStream('videos', 'webm', failingAfter('half a video'))).rejects.toThrow();
    expect(await list()).toEqual(before);
  });

  it('reads a file it has opened whole, even when it is removed before the first read (the sweeper)', async () => {
    const key = await storage.put('mail', 'pdf', Buffer.from('%PDF-1.4 kept'));
    const file = await storage.open(key);
    await storage.remove(key);
    expect(await text(file!.stream)).toBe('%PDF-1.4 kept');
    expect(await storage.open(key)).toBeNull();
  });

  it('removes a file, and finds nothing for unknown or unsafe keys', async () => {
    const key = await storage.put('snapshots', 'png', Buffer.from('png'));
    await storage.remove(key);
    expect(await storage.open(key)).toBeNull();
    expect(await storage.open('snapshots/0123456789abcdef01234567.png')).toBeNull();
    expect(await storage.open('../../etc/passwd')).toBeNull();
  });
});

describe('S3_URL', () => {
  it('reads an S3-compatible server with its keys, or AWS S3 by bucket', () => {
    expect(parseS3Url('http://key:se%2Fcret@127.0.0.1:9000/placement/campus-a')).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'placement',
      prefix: 'campus-a/',
      credentials: { accessKeyId: 'key', secretAccessKey: 'se/cret' },
      region: 'us-east-1',
    });
    expect(parseS3Url('s3://placement-uploads', { AWS_REGION: 'ap-south-1' })).toEqual({
      bucket: 'placement-uploads',
      prefix: '',
      region: 'ap-south-1',
    });
  });

  it('says what is wrong with a bad one', () => {
    expect(() => parseS3Url('ftp://host/bucket')).toThrow(
      'S3_URL must start with s3://, http:// or https://',
    );
    expect(() => parseS3Url('http://host:9000/')).toThrow('S3_URL must name the bucket');
  });
});
