import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** A real S3-compatible server on loopback (s3rver, files in a temporary folder), for the S3 storage tests. */
export async function startS3(): Promise<{
  port: number;
  url: (bucket: string, viaPort?: number) => string;
  /** How many objects the bucket holds. */
  count(bucket: string): Promise<number>;
  close(): Promise<void>;
}> {
  const directory = mkdtempSync(join(tmpdir(), 'placement-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = (await server.run()) as AddressInfo;
  return {
    port,
    // s3rver's built-in key pair; `viaPort` reaches it through something in between (test/tcp-gate.ts)
    url: (bucket, viaPort = port) => `http://S3RVER:S3RVER@127.0.0.1:${viaPort}/${bucket}`,
    async count(bucket) {
      const client = new S3Client({
        endpoint: `http://127.0.0.1:${port}`,
        region: 'us-east-1',
        forcePathStyle: true,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      });
      let total = 0;
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }),
        );
        total += page.KeyCount ?? 0;
        token = page.NextContinuationToken;
      } while (token);
      client.destroy();
      return total;
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
