import { UnknownLanguageError } from './errors';
import {
  CDS_MOUNT,
  findMainClass,
  JAVA_MODULES,
  JAVAC_ARCHIVE,
  javaPublicType,
  javaSourceFile,
  type MainClass,
  RUN_ARCHIVE,
  RUNTIME_DIR,
} from './java';

export type LanguageId = 'py' | 'c' | 'cpp' | 'java' | 'js';

/** What the judge built once for this machine that a language's commands may use. */
export interface Toolchain {
  /** Host directory of the Java class-data sharing archives, bound at /cds; null until built. */
  javaCds: string | null;
}

export const NO_TOOLCHAIN: Toolchain = { javaCds: null };

export interface CompileStep {
  /** Command run inside the compile sandbox, in /box, with the source at /box/<sourceFile>. Output goes to /box/out. */
  command: (sourceFile: string, toolchain: Toolchain) => string[];
  /** Flags that change the artifact; part of the cache key. */
  flags: string[];
}

export interface Language {
  id: LanguageId;
  name: string;
  /** The source's file name, which for Java depends on the code (javac wants the public class's name). */
  sourceFile: (code: string) => string;
  compile?: CompileStep;
  /** What to run out of the artifact (Java: the main class); a failure is a compile error. */
  entryPoint?: (files: { name: string; content: Buffer | string }[], code: string) => MainClass;
  /** Command run inside the run sandbox; the artifact directory is mounted read-only at /app. */
  run: (memoryMb: number, entry: string, toolchain: Toolchain) => string[];
  /** Read-only mounts of the toolchain's parts that the commands above use. */
  toolchainBinds?: (toolchain: Toolchain) => { src: string; dest: string }[];
  /** Java reserves far more address space than it uses: it is bounded by the cgroup and -Xmx instead. */
  addressSpaceLimit: boolean;
  /**
   * For a runtime without addressSpaceLimit, on a judge without a memory cgroup (not root): the address space a
   * run may reserve, sized so the runtime still starts, and the run command trimmed to fit in it.
   */
  withoutCgroup?: { addressSpaceMb: (memoryMb: number) => number; command?: (run: string[]) => string[] };
  /** Processes and threads a run may have (pids cgroup). */
  pids: number;
  /** Memory the runtime needs above the program's own limit (JVM metaspace, code cache, thread stacks). */
  memoryOverheadMb: number;
  extraBinds: string[];
  helloWorld: string;
}

const PY_CHECK = [
  'import sys, traceback',
  'src = open("main.py", "rb").read()',
  'try:\n    compile(src, "main.py", "exec")',
  'except (SyntaxError, ValueError) as e:\n    sys.stderr.write("".join(traceback.format_exception_only(e)))\n    sys.exit(1)',
  'open("out/main.py", "wb").write(src)',
].join('\n');
// As the judges students know: ONLINE_JUDGE defined (for `#ifndef ONLINE_JUDGE freopen(...)`), C in the GNU
// dialect (M_PI, strdup), and a compile stops after five errors, so a cascade of template errors is a compile
// error in a fraction of a second instead of running to the compile limit. The precompiled header is built
// with CPP_FLAGS too (pch.ts): with other flags g++ would silently ignore it.
const COMMON_FLAGS = ['-O2', '-pipe', '-DONLINE_JUDGE', '-fmax-errors=5'];
const C_FLAGS = ['-std=gnu17', ...COMMON_FLAGS, '-lm'];
const CPP_FLAGS = ['-std=c++17', ...COMMON_FLAGS];
export const JAVAC_BASE_FLAGS = ['-proc:none', '-encoding', 'UTF-8', '-nowarn'];
/** A submission sees only the modules the run's runtime holds. */
export const JAVA_FLAGS = [...JAVAC_BASE_FLAGS, '--limit-modules', JAVA_MODULES];
// The JVM's unified logging writes warnings (a thread it could not start, say) to stdout by default, where
// they would join the answer; all of its own output goes to stderr instead. No perf data file either.
const JVM_QUIET = [
  '-Xlog:disable',
  '-Xlog:all=warning:stderr',
  '-XX:+DisplayVMOutputToStderr',
  '-XX:-UsePerfData',
];
// javac is short-lived: the C1 compiler alone and the shared class archive halve its start-up.
export const JAVAC_JVM_FLAGS = [
  '-Xmx384m',
  '-XX:+UseSerialGC',
  '-XX:TieredStopAtLevel=1',
  '-Xshare:auto',
  ...JVM_QUIET,
];
// A run has one core: one C1 compiler thread, and a method waits for 2,000 calls (not 200) before it is
// compiled, which spares a short run compiling the JDK's start-up code (10 % of its CPU) and costs a long
// one nothing measurable (loops still compile after the usual back-edge count).
export const JAVA_RUN_FLAGS = [
  '-XX:+UseSerialGC',
  '-XX:TieredStopAtLevel=1',
  '-XX:CICompilerCount=1',
  '-XX:Tier3InvocationThreshold=2000',
  '-Xss64m',
  '-Xshare:auto',
  ...JVM_QUIET,
];

