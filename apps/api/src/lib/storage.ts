import { constants, createWriteStream } from 'node:fs';
import { access, mkdir, open as openFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { serviceMessages } from '@placement/contract';
import { newId } from '@placement/db';
import type { Config } from '../config';
import { HttpError } from './http-error';

/** Where uploaded files live. Keys are made by the server, never from a client's file name. */
export interface Storage {
  put(folder: string, extension: string, data: Buffer): Promise<string>;
  /** Writes a stream without holding it in memory; a stream that fails leaves nothing behind. */
  putStream(folder: string, extension: string, source: Readable): Promise<{ key: string; size: number }>;
  open(key: string): Promise<{ stream: Readable; size: number } | null>;
  remove(key: string): Promise<void>;
  /** Throws unless the store answers and takes files (for /api/health). */
  check(): Promise<void>;
  /** lets go of connections, so the process can exit */
  close(): void;
}

/** The store failed or did not answer in time: a 503 that says so; the cause goes to the log. */
export class StorageUnavailable extends HttpError {
  constructor(cause: unknown) {
    super(503, serviceMessages.storageUnavailable, 'STORAGE_UNAVAILABLE');
    this.cause = cause;
  }
}

const SAFE_KEY = /^[a-z0-9-]+\/[a-f0-9]{24}\.[a-z0-9]{1,5}$/;

/** Keys look like `cv/0123456789abcdef01234567.pdf`; anything else is never looked up. */
export const safeStorageKey = (key: string) => SAFE_KEY.test(key);

export function newStorageKey(folder: string, extension: string): string {
  const key = `${folder}/${newId()}.${extension}`;
  if (!safeStorageKey(key)) throw new Error(`unsafe storage key ${key}`);
  return key;
}

/** Uploads on local disk (the embedded default), or in an S3-compatible bucket when S3_URL is set. */
export async function createStorage(config: Pick<Config, 'dataDir' | 's3'>): Promise<Storage> {
  if (!config.s3) return createLocalStorage(uploadsDir(config.dataDir));
  const { createS3Storage } = await import('./s3-storage');
  return createS3Storage(config.s3);
}

export function createLocalStorage(root: string): Storage {
  const base = resolve(root);
  const pathOf = (key: string): string | null => {
    if (!safeStorageKey(key)) return null;
    const path = resolve(base, key);
    return path.startsWith(base + sep) ? path : null;
  };
  const newPath = async (folder: string, extension: string) => {
    const key = newStorageKey(folder, extension);
    const path = pathOf(key);
    if (!path) throw new Error(`unsafe storage key ${key}`);
    await mkdir(dirname(path), { recursive: true });
    return { key, path };
  };
  return {
    async put(folder, extension, data) {
      const { key, path } = await newPath(folder, extension);
      await writeFile(path, data, { flag: 'wx' });
      return key;
    },
    async putStream(folder, extension, source) {
      const { key, path } = await newPath(folder, extension);
      const sink = createWriteStream(path, { flags: 'wx' });
      try {
        await pipeline(source, sink);
      } catch (error) {
        await rm(path, { force: true });
        throw error;
      }
      return { key, size: sink.bytesWritten };
    },
    async open(key) {
      const path = pathOf(key);
      if (!path) return null;
      // Opened now, not at the first read: a file removed meanwhile (by the sweeper) is still read whole,
      // where a lazily opened stream would fail with ENOENT.
      const handle = await openFile(path, 'r').catch(() => null);
      if (!handle) return null;
      try {
        const info = await handle.stat();
        return { stream: handle.createReadStream(), size: info.size };
      } catch {
        await handle.close();
        return null;
      }
    },
    async remove(key) {
      const path = pathOf(key);
      if (path) await rm(path, { force: true });
    },
    async check() {
      await mkdir(base, { recursive: true });
      await access(base, constants.W_OK);
    },
    close() {},
  };
}

export const uploadsDir = (dataDir: string) => join(dataDir, 'uploads');
