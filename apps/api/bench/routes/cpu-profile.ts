import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** A span of the monotonic clock, in microseconds (process.hrtime and V8's profiles share that clock). */
export interface Window {
  from: number;
  to: number;
}

export const monotonicMicros = () => Number(process.hrtime.bigint() / 1000n);

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string } }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** The parts a request's time goes to, first match wins; a sample's part is that of the function it was in. */
const PARTS: [string, (url: string, name: string) => boolean][] = [
  ['waiting (database, network)', (_url, name) => name === '(idle)'],
  ['garbage collection', (_url, name) => name === '(garbage collector)'],
  ['PGlite (the embedded database)', (url) => /@electric-sql\/pglite|^wasm:/.test(url)],
  ['ORM (drizzle)', (url) => url.includes('/drizzle-orm/')],
  ['driver (pg)', (url) => /\/node_modules\/pg(-[a-z]+)?\//.test(url)],
  ['tokens and headers (fast-jwt, helmet)', (url) => /\/(fast-jwt|helmet|@fastify\/cors)\//.test(url)],
  ['rate limits', (url) => /\/(@fastify\/rate-limit|ioredis|toad-cache)\//.test(url)],
  [
    'Fastify (routing, hooks, validation, replies, logs)',
    (url) =>
      /\/(fastify|@fastify\/[a-z-]+|find-my-way|fast-json-stringify|ajv|avvio|pino|light-my-request|fast-querystring|fast-uri)\//.test(
        url,
      ),
  ],
  ['our code', (url) => /\/(apps|packages)\//.test(url) && !url.includes('/node_modules/')],
  [
    'node http and sockets',
    (url, name) =>
      /^node:(_http|net|internal\/(stream|http|streams))/.test(url) ||
      (url === '' && /^(writev|writeLatin1String|writeUtf8String|writeBuffer|writeAsciiString)$/.test(name)),
  ],
  ['node crypto', (url) => url.startsWith('node:internal/crypto')],
];
const OTHER = 'other (node internals, the JIT)';

export const PART_NAMES = [...PARTS.map(([name]) => name), OTHER];

/** The server's profile: the largest in the folder (node writes one per thread; tsx's loader thread idles). */
export function readProfile(folder: string): CpuProfile {
  const files = readdirSync(folder).filter((f) => f.endsWith('.cpuprofile'));
  if (files.length === 0) throw new Error(`no .cpuprofile in ${folder}`);
  const largest = files
    .map((file) => ({ file, size: statSync(join(folder, file)).size }))
    .sort((a, b) => b.size - a.size)[0]!.file;
  return JSON.parse(readFileSync(join(folder, largest), 'utf8')) as CpuProfile;
}

/** Each part's share of the samples taken inside the window (fractions summing to 1). */
export function sharesIn(profile: CpuProfile, window: Window): Map<string, number> {
  const partOfNode = new Map<number, string>();
  for (const node of profile.nodes) {
    const { url, functionName } = node.callFrame;
    partOfNode.set(node.id, PARTS.find(([, test]) => test(url, functionName))?.[0] ?? OTHER);
  }
  const time = new Map<string, number>();
  let at = profile.startTime;
  let total = 0;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    at += delta;
    if (at < window.from || at > window.to) return;
    const part = partOfNode.get(id) ?? OTHER;
    time.set(part, (time.get(part) ?? 0) + delta);
    total += delta;
  });
  return new Map(PART_NAMES.map((name) => [name, total ? (time.get(name) ?? 0) / total : 0]));
}