// Without a cgroup the JVM gets an address-space limit. It reserves per thread a 64 MB stack (-Xss) and a
// 64 MB malloc arena, plus its code cache and class space: trimmed as below, hello world with -Xmx64m starts
// at 960 MB and -Xmx256m at 1,280 MB (measured on Debian 12's OpenJDK 17), so the heap plus 1,280 MB leaves
// room for a few threads of the program's own.
const JVM_RESERVATIONS_TRIMMED = [
  '-XX:ReservedCodeCacheSize=16m',
  '-XX:CompressedClassSpaceSize=16m',
  '-XX:MaxMetaspaceSize=64m',
];
const javaWithoutCgroup = {
  addressSpaceMb: (memoryMb: number) => memoryMb + 1280,
  command: ([java = '', ...flags]: string[]) => [
    '/usr/bin/env',
    'MALLOC_ARENA_MAX=2',
    java,
    ...JVM_RESERVATIONS_TRIMMED,
    ...flags,
  ],
};

/** javac in the compile sandbox, with the class-data archive once it is built. */
export function javacStep(flags: string[]): CompileStep {
  return {
    command: (sourceFile, toolchain) => [
      '/usr/bin/javac',
      ...JAVAC_JVM_FLAGS.map((flag) => `-J${flag}`),
      ...(toolchain.javaCds ? [`-J-XX:SharedArchiveFile=${CDS_MOUNT}/${JAVAC_ARCHIVE}`] : []),
      ...flags,
      '-d',
      'out',
      sourceFile,
    ],
    flags,
  };
}

// Node: V8's platform workers are cut to one (a run gets one core anyway), so its threads stay well under
// the pids cap: main, one V8 worker, libuv's pool of four (started on first use) and a signal thread.
// Deep recursion is common in contest code: V8's stack guard is raised to 48 MB, under the 64 MB
// RLIMIT_STACK the sandbox sets when there is no address-space limit (beyond it V8 would segfault).
export const NODE_RUN_FLAGS = ['--v8-pool-size=1', '--stack-size=49152'];

/** V8 sizes its heap from the host's memory: like -Xmx, the old space gets the program's limit. */
function nodeRun(memoryMb: number): string[] {
  return ['/usr/bin/node', `--max-old-space-size=${memoryMb}`, ...NODE_RUN_FLAGS, '/app/main.js'];
}

