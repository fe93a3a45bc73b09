import { execFile, spawnSync } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { JAVAC_ARCHIVE, RUN_ARCHIVE } from './java';
import { JAVA_RUN_FLAGS, JAVAC_JVM_FLAGS } from './languages';

/**
 * Class-data sharing archives for Java (AppCDS), built once per JDK into the judge's cache like the C++
 * header: the JDK's own archive holds the classes every JVM loads at start, not javac's (~2,400 classes it
 * would parse on every compile) nor those a contest program uses (Scanner, BufferedReader, collections,
 * lambdas). The archives hold JDK classes only, so any class path may use them. Sandboxes see them
 * read-only at /cds; the JVM maps them instead of parsing the classes again.
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

/** Where the archives live, keyed by the JDK and the flags, so an upgrade builds them again. */
export function cdsDirFor(cacheDir: string): string {
  const version = javaVersion();
  const key = createHash('sha256')
    .update(`${version}\0${JAVAC_JVM_FLAGS.join(' ')}\0${JAVA_RUN_FLAGS.join(' ')}\0${TYPICAL_PROGRAM}`)
    .digest('hex')
    .slice(0, 16);
  return join(cacheDir, `java-cds-${key}`);
}

const exists = (path: string) =>
  stat(path).then(
    (info) => info.isFile() && info.size > 0,
    () => false,
  );

const env = { PATH: '/usr/bin:/bin', LANG: 'C.UTF-8' };

/**
 * Builds both archives, outside any sandbox (the judge's own program, never a submission's), and checks that
 * each maps with `-Xshare:on`; true when both are there. Another process building the same key is harmless:
 * each file arrives by rename.
 */
export async function buildJavaCds(cdsDir: string, warn?: (message: string) => void): Promise<boolean> {
  if ((await exists(join(cdsDir, JAVAC_ARCHIVE))) && (await exists(join(cdsDir, RUN_ARCHIVE)))) return true;
  const work = await mkdtemp(join(tmpdir(), 'judge-cds-'));
  try {
    await writeFile(join(work, 'Main.java'), TYPICAL_PROGRAM);
    const javacList = join(work, 'javac.lst');
    const runList = join(work, 'run.lst');
    const opts = { cwd: work, env, timeout: 120_000 };
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
      '/usr/bin/java',
      ['-Xmx256m', ...JAVA_RUN_FLAGS, `-XX:DumpLoadedClassList=${runList}`, '-cp', 'out', 'Main'],
      opts,
    );
    program.child.stdin?.end('20\n22\n');
    await program;
    // Dumped from an empty directory: the archives hold JDK classes only, whatever the class path later.
    const empty = join(work, 'empty');
    await mkdir(empty);
    const staged = [
      [javacList, join(work, JAVAC_ARCHIVE)],
      [runList, join(work, RUN_ARCHIVE)],
    ] as const;
    for (const [list, archive] of staged) {
      await run(
        '/usr/bin/java',
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
      '/usr/bin/java',
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
    await mkdir(cdsDir, { recursive: true, mode: 0o755 });
    for (const [, archive] of staged) await moveInto(archive, cdsDir);
    return true;
  } catch (error) {
    warn?.(`Java runs without class-data archives: ${(error as Error).message.slice(0, 300)}`);
    return false;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function moveInto(file: string, dir: string): Promise<void> {
  const name = file.slice(file.lastIndexOf('/') + 1);
  const staging = join(dir, `.${name}.${randomUUID()}`);
  await copyFile(file, staging);
  await rename(staging, join(dir, name));
}

/** Copies built archives into another directory (the judge's private store); true once they are there. */
export async function copyJavaCds(from: string, to: string): Promise<boolean> {
  await mkdir(to, { recursive: true, mode: 0o755 });
  for (const name of [JAVAC_ARCHIVE, RUN_ARCHIVE]) await moveInto(join(from, name), to);
  return true;
}
