import type { MainClass } from './java/main-class';

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
  /** Sources the judge compiles in beside the program's, in /box; part of the cache key. */
  extraFiles?: { name: string; content: string }[];
}

/** One language as data: how its source is named, compiled and run, and the sandbox it runs in. */
export interface Language {
  id: LanguageId;
  name: string;
  /** The source's file name, which for Java depends on the code (javac wants the public class's name). */
  sourceFile: (code: string) => string;
  compile?: CompileStep;
  /** The compile reads the precompiled header at /pch (C++): part of the cache key once it is built. */
  precompiledHeader?: boolean;
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
  /** Files a run may hold open (RLIMIT_NOFILE). */
  openFiles: number;
  /** Memory the runtime needs above the program's own limit (JVM metaspace, code cache, thread stacks). */
  memoryOverheadMb: number;
  /** Host paths the runtime needs besides /usr, bound read-only at the same place. */
  extraBinds: string[];
  helloWorld: string;
}