export const languages: Record<LanguageId, Language> = {
  py: {
    id: 'py',
    name: 'Python 3',
    sourceFile: () => 'main.py',
    // A syntax check up front turns a SyntaxError into a compile error instead of failing every testcase.
    compile: { command: () => ['/usr/bin/python3', '-S', '-B', '-c', PY_CHECK], flags: [] },
    run: () => ['/usr/bin/python3', '-S', '-B', '/app/main.py'],
    addressSpaceLimit: true,
    pids: 32,
    memoryOverheadMb: 0,
    extraBinds: [],
    helloWorld: 'print("hello")\n',
  },
  c: {
    id: 'c',
    name: 'C (gcc, GNU C17)',
    sourceFile: () => 'main.c',
    compile: {
      command: () => ['/usr/bin/gcc', ...C_FLAGS, '-o', 'out/main', 'main.c', '-lm'],
      flags: C_FLAGS,
    },
    run: () => ['/app/main'],
    addressSpaceLimit: true,
    pids: 32,
    memoryOverheadMb: 0,
    extraBinds: [],
    helloWorld: '#include <stdio.h>\nint main(void){puts("hello");return 0;}\n',
  },
  cpp: {
    id: 'cpp',
    name: 'C++ (g++, C++17)',
    sourceFile: () => 'main.cpp',
    // /pch is searched first so <bits/stdc++.h> resolves to the precompiled header when it was built.
    compile: {
      command: () => ['/usr/bin/g++', ...CPP_FLAGS, '-I/pch', '-o', 'out/main', 'main.cpp'],
      flags: CPP_FLAGS,
    },
    run: () => ['/app/main'],
    addressSpaceLimit: true,
    pids: 32,
    memoryOverheadMb: 0,
    extraBinds: [],
    helloWorld: '#include <bits/stdc++.h>\nint main(){std::cout<<"hello\\n";}\n',
  },
  java: {
    id: 'java',
    name: 'Java 17',
    sourceFile: javaSourceFile,
    compile: javacStep(JAVA_FLAGS),
    entryPoint: (files, code) =>
      findMainClass(
        files.filter((file) => file.name.endsWith('.class')).map((file) => Buffer.from(file.content)),
        javaPublicType(code),
      ),
    run: (memoryMb, entry, toolchain) => [
      toolchain.javaCds ? `${CDS_MOUNT}/${RUNTIME_DIR}/bin/java` : '/usr/bin/java',
      `-Xmx${memoryMb}m`,
      ...JAVA_RUN_FLAGS,
      ...(toolchain.javaCds ? [`-XX:SharedArchiveFile=${CDS_MOUNT}/${RUN_ARCHIVE}`] : []),
      '-cp',
      '/app',
      entry,
    ],
    toolchainBinds: (toolchain) => (toolchain.javaCds ? [{ src: toolchain.javaCds, dest: CDS_MOUNT }] : []),
    addressSpaceLimit: false,
    withoutCgroup: javaWithoutCgroup,
    pids: 256,
    memoryOverheadMb: 192,
    extraBinds: ['/etc/alternatives', '/etc/java-17-openjdk'],
    helloWorld:
      'public class Main { public static void main(String[] a) { System.out.println("hello"); } }\n',
  },
  js: {
    id: 'js',
    name: 'JavaScript (Node.js)',
    sourceFile: () => 'main.js',
    // `node --check` parses as a CommonJS module: a syntax error is a compile error, not one per testcase.
    compile: {
      command: () => [
        '/bin/sh',
        '-c',
        '/usr/bin/node --check main.js && exec /usr/bin/cp main.js out/main.js',
      ],
      flags: [],
    },
    run: (memoryMb) => nodeRun(memoryMb),
    // V8 reserves address space far beyond what it touches: bounded by the cgroup and the heap flag instead.
    // Without a cgroup, the address space: hello world starts at 704 MB, a 256 MB heap in use needs 1 GB
    // (Node 20), and Buffers live outside the heap, so this is what bounds them.
    addressSpaceLimit: false,
    withoutCgroup: { addressSpaceMb: (memoryMb: number) => memoryMb + 1024 },
    pids: 64,
    memoryOverheadMb: 64,
    extraBinds: [],
    helloWorld: 'console.log("hello");\n',
  },
};

const aliases: Record<string, LanguageId> = {
  py: 'py',
  python: 'py',
  python3: 'py',
  c: 'c',
  cpp: 'cpp',
  'c++': 'cpp',
  java: 'java',
  js: 'js',
  javascript: 'js',
  node: 'js',
  nodejs: 'js',
};

export const languageIds = Object.keys(languages) as LanguageId[];

/** Maps the spec's names (Python, Python3, python, py, C, Cpp, C++, Java, JavaScript, ...) onto a language id. */
export function resolveLanguage(name: string): Language {
  const id = aliases[name.trim().toLowerCase()];
  if (!id) throw new UnknownLanguageError(name);
  return languages[id];
}
