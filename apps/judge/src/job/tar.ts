import { extract } from 'tar-stream';

export interface TarEntry {
  /** Relative path with `/` separators, never `..`, never absolute. */
  name: string;
  mode: number;
  content: Buffer;
}

const MAX_ENTRIES = 10_000;
const MAX_DEPTH = 32;

/** Splits a tar path into safe components; `null` for the archive root itself (`.` or `./`). */
export function safeTarPath(raw: string): string | null {
  const parts = raw.split('/').filter((part) => part !== '' && part !== '.');
  if (parts.length === 0) return null;
  if (raw.startsWith('/') || raw.includes('\0') || parts.some((part) => part === '..')) {
    throw new Error(`unsafe path in the artifact: ${JSON.stringify(raw)}`);
  }
  if (parts.length > MAX_DEPTH) throw new Error('the artifact is nested too deeply');
  return parts.join('/');
}

/**
 * The regular files of a tar stream (what `tar -C out -cf - .` writes, GNU long names and pax headers
 * included). Directories are implied by the file paths; links, devices and unsafe paths are refused rather
 * than interpreted.
 */
export async function readTar(data: Buffer): Promise<TarEntry[]> {
  const entries: TarEntry[] = [];
  const parser = extract();
  const done = new Promise<void>((resolve, reject) => {
    parser.on('entry', (header, stream, next) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: unknown) => {
        chunks.push(chunk as Buffer);
      });
      stream.on('error', reject);
      stream.on('end', () => {
        try {
          const name = safeTarPath(header.name);
          if (header.type === 'file' || header.type === 'contiguous-file') {
            if (name === null) throw new Error('a file entry without a name');
            if (entries.length >= MAX_ENTRIES) throw new Error('the artifact has too many files');
            entries.push({ name, mode: header.mode ?? 0o644, content: Buffer.concat(chunks) });
          } else if (header.type !== 'directory') {
            throw new Error(`unexpected tar entry type '${header.type}' for ${header.name}`);
          }
          next();
        } catch (error) {
          next(error as Error);
        }
      });
    });
    parser.on('finish', resolve);
    parser.on('error', reject);
  });
  parser.end(data);
  await done;
  return entries;
}
