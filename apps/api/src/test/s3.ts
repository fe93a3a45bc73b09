import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/** A real S3-compatible server on loopback (s3rver, files in a temporary folder), for the S3 storage tests. */
export async function startS3(): Promise<{ url: (bucket: string) => string; close(): Promise<void> }> {
  const directory = mkdtempSync(join(tmpdir(), 'placement-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = (await server.run()) as AddressInfo;
  return {
    // s3rver's built-in key pair
    url: (bucket) => `http://S3RVER:S3RVER@127.0.0.1:${port}/${bucket}`,
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
