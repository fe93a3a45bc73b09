import { execFile, spawnSync } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { cp, mkdir, mkdtemp, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';
import { JAVAC_JVM_FLAGS } from './javac';
import { JAVA_RUN_FLAGS } from './run-flags';
import { JAVA_MODULES, JAVAC_ARCHIVE, RUN_ARCHIVE, RUNTIME_DIR } from './toolchain';

/**
 * Class-data sharing archives for Java (AppCDS), built once per JDK into the judge's cache like the C++
 * header: the JDK's own archive holds the classes every JVM loads at start, not javac's (~2,400 classes it
 * would parse on every compile) nor those a contest program uses (Scanner, BufferedReader, collections,
 * lambdas). The archives hold JDK classes only, so any class path may use them. Sandboxes see them
 * read-only at /cds; the JVM maps them instead of parsing the classes again. Runs use a Java runtime linked
 * from the JDK's own modules (/cds/jre): the same JVM, with only the modules a submission may use.
 */
// What contest programs load: input and output both ways, collections, streams and lambdas, formatting.
const TYPICAL_PROGRAM = `import java.io.*;
import java.util.*;
import java.util.stream.*;
public class Main {
  record Pair(long a, long b) {}
  public static void main(String[] args) throws IOException {
    BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
    StringTokenizer tokens = new StringTokenizer(reader.readLine());
    long a = Long.parseLong(tokens.nextToken());
    Scanner scanner = new Scanner(reader);
    long b = scanner.nextLong();
    List<Pair> pairs = new ArrayList<>(List.of(new Pair(a, b)));
    Map<Long, Integer> counts = new HashMap<>();
    TreeMap<Long, Long> sorted = new TreeMap<>();
    Deque<Long> deque = new ArrayDeque<>();
    PriorityQueue<Long> queue = new PriorityQueue<>(Comparator.reverseOrder());
    for (Pair p : pairs) { counts.merge(p.a(), 1, Integer::sum); sorted.put(p.b(), p.a()); deque.add(p.a()); queue.add(p.b()); }
    long[] values = LongStream.of(a, b).sorted().toArray();
    Arrays.sort(values);
    String joined = Arrays.stream(values).mapToObj(Long::toString).collect(Collectors.joining(" "));
    PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
    out.println(a + b);
    out.printf("%s %.2f %d%n", joined, Math.sqrt(a * b), new StringBuilder().append(counts.size()).length());
    out.flush();
    System.out.println(String.valueOf(Math.max(queue.peek(), deque.peek())));
  }
}
`;

const run = promisify(execFile);

/** `java -version` (it writes to stderr); empty without Java. */
export function javaVersion(): string {
  const out = spawnSync('/usr/bin/java', ['-version'], { env: {}, encoding: 'utf8' });
  return `${out.stdout ?? ''}${out.stderr ?? ''}`.trim();
}

/** Where the archives and the runtime live, keyed by the JDK, the flags and the modules, so an upgrade builds them again. */
export function cdsDirFor(cacheDir: string): string {
  const version = javaVersion();
  const key = createHash('sha256')
    .update(
      [version, JAVAC_JVM_FLAGS.join(' '), JAVA_RUN_FLAGS.join(' '), JAVA_MODULES, TYPICAL_PROGRAM].join(
        '\0',
      ),
    )
    .digest('hex')
    .slice(0, 16);
  return join(cacheDir, `java-cds-${key}`);
}

const isFile = (path: string) =>
  stat(path).then(
    (info) => info.isFile() && info.size > 0,
    () => false,
  );

const built = async (dir: string) =>
  (await isFile(join(dir, JAVAC_ARCHIVE))) &&
  (await isFile(join(dir, RUN_ARCHIVE))) &&
  (await isFile(join(dir, RUNTIME_DIR, 'bin', 'java')));

const env = { PATH: '/usr/bin:/bin', LANG: 'C.UTF-8' };

/**
 * Builds javac's archive, the run's Java runtime (jlink: the modules submissions may use, nothing else) and
 * the run's archive for that runtime, outside any sandbox (the judge's own program, never a submission's),
 * and checks that each archive maps with `-Xshare:on`; true when all are there. Another process building the
 * same key is harmless: each arrives by rename.
 */
export async function buildJavaCds(cdsDir: string, warn?: (message: string) => void): Promise<boolean> {
  if (await built(cdsDir)) return true;
  const work = await mkdtemp(join(tmpdir(), 'judge-cds-'));
  try {
    await writeFile(join(work, 'Main.java'), TYPICAL_PROGRAM);
    const javacList = join(work, 'javac.lst');
    const runList = join(work, 'run.lst');
    const runtime = join(work, RUNTIME_DIR);
    const runtimeJava = join(runtime, 'bin', 'java');
    const opts = { cwd: work, env, timeout: 120_000 };
    await run(
      '/usr/bin/jlink',
      ['--add-modules', JAVA_MODULES, '--output', runtime, '--no-header-files', '--no-man-pages'],
      opts,
    );
    await run(
      '/usr/bin/javac',
      [
        ...JAVAC_JVM_FLAGS.map((f) => `-J${f}`),
        `-J-XX:DumpLoadedClassList=${javacList}`,
        '-d',
        'out',
        'Main.java',
      ],
      opts,
    );
    const program = run(
      runtimeJava,
      ['-Xmx256m', ...JAVA_RUN_FLAGS, `-XX:DumpLoadedClassList=${runList}`, '-cp', 'out', 'Main'],
      opts,
    );
    program.child.stdin?.end('20\n22\n');
    await program;
    // Dumped from an empty directory: the archives hold JDK classes only, whatever the class path later.
    const empty = join(work, 'empty');
    await mkdir(empty);
    const staged = [
      ['/usr/bin/java', javacList, join(work, JAVAC_ARCHIVE)],
      [runtimeJava, runList, join(work, RUN_ARCHIVE)],
    ] as const;
    for (const [java, list, archive] of staged) {
      await run(
        java,
        [
          '-Xshare:dump',
          '-XX:+UseSerialGC',
          `-XX:SharedClassListFile=${list}`,
          `-XX:SharedArchiveFile=${archive}`,
        ],
        { ...opts, cwd: empty },
      );
    }
    // Each must map, or a run with it would silently lose even the JDK's own archive.
    await run(
      '/usr/bin/javac',
      [
        ...JAVAC_JVM_FLAGS.map((f) => `-J${f}`),
        '-J-Xshare:on',
        `-J-XX:SharedArchiveFile=${join(work, JAVAC_ARCHIVE)}`,
        '-d',
        'check',
        'Main.java',
      ],
      opts,
    );
    const check = run(
      runtimeJava,
      [
        '-Xmx256m',
        ...JAVA_RUN_FLAGS,
        '-Xshare:on',
        `-XX:SharedArchiveFile=${join(work, RUN_ARCHIVE)}`,
        '-cp',
        'out',
        'Main',
      ],
      opts,
    );
    check.child.stdin?.end('20\n22\n');
    await check;
    await copyJavaCds(work, cdsDir);
    return true;
  } catch (error) {
    warn?.(`Java runs without class-data archives: ${(error as Error).message.slice(0, 300)}`);
    return false;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Copies a file or a directory in under a temporary name, then renames it into place. */
async function moveInto(path: string, dir: string): Promise<void> {
  const name = basename(path);
  const staging = join(dir, `.${name}.${randomUUID()}`);
  await cp(path, staging, { recursive: true, preserveTimestamps: true });
  // a directory cannot be renamed over another: one that is there already came from the same key
  await rename(staging, join(dir, name)).catch(async (error: NodeJS.ErrnoException) => {
    await rm(staging, { recursive: true, force: true });
    if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
  });
}

/** Copies built archives and the runtime into another directory (the judge's private store); true once they are there. */
export async function copyJavaCds(from: string, to: string): Promise<boolean> {
  await mkdir(to, { recursive: true, mode: 0o755 });
  for (const name of [JAVAC_ARCHIVE, RUN_ARCHIVE, RUNTIME_DIR]) await moveInto(join(from, name), to);
  return true;
}
