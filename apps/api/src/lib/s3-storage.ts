import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Location } from './s3-url';
import { newStorageKey, type Storage, StorageUnavailable, safeStorageKey } from './storage';

/** The store's answer, or StorageUnavailable (a 503) when it fails or does not answer in time. */
async function answered<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof NoSuchKey) throw error;
    throw new StorageUnavailable(error);
  }
}

/**
 * Uploads in an S3-compatible bucket (made if missing), so every API process sees the same files. Every call
 * has a connection and an idle timeout and is tried twice at most, so a hung store fails a request in seconds.
 */
export async function createS3Storage(location: S3Location): Promise<Storage> {
  const timeouts = location.timeouts ?? { connectMs: 3000, requestMs: 10_000 };
  const client = new S3Client({
    region: location.region,
    endpoint: location.endpoint,
    forcePathStyle: Boolean(location.endpoint),
    credentials: location.credentials,
    maxAttempts: 2,
    // socketTimeout is the idle limit: a store that stops answering (or sending) fails the call, while a large
    // upload that keeps moving is never cut off by a total-time limit
    requestHandler: { connectionTimeout: timeouts.connectMs, socketTimeout: timeouts.requestMs },
  });
  const Bucket = location.bucket;
  const objectKey = (key: string) => `${location.prefix}${key}`;
  await ensureBucket(client, Bucket);

  return {
    async put(folder, extension, data) {
      const key = newStorageKey(folder, extension);
      await answered(client.send(new PutObjectCommand({ Bucket, Key: objectKey(key), Body: data })));
      return key;
    },
    async putStream(folder, extension, source) {
      const key = newStorageKey(folder, extension);
      let size = 0;
      const counted = new PassThrough();
      counted.on('data', (chunk: Buffer) => {
        size += chunk.length;
      });
      // a multipart upload: parts go out as they arrive, and a failed stream aborts it, leaving nothing
      const upload = new Upload({ client, params: { Bucket, Key: objectKey(key), Body: counted } });
      // the store's failure is a 503; the source's (a client that went away) stays what it was
      await Promise.all([pipeline(source, counted), answered(upload.done())]).catch(async (error) => {
        await upload.abort().catch(() => {});
        throw error;
      });
      return { key, size };
    },
    async open(key) {
      if (!safeStorageKey(key)) return null;
      try {
        const object = await answered(client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) })));
        return { stream: object.Body as Readable, size: object.ContentLength ?? 0 };
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    async remove(key) {
      if (!safeStorageKey(key)) return;
      await answered(client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) })));
    },
    async check() {
      await answered(client.send(new HeadBucketCommand({ Bucket })));
    },
    close: () => client.destroy(),
  };
}

async function ensureBucket(client: S3Client, Bucket: string): Promise<void> {
  try {
    await client.send(new HeadBucketCommand({ Bucket }));
  } catch (error) {
    if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode !== 404) throw error;
    await client.send(new CreateBucketCommand({ Bucket }));
  }
}
