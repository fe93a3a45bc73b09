import { chmod, mkdir, mkdtemp, readdir, readFile, readlink, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuildResult, type CompileContext, compileInSandbox } from '../../job/compile';
import { detectSandbox } from '../../sandbox/detect';
import { javaReferencePrograms, programs } from '../../testing/programs';
import { languages } from '../registry';
import { javacServerDir } from './javac-server';
import { JavacService } from './javac-service';

const JAVA = languages.java;
const SLOT_UID = 61_100;
const SERVER_UID = 61_101;
const TIME_MS = 2_000;

// Nested conditionals around a generic overload: javac's inference work doubles with each level.
const JAVAC_BOMB = `public class Main {
  static <T> T m(T t) { return t; }
  static String m(String s) { return s; }
  static boolean b;
  static Object r = ${'m(b ? '.repeat(16)}1${' : 2)'.repeat(16)};
  public static void main(String[] a) { }
}
`;

let cacheDir: string;
let context: CompileContext;
let service: JavacService;
const warnings: string[] = [];

beforeAll(async () => {
  cacheDir = await mkdtemp(join(tmpdir(), 'javac-service-test-'));
  // The sandboxes bind the header directory inside it as the slot's uid.
  await chmod(cacheDir, 0o755);
  const host = await detectSandbox({
    cacheDir,
    preference: 'auto',
    production: false,
    cgroups: true,
    warn: () => {},
  });
  const pchDir = join(cacheDir, 'pch');
  await mkdir(pchDir);
  context = { host, uid: SLOT_UID, pchDir, timeMs: TIME_MS };
  service = new JavacService({ uid: SERVER_UID, cacheDir, warn: (message) => warnings.push(message) });
}, 60_000);

afterAll(async () => {
  await service?.close();
  await rm(cacheDir, { recursive: true, force: true });
});

const warm = (code: string) => compileInSandbox(JAVA, code, { ...context, warm: service });
const fresh = (code: string) => compileInSandbox(JAVA, code, context);

