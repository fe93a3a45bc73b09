export interface TarEntry {
  name: string;
  mode: number;
  content: Buffer;
}

const BLOCK = 512;

function field(header: Buffer, start: number, length: number): string {
  const raw = header.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString('utf8');
}

/**
 * Reads the regular files of a flat tar stream (what `tar -C out -cf - .` writes). Anything else—links,
 * devices, nested paths, long-name extensions—is refused rather than interpreted.
 */
export function readTar(data: Buffer): TarEntry[] {
  const entries: TarEntry[] = [];
  let offset = 0;
  while (offset + BLOCK <= data.length) {
    const header = data.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) break;
    const name = field(header, 0, 100).replace(/^\.\//, '');
    const mode = Number.parseInt(field(header, 100, 8).trim() || '0', 8);
    const size = Number.parseInt(field(header, 124, 12).trim() || '0', 8);
    const type = String.fromCharCode(header[156] ?? 0);
    offset += BLOCK;
    if (type === '5' && (name === '' || name === '.' || name === './')) continue;
    if (type !== '0' && type !== '\0') throw new Error(`unexpected tar entry type '${type}' for ${name}`);
    if (!/^[A-Za-z0-9_$.+-]+$/.test(name) || name.startsWith('.'))
      throw new Error(`unexpected file name ${name}`);
    if (offset + size > data.length) throw new Error('truncated tar stream');
    entries.push({ name, mode, content: Buffer.from(data.subarray(offset, offset + size)) });
    offset += Math.ceil(size / BLOCK) * BLOCK;
  }
  return entries;
}
