/**
 * How the JVM is started in a sandbox: the flags of every Java run, the quiet logging javac's JVM shares, and
 * what a judge without a memory cgroup trims to fit an address-space limit.
 */

// The JVM's unified logging writes warnings (a thread it could not start, say) to stdout by default, where
// they would join the answer; all of its own output goes to stderr instead. No perf data file either.
export const JVM_QUIET = [
  '-Xlog:disable',
  '-Xlog:all=warning:stderr',
  '-XX:+DisplayVMOutputToStderr',
  '-XX:-UsePerfData',
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

export const javaWithoutCgroup = {
  addressSpaceMb: (memoryMb: number) => memoryMb + 1280,
  command: ([java = '', ...flags]: string[]) => [
    '/usr/bin/env',
    'MALLOC_ARENA_MAX=2',
    java,
    ...JVM_RESERVATIONS_TRIMMED,
    ...flags,
  ],
};