/** Processes alive as the server's uid (bubblewrap's and the JVM), with their network namespace. */
async function serverProcesses(uid = SERVER_UID): Promise<{ pid: string; name: string; net: string }[]> {
  const found = [];
  for (const pid of await readdir('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
    if (Number(/^Uid:\s+(\d+)/m.exec(status)?.[1]) !== uid) continue;
    if (/^State:\s+Z/m.test(status)) continue;
    const name = /^Name:\s+(.*)$/m.exec(status)?.[1] ?? '';
    found.push({ pid, name, net: await readlink(`/proc/${pid}/ns/net`).catch(() => '') });
  }
  return found;
}

function messageOf(result: BuildResult): string {
  return 'error' in result ? result.error.message : '';
}

describe('the warm javac', () => {
  const compiles: Record<string, string> = {
    ...javaReferencePrograms,
    'the sum program': programs.java.sum,
    'notes only, in a non-ASCII class': `public class Größe { public static void main(String[] a) { java.util.List l = new java.util.ArrayList(); l.add(1); } }\n`,
  };
  const rejects: Record<string, string> = {
    'a syntax error': programs.java.syntax,
    'a type error with unchecked and deprecation notes': `import java.util.*;\npublic class Main { public static void main(String[] a) { List l = new ArrayList(); l.add(1); new Date(2020, 1, 1); int x = "s"; } }\n`,
    'an error in a non-ASCII class':
      'public class Größe { public static void main(String[] a) { Ünknown u; } }\n',
    'a public class in the wrong file': 'public class A {}\npublic class B {}\n',
  };

  it.each(Object.entries(compiles))('compiles %s exactly as a fresh javac does', async (_, code) => {
    const [served, expected] = [await warm(code), await fresh(code)];
    expect(expected).toHaveProperty('entry');
    expect(served).toEqual(expected);
  });

  it.each(Object.entries(rejects))('rejects %s in the words of a fresh javac', async (_, code) => {
    const [served, expected] = [await warm(code), await fresh(code)];
    expect(expected).toMatchObject({ error: { verdict: 'compile_error' } });
    expect(served).toEqual(expected);
  });

  it('is stopped by the compile time limit and the next compile works', async () => {
    const started = Date.now();
    const result = await warm(JAVAC_BOMB);
    expect(messageOf(result)).toBe('Compilation took too long');
    expect(Date.now() - started).toBeLessThan(TIME_MS * 1.5 + 2_000);
    const next = await warm(programs.java.sum);
    expect(next).toMatchObject({ entry: 'Main' });
  }, 60_000);

  it('compiles fresh rather than wait behind a compile that keeps it busy', async () => {
    // the busy compile is given far longer than a fresh compile takes on a slow machine (a cold javac took
    // about 1.8 s here, just over what was left of a 2-second limit): the order then says only whether the
    // second compile waited behind the first
    const within = (code: string) =>
      compileInSandbox(JAVA, code, { ...context, timeMs: 4 * TIME_MS, warm: service });
    const finished: string[] = [];
    const bomb = within(JAVAC_BOMB).then((result) => finished.push(`bomb: ${messageOf(result)}`));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const next = await within(programs.java.sum);
    finished.push('next');
    await bomb;
    expect(next).toMatchObject({ entry: 'Main' });
    expect(finished).toEqual(['next', 'bomb: Compilation took too long']);
  }, 60_000);

  it("never shows one student's classes to another", async () => {
    const first = await warm(
      'public class A { public static int v = 1; public static void main(String[] a) { } }\n',
    );
    expect(first).toMatchObject({ entry: 'A' });
    const second = await warm(
      'public class Main { public static void main(String[] a) { System.out.println(A.v); } }\n',
    );
    expect(messageOf(second)).toMatch(/error: cannot find symbol\n.*A\.v/);
  });

  it('runs as its own uid, not root, without the network, and stops with the service', async () => {
    await warm(programs.java.sum);
    const jvms = async () => (await serverProcesses()).filter((process) => process.name === 'java');
    const [server, ...others] = await jvms();
    expect(others).toEqual([]);
    expect(server?.net).toMatch(/^net:/);
    expect(server?.net).not.toBe(await readlink('/proc/self/ns/net'));

    // Killed between compiles, it is replaced before the next compile.
    process.kill(Number(server?.pid), 'SIGKILL');
    for (let i = 0; i < 50 && (await serverProcesses()).length > 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await warm(programs.java.sum)).toMatchObject({ entry: 'Main' });
    const [replacement] = await jvms();
    expect(replacement?.pid).not.toBe(server?.pid);
  });

  it('starts a new server after its set number of compiles', async () => {
    const uid = SERVER_UID + 1;
    const recycled = new JavacService({
      uid,
      cacheDir,
      recycleAfter: 2,
      warn: (message) => warnings.push(message),
    });
    const jvm = async () => (await serverProcesses(uid)).find((process) => process.name === 'java')?.pid;
    try {
      const compile = () => compileInSandbox(JAVA, programs.java.sum, { ...context, warm: recycled });
      await compile();
      const first = await jvm();
      expect(first).toBeDefined();
      await compile();
      expect(await jvm()).toBeUndefined();
      expect(await compile()).toMatchObject({ entry: 'Main' });
      const next = await jvm();
      expect(next).toBeDefined();
      expect(next).not.toBe(first);
    } finally {
      await recycled.close();
    }
    expect(await serverProcesses(uid)).toEqual([]);
  });

  it('gives way to a fresh javac, with one warning, when the server cannot start', async () => {
    const brokenCache = await mkdtemp(join(tmpdir(), 'javac-service-broken-'));
    const brokenWarnings: string[] = [];
    const broken = new JavacService({
      uid: SERVER_UID,
      cacheDir: brokenCache,
      warn: (message) => brokenWarnings.push(message),
    });
    try {
      await mkdir(javacServerDir(brokenCache), { recursive: true });
      await writeFile(join(javacServerDir(brokenCache), 'JavacServer.class'), 'not a class file');
      for (let i = 0; i < 2; i++) {
        const result = await compileInSandbox(JAVA, programs.java.sum, { ...context, warm: broken });
        expect(result).toMatchObject({ entry: 'Main' });
      }
      expect(brokenWarnings).toHaveLength(1);
      expect(brokenWarnings[0]).toMatch(/the javac server cannot start/);
    } finally {
      await broken.close();
      await rm(brokenCache, { recursive: true, force: true });
    }
  });
});

describe('closing', () => {
  it('leaves no server process behind', async () => {
    await service.close();
    expect(await serverProcesses()).toEqual([]);
    expect(warnings).toEqual([]);
  });
});
