import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { newId } from '@placement/db';

/** Where uploaded files live. Keys are made by the server, never from a client's file name. */
export interface Storage {
  put(folder: string, extension: string, data: Buffer): Promise<string>;
  /** Writes a stream without holding it in memory; a stream that fails leaves nothing behind. */
  putStream(folder: string, extension: string, source: Readable): Promise<{ key: string; size: number }>;
  open(key: string): Promise<{ stream: Readable; size: number } | null>;
  remove(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9-]+\/[a-f0-9]{24}\.[a-z0-9]{1,5}$/;

export function createLocalStorage(root: string): Storage {
  const base = resolve(root);
  const pathOf = (key: string): string | null => {
    if (!SAFE_KEY.test(key)) return null;
    const path = resolve(base, key);
    return path.startsWith(base + sep) ? path : null;
  };
  const newPath = async (folder: string, extension: string) => {
    const key = `${folder}/${newId()}.${extension}`;
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
      try {
        const info = await stat(path);
        return { stream: createReadStream(path), size: info.size };
      } catch {
        return null;
      }
    },
    async remove(key) {
      const path = pathOf(key);
      if (path) await rm(path, { force: true });
    },
  };
}

export const uploadsDir = (dataDir: string) => join(dataDir, 'uploads');
